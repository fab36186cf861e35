import Foundation

/// The animation from one deck layout to the next, as a timeline of per-card keyframes:
/// collapsing or expanding, a card arriving (the others pushed back), a card leaving (the rest
/// re-flowing into place), or any mix of these. Cards are matched by token.
///
/// With the full motion (``CrossFadeMotion/Style/full``):
/// - a card that stays moves to its new placement on the slide's show spring
///   (``SlideMotion/showDuration`` 0.4 s, damping 0.8), all cards together;
/// - a new front card slides in from beyond the edge on the same spring; a new card behind
///   the front fades in where it belongs (``CrossFadeMotion/showDuration``, 0.25 s);
/// - a leaving front card slides out past the edge, ease-in, over
///   ``SlideMotion/hideDuration`` (0.2 s), as a single message hides; a leaving card behind
///   it fades out in place (``CrossFadeMotion/hideDuration``, 0.2 s), so it never slides across
///   the cards in front of it.
///
/// With Reduce Motion (``CrossFadeMotion/Style/crossFade``) nothing travels or scales while
/// visible: a card that changes place fades out where it was (0.2 s), jumps while invisible,
/// and fades in at its new place (0.25 s, starting at 0.2 s); new cards fade in at once, over
/// the card they replace, and leaving cards fade out in place.
struct DeckTransition: Sendable {
  /// The keyframes: cards of the new layout front first (two keyframes for a card that
  /// cross-fades to a new place), then the leaving cards. A card that does not visibly change
  /// has none; the UIKit layer applies the new layout's ``DeckCardPlacement/zIndex`` and
  /// ``DeckCardPlacement/isInteractive`` to every card at once.
  var keyframes: [DeckKeyframe]

  /// Computes the transition between two layouts of the same deck.
  ///
  /// - Parameters:
  ///   - from: the layout on screen.
  ///   - to: the layout to show.
  ///   - style: the Reduce Motion style (``CrossFadeMotion/style(reduceMotionEnabled:)``).
  ///   - slide: the slide's numbers; ``SlideMotion/init()`` by default.
  ///   - crossFade: the fade's numbers; ``CrossFadeMotion/init()`` by default.
  init(
    from: DeckLayout, to: DeckLayout, style: CrossFadeMotion.Style, slide: SlideMotion = SlideMotion(),
    crossFade: CrossFadeMotion = CrossFadeMotion()
  ) {
    let timing = Timing(slide: slide, crossFade: crossFade)
    var keyframes: [DeckKeyframe] = []
    for end in to.cards {
      if let start = from.placement(of: end.token) {
        keyframes += timing.move(start, end, style: style)
      } else {
        keyframes.append(
          timing.enter(end, travel: DeckTransition.travel(end, in: to.container), style: style))
      }
    }
    for start in from.cards where to.placement(of: start.token) == nil {
      keyframes.append(
        timing.exit(start, travel: DeckTransition.travel(start, in: from.container), style: style))
    }
    self.keyframes = keyframes
  }

  /// The vertical distance that takes a card just past its deck's edge: up past the
  /// container's top for a top deck, down past its bottom for a bottom deck.
  static func travel(_ card: DeckCardPlacement, in container: DeckContainer) -> CGFloat {
    let shown = card.visibleFrame
    switch card.edge {
    case .top: return -(shown.origin.y + shown.size.height)
    case .bottom: return container.size.height - shown.origin.y
    }
  }
}

extension DeckTransition {
  /// The durations and curves of the keyframes, from the single message's motions.
  private struct Timing {
    var slide: SlideMotion
    var crossFade: CrossFadeMotion

    var spring: DeckCurve { .spring(damping: slide.springDamping) }
    var moveDuration: TimeInterval { max(0, slide.showDuration) }
    var fadeIn: TimeInterval { max(0, crossFade.showDuration) }
    var fadeOut: TimeInterval { max(0, crossFade.hideDuration) }

    func move(_ start: DeckCardPlacement, _ end: DeckCardPlacement, style: CrossFadeMotion.Style)
      -> [DeckKeyframe]
    {
      guard DeckTransition.animates(start, end) else { return [] }
      func frame(
        _ from: DeckCardPlacement, _ to: DeckCardPlacement, _ delay: TimeInterval, _ duration: TimeInterval,
        _ curve: DeckCurve
      ) -> DeckKeyframe {
        DeckKeyframe(
          token: end.token, kind: .move, start: from, end: to, delay: delay, duration: duration, curve: curve)
      }
      if style == .full { return [frame(start, end, 0, moveDuration, spring)] }
      if DeckTransition.sameGeometry(start, end) {
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

    func enter(_ end: DeckCardPlacement, travel: CGFloat, style: CrossFadeMotion.Style) -> DeckKeyframe {
      if style == .full, end.index == 0, end.isVisible {
        return DeckKeyframe(
          token: end.token, kind: .enter, start: end.offset(by: travel), end: end, delay: 0,
          duration: moveDuration, curve: spring)
      }
      return DeckKeyframe(
        token: end.token, kind: .enter, start: end.transparent, end: end, delay: 0,
        duration: end.isVisible ? fadeIn : 0, curve: .easeInOut)
    }

    func exit(_ start: DeckCardPlacement, travel: CGFloat, style: CrossFadeMotion.Style) -> DeckKeyframe {
      if style == .full, start.index == 0, start.isVisible {
        return DeckKeyframe(
          token: start.token, kind: .exit, start: start, end: start.offset(by: travel), delay: 0,
          duration: max(0, slide.hideDuration), curve: .easeIn)
      }
      return DeckKeyframe(
        token: start.token, kind: .exit, start: start, end: start.transparent, delay: 0,
        duration: start.isVisible ? fadeOut : 0, curve: .easeIn)
    }
  }

  /// Whether going from `start` to `end` changes anything that animates: the place, size or
  /// scale, the opacity, or the content's visibility. The stacking order and whether the card
  /// takes touches are applied at once, from the new layout.
  static func animates(_ start: DeckCardPlacement, _ end: DeckCardPlacement) -> Bool {
    !sameGeometry(start, end) || start.opacity != end.opacity || start.showsContent != end.showsContent
  }

  /// Whether two placements put the card at the same place and size on screen.
  static func sameGeometry(_ lhs: DeckCardPlacement, _ rhs: DeckCardPlacement) -> Bool {
    lhs.frame.origin.x == rhs.frame.origin.x && lhs.frame.origin.y == rhs.frame.origin.y
      && lhs.frame.size.width == rhs.frame.size.width && lhs.frame.size.height == rhs.frame.size.height
      && lhs.scale == rhs.scale && lhs.concealedLength == rhs.concealedLength
  }
}

extension DeckCardPlacement {
  /// The same placement at opacity 0.
  var transparent: DeckCardPlacement {
    var copy = self
    copy.opacity = 0
    return copy
  }
}
