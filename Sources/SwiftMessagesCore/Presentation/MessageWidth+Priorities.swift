import Foundation

extension MessageWidth {
  /// The Auto Layout priority of the regular-width cap (`width <= regularMaximum`): 950, so a
  /// view's own required width wins over it.
  package static let regularMaximumPriority: Float = 950

  /// The Auto Layout priority that centres a card horizontally in its message view: 950, above
  /// the 900 of its side pins.
  package static let centeringPriority: Float = 950
}
