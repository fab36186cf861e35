#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A message view whose layout margins SwiftMessages manages so that content clears the
/// safe area and the bounce of the slide animation.
@MainActor
public protocol MarginAdjustable {
  /// Margins added to the safe area (or collapsed with it). Zero in `BaseView`.
  var layoutMarginAdditions: UIEdgeInsets { get }
  /// Whether additions and safe area are combined with `max` instead of `+`. `true` in
  /// `BaseView`.
  var collapseLayoutMarginAdditions: Bool { get set }
  /// Whether the safe area counts at all. `true` in `BaseView`.
  var respectSafeArea: Bool { get set }
  /// How far the view extends past the edge it slides from. 5 in `BaseView`.
  var bounceAnimationOffset: CGFloat { get set }
}

extension MarginAdjustable where Self: UIView {
  /// The margins SwiftMessages applies, computed by the core's ``MarginAdjustment``.
  ///
  /// - Parameter context: the presentation's context (safe area of its container, conflicts).
  public func defaultMarginAdjustment(context: AnimationContext) -> UIEdgeInsets {
    UIEdgeInsets(
      MarginAdjustment.margins(
        additions: LayoutInsets(layoutMarginAdditions),
        safeArea: LayoutInsets(context.containerView.safeAreaInsets),
        collapse: collapseLayoutMarginAdditions, respectSafeArea: respectSafeArea,
        overStatusBar: context.safeZoneConflicts.contains(.overStatusBar)))
  }
}
#endif
