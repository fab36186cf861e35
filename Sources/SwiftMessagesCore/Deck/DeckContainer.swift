import Foundation

/// The facts about the view a deck is laid out in (the message container: a window's root
/// view, or a view controller's view), gathered by the UIKit layer.
///
/// Coordinates are the container's bounds, origin at its top-left corner. The deck lies inside
/// the container's safe area and the cards' layout margins, combined the way
/// ``MarginAdjustment`` combines them for a single message, so the front card sits exactly
/// where the same card would sit on its own (a `CardView` on an iPhone 15: 59 pt from the top,
/// 10 pt from the sides).
struct DeckContainer: Sendable {
  /// The container's bounds size. No default.
  package var size: CGSize
  /// The container's safe-area insets, bars included: a navigation bar, a tab bar or a
  /// toolbar over the container counts as safe area, as UIKit reports it. No default.
  var safeArea: LayoutInsets
  /// The cards' layout margin additions (a `CardView`'s `layoutMarginAdditions`: 10 on every
  /// edge). No default.
  var margins: LayoutInsets
  /// Whether a margin and the safe area overlap (`max`, like `collapseLayoutMarginAdditions`)
  /// instead of adding up. `true` by default (BaseView's default).
  var collapsesMargins: Bool

  /// Creates the facts.
  init(
    size: CGSize, safeArea: LayoutInsets, margins: LayoutInsets, collapsesMargins: Bool = true
  ) {
    self.size = size
    self.safeArea = safeArea
    self.margins = margins
    self.collapsesMargins = collapsesMargins
  }

  /// How far the deck stays from each container edge: the safe area combined with
  /// ``margins`` by ``MarginAdjustment``. Negative only for a negative safe area without
  /// margins to collapse it (``matching(front:in:)``).
  var insets: LayoutInsets {
    MarginAdjustment.margins(additions: margins, safeArea: safeArea, collapse: collapsesMargins)
  }

  /// The width every card is laid out at (and measured at, for ``DeckCard/height``): the
  /// container's width minus the side ``insets`` (the front card's width for
  /// ``matching(front:in:)``, which has an iPad's 500 pt cap in it); never negative.
  var cardWidth: CGFloat { max(0, size.width - insets.left - insets.right) }

  /// The x coordinate of a full-size card's left side.
  var cardMinX: CGFloat { insets.left }

  /// The y coordinate of the line the deck hangs from (`.top`) or stands on (`.bottom`).
  func edgeLine(_ edge: DeckEdge) -> CGFloat {
    switch edge {
    case .top: return insets.top
    case .bottom: return size.height - insets.bottom
    }
  }
}
