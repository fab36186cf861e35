import Foundation

/// The facts about the view a deck is laid out in (the message container: a window's root
/// view, or a view controller's view), gathered by the UIKit layer.
///
/// Coordinates are the container's bounds, origin at its top-left corner. The deck lies inside
/// the container's safe area and the cards' layout margins, combined the way
/// ``MarginAdjustment`` combines them for a single message, so the front card sits exactly
/// where the same card would sit on its own (a `CardView` on an iPhone 15: 59 pt from the top,
/// 10 pt from the sides).
package struct DeckContainer: Sendable {
  /// The container's bounds size. No default.
  package var size: CGSize
  /// The container's safe-area insets, bars included: a navigation bar, a tab bar or a
  /// toolbar over the container counts as safe area, as UIKit reports it. No default.
  package var safeArea: LayoutInsets
  /// The cards' layout margin additions (a `CardView`'s `layoutMarginAdditions`: 10 on every
  /// edge). No default.
  package var margins: LayoutInsets
  /// Whether a margin and the safe area overlap (`max`, like `collapseLayoutMarginAdditions`)
  /// instead of adding up. `true` by default (BaseView's default).
  package var collapsesMargins: Bool
  /// The height the keyboard covers at the container's bottom; a bottom deck stays above it.
  /// 0 by default (no keyboard).
  package var keyboardOverlap: CGFloat
  /// Whether the container has a regular horizontal size class (iPad full screen): cards are
  /// then at most ``MessageWidth/regularMaximum`` (500 pt) wide and centred, like a single
  /// card. `false` by default.
  package var isRegularWidth: Bool

  /// Creates the facts.
  package init(
    size: CGSize, safeArea: LayoutInsets, margins: LayoutInsets, collapsesMargins: Bool = true,
    keyboardOverlap: CGFloat = 0, isRegularWidth: Bool = false
  ) {
    self.size = size
    self.safeArea = safeArea
    self.margins = margins
    self.collapsesMargins = collapsesMargins
    self.keyboardOverlap = keyboardOverlap
    self.isRegularWidth = isRegularWidth
  }

  /// How far the deck stays from each container edge: the safe area (a keyboard counting
  /// as bottom safe area) combined with ``margins`` by ``MarginAdjustment``. Negative only for
  /// a negative safe area without margins to collapse it (``matching(front:in:)``).
  package var insets: LayoutInsets {
    var safe = safeArea
    let keyboard = keyboardOverlap.nonNegativeFinite
    if keyboard > 0 { safe.bottom = max(safe.bottom, keyboard) }
    return MarginAdjustment.margins(additions: margins, safeArea: safe, collapse: collapsesMargins)
  }

  /// The width every card is laid out at (and measured at, for ``DeckCard/height``): the
  /// container's width minus the side ``insets``, at most 500 pt in regular width; never
  /// negative.
  package var cardWidth: CGFloat {
    let available = max(0, size.width - insets.left - insets.right)
    return isRegularWidth ? min(available, CGFloat(MessageWidth.regularMaximum)) : available
  }

  /// The x coordinate of a full-size card's left side: centred between the side insets.
  var cardMinX: CGFloat {
    let available = max(0, size.width - insets.left - insets.right)
    return insets.left + (available - cardWidth) / 2
  }

  /// The y coordinate of the line the deck hangs from (`.top`) or stands on (`.bottom`).
  func edgeLine(_ edge: DeckEdge) -> CGFloat {
    switch edge {
    case .top: return insets.top
    case .bottom: return size.height - insets.bottom
    }
  }
}
