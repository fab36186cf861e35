import Foundation

/// Constraints from `preferredContentSize`, ignoring zero, negative or non-finite dimensions; at
/// ``constraintPriority`` (951) so a preferred width beats the iPad width cap (950).
package struct SegueContentSize: Sendable {
  /// The priority of the width and height constraints: one above
  /// ``MessageWidth/regularMaximumPriority``, 951.
  package static let constraintPriority: Float = MessageWidth.regularMaximumPriority + 1

  /// The width to constrain the container to, or `nil` for none.
  package internal(set) var width: CGFloat?
  /// The height to constrain the container to, or `nil` for none.
  package internal(set) var height: CGFloat?

  /// The constraints for a controller's `preferredContentSize`.
  package init(preferredContentSize size: CGSize) {
    // `map`: on iOS the solver reads `CGFloat.positiveFinite` through the implicit Double
    // conversion.
    width = size.width.positiveFinite.map { CGFloat($0) }
    height = size.height.positiveFinite.map { CGFloat($0) }
  }
}
