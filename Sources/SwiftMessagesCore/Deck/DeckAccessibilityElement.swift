import Foundation

/// What VoiceOver gets for one card of a deck (see ``DeckLayout/accessibilityElements``).
package struct DeckAccessibilityElement: Sendable, Equatable {
  /// What a double tap on the element does.
  package enum Activation: Hashable, Sendable {
    /// The card's own action, as a tap on it.
    case card
    /// Expands the deck, as a tap on the collapsed deck.
    case expandDeck
  }

  /// An action VoiceOver offers in its actions rotor.
  package enum Action: Hashable, Sendable {
    /// Collapses the expanded deck (also what the escape gesture does).
    case collapse

    /// The action's name: ``SwiftMessagesString/collapseDeck`` ("Collapse messages").
    package var name: String {
      switch self {
      case .collapse: return SwiftMessagesString.collapseDeck.localized
      }
    }
  }

  /// The card's message. Its label is the message's own (``MessageText``).
  var token: MessageToken
  /// The element's frame in the container: the card's visible part (for an older card of the
  /// collapsed deck, the strip that peeks out beyond the card in front of it).
  package var frame: CGRect
  /// Where VoiceOver taps on a double tap, in the container: the middle of ``frame``.
  package var activationPoint: CGPoint
  /// The card's position (``SwiftMessagesString/deckPosition(_:of:)``, "1 of 3"); `nil` in a deck of one (read like a single message).
  package var value: String?
  /// A hint for the collapsed deck (``SwiftMessagesString/expandDeckHint(count:)``,
  /// "Double-tap to show all 3 messages."); `nil` otherwise.
  var hint: String?
  /// What a double tap does.
  var activation: Activation
  /// The custom actions: ``Action/collapse`` on every card of the expanded deck.
  package var actions: [Action]

  /// Creates an element.
  init(
    token: MessageToken, frame: CGRect, activationPoint: CGPoint, value: String?, hint: String?,
    activation: Activation,
    actions: [Action]
  ) {
    self.token = token
    self.frame = frame
    self.activationPoint = activationPoint
    self.value = value
    self.hint = hint
    self.activation = activation
    self.actions = actions
  }

  /// Whether both describe the same element (written out: `CGRect` is not `Equatable` on every
  /// platform's Foundation alone).
  package static func == (lhs: DeckAccessibilityElement, rhs: DeckAccessibilityElement) -> Bool {
    lhs.token == rhs.token && lhs.frame.origin.x == rhs.frame.origin.x
      && lhs.frame.origin.y == rhs.frame.origin.y && lhs.frame.size.width == rhs.frame.size.width
      && lhs.frame.size.height == rhs.frame.size.height && lhs.activationPoint.x == rhs.activationPoint.x
      && lhs.activationPoint.y == rhs.activationPoint.y && lhs.value == rhs.value && lhs.hint == rhs.hint
      && lhs.activation == rhs.activation && lhs.actions == rhs.actions
  }
}
