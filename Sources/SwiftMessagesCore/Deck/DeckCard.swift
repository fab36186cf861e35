import Foundation

/// One message in a deck, as the UIKit layer measures it.
struct DeckCard: Sendable {
  /// The message the card shows.
  var token: MessageToken
  /// The card's height in points when laid out at ``DeckContainer/cardWidth``: the visible
  /// card body (for a `CardView`, its background view), without the transparent layout
  /// margins around it. Negative or non-finite heights count as 0.
  var height: CGFloat

  /// ``height``, finite and not negative.
  var safeHeight: CGFloat { height.nonNegativeFinite }
}
