import Foundation

/// The facts about the view a deck is laid out in (the message container: a window's root
/// view, or a view controller's view).
///
/// Coordinates are the container's bounds, origin at its top-left corner. The deck lies inside
/// ``insets``, so the front card sits exactly where the same card would sit on its own (a
/// `CardView` on an iPhone 15: 59 pt from the top, 10 pt from the sides).
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
  /// The container facts of a deck whose front card sits exactly where its animator put it:
  /// `front`, the front card's natural frame (its visible body) in a container of `size`.
  ///
  /// The UIKit layer lets the animator place the front card as it places a single message
  /// (safe area, bars, keyboard, margins, iPad width all included) and lays the older cards
  /// out from there, so the deck never disagrees with a single message about where the front
  /// card goes. A front card that starts past the edge (a bundled `MessageView` pinned 5 pt
  /// beyond it for the bounce) keeps that overhang: the insets are then negative, never
  /// clamped, so the front card's placement is exactly `front`.
  init(front: CGRect, in size: CGSize) {
    self.init(
      size: size,
      insets: LayoutInsets(
        top: front.origin.y, left: front.origin.x, bottom: size.height - front.origin.y - front.size.height,
        right: size.width - front.origin.x - front.size.width))
  }
}
