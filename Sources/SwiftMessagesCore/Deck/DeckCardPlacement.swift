import Foundation

/// Where and how one card of a deck is shown, for the UIKit layer to apply to the card's view.
struct DeckCardPlacement: Sendable {
  var token: MessageToken
  var edge: DeckEdge
  /// The card's position in the deck, 0 for the front (newest) card.
  var index: Int
  /// The card's untransformed frame in the container (its size is the full measured size);
  /// the view is scaled by ``scale`` about this frame's centre.
  var frame: CGRect
  /// The uniform scale about the frame's centre: 1 at full size, below 1 for older cards in
  /// the collapsed deck.
  var scale: CGFloat
  /// The card's opacity: 1 when visible, 0 for a card beyond the maximum visible.
  var opacity: CGFloat
  /// Points masked off from the card's edge nearest the container edge; nonzero only for an older
  /// collapsed card taller than the deck's room, which would otherwise reach into the safe area.
  var concealedLength: CGFloat
  /// Whether the card's content shows. `false` for the older cards of the collapsed deck
  /// (sonner hides their content too): they read as plain cards peeking out, with no text
  /// fragment in the strip and nothing showing through a translucent front card.
  var showsContent: Bool
  /// The card's stacking order: higher is in front. The front card has the highest.
  var zIndex: Int
  /// Whether the card takes its own touches (its controls, its tap handler, its swipe): the
  /// front card, and in the expanded deck every visible card.
  var isInteractive: Bool

  var isVisible: Bool { opacity > 0 }

  /// The centre of ``frame``, which the scale keeps in place.
  var center: CGPoint {
    CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
  }

  /// The part of the container the card covers on screen: ``frame`` scaled about its centre,
  /// without the concealed part.
  var visibleFrame: CGRect {
    let width = frame.size.width * scale
    let height = max(0, frame.size.height - concealedLength) * scale
    let shown = frame.size.height * scale
    let top = center.y - shown / 2
    // The concealed part faces the container edge: the top of a card in a top deck.
    let minY = edge == .top ? top + shown - height : top
    return CGRect(
      origin: CGPoint(x: center.x - width / 2, y: minY), size: CGSize(width: width, height: height))
  }

  func offset(by dy: CGFloat) -> DeckCardPlacement {
    var moved = self
    moved.frame.origin.y += dy
    return moved
  }

  var transparent: DeckCardPlacement {
    var copy = self
    copy.opacity = 0
    return copy
  }

  /// Whether both put the card at the same place and size on screen.
  func sameGeometry(_ other: DeckCardPlacement) -> Bool {
    frame.origin.x == other.frame.origin.x && frame.origin.y == other.frame.origin.y
      && frame.size.width == other.frame.size.width && frame.size.height == other.frame.size.height
      && scale == other.scale && concealedLength == other.concealedLength
  }
}
