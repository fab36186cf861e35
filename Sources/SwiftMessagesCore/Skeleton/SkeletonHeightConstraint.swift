import Foundation

/// The height constraint `.relativeToConstraints` line heights follow: the view's own constant
/// height, never an intrinsic-size one (SkeletonView filters `NSContentSizeLayoutConstraint`s) nor
/// the skeleton's own minimum height (reading that one grew the label on every pass).
package struct SkeletonHeightConstraint: Sendable {
  /// The constraint's constant, in points.
  package internal(set) var constant: Double
  /// Whether it is active and constrains the view's own height to a constant (no second item).
  var isOwnConstantHeight: Bool
  /// Whether the layout engine made it from the intrinsic content size.
  var isContentSize: Bool
  /// Whether the skeleton added it (its minimum text height).
  var isSkeletons: Bool

  package init(
    constant: Double, isOwnConstantHeight: Bool, isContentSize: Bool = false, isSkeletons: Bool = false
  ) {
    self.constant = constant
    self.isOwnConstantHeight = isOwnConstantHeight
    self.isContentSize = isContentSize
    self.isSkeletons = isSkeletons
  }

  /// The constant the line height follows: the first of `constraints` that is the app's own
  /// constant height; `nil` when there is none.
  package static func constant(of constraints: [SkeletonHeightConstraint]) -> Double? {
    constraints.first { $0.isOwnConstantHeight && !$0.isContentSize && !$0.isSkeletons }?.constant
  }
}
