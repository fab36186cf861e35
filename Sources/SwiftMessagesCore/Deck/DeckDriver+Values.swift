import Foundation

extension DeckDriver {
  /// One visible message of the queue, as the UIKit layer finds it.
  package struct Candidate: Sendable {
    /// The message.
    var token: MessageToken
    /// Its deck edge; `nil` for a message that cannot stack (`.center`).
    var edge: DeckEdge?
    /// Its phase in the queue.
    package internal(set) var phase: MessagePhase?
    /// Where its masking view is installed; `nil` when it is not.
    var group: DeckGroupFacts?
    /// Whether its animator has a context and the view is inside its masking view.
    package internal(set) var isInstalled: Bool
    /// The card's body (its background view, else the view) where its animator put it in the
    /// masking view, ignoring any transform.
    var natural: CGRect
    /// The masking view's bounds size.
    var bounds: CGSize
    /// The masking view's index among its container's subviews.
    var slot: Int?
    /// Whether the message has a tap recognizer of its own (a `BaseView`'s `tapHandler`).
    var takesTaps: Bool

    /// Creates the facts.
    package init(
      token: MessageToken, edge: DeckEdge?, phase: MessagePhase?, group: DeckGroupFacts?, isInstalled: Bool,
      natural: CGRect, bounds: CGSize, slot: Int?, takesTaps: Bool
    ) {
      self.token = token
      self.edge = edge
      self.phase = phase
      self.group = group
      self.isInstalled = isInstalled
      self.natural = natural
      self.bounds = bounds
      self.slot = slot
      self.takesTaps = takesTaps
    }

    var isHiding: Bool { phase == .hiding }
  }

  /// What the user (or VoiceOver, or time) did to a deck.
  package enum Event: Sendable {
    /// A tap recognized on a card or on the deck's backdrop, at a point of the front card's
    /// masking view.
    case tap(DeckEdge, at: CGPoint)
    /// A touch reached a card's masking view, at a point of the front card's masking view:
    /// `passedThrough` when it went on to what is behind (outside every card), `isTouch` for a
    /// finger (not a hover or an accessibility hit test).
    case touchDown(DeckEdge, at: CGPoint, passedThrough: Bool, isTouch: Bool)
    /// VoiceOver's escape gesture on a card of the deck.
    case escape(DeckEdge)
    /// A VoiceOver custom action of a card.
    case action(DeckAccessibilityElement.Action, DeckEdge)
    /// The idle delay of ``Command/idle(_:delay:stamp:)`` elapsed.
    case idle(DeckEdge, stamp: Int)
  }

  /// One thing to apply after a refresh; ``update(_:animated:style:voiceOverRunning:)`` lists
  /// them in the order to apply: the cards of every deck (each deck front first), the
  /// stacking-order moves, the backdrops, the cards that left their decks, the cards gone,
  /// the timers, then VoiceOver's focus.
  package enum Command: Sendable {
    /// Draw one card of a deck: whether it takes its own touches (recognizers and content
    /// enabled), whether it hides by fading in place (it is behind the front card) instead of
    /// sliding out past the edge across the cards in front of it, its VoiceOver element, and
    /// the steps to play: now, or after their delay when it is positive (Reduce Motion's
    /// fade-in at the new place).
    case card(
      MessageToken, edge: DeckEdge, isInteractive: Bool, hidesInPlace: Bool,
      accessibility: DeckAccessibilityElement?, steps: [DeckStep])
    /// Move the card's masking view to `index` among its container's subviews.
    case move(MessageToken, index: Int)
    /// The view behind one deck that takes the touches between its cards (expanded) or beyond
    /// the front card on the peeking strips (collapsed): its frame in the front card's masking
    /// view (`nil`: no backdrop), just below the card `below` (the lowest, in its container).
    case backdrop(DeckEdge, frame: CGRect?, below: MessageToken?)
    /// The card left its deck: whether it keeps hiding in place, and the steps to play now (one
    /// behind the front fading out in place, one staying on screen going back to its natural
    /// place on the spring, a gone one reset at once). Its content and unmasked look come back
    /// with ``gone(_:)``: in the same update, or once the queue no longer shows a card that
    /// hides with its content faded out.
    case release(MessageToken, hidesInPlace: Bool, steps: [DeckStep])
    /// A released card's content and unmasked look come back; the deck forgets it.
    case gone(MessageToken)
    /// Pause (`true`) or resume the card's auto-hide timer.
    case pause(MessageToken, Bool)
    /// Send ``Event/idle(_:stamp:)`` after `delay` seconds (an idle collapse).
    case idle(DeckEdge, delay: TimeInterval, stamp: Int)
    /// VoiceOver moves to the card (the newest) after a collapse or an expansion.
    case focus(MessageToken)
  }
}

extension CrossFadeMotion.Style {
  /// The style a card hides with: the Reduce Motion fade (in place, no travel) for a card
  /// behind a deck's front card (one whose ``DeckDriver/Command`` says it hides in place),
  /// else `self`.
  package func hiding(inPlace: Bool) -> CrossFadeMotion.Style { inPlace ? .crossFade : self }
}

extension DeckDriver.Event {
  /// The deck it is for.
  var edge: DeckEdge {
    switch self {
    case .tap(let edge, _), .touchDown(let edge, _, _, _), .escape(let edge), .action(_, let edge),
      .idle(let edge, _):
      return edge
    }
  }

  /// Whether a person did it (a finger, VoiceOver), not time or a hover.
  var isUser: Bool {
    switch self {
    case .touchDown(_, _, _, let isTouch): return isTouch
    case .tap, .escape, .action: return true
    case .idle: return false
    }
  }
}
