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
    let spring = DeckCurve.spring(damping: slide.springDamping)
    var keyframes: [DeckKeyframe] = []
    for end in next.cards {
      if let start = placement(of: end.token) {
        keyframes += DeckLayout.move(start, end, style: style, slide: slide, fade: fade)
      } else if style == .full, end.index == 0, end.isVisible {
        let travel = DeckLayout.travel(end, in: next.container)
        keyframes.append(
          .init(end, from: end.offset(by: travel), to: end, 0, slide.showDuration, spring))
      } else {
        let duration = end.isVisible ? fade.showDuration : 0
        keyframes.append(.init(end, from: end.transparent, to: end, 0, duration, .easeInOut))
      }
    }
    for start in cards where next.placement(of: start.token) == nil {
      if style == .full, start.index == 0, start.isVisible {
        let travel = DeckLayout.travel(start, in: container)
        keyframes.append(
          .init(start, from: start, to: start.offset(by: travel), 0, slide.hideDuration, .easeIn))
      } else {
        let duration = start.isVisible ? fade.hideDuration : 0
        keyframes.append(.init(start, from: start, to: start.transparent, 0, duration, .easeIn))
      }
    }
    return keyframes
  }

  /// The keyframes of a card that stays in the deck; none when nothing about it animates (the
  /// place, size or scale, the opacity, or the content's visibility).
  private static func move(
    _ start: DeckCardPlacement, _ end: DeckCardPlacement, style: CrossFadeMotion.Style, slide: SlideMotion,
    fade: CrossFadeMotion
  ) -> [DeckKeyframe] {
    let same = start.sameGeometry(end)
    guard !same || start.opacity != end.opacity || start.showsContent != end.showsContent else { return [] }
    let (fadeIn, fadeOut) = (fade.showDuration, fade.hideDuration)
    func frame(
      _ from: DeckCardPlacement, _ to: DeckCardPlacement, _ delay: TimeInterval, _ duration: TimeInterval,
      _ curve: DeckCurve
    ) -> DeckKeyframe {
      DeckKeyframe(end, from: from, to: to, delay, duration, curve)
    }
    if style == .full {
      return [frame(start, end, 0, slide.showDuration, .spring(damping: slide.springDamping))]
    }
    if same {
      let fadesIn = end.opacity >= start.opacity
      return [frame(start, end, 0, fadesIn ? fadeIn : fadeOut, fadesIn ? .easeInOut : .easeIn)]
    }
    // Reduce Motion and a new place: out where it was, in where it goes.
    switch (start.isVisible, end.isVisible) {
    case (false, false): return [frame(start, end, 0, 0, .easeInOut)]
    case (false, true): return [frame(end.transparent, end, fadeOut, fadeIn, .easeInOut)]
    case (true, false):
      // Out where it was, then to its waiting place once invisible.
      return [frame(start, start.transparent, 0, fadeOut, .easeIn), frame(end, end, fadeOut, 0, .easeIn)]
    case (true, true):
      return [
        frame(start, start.transparent, 0, fadeOut, .easeIn),
        frame(end.transparent, end, fadeOut, fadeIn, .easeInOut),
      ]
    }
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

extension DeckKeyframe {
  fileprivate init(
    _ card: DeckCardPlacement, from start: DeckCardPlacement, to end: DeckCardPlacement,
    _ delay: TimeInterval, _ duration: TimeInterval, _ curve: DeckCurve
  ) {
    self.init(
      token: card.token, start: start, end: end, delay: delay, duration: duration, curve: curve)
  }
}
