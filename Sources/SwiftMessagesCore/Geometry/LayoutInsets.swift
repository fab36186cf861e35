import Foundation

/// Insets on the four edges of a rectangle: the core's stand-in for `UIEdgeInsets`, which
/// does not exist on Linux. The UIKit layer converts at the edge.
package struct LayoutInsets: Sendable {
  /// Inset from the top edge. 0 by default.
  package var top: CGFloat
  /// Inset from the left edge. 0 by default.
  package var left: CGFloat
  /// Inset from the bottom edge. 0 by default.
  package var bottom: CGFloat
  /// Inset from the right edge. 0 by default.
  package var right: CGFloat

  /// Creates insets; every edge defaults to 0.
  package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// All edges 0.
  package static let zero = LayoutInsets()

  /// The same inset on every edge.
  package init(all value: CGFloat) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// How far `inner` is inset from each edge of `outer` (negative where it sticks out); both
  /// standardized (non-negative sizes), as UIKit's frames and bounds are.
  package init(of inner: CGRect, in outer: CGRect) {
    let top = inner.origin.y - outer.origin.y
    let left = inner.origin.x - outer.origin.x
    let bottom = (outer.origin.y + outer.size.height) - (inner.origin.y + inner.size.height)
    let right = (outer.origin.x + outer.size.width) - (inner.origin.x + inner.size.width)
    self.init(top: top, left: left, bottom: bottom, right: right)
  }

  /// Constants for `subview.anchor == container.anchor + constant` pins: bottom and right
  /// negated. Used by `BaseView.installBackgroundView(_:insets:)`.
  package var anchorConstants: LayoutInsets {
    LayoutInsets(top: top, left: left, bottom: -bottom, right: -right)
  }
}
