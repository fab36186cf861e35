import Foundation

/// What the UIKit layer sets on a card's masking view for a ``DeckCardPlacement``: a scale about
/// the view's centre then a translation. Set it all in one animation block so the concealment mask
/// follows the card's spring instead of jumping ahead of it.
package struct DeckCardLook: Sendable {
  /// The horizontal translation in points. 0 where the animator put the card.
  package let translationX: CGFloat
  /// The vertical translation in points. 0 where the animator put the card.
  package let translationY: CGFloat
  /// The uniform scale. 1 where the animator put the card.
  package let scale: CGFloat
  /// The masking view's alpha.
  package let opacity: CGFloat
  /// Whether the card's content (its body's subviews) shows.
  package let showsContent: Bool
  /// The visible part of the masking view, in its bounds: all of them when nothing is
  /// concealed, else the part beyond ``DeckCardPlacement/concealedLength`` from the card's
  /// edge-facing side.
  package let concealment: CGRect

  /// The card where its animator put it: nothing transformed, faded, hidden or concealed.
  static func natural(in size: CGSize) -> DeckCardLook {
    DeckCardLook(
      translationX: 0, translationY: 0, scale: 1, opacity: 1, showsContent: true,
      concealment: CGRect(origin: CGPoint(x: 0, y: 0), size: size))
  }
}

extension DeckCardLook {
  /// The look of `placement` for a card at `natural` in masking-view bounds of `size`: `p` goes to
  /// `anchor + scale·(p − anchor) + translation`, anchor the middle of `size`.
  init(placement: DeckCardPlacement, natural: CGRect, size: CGSize) {
    let anchor = CGPoint(x: size.width / 2, y: size.height / 2)
    let scale = placement.scale.isFinite ? max(0, placement.scale) : 1
    let target = placement.center
    let length = placement.concealedLength
    var concealment = CGRect(origin: CGPoint(x: 0, y: 0), size: size)
    switch placement.edge {
    case .top:
      let line = length > 0 ? natural.origin.y + length : 0
      concealment.origin.y = line
      concealment.size.height = max(0, size.height - line)
    case .bottom:
      let line = length > 0 ? natural.origin.y + natural.size.height - length : size.height
      concealment.size.height = max(0, line)
    }
    self.init(
      translationX: target.x - anchor.x - scale * (natural.origin.x + natural.size.width / 2 - anchor.x),
      translationY: target.y - anchor.y - scale * (natural.origin.y + natural.size.height / 2 - anchor.y),
      scale: scale, opacity: placement.opacity, showsContent: placement.showsContent, concealment: concealment
    )
  }
}

/// The timing of one deck animation, mapped to `UIView.animate` options on iOS.
package enum DeckCurve: Sendable {
  /// A spring with this damping ratio and no initial velocity
  /// (`usingSpringWithDamping:initialSpringVelocity: 0`): the slide's show spring
  /// (``SlideMotion/springDamping``, 0.8) for every card that moves.
  case spring(damping: Double)
  /// Slow start (`.curveEaseIn`): cards leaving, as a single message hides.
  case easeIn
  /// Slow start and end (`.curveEaseInOut`, UIKit's default): Reduce Motion fade-ins, as a
  /// single message fades in.
  case easeInOut
}

/// One animation of one card's ``DeckCardLook``: set ``start`` at once (when there is one),
/// then animate to ``end`` over ``duration`` with ``curve`` (0 s: set at once).
package struct DeckStep: Sendable {
  /// The look set before animating; `nil` animates from wherever the card is.
  package let start: DeckCardLook?
  package let end: DeckCardLook
  /// Seconds from the update to the start of the step.
  package let delay: TimeInterval
  package let duration: TimeInterval
  package let curve: DeckCurve

  /// A step that sets `end` at once.
  static func set(_ end: DeckCardLook) -> DeckStep {
    DeckStep(start: nil, end: end, delay: 0, duration: 0, curve: .easeInOut)
  }
}
