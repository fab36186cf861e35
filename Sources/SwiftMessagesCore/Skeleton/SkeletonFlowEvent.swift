import Foundation

/// The moments of a skeleton's life that are posted as notifications (object: the root view),
/// with SkeletonView's notification names (``rawValue``), so observers registered by name
/// (`Notification.Name("skeletonDidAppear")`) keep working.
package enum SkeletonFlowEvent: Sendable {
  /// Before a skeleton appears: `"skeletonWillAppear"`.
  case willAppear
  /// Once a skeleton has appeared: `"skeletonDidAppear"`.
  case didAppear
  /// Before an active skeleton's colours or animation change: `"skeletonWillUpdate"`.
  case willUpdate
  /// After an active skeleton's colours or animation changed: `"skeletonDidUpdate"`.
  case didUpdate
  /// Before a skeleton disappears: `"skeletonWillDisappear"`.
  case willDisappear
  /// Once a skeleton has disappeared: `"skeletonDidDisappear"`.
  case didDisappear

  /// SkeletonView's notification name (a plain switch: nothing parses names back, so the enum
  /// has no `RawRepresentable` conformance to pay for).
  package var rawValue: String {
    switch self {
    case .willAppear: "skeletonWillAppear"
    case .didAppear: "skeletonDidAppear"
    case .willUpdate: "skeletonWillUpdate"
    case .didUpdate: "skeletonDidUpdate"
    case .willDisappear: "skeletonWillDisappear"
    case .didDisappear: "skeletonDidDisappear"
    }
  }
}
