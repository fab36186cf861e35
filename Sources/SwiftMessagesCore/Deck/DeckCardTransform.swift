import Foundation

/// The transform that moves one message of a deck from where its animator put it (its
/// natural place, the front of the deck) to its ``DeckCardPlacement``: a uniform scale about
/// the host view's anchor followed by a translation, as UIKit applies
/// `CGAffineTransform(translationX:y:).scaledBy(x:y:)` to a view whose anchor point is its
/// centre.
package struct DeckCardTransform: Sendable, Equatable {
  /// The horizontal translation in points. 0 for ``identity``.
  package var translationX: CGFloat
  /// The vertical translation in points. 0 for ``identity``.
  package var translationY: CGFloat
  /// The uniform scale. 1 for ``identity``.
  package var scale: CGFloat

  /// No change: the card stays where its animator put it.
  static let identity = DeckCardTransform(translationX: 0, translationY: 0, scale: 1)

  /// Creates a transform from its parts.
  init(translationX: CGFloat, translationY: CGFloat, scale: CGFloat) {
    self.translationX = translationX
    self.translationY = translationY
    self.scale = scale
  }

  /// The transform that puts the card at `placement`.
  ///
  /// A point `p` of the host goes to `anchor + scale·(p − anchor) + translation`; the card's
  /// natural centre goes to the placement's ``DeckCardPlacement/center`` and the card is
  /// scaled by ``DeckCardPlacement/scale``.
  ///
  /// - Parameters:
  ///   - natural: the card's untransformed frame in the container (its visible body, as
  ///     measured for ``DeckCard/height``).
  ///   - anchor: the point the host view scales about, in the same coordinates (the centre of
  ///     the view that carries the transform).
  ///   - placement: where the deck puts the card.
  init(natural: CGRect, anchor: CGPoint, placement: DeckCardPlacement) {
    let scale = placement.scale.isFinite ? max(0, placement.scale) : 1
    let naturalX = natural.origin.x + natural.size.width / 2
    let naturalY = natural.origin.y + natural.size.height / 2
    let target = placement.center
    self.init(
      translationX: target.x - anchor.x - scale * (naturalX - anchor.x),
      translationY: target.y - anchor.y - scale * (naturalY - anchor.y), scale: scale)
  }
}

extension DeckContainer {
  /// The container facts of a deck whose front card sits exactly where its animator put it:
  /// `front`, the front card's natural frame (its visible body) in a container of `size`.
  ///
  /// The UIKit layer lets the animator place the front card as it places a single message
  /// (safe area, bars, keyboard, margins, iPad width all included) and lays the older cards
  /// out from there, so the deck never disagrees with a single message about where the front
  /// card goes. No margins, not regular width: `front` already has them. A front card that
  /// starts past the edge (a bundled `MessageView` pinned 5 pt beyond it for the bounce) keeps
  /// that overhang: the insets are then negative, never clamped, so the front card's
  /// placement is exactly `front`.
  static func matching(front: CGRect, in size: CGSize) -> DeckContainer {
    let safe = LayoutInsets(
      top: front.origin.y, left: front.origin.x,
      bottom: size.height - front.origin.y - front.size.height,
      right: size.width - front.origin.x - front.size.width)
    // Adding zero margins (not collapsing them with `max`) keeps a negative inset as it is.
    return DeckContainer(size: size, safeArea: safe, margins: .zero, collapsesMargins: false)
  }
}
