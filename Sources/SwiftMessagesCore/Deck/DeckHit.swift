import Foundation

/// What a touch at a point of the container lands on (see ``DeckLayout/hitTest(_:frontTakesTaps:)``).
enum DeckHit: Equatable, Sendable {
  /// Outside the deck: the touch passes through to what is behind the messages.
  case outside
  /// The deck as a whole, not one card's own action.
  ///
  /// In a collapsed deck of two or more cards this is every point on it, the front card
  /// included unless it has a tap handler of its own (then a tap on it is the card's, see
  /// ``DeckLayout/hitTest(_:frontTakesTaps:)``): a tap expands the deck, a swipe goes to the
  /// front card (its pan recognizer),
  /// and the front card's controls still receive their taps (UIKit gives a control's own
  /// action precedence over a tap recognizer on a superview). A peeking strip is 12 pt tall,
  /// too small to aim at one card, so it counts as the deck, never as its card.
  ///
  /// In an expanded deck this is a gap between two cards: the touch is taken (it does not
  /// reach what is behind), and a tap collapses the deck.
  case deck
  /// A card that takes its own touches: its tap handler, its controls, its swipe. The only
  /// card of a deck of one, a collapsed deck's front card with a tap handler of its own, or
  /// any visible card of an expanded deck.
  case card(MessageToken)
}
