import Foundation

/// What a touch at a point of the container lands on (see ``DeckLayout/hitTest(_:frontTakesTaps:)``).
enum DeckHit: Equatable, Sendable {
  /// Outside the deck: the touch passes through to what is behind the messages.
  case outside
  /// The deck as a whole. Collapsed with two or more cards: any point on it but a front card with
  /// its own tap handler (a 12 pt strip is too small to aim at); a tap expands, while swipes and
  /// controls still reach the front card (UIKit favours a control over a superview's tap
  /// recognizer). Expanded: a gap between cards, kept from what is behind; a tap collapses.
  case deck
  /// A card that takes its own touches: its tap handler, its controls, its swipe. The only
  /// card of a deck of one, a collapsed deck's front card with a tap handler of its own, or
  /// any visible card of an expanded deck.
  case card(MessageToken)
}
