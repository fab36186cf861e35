import Foundation

/// The layout margins SwiftMessages gives a `MarginAdjustable` message view
/// (`defaultMarginAdjustment(context:)`), plus the bounce offset of the slide animation.
public enum MarginAdjustment {
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
  ///   - safeArea: the container's safe-area insets.
  ///   - collapse: `collapseLayoutMarginAdditions` (`true` by default in SwiftMessages).
  ///   - respectSafeArea: `respectSafeArea` (`true` by default).
  ///   - overStatusBar: whether the container sits over the status bar.
  ///   - bounceOffset: `bounceAnimationOffset` (5 by default), applied to `bounceEdge`.
  ///   - bounceEdge: `.top` or `.bottom` for slides; `nil` (no bounce) for `.center`.
  public static func margins(
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
}
