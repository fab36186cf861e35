import Foundation

/// The height constraint `.relativeToConstraints` line heights follow: the view's own constant
/// height, never an intrinsic-size one (SkeletonView filters `NSContentSizeLayoutConstraint`s) nor
/// the skeleton's own minimum height (reading that one grew the label on every pass).
package enum SkeletonHeightConstraint {
  /// Whether a constraint is the one line heights follow (the first such one counts): active and
  /// constraining the view's own height to a constant (no second item).
  package static func isFollowed(isOwnConstantHeight: Bool, isContentSize: Bool, isSkeletons: Bool) -> Bool {
    isOwnConstantHeight && !isContentSize && !isSkeletons
  }
}
