#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A message view whose layout margins SwiftMessages manages so that content clears the
/// safe area and the bounce of the slide animation.
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
  /// Not isolated to the main actor (as in SwiftMessages 10), but like any UIView API it
  /// must be called on the main thread (animators do); it traps otherwise.
  ///
  /// - Parameter context: the presentation's context (safe area of its container, conflicts).
  public func defaultMarginAdjustment(context: AnimationContext) -> UIEdgeInsets {
    MainThread.value { ManagedMargins.insets(for: self, context: context, bounceEdge: nil) }
  }
}

/// The margins the animators give a ``MarginAdjustable`` message: one place for the core's
/// ``MarginAdjustment`` rules, shared by `defaultMarginAdjustment(context:)` and every animator.
@MainActor
enum ManagedMargins {
  /// The margins of `adjustable` in `context`, plus its bounce offset on `bounceEdge` (`nil`:
  /// no bounce, as for `.center`).
  static func insets(
    for adjustable: MarginAdjustable, context: AnimationContext, bounceEdge: PresentationPlacement?
  )
    -> UIEdgeInsets
  {
    UIEdgeInsets(
      MarginAdjustment.margins(
        additions: LayoutInsets(adjustable.layoutMarginAdditions),
        safeArea: LayoutInsets(context.containerView.safeAreaInsets),
        collapse: adjustable.collapseLayoutMarginAdditions, respectSafeArea: adjustable.respectSafeArea,
        overStatusBar: context.safeZoneConflicts.contains(.overStatusBar),
        bounceOffset: adjustable.bounceAnimationOffset, bounceEdge: bounceEdge))
  }

  /// Takes over `view`'s layout margins (SwiftMessages owns them) and applies ``insets(for:context:bounceEdge:)``.
  /// Views that are not ``MarginAdjustable`` keep their margins.
  static func apply(to view: UIView, context: AnimationContext, bounceEdge: PresentationPlacement?) {
    guard let adjustable = view as? MarginAdjustable else { return }
    view.preservesSuperviewLayoutMargins = false
    view.insetsLayoutMarginsFromSafeArea = false
    view.layoutMargins = insets(for: adjustable, context: context, bounceEdge: bounceEdge)
  }
}
#endif
