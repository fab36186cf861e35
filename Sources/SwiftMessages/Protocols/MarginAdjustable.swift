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
  /// The margins SwiftMessages applies, computed by the core's `MarginAdjustment`.
  ///
  /// Not isolated to the main actor (as in SwiftMessages 10), but like any UIView API it
  /// must be called on the main thread (animators do); off it, it reads no view and returns
  /// `.zero`.
  ///
  /// The safe area is the view's own, derived from where it sits in the container (laid out
  /// first if the view has no size yet), so a top banner gets no home-indicator padding.
  ///
  /// - Parameter context: the presentation's context (its container, conflicts).
  public func defaultMarginAdjustment(context: AnimationContext) -> UIEdgeInsets {
    MainThread.value({ ManagedMargins.insets(for: self, context: context, bounceEdge: nil) }, offMain: .zero)
  }
}

/// The margins the animators give a ``MarginAdjustable`` message: one place for the core's
/// ``MarginAdjustment`` rules, shared by `defaultMarginAdjustment(context:)` and every animator.
@MainActor
enum ManagedMargins {
  /// The margins of `view` in `context`, plus its bounce offset on `bounceEdge` (`nil`: no
  /// bounce, as for `.center`). The safe area is the view's own (what it overlaps of the
  /// container's), like SwiftMessages 10's `self.safeAreaInsets`.
  static func insets(
    for view: UIView & MarginAdjustable, context: AnimationContext, bounceEdge: PresentationPlacement?
  )
    -> UIEdgeInsets
  {
    let container = context.containerView
    // Before the first layout pass the frame is empty: lay out first so the facts are real.
    if view.bounds.isEmpty { container.layoutIfNeeded() }
    let safeArea = MarginAdjustment.ownSafeArea(
      untransformedFrame: untransformedFrame(of: view, in: container), containerBounds: container.bounds,
      containerSafeArea: LayoutInsets(container.safeAreaInsets))
    return UIEdgeInsets(
      MarginAdjustment.margins(
        additions: LayoutInsets(view.layoutMarginAdditions), safeArea: safeArea,
        collapse: view.collapseLayoutMarginAdditions, respectSafeArea: view.respectSafeArea,
        overStatusBar: context.safeZoneConflicts.contains(.overStatusBar),
        bounceOffset: view.bounceAnimationOffset, bounceEdge: bounceEdge))
  }

  /// `view`'s frame in `container`'s coordinates without its transform (the animators slide
  /// and scale with transforms): read from `center` and `bounds`.
  static func untransformedFrame(of view: UIView, in container: UIView) -> CGRect {
    let center = view.superview.map { container.convert(view.center, from: $0) } ?? view.center
    return CGRect(
      x: center.x - view.bounds.width / 2, y: center.y - view.bounds.height / 2, width: view.bounds.width,
      height: view.bounds.height)
  }

  /// Takes over `view`'s layout margins (SwiftMessages owns them) and applies ``insets(for:context:bounceEdge:)``.
  /// Views that are not ``MarginAdjustable`` keep their margins.
  static func apply(to view: UIView, context: AnimationContext, bounceEdge: PresentationPlacement?) {
    guard let adjustable = view as? UIView & MarginAdjustable else { return }
    view.preservesSuperviewLayoutMargins = false
    view.insetsLayoutMarginsFromSafeArea = false
    view.layoutMargins = insets(for: adjustable, context: context, bounceEdge: bounceEdge)
  }
}
#endif
