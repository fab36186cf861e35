import Foundation

/// What the UIKit layer sets on one card's masking view to show it at a ``DeckCardPlacement``:
/// the transform from where its animator put it, the alpha, whether the content shows, and
/// the concealment rectangle (the part of the masking view left visible, in its own bounds).
///
/// Everything in it animates together: set inside one animation block, the concealment (a
/// mask view) follows the card's spring instead of jumping ahead of it.
package struct DeckCardLook: Sendable, Equatable {
  /// The masking view's transform.
  package var transform: DeckCardTransform
  /// The masking view's alpha.
  package var opacity: CGFloat
  /// Whether the card's content (its body's subviews) shows.
  package var showsContent: Bool
  /// The visible part of the masking view, in its bounds: all of them when nothing is
  /// concealed, else the part beyond ``DeckCardPlacement/concealedLength`` from the card's
  /// edge-facing side.
  package var concealment: CGRect

  /// The card where its animator put it: no transform, opaque, content showing, nothing
  /// concealed in masking-view bounds of `size`.
  static func natural(in size: CGSize) -> DeckCardLook {
    DeckCardLook(
      transform: .identity, opacity: 1, showsContent: true,
      concealment: CGRect(origin: CGPoint(x: 0, y: 0), size: size))
  }

  /// The look of `placement` for a card whose body is at `natural` in masking-view bounds of
  /// `size` (the view scales about their centre).
  init(placement: DeckCardPlacement, natural: CGRect, size: CGSize) {
    let anchor = CGPoint(x: size.width / 2, y: size.height / 2)
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
      transform: DeckCardTransform(natural: natural, anchor: anchor, placement: placement),
      opacity: placement.opacity, showsContent: placement.showsContent, concealment: concealment)
  }

  /// Creates a look from its parts.
  init(transform: DeckCardTransform, opacity: CGFloat, showsContent: Bool, concealment: CGRect) {
    self.transform = transform
    self.opacity = opacity
    self.showsContent = showsContent
    self.concealment = concealment
  }

  /// Whether both are the same look (written out: `CGRect` is not `Equatable` on every
  /// platform's Foundation alone).
  package static func == (lhs: DeckCardLook, rhs: DeckCardLook) -> Bool {
    lhs.transform == rhs.transform && lhs.opacity == rhs.opacity && lhs.showsContent == rhs.showsContent
      && lhs.concealment.origin.x == rhs.concealment.origin.x
      && lhs.concealment.origin.y == rhs.concealment.origin.y
      && lhs.concealment.size.width == rhs.concealment.size.width
      && lhs.concealment.size.height == rhs.concealment.size.height
  }
}

/// One animation of one card's ``DeckCardLook``: set ``start`` at once (when there is one),
/// then animate to ``end`` over ``duration`` with ``curve`` (0 s: set at once).
package struct DeckStep: Sendable, Equatable {
  /// The look set before animating; `nil` animates from wherever the card is.
  package var start: DeckCardLook?
  /// The look animated to.
  package var end: DeckCardLook
  /// Seconds from the update to the start of the step.
  package var delay: TimeInterval
  /// The animation's length in seconds.
  package var duration: TimeInterval
  /// The animation's timing.
  package var curve: DeckCurve

  /// Creates a step.
  init(
    start: DeckCardLook?, end: DeckCardLook, delay: TimeInterval = 0, duration: TimeInterval = 0,
    curve: DeckCurve = .easeInOut
  ) {
    self.start = start
    self.end = end
    self.delay = delay
    self.duration = duration
    self.curve = curve
  }
}
