import Foundation

/// One animation of one card during a deck transition: set ``start`` at once (a card already
/// in flight, such as one the user is swiping, may begin from where it is instead), wait
/// ``delay``, then animate to ``end`` over ``duration`` with ``curve``.
struct DeckKeyframe: Sendable, Equatable {
  /// What the keyframe does to the card's view.
  package enum Kind: Hashable, Sendable {
    /// The card is new: add its view before the keyframe starts.
    case enter
    /// The card stays in the deck and moves, resizes or fades.
    case move
    /// The card leaves the deck: remove its view once the keyframe has finished (it ends off
    /// screen or at opacity 0).
    case exit
  }

  /// The card's message.
  var token: MessageToken
  /// What the keyframe does.
  var kind: Kind
  /// The placement set when the keyframe starts.
  var start: DeckCardPlacement
  /// The placement animated to.
  var end: DeckCardPlacement
  /// Seconds from the start of the transition to the start of this keyframe.
  var delay: TimeInterval
  /// The keyframe's length in seconds.
  package var duration: TimeInterval
  /// The keyframe's timing.
  package var curve: DeckCurve

  /// Creates a keyframe.
  init(
    token: MessageToken, kind: Kind, start: DeckCardPlacement, end: DeckCardPlacement,
    delay: TimeInterval, duration: TimeInterval, curve: DeckCurve
  ) {
    self.token = token
    self.kind = kind
    self.start = start
    self.end = end
    self.delay = delay
    self.duration = duration
    self.curve = curve
  }
}
