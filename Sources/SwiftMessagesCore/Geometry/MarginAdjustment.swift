import Foundation

/// The layout margins SwiftMessages gives a `MarginAdjustable` message view
/// (`defaultMarginAdjustment(context:)`), plus the bounce offset of the slide animation.
package enum MarginAdjustment {
  /// The bounce offset of `BaseView`, `MessageView`'s sliding layouts and
  /// `MessageHostingView`: 5 pt, enough for the slide's spring overshoot.
  package static let defaultBounceOffset: CGFloat = 5

  /// Per edge `max(addition, safeArea)` when `collapse`, else the sum; the safe area is dropped
  /// unless `respectSafeArea`, its top when `overStatusBar` (20 pt status bar), and
  /// `bounceOffset` is added to `bounceEdge` (`nil` for `.center`) so the overshoot shows no gap.
  package static func margins(
    additions: LayoutInsets, safeArea: LayoutInsets, collapse: Bool, respectSafeArea: Bool = true,
    overStatusBar: Bool = false, bounceOffset: CGFloat = 0, bounceEdge: PresentationPlacement? = nil
  ) -> LayoutInsets {
    var safe = respectSafeArea ? safeArea : .zero
    if overStatusBar { safe.top = 0 }
    func combine(_ addition: CGFloat, _ inset: CGFloat) -> CGFloat {
      collapse ? max(addition, inset) : addition + inset
    }
    var result = LayoutInsets(
      top: combine(additions.top, safe.top), left: combine(additions.left, safe.left),
      bottom: combine(additions.bottom, safe.bottom), right: combine(additions.right, safe.right))
    switch bounceEdge {
    case .top: result.top += bounceOffset
    case .bottom: result.bottom += bounceOffset
    case .center, nil: break
    }
    return result
  }

  /// The part of the container's inset between the untransformed view's edge and the safe area
  /// (SwiftMessages 10 reads the view's own `safeAreaInsets`); capped at the container's inset
  /// because the bounce is added by
  /// ``margins(additions:safeArea:collapse:respectSafeArea:overStatusBar:bounceOffset:bounceEdge:)``.
  package static func ownSafeArea(
    untransformedFrame frame: CGRect, containerBounds bounds: CGRect, containerSafeArea safeArea: LayoutInsets
  ) -> LayoutInsets {
    // Only stored members of CGRect: its computed ones live in CoreGraphics on Apple systems.
    func remaining(_ inset: CGFloat, distanceFromEdge distance: CGFloat) -> CGFloat {
      max(0, inset - max(0, distance))
    }
    return LayoutInsets(
      top: remaining(safeArea.top, distanceFromEdge: frame.origin.y - bounds.origin.y),
      left: remaining(safeArea.left, distanceFromEdge: frame.origin.x - bounds.origin.x),
      bottom: remaining(
        safeArea.bottom,
        distanceFromEdge: (bounds.origin.y + bounds.size.height) - (frame.origin.y + frame.size.height)),
      right: remaining(
        safeArea.right,
        distanceFromEdge: (bounds.origin.x + bounds.size.width) - (frame.origin.x + frame.size.width)))
  }
}
