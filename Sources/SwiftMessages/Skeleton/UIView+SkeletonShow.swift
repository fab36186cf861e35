#if canImport(UIKit) && !os(watchOS)
import UIKit

// SkeletonView's show / update / hide API. Every call works on the view it is called on (the
// root): one overlay, one animation, no swizzling, and the views themselves keep their text,
// images and constraints.
extension UIView {
  // MARK: - Solid

  /// Shows a solid, still skeleton. `color` is `SkeletonAppearance.default.tintColor` and the
  /// transition `.crossDissolve(0.25)` by default.
  public func showSkeleton(
    usingColor color: UIColor = SkeletonAppearance.default.tintColor,
    transition: SkeletonTransitionStyle = .default
  ) {
    showSkeleton(.solid(color, animated: false, transition: transition))
  }

  /// Shows a solid skeleton, animated (pulse) by default, optionally after `delay` seconds (a
  /// later show or hide cancels the pending one).
  public func showSkeleton(
    usingColor color: UIColor = SkeletonAppearance.default.tintColor, animated: Bool = true,
    delay: TimeInterval,
    transition: SkeletonTransitionStyle = .default
  ) {
    scheduleSkeleton(after: delay, .solid(color, animated: animated, transition: transition))
  }

  /// Shows a pulsing solid skeleton (or `animation`'s). Defaults: the appearance's tint,
  /// pulse, `.crossDissolve(0.25)`.
  public func showAnimatedSkeleton(
    usingColor color: UIColor = SkeletonAppearance.default.tintColor,
    animation: SkeletonLayerAnimation? = nil,
    transition: SkeletonTransitionStyle = .default
  ) {
    showSkeleton(.solid(color, animated: true, animation: animation, transition: transition))
  }

  // MARK: - Gradient

  /// Shows a still gradient skeleton. Defaults: the appearance's gradient, `.crossDissolve(0.25)`.
  public func showGradientSkeleton(
    usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient,
    transition: SkeletonTransitionStyle = .default
  ) {
    showSkeleton(.gradient(gradient, animated: false, transition: transition))
  }

  /// Shows a gradient skeleton, animated by default, after `delay` seconds.
  public func showGradientSkeleton(
    usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient, animated: Bool = true,
    delay: TimeInterval, transition: SkeletonTransitionStyle = .default
  ) {
    scheduleSkeleton(after: delay, .gradient(gradient, animated: animated, transition: transition))
  }

  /// Shows a shimmering gradient skeleton: one band, in points per second, crossing the whole
  /// view and in step with every other skeleton on screen (or `animation`'s).
  public func showAnimatedGradientSkeleton(
    usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient,
    animation: SkeletonLayerAnimation? = nil, transition: SkeletonTransitionStyle = .default
  ) {
    showSkeleton(.gradient(gradient, animated: true, animation: animation, transition: transition))
  }

  /// Shows a shimmering gradient skeleton only if the content has not arrived within
  /// `timing.graceTime` (0.15 s by default), and keeps it at least `timing.minimumDisplayTime`
  /// (0.3 s) once shown, so fast loads never flash. Hide it with ``hideSkeleton(reloadDataAfter:transition:)``
  /// as usual.
  public func showAnimatedGradientSkeleton(
    usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient, timing: SkeletonTiming,
    transition: SkeletonTransitionStyle = .default
  ) {
    showSkeleton(
      .gradient(gradient, animated: true, transition: transition).with(transition: transition, timing: timing)
    )
  }

  // MARK: - Update

  /// Switches an active skeleton to a solid colour.
  public func updateSkeleton(usingColor color: UIColor = SkeletonAppearance.default.tintColor) {
    updateSkeleton(.solid(color, animated: false, transition: .none))
  }

  /// Switches an active skeleton to a gradient.
  public func updateGradientSkeleton(
    usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient
  ) {
    updateSkeleton(.gradient(gradient, animated: false, transition: .none))
  }

  /// Switches an active skeleton to an animated solid colour.
  public func updateAnimatedSkeleton(
    usingColor color: UIColor = SkeletonAppearance.default.tintColor, animation: SkeletonLayerAnimation? = nil
  ) {
    updateSkeleton(.solid(color, animated: true, animation: animation, transition: .none))
  }

  /// Switches an active skeleton to an animated gradient.
  public func updateAnimatedGradientSkeleton(
    usingGradient gradient: SkeletonGradient = SkeletonAppearance.default.gradient,
    animation: SkeletonLayerAnimation? = nil
  ) {
    updateSkeleton(.gradient(gradient, animated: true, animation: animation, transition: .none))
  }

  // MARK: - Hide, animation, layout

  /// Hides the skeleton; the views show their current content (including text set while the
  /// skeleton was up). `reloadDataAfter` (`true`) reloads skeletonised tables and collections;
  /// the transition is `.crossDissolve(0.25)` by default.
  @inline(never)  // also called per cell by the list proxies: one copy
  public func hideSkeleton(
    reloadDataAfter: Bool = true, transition: SkeletonTransitionStyle = .default
  ) {
    cancelPendingSkeleton()
    skeletonMark = SkeletonMarks.next(isShown: false)
    if let overlay = skeletonOverlay {
      overlay.requestHide(transition: transition, reloadDataAfter: reloadDataAfter)
      return
    }
    // A view under an active root: reveal this subtree only.
    if let overlay = enclosingOverlayHandlingCalls {
      overlay.reveal(transition: transition)
      return
    }
    // A prepared table or collection without a skeleton: its data source comes back.
    (self as? UIScrollView)?.cellSkeletonHideRequested()
  }

  /// Starts (or replaces) the skeleton's animation; `nil` uses the default for its type. On a
  /// view under an active root, the root's skeleton (one animation per root).
  public func startSkeletonAnimation(_ animation: SkeletonLayerAnimation? = nil) {
    overlayHandlingCalls?.startAnimation(animation)
  }

  /// Stops the skeleton's animation; the placeholders stay. On a view under an active root,
  /// the root's skeleton.
  public func stopSkeletonAnimation() {
    overlayHandlingCalls?.stopAnimation()
  }

  /// Recomputes the placeholders now (of the root's skeleton, on a view under an active root).
  /// The overlay also follows size, position and trait changes of the views it covers by
  /// itself.
  public func layoutSkeletonIfNeeded() {
    overlayHandlingCalls?.refresh()
  }

  // MARK: - Internal

  /// The view's own skeleton. Held strongly (the overlay holds its root weakly): during its
  /// grace time an overlay is in no view yet.
  var skeletonOverlay: SkeletonOverlayView? {
    get { skeletonStorageIfAny?.overlay }
    set { skeletonStorage.overlay = newValue }
  }

  /// Forgets `overlay` if it is still the view's own skeleton (a newer one may have replaced
  /// it during its fade-out).
  func releaseSkeletonOverlay(_ overlay: SkeletonOverlayView) {
    guard skeletonOverlay === overlay else { return }
    skeletonOverlay = nil
  }

  /// The overlay a show, hide, animation or layout call on this view goes to: its own, else
  /// that of an active root that reached it. Out of line: every call on the API goes through it.
  @inline(never)
  var overlayHandlingCalls: SkeletonOverlayView? {
    skeletonOverlay ?? enclosingOverlayHandlingCalls
  }

  /// The overlay of an active root that reached this view (and not the view's own).
  private var enclosingOverlayHandlingCalls: SkeletonOverlayView? {
    enclosingSkeletonOverlay(where: { $0.handlesSubtreeCalls(on: self) })
  }

  /// The last show or hide called on this view (see ``SkeletonMark``).
  var skeletonMark: SkeletonMark? {
    get { skeletonStorageIfAny?.mark }
    set { skeletonStorage.mark = newValue }
  }

  @inline(never)
  func enclosingSkeletonOverlay(where condition: (SkeletonOverlayView) -> Bool) -> SkeletonOverlayView? {
    var ancestor = superview
    while let view = ancestor {
      if let overlay = view.skeletonOverlay, condition(overlay) { return overlay }
      ancestor = view.superview
    }
    return nil
  }

  var pendingSkeleton: ScheduledTimer? {
    get { skeletonStorageIfAny?.pending }
    set { skeletonStorage.pending = newValue }
  }

  /// Cancels a show waiting for its delay (every show and hide call replaces it).
  @inline(never)
  private func cancelPendingSkeleton() {
    guard let storage = skeletonStorageIfAny else { return }
    storage.pending?.cancel()
    storage.pending = nil
  }

  func showSkeleton(_ configuration: SkeletonConfiguration) {
    cancelPendingSkeleton()
    guard isSkeletonable else {
      SkeletonLog.notSkeletonable(self)
      return
    }
    skeletonMark = SkeletonMarks.next(isShown: true)
    // Reuse an overlay that is up or still in its grace time; one that is fading out finishes
    // its fade and a new overlay takes over (reusing it lost the show when the fade ended).
    if let overlay = skeletonOverlay, overlay.acceptsShowRequests {
      overlay.update(configuration, notify: false)
      overlay.requestShow()
      return
    }
    // A view under an active root: covered again in the root's overlay, not a second one.
    if let overlay = enclosingOverlayHandlingCalls {
      overlay.cover(transition: configuration.transition)
      return
    }
    let overlay = SkeletonOverlayView(root: self, configuration: configuration)
    skeletonOverlay = overlay
    overlay.requestShow()
  }

  private func scheduleSkeleton(after delay: TimeInterval, _ configuration: SkeletonConfiguration) {
    cancelPendingSkeleton()
    pendingSkeleton = SkeletonOverlayView.scheduler.schedule(after: delay.nonNegativeFinite) { [weak self] in
      MainThread.run { self?.showSkeleton(configuration) }
    }
  }

  @inline(never)
  private func updateSkeleton(_ configuration: SkeletonConfiguration) {
    overlayHandlingCalls?.update(configuration, notify: true)
  }
}

/// Numbers show and hide calls in the order they are made (``SkeletonMark/sequence``).
@MainActor
enum SkeletonMarks {
  private static var last = 0

  static func next(isShown: Bool) -> SkeletonMark {
    last += 1
    return SkeletonMark(isShown: isShown, sequence: last)
  }
}
#endif
