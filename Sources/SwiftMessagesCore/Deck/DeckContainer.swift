import Foundation

/// The facts about the view a deck is laid out in, in its bounds; the deck lies inside ``insets``
/// so the front card sits exactly where it would on its own.
struct DeckContainer: Sendable {
  /// The container's bounds size.
  var size: CGSize
  /// How far the deck stays from each container edge.
  var insets: LayoutInsets

  /// The width every card is laid out at (and measured at, for ``DeckCard/height``): the
  /// container's width minus the side ``insets``; never negative.
  var cardWidth: CGFloat { max(0, size.width - insets.left - insets.right) }

  /// The y coordinate of the line the deck hangs from (`.top`) or stands on (`.bottom`).
  func edgeLine(_ edge: DeckEdge) -> CGFloat {
    switch edge {
    case .top: return insets.top
    case .bottom: return size.height - insets.bottom
    }
  }
}

extension DeckContainer {
  /// The container facts of a deck whose front card sits at `front`, its natural frame as its
  /// animator placed it, so the deck never disagrees with a single message. An overhang past the
  /// edge (a `MessageView` pinned 5 pt beyond for the bounce) gives unclamped negative insets.
  init(front: CGRect, in size: CGSize) {
    self.init(
      size: size,
      insets: LayoutInsets(
        top: front.origin.y, left: front.origin.x, bottom: size.height - front.origin.y - front.size.height,
        right: size.width - front.origin.x - front.size.width))
  }
}
