import Foundation

extension DeckDriver {
  /// One visible message of the queue, as the UIKit layer finds it.
  package struct Candidate: Sendable {
    var token: MessageToken
    /// Its deck edge; `nil` for a message that cannot stack (`.center`).
    var edge: DeckEdge?
    let phase: MessagePhase?
    /// The identity of the view its masking view is installed in; `nil` when it is not.
    var container: ObjectIdentifier?
    /// Whether the container fills a window of its own (a message presented with
    /// `.window(windowLevel:)`, `.windowScene` or `.automatic` without a bar to host it).
    var ownsWindow: Bool
    /// The identity of that window's scene (`nil`: no scene), its level (`UIWindow.Level` raw
    /// value) and its size.
    var scene: ObjectIdentifier?
    var windowLevel: CGFloat
    var windowSize: CGSize
    /// Whether its animator has a context and the view is inside its masking view.
    let isInstalled: Bool
    /// The card's body (its background view, else the view) where its animator put it in the
    /// masking view, ignoring any transform.
    var natural: CGRect
    /// The masking view's bounds size.
    var bounds: CGSize
    /// The masking view's index among its container's subviews.
    var slot: Int?
    /// Whether the message has a tap recognizer of its own (a `BaseView`'s `tapHandler`).
    var takesTaps: Bool

    package init(
      token: MessageToken, edge: DeckEdge?, phase: MessagePhase?, container: ObjectIdentifier?,
      ownsWindow: Bool = false, scene: ObjectIdentifier? = nil, windowLevel: CGFloat = 0,
      windowSize: CGSize = CGSize(width: 0, height: 0), isInstalled: Bool, natural: CGRect, bounds: CGSize,
      slot: Int?, takesTaps: Bool
    ) {
      self.token = token
      self.edge = edge
      self.phase = phase
      self.container = container
      self.ownsWindow = ownsWindow
      self.scene = scene
      self.windowLevel = windowLevel
      self.windowSize = windowSize
      self.isInstalled = isInstalled
      self.natural = natural
      self.bounds = bounds
      self.slot = slot
      self.takesTaps = takesTaps
    }

    var isHiding: Bool { phase == .hiding }

    /// Whether this card joins the deck of a front card at `front`: same container, or own
    /// windows of one scene, level and size (one coordinate space, the newer window on top).
    func sharesDeck(with front: Candidate) -> Bool {
      if container == front.container { return true }
      guard ownsWindow, front.ownsWindow, let scene, scene == front.scene else { return false }
      return windowLevel == front.windowLevel && windowSize.width == front.windowSize.width
        && windowSize.height == front.windowSize.height
    }
  }
}

/// What a deck update asks of the UIKit layer (``DeckDriver/update(_:animated:style:voiceOverRunning:on:)``
/// calls it in this order): every deck's cards, the stacking-order moves, the backdrops, the
/// releases, the gone cards, the idle timers, the focus. The calls come in the middle of the
/// update: they must not start another update of the same driver before they return (schedule
/// one instead).
package protocol DeckCanvas: AnyObject {
  /// Draw a card of a deck (every deck's cards, each deck front first): whether it takes its own
  /// touches (recognizers and content enabled); whether it hides by fading in place (it is behind
  /// the front card) instead of sliding out past the edge across the cards in front of it;
  /// whether the deck holds its auto-hide timer (a resumed timer runs on with the time it had
  /// left, which the queue keeps; setting an unchanged state does nothing); its VoiceOver
  /// element (`nil` for a card beyond the maximum visible); its steps (those with a delay after it, unless a newer update came first).
  func drawCard(
    _ token: MessageToken, edge: DeckEdge, isInteractive: Bool, hidesInPlace: Bool, pausesTimer: Bool,
    accessibility: DeckAccessibilityElement?, steps: [DeckStep])
  /// Move a card's masking view to `index` among its container's subviews (stacking order).
  func moveCard(_ token: MessageToken, to index: Int)
  /// Place a deck's backdrop (one per edge): the view behind the deck that takes the touches
  /// between its cards (expanded) or beyond the front card on the peeking strips (collapsed).
  /// `frame` is in the front card's masking view (`nil`: no backdrop); it lies just below the
  /// card `below` (the lowest card, in that card's container).
  func placeBackdrop(_ edge: DeckEdge, frame: CGRect?, below: MessageToken?)
  /// Give back a card that left every deck: play `steps` (one behind the front fading out in
  /// place, one staying on screen going back to its natural place on the spring, a gone one
  /// reset at once), resume its timer, let it hide in place when `hidesInPlace` (it keeps hiding
  /// where it is, its content faded out: the content comes back with ``releaseGone(_:)``),
  /// else bring its content and unmasked look back now.
  func releaseCard(_ token: MessageToken, hidesInPlace: Bool, steps: [DeckStep])
  /// A card released while hiding is gone now: its content comes back.
  func releaseGone(_ token: MessageToken)
  /// Call ``DeckDriver/idle(_:stamp:)`` with these after ``DeckDriver/idleCollapse`` seconds.
  func scheduleIdle(_ edge: DeckEdge, stamp: Int)
  /// VoiceOver moves to this element (the newest card) after a collapse or an expansion.
  func focus(_ token: MessageToken)
}

extension CrossFadeMotion.Style {
  /// The style a card hides with: the Reduce Motion fade (in place, no travel) for a card
  /// behind a deck's front card (``DeckCanvas/drawCard(_:edge:isInteractive:hidesInPlace:pausesTimer:accessibility:steps:)``), else `self`.
  package func hiding(inPlace: Bool) -> CrossFadeMotion.Style { inPlace ? .crossFade : self }
}
