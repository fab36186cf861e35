import Foundation

/// The size constraints `SwiftMessagesSegue` puts on the presented controller's container from
/// its `preferredContentSize` ("Use Preferred Explicit Size" in Interface Builder).
///
/// A zero (or negative, or non-finite) dimension is ignored, so `CGSize(width: 0, height: 350)`
/// fixes only the height. The constraints use ``constraintPriority`` (951): just above the
/// iPad width cap's ``MessageWidth/regularMaximumPriority`` (950), so a preferred width wins
/// over it, and below required, so required constraints of the app's own still win.
package struct SegueContentSize: Equatable, Sendable {
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
