#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Draws a root's placeholder shapes and runs its one animation per the core's
/// ``SkeletonRenderPlan``: pulse, shimmer band (one mask animation), still gradient, the app's
/// animation, or a slow fade under Reduce Motion.
@MainActor
final class SkeletonRenderer {
  /// Everything, in the overlay's coordinates.
  let container = CALayer()
  /// The shapes in the highlight colour, under the base (shows through the band).
  private let highlightLayer = CAShapeLayer()
  /// The shapes in the base colour.
  private let baseLayer = CAShapeLayer()
  /// The moving alpha mask of the shimmer (on ``baseLayer``).
  private let shimmerMask = CAGradientLayer()
  /// A full-size gradient for custom gradient animations, clipped to the shapes.
  private let customGradient = CAGradientLayer()
  private let customGradientMask = CAShapeLayer()

  /// The shapes to draw, in root (= overlay) coordinates.
  var shapes: [SkeletonShape] = []
  private static let animationKey = "skeletonAnimation"
  /// What the running animation was built for (the core decides when a render restarts it);
  /// `nil` when none runs.
  private var running: SkeletonRenderPlan?
  /// The overlay last rendered, for Reduce Motion changes.
  private weak var overlay: SkeletonOverlayView?
  private var reduceMotionObserver: SkeletonObserverToken?

  init() {
    for layer in [container, highlightLayer, baseLayer, shimmerMask, customGradient, customGradientMask] {
      layer.actions = ["position": NSNull(), "bounds": NSNull(), "path": NSNull(), "fillColor": NSNull()]
    }
    container.addSublayer(highlightLayer)
    container.addSublayer(baseLayer)
    container.addSublayer(customGradient)
    customGradient.mask = customGradientMask
    customGradient.isHidden = true
    highlightLayer.isHidden = true
    // Reduce Motion switched while the skeleton shows takes effect at once.
    reduceMotionObserver = SkeletonObserverToken(
      NotificationCenter.default.addObserver(
        forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainThread.run {
          guard let self, let overlay = self.overlay, overlay.isShowingSkeleton else { return }
          self.invalidate()
          self.render(in: overlay, configuration: overlay.configuration)
        }
      })
  }

  /// Lays out, colours and (re)starts the animation for `configuration`.
  func render(in overlay: SkeletonOverlayView, configuration: SkeletonConfiguration) {
    self.overlay = overlay
    let bounds = overlay.bounds
    container.frame = bounds
    // The core's outlines: each corner with its radius, rounded clips included; empty shapes
    // have none.
    let path = UIBezierPath(shapes.flatMap(\.outline))
    for layer in [highlightLayer, baseLayer, customGradientMask] {
      layer.frame = bounds
      layer.path = path.cgPath
    }
    customGradient.frame = bounds
    let traits = overlay.traitCollection
    baseLayer.fillColor = configuration.baseColor.resolvedColor(with: traits).cgColor
    highlightLayer.fillColor = configuration.highlightColor.resolvedColor(with: traits).cgColor
    customGradient.colors = configuration.colors.map { $0.resolvedColor(with: traits).cgColor }
    if plan(for: overlay, configuration: configuration).restarts(running) { restartAnimation(in: overlay) }
  }

  /// Re-lays the band when the overlay moved along its axis in the window (a scrolled root): one
  /// new in-phase mask animation, nothing for a pulse or a cross-axis move
  /// (``SkeletonRenderPlan/followingScroll(windowOrigin:)``); cheap enough for every frame.
  func followScroll(in overlay: SkeletonOverlayView) {
    guard let moved = running?.followingScroll(windowOrigin: overlay.windowOrigin) else { return }
    start(moved, in: overlay)
  }

  /// The core's plan for the overlay's facts: its configuration, size, base colour and window
  /// position.
  private func plan(for overlay: SkeletonOverlayView, configuration: SkeletonConfiguration)
    -> SkeletonRenderPlan
  {
    let window = overlay.window?.bounds.size ?? .zero
    let base = configuration.baseColor.resolvedColor(with: overlay.traitCollection).cgColor
    return SkeletonRenderPlan.make(
      type: configuration.type, animated: configuration.animated && !overlay.isAnimationStopped,
      custom: configuration.animation.map { customAnimation($0, type: configuration.type).kind },
      reduceMotion: UIAccessibility.isReduceMotionEnabled,
      rightToLeft: overlay.effectiveUserInterfaceLayoutDirection == .rightToLeft,
      windowWidth: Double(window.width), windowHeight: Double(window.height),
      placeholderCell: overlay.placeholderCellBounds, inWindow: overlay.window != nil,
      overlayWidth: Double(overlay.bounds.width), overlayHeight: Double(overlay.bounds.height),
      baseColor: (base.components ?? []).map(Double.init), windowX: overlay.windowOrigin.x,
      windowY: overlay.windowOrigin.y)
  }

  /// The layer the app's own animation runs on: the gradient of a gradient skeleton (as
  /// SkeletonView's gradient layer), the base shapes of a solid one.
  private func customAnimationLayer(for type: SkeletonType) -> CALayer {
    type == .gradient ? customGradient : baseLayer
  }

  /// The app's animation built for the layer it runs on, and what it is.
  private func customAnimation(_ make: SkeletonLayerAnimation, type: SkeletonType)
    -> (animation: CAAnimation, kind: SkeletonRenderPlan.CustomAnimation)
  {
    let animation = make(customAnimationLayer(for: type))
    let tag = animation.value(forKey: SkeletonAnimationBuilder.directionKey) as? String
    return (
      animation,
      SkeletonRenderPlan.CustomAnimation(
        slidingTag: tag, duration: animation.duration, autoreverses: animation.autoreverses)
    )
  }

  /// Installs the animation the core's plan asks for, phase-locked to the shared clock.
  func restartAnimation(in overlay: SkeletonOverlayView) {
    start(plan(for: overlay, configuration: overlay.configuration), in: overlay)
  }

  /// Applies `plan` to the layers and adds its animation.
  private func start(_ plan: SkeletonRenderPlan, in overlay: SkeletonOverlayView) {
    removeAnimations()
    running = plan
    customGradient.isHidden = !plan.showsGradient
    customGradient.startPoint = CGPoint(plan.gradientStart)
    customGradient.endPoint = CGPoint(plan.gradientEnd)
    baseLayer.isHidden = plan.showsGradient
    highlightLayer.isHidden = !plan.showsHighlight
    let now = CACurrentMediaTime()
    switch plan.animation {
    case .none:
      break
    case .fade(let motion):
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = SkeletonRenderPlan.reducedMotionOpacity
      fade.duration = motion.duration
      fade.autoreverses = motion.autoreverses
      fade.timingFunction = CAMediaTimingFunction(motion.curve)
      add(fade, to: container, beginningAt: motion.alignedBeginTime(now: now))
    case .pulse(let motion):
      add(baseLayer.pulse, to: baseLayer, beginningAt: motion.alignedBeginTime(now: now))
    case .shimmer(let band):
      startShimmer(in: overlay, shimmer: band, span: plan.span, origin: plan.bandOrigin ?? 0, now: now)
    case .custom:
      let configuration = overlay.configuration
      guard let make = configuration.animation else { return }
      customAnimationLayer(for: configuration.type).add(
        customAnimation(make, type: configuration.type).animation, forKey: Self.animationKey)
    }
  }

  /// Adds `animation` to `layer`, repeating forever from `beginTime` on the shared clock (every
  /// root in step) and holding its values outside its active time.
  private func add(_ animation: CAAnimation, to layer: CALayer, beginningAt beginTime: CFTimeInterval) {
    animation.repeatCount = .infinity
    animation.isRemovedOnCompletion = false
    animation.beginTime = layer.convertTime(beginTime, from: nil)
    animation.fillMode = .both
    layer.add(animation, forKey: Self.animationKey)
  }

  /// Runs the shared band over `span` window points, phase-locked.
  private func startShimmer(
    in overlay: SkeletonOverlayView, shimmer: SkeletonShimmer, span: Double, origin: Double,
    now: CFTimeInterval
  ) {
    let (width, height) = (Double(overlay.bounds.width), Double(overlay.bounds.height))
    let layout = shimmer.maskLayout(
      containerOrigin: origin, containerWidth: width, containerHeight: height, span: span)
    shimmerMask.colors = layout.alphas.map { UIColor(white: 1, alpha: CGFloat($0)).cgColor }
    shimmerMask.locations = layout.locations.map { NSNumber(value: $0) }
    shimmerMask.startPoint = CGPoint(layout.startPoint)
    shimmerMask.endPoint = CGPoint(layout.endPoint)
    let start = layout.frame(atOrigin: layout.startOrigin, containerWidth: width, containerHeight: height)
      .cgRect
    let end = layout.frame(atOrigin: layout.endOrigin, containerWidth: width, containerHeight: height).cgRect
    shimmerMask.frame = start
    baseLayer.mask = shimmerMask
    let slide = CABasicAnimation(keyPath: "position")
    slide.fromValue = CGPoint(x: start.midX, y: start.midY)
    slide.toValue = CGPoint(x: end.midX, y: end.midY)
    slide.duration = layout.duration
    slide.autoreverses = layout.autoreverses
    add(slide, to: shimmerMask, beginningAt: shimmer.alignedBeginTime(now: now, span: span))
  }

  /// Forgets the running animation so the next render restarts it (a new configuration).
  func invalidate() {
    running = nil
  }

  private func removeAnimations() {
    running = nil
    for layer in [container, baseLayer, shimmerMask, customGradient] {
      layer.removeAnimation(forKey: Self.animationKey)
    }
    baseLayer.mask = nil
  }

  /// Stops everything.
  func stop() {
    removeAnimations()
    container.removeFromSuperlayer()
  }
}

extension SkeletonOverlayView {
  /// The overlay's bounds when its root is a placeholder cell (it moves with its list without
  /// a layout pass), `nil` for any other root.
  fileprivate var placeholderCellBounds: SkeletonRect? {
    (root as? SkeletonPlaceholderCell).map { _ in SkeletonRect(bounds) }
  }

  /// The overlay's top-left corner in its window's coordinates (in its topmost ancestor's
  /// outside a window).
  fileprivate var windowOrigin: (x: Double, y: Double) {
    let origin = convert(CGPoint.zero, to: nil)
    return (Double(origin.x), Double(origin.y))
  }
}
#endif
