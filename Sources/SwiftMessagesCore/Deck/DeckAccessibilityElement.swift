import Foundation

/// What VoiceOver gets for one card of a deck (see ``DeckLayout/accessibilityElements``).
package struct DeckAccessibilityElement: Sendable {
  /// The card's message. Its label is the message's own (``MessageText``).
  let token: MessageToken
  /// The element's frame in the container: the card's visible part (for an older card of the
  /// collapsed deck, the strip that peeks out beyond the card in front of it).
  package let frame: CGRect
  /// Where VoiceOver taps on a double tap, in the container: the middle of ``frame``.
  package let activationPoint: CGPoint
  /// The card's position ("1 of 3"); `nil` in a deck of one (read like a single message).
  package let value: String?
  /// "Double-tap to show all 3 messages." (``SwiftMessagesString/expandDeckHint(count:)``) when a
  /// double tap at ``activationPoint`` expands the deck.
  let hint: String?
  /// The name of the custom action that collapses the deck (``SwiftMessagesString/collapseDeck``,
  /// "Collapse messages"; it acts as the escape gesture): on every card of the expanded deck.
  package let collapseAction: String?
}
