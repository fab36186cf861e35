import Foundation

/// One animation of one card during a deck transition: set ``start`` at once (a card already
/// in flight, such as one the user is swiping, may begin from where it is instead), wait
/// ``delay``, then animate to ``end`` over ``duration`` with ``curve``. A card of the new layout
/// missing from the old one enters (its view is added before the keyframe starts); one missing
/// from the new layout exits (it ends off screen or at opacity 0); the others move.
struct DeckKeyframe: Sendable {
  var token: MessageToken
  /// The placement set when the keyframe starts.
  var start: DeckCardPlacement
  var end: DeckCardPlacement
  /// Seconds from the start of the transition to the start of this keyframe.
  var delay: TimeInterval
  var duration: TimeInterval
  var curve: DeckCurve
}

extension DeckLayout {
  /// The per-card keyframes to `next` (matched by token; `next`'s front first, then leavers). Full
  /// motion: moves and a new front card on the slide's show spring, a leaving front card slides out
  /// as a single message hides, others fade in place. ``CrossFadeMotion/Style/crossFade``: nothing
  /// travels while visible (fade out, jump, fade in). Unchanged cards get no keyframe.
  func keyframes(to next: DeckLayout, style: CrossFadeMotion.Style) -> [DeckKeyframe] {
    let (slide, fade) = (SlideMotion(), CrossFadeMotion())
    let (fadeIn, fadeOut) = (fade.showDuration, fade.hideDuration)
    let spring = DeckCurve.spring(damping: slide.springDamping)
    var keyframes: [DeckKeyframe] = []
    func add(
      _ from: DeckCardPlacement, _ to: DeckCardPlacement, _ delay: TimeInterval, _ duration: TimeInterval,
      _ curve: DeckCurve
    ) {
      keyframes.append(
        DeckKeyframe(token: to.token, start: from, end: to, delay: delay, duration: duration, curve: curve))
    }
    for end in next.cards {
      if let start = placement(of: end.token) {
        move(start, end)
      } else if style == .full, end.index == 0, end.isVisible {
        add(end.offset(by: DeckLayout.travel(end, in: next.container)), end, 0, slide.showDuration, spring)
      } else {
        add(end.transparent, end, 0, end.isVisible ? fadeIn : 0, .easeInOut)
      }
    }
    for start in cards where next.placement(of: start.token) == nil {
      if style == .full, start.index == 0, start.isVisible {
        add(start, start.offset(by: DeckLayout.travel(start, in: container)), 0, slide.hideDuration, .easeIn)
      } else {
        add(start, start.transparent, 0, start.isVisible ? fadeOut : 0, .easeIn)
      }
    }
    /// The keyframes of a card that stays in the deck; none when nothing about it animates (the
    /// place, size or scale, the opacity, or the content's visibility).
    func move(_ start: DeckCardPlacement, _ end: DeckCardPlacement) {
      let same = start.sameGeometry(end)
      guard !same || start.opacity != end.opacity || start.showsContent != end.showsContent else { return }
      if style == .full {
        add(start, end, 0, slide.showDuration, spring)
      } else if same {
        let fadesIn = end.opacity >= start.opacity
        add(start, end, 0, fadesIn ? fadeIn : fadeOut, fadesIn ? .easeInOut : .easeIn)
      } else {
        // Reduce Motion and a new place: out where it was, in where it goes (an invisible card
        // jumps, a card going out of sight takes its waiting place once invisible).
        switch (start.isVisible, end.isVisible) {
        case (false, false): add(start, end, 0, 0, .easeInOut)
        case (false, true): add(end.transparent, end, fadeOut, fadeIn, .easeInOut)
        case (true, false):
          add(start, start.transparent, 0, fadeOut, .easeIn)
          add(end, end, fadeOut, 0, .easeIn)
        case (true, true):
          add(start, start.transparent, 0, fadeOut, .easeIn)
          add(end.transparent, end, fadeOut, fadeIn, .easeInOut)
        }
      }
    }
    return keyframes
  }

  /// The vertical distance that takes a card just past its deck's edge: up past the
  /// container's top for a top deck, down past its bottom for a bottom deck.
  private static func travel(_ card: DeckCardPlacement, in container: DeckContainer) -> CGFloat {
    let shown = card.visibleFrame
    switch card.edge {
    case .top: return -(shown.origin.y + shown.size.height)
    case .bottom: return container.size.height - shown.origin.y
    }
  }
}
