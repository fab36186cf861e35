#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Draws a root's placeholder shapes and runs its single animation, as the core's
/// ``SkeletonRenderPlan`` says: a phase-locked pulse of the fill colour (solid), a shimmer band
/// moved by one mask animation (gradient, or the app's sliding animation), a still gradient,
/// the app's own animation, or a slow fade under Reduce Motion.
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
  var shimmer = SkeletonShimmer.standard
  private static let animationKey = "skeletonAnimation"
  /// What the running animation was built for; a relayout that changes none of it keeps the
  /// animation running instead of restarting it.
  private var runningSignature: String?
  /// The plan and the overlay's place along the band's axis the running animation was built
  /// for (``SkeletonRenderPlan/bandOrigin(windowX:windowY:)``).
  private var runningPlan: SkeletonRenderPlan?
  private var runningBandOrigin: Double?
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
    let base = configuration.baseColor.resolvedColor(with: traits).cgColor
    baseLayer.fillColor = base
    highlightLayer.fillColor = configuration.highlightColor.resolvedColor(with: traits).cgColor
    customGradient.colors = configuration.colors.map { $0.resolvedColor(with: traits).cgColor }
    let plan = self.plan(for: overlay, configuration: configuration)
    // Only the band depends on where the root is (it is laid out in window coordinates along
    // its axis): a pulse keeps running when the root moves. The colour by its components: a
    // CGColor's description holds its address, and dynamic colours resolve to a new CGColor
    // every time.
    let signature = "\(plan)|\(bounds.size)|\(base.components ?? [])"
    if signature != runningSignature || bandOrigin(of: overlay, plan: plan) != runningBandOrigin
      || overlay.window == nil
    {
      restartAnimation(in: overlay)
      runningSignature = overlay.window == nil ? nil : signature
    }
  }

  /// Lays the band out again when the overlay moved along the band's axis in the window (a
  /// scroll-view root scrolled): one new mask animation in the same phase, no new shapes, and
  /// nothing at all for a pulse or a scroll across the axis. Cheap enough for every scroll
  /// frame.
  func followScroll(in overlay: SkeletonOverlayView) {
    guard let plan = runningPlan, let signature = runningSignature,
      let origin = bandOrigin(of: overlay, plan: plan), origin != runningBandOrigin
    else { return }
    restartAnimation(in: overlay)
    runningSignature = signature
  }

  /// The overlay's place along `plan`'s band axis in its window, `nil` without a band or window.
  private func bandOrigin(of overlay: SkeletonOverlayView, plan: SkeletonRenderPlan) -> Double? {
    guard plan.followsPosition, let window = overlay.window else { return nil }
    let origin = overlay.convert(CGPoint.zero, to: window)
    return plan.bandOrigin(windowX: Double(origin.x), windowY: Double(origin.y))
  }

  /// The core's plan for the overlay's facts.
  private func plan(for overlay: SkeletonOverlayView, configuration: SkeletonConfiguration)
    -> SkeletonRenderPlan
  {
    let window = overlay.window?.bounds.size ?? .zero
    return SkeletonRenderPlan.make(
      type: configuration.type, animated: configuration.animated && !overlay.isAnimationStopped,
      custom: configuration.animation.map { customAnimation($0, configuration: configuration).kind },
      reduceMotion: UIAccessibility.isReduceMotionEnabled,
      rightToLeft: overlay.effectiveUserInterfaceLayoutDirection == .rightToLeft, shimmer: shimmer,
      windowWidth: Double(window.width), windowHeight: Double(window.height),
      placeholderCell: overlay.placeholderCellBounds)
  }

  /// The app's animation built for the layer it runs on, and what it is.
  private func customAnimation(_ make: SkeletonLayerAnimation, configuration: SkeletonConfiguration)
    -> (animation: CAAnimation, kind: SkeletonRenderPlan.CustomAnimation)
  {
    let animation = make(configuration.type == .gradient ? customGradient : baseLayer)
    if let tag = animation.value(forKey: SkeletonAnimationBuilder.directionKey) as? String,
      let direction = GradientDirection.allCases.first(where: { String(describing: $0) == tag })
    {
      return (
        animation, .sliding(direction, duration: animation.duration, autoreverses: animation.autoreverses)
      )
    }
    return (animation, .other)
  }

  /// Installs the animation the core's plan asks for, phase-locked to the shared clock.
  func restartAnimation(in overlay: SkeletonOverlayView?) {
    removeAnimations()
    guard let overlay else { return }
    let configuration = overlay.configuration
    let plan = self.plan(for: overlay, configuration: configuration)
    runningPlan = plan
    runningBandOrigin = bandOrigin(of: overlay, plan: plan)
    customGradient.isHidden = !plan.showsGradient
    customGradient.startPoint = CGPoint(plan.gradientStart)
    customGradient.endPoint = CGPoint(plan.gradientEnd)
    baseLayer.isHidden = plan.showsGradient
    highlightLayer.isHidden = !plan.showsHighlight
    guard overlay.window != nil else { return }
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
      fade.repeatCount = .infinity
      fade.timingFunction = CAMediaTimingFunction(motion.curve)
      fade.isRemovedOnCompletion = false
      fade.beginTime = container.convertTime(motion.alignedBeginTime(now: now), from: nil)
      fade.fillMode = .both
      container.add(fade, forKey: Self.animationKey)
    case .pulse(let motion):
      let pulse = baseLayer.pulse
      pulse.beginTime = baseLayer.convertTime(motion.alignedBeginTime(now: now), from: nil)
      pulse.fillMode = .both
      baseLayer.add(pulse, forKey: Self.animationKey)
    case .shimmer(let band):
      startShimmer(in: overlay, shimmer: band, span: plan.span, origin: runningBandOrigin ?? 0, now: now)
    case .custom:
      guard let make = configuration.animation else { break }
      let animation = customAnimation(make, configuration: configuration).animation
      (plan.showsGradient ? customGradient : baseLayer).add(animation, forKey: Self.animationKey)
    }
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
    slide.repeatCount = .infinity
    slide.isRemovedOnCompletion = false
    // Every root starts from the period under way on the shared clock: all shimmer in step.
    slide.beginTime = shimmerMask.convertTime(shimmer.alignedBeginTime(now: now, span: span), from: nil)
    slide.fillMode = .both
    shimmerMask.add(slide, forKey: Self.animationKey)
  }

  /// Forgets the running animation so the next render restarts it (a new configuration).
  func invalidate() {
    runningSignature = nil
  }

  /// Removes the animation; the placeholders stay, still (a gradient skeleton shows its
  /// gradient).
  func stopAnimation() {
    removeAnimations()
    if let overlay { restartAnimation(in: overlay) }
  }

  private func removeAnimations() {
    runningSignature = nil
    runningPlan = nil
    runningBandOrigin = nil
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
}
#endif
