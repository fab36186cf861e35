import Foundation

/// The moments of a skeleton's life that are posted as notifications (object: the root view),
/// with SkeletonView's notification names as raw values, so observers registered by name
/// (`Notification.Name("skeletonDidAppear")`) keep working.
package enum SkeletonFlowEvent: String, Sendable {
  /// Before a skeleton appears: `"skeletonWillAppear"`.
  case willAppear = "skeletonWillAppear"
  /// Once a skeleton has appeared: `"skeletonDidAppear"`.
  case didAppear = "skeletonDidAppear"
  /// Before an active skeleton's colours or animation change: `"skeletonWillUpdate"`.
  case willUpdate = "skeletonWillUpdate"
  /// After an active skeleton's colours or animation changed: `"skeletonDidUpdate"`.
  case didUpdate = "skeletonDidUpdate"
  /// Before a skeleton disappears: `"skeletonWillDisappear"`.
  case willDisappear = "skeletonWillDisappear"
  /// Once a skeleton has disappeared: `"skeletonDidDisappear"`.
  case didDisappear = "skeletonDidDisappear"
}
