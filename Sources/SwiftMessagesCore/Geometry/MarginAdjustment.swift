import Foundation

/// The layout margins SwiftMessages gives a `MarginAdjustable` message view
/// (`defaultMarginAdjustment(context:)`), plus the bounce offset of the slide animation.
package enum MarginAdjustment {
  /// The bounce offset of `BaseView`, `MessageView`'s sliding layouts and
  /// `MessageHostingView`: 5 pt, enough for the slide's spring overshoot.
  package static let defaultBounceOffset: CGFloat = 5

  /// Computes the margins.
  ///
  /// Per edge: `max(addition, safeArea)` when `collapse` is true, otherwise
  /// `addition + safeArea`. The safe area is ignored when `respectSafeArea` is false, and its
  /// top is ignored when `overStatusBar` (a window above the status bar on a 20 pt status bar).
  /// The `bounceOffset` is then added to the edge the message slides from, so the spring's
  /// overshoot never reveals a gap.
  ///
  /// - Parameters:
  ///   - additions: the view's `layoutMarginAdditions`.
  ///   - safeArea: the message view's own safe-area insets, from
  ///     ``ownSafeArea(untransformedFrame:containerBounds:containerSafeArea:)``.
  ///   - collapse: `collapseLayoutMarginAdditions` (`true` by default in SwiftMessages).
  ///   - respectSafeArea: `respectSafeArea` (`true` by default).
  ///   - overStatusBar: whether the container sits over the status bar.
  ///   - bounceOffset: `bounceAnimationOffset` (5 by default), applied to `bounceEdge`.
  ///   - bounceEdge: `.top` or `.bottom` for slides; `nil` (no bounce) for `.center`.
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

  /// The message view's own safe-area insets: per edge, the part of the container's inset
  /// that still lies between the view's edge and the container's safe area (SwiftMessages 10
  /// reads the view's `safeAreaInsets`, not the container's).
  ///
  /// A top banner gets the top inset and no home-indicator inset; a bottom banner the
  /// reverse; a centred card neither. A view that starts inside an inset keeps the rest of
  /// it. A view that extends past the container's edge (by its bounce offset) gets no more
  /// than the container's inset: the bounce is added by
  /// ``margins(additions:safeArea:collapse:respectSafeArea:overStatusBar:bounceOffset:bounceEdge:)``.
  ///
  /// - Parameters:
  ///   - frame: the view's frame in the container's coordinates, ignoring its transform (the
  ///     slide and scale animations use transforms).
  ///   - bounds: the container's bounds.
  ///   - safeArea: the container's safe-area insets.
  /// - Returns: insets between 0 and the container's on every edge.
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
