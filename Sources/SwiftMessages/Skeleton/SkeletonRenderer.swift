#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Draws a root's placeholder shapes and runs its single animation: a pulse of the fill colour
/// (solid), a shimmer band moved by one mask animation (gradient), the caller's own animation,
/// or a slow fade under Reduce Motion.
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
  /// animation running instead of restarting it (no jump in a pulse).
  private var runningSignature: String?

  init() {
    for layer in [container, highlightLayer, baseLayer, shimmerMask, customGradient, customGradientMask] {
      layer.actions = ["position": NSNull(), "bounds": NSNull(), "path": NSNull(), "fillColor": NSNull()]
    }
    container.addSublayer(highlightLayer)
    container.addSublayer(baseLayer)
    container.addSublayer(customGradient)
    customGradient.mask = customGradientMask
    customGradient.isHidden = true
  }

  /// Lays out, colours and (re)starts the animation for `configuration`.
  func render(in overlay: SkeletonOverlayView, configuration: SkeletonConfiguration) {
    let bounds = overlay.bounds
    container.frame = bounds
    let path = UIBezierPath()
    for shape in shapes {
      let rect = shape.rect.cgRect
      guard rect.width > 0, rect.height > 0 else { continue }
      path.append(shape.bezierPath)
    }
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
    let origin = overlay.window.map { overlay.convert(CGPoint.zero, to: $0) } ?? .zero
    // The colour by its components: a CGColor's description holds its address, and dynamic
    // colours resolve to a new CGColor every time, so the signature never matched and every
    // relayout restarted the pulse.
    let baseComponents = base.components ?? []
    let signature =
      "\(configuration.type)|\(configuration.animated)|\(bounds.size)|\(origin)|\(baseComponents)|\(overlay.isAnimationStopped)"
    if signature != runningSignature || overlay.window == nil {
      restartAnimation(in: overlay)
      runningSignature = overlay.window == nil ? nil : signature
    }
  }

  /// Installs the animation the configuration asks for, phase-locked to the shared clock.
  func restartAnimation(in overlay: SkeletonOverlayView?) {
    stopAnimation()
    guard let overlay, overlay.window != nil, overlay.configuration.animated, !overlay.isAnimationStopped
    else {
      highlightLayer.isHidden = overlay?.configuration.type != .gradient
      return
    }
    let configuration = overlay.configuration
    if UIAccessibility.isReduceMotionEnabled {
      // No travelling band: a slow fade of the whole placeholder.
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.6
      fade.duration = 1.5
      fade.autoreverses = true
      fade.repeatCount = .infinity
      fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      fade.isRemovedOnCompletion = false
      container.add(fade, forKey: Self.animationKey)
      return
    }
    if let custom = configuration.animation {
      if configuration.type == .gradient {
        let animation = custom(customGradient)
        if let tag = animation.value(forKey: SkeletonAnimationBuilder.directionKey) as? String,
          let direction = GradientDirection.allCases.first(where: { String(describing: $0) == tag })
        {
          // SkeletonAnimationBuilder's sliding animation: the shared, phase-locked band.
          startShimmer(in: overlay, direction: SkeletonShimmer.Direction(direction))
          return
        }
        customGradient.isHidden = false
        baseLayer.isHidden = true
        highlightLayer.isHidden = true
        customGradient.add(animation, forKey: Self.animationKey)
      } else {
        baseLayer.add(custom(baseLayer), forKey: Self.animationKey)
      }
      return
    }
    switch configuration.type {
    case .solid:
      baseLayer.add(baseLayer.pulse, forKey: Self.animationKey)
    case .gradient:
      startShimmer(in: overlay)
    }
  }

  /// Runs the shared band; `direction` is an explicit choice (kept as is), `nil` the default
  /// (mirrored in right-to-left layouts, as SkeletonView's default sliding animation).
  private func startShimmer(in overlay: SkeletonOverlayView, direction: SkeletonShimmer.Direction? = nil) {
    guard let window = overlay.window else { return }
    var shimmer = self.shimmer
    if let direction {
      shimmer.direction = direction
    } else if overlay.effectiveUserInterfaceLayoutDirection == .rightToLeft {
      shimmer.direction = shimmer.direction.mirroredForRightToLeft
    }
    let horizontal = shimmer.direction.isHorizontal
    let origin = overlay.convert(CGPoint.zero, to: window)
    let span = Double(horizontal ? window.bounds.width : window.bounds.height)
    let length = Double(horizontal ? overlay.bounds.width : overlay.bounds.height)
    let layout = shimmer.maskLayout(
      containerOrigin: Double(horizontal ? origin.x : origin.y), containerLength: length, span: span)
    shimmerMask.colors = layout.alphas.map { UIColor(white: 1, alpha: CGFloat($0)).cgColor }
    shimmerMask.locations = layout.locations.map { NSNumber(value: $0) }
    shimmerMask.startPoint = CGPoint(layout.startPoint)
    shimmerMask.endPoint = CGPoint(layout.endPoint)
    let bounds = overlay.bounds
    let keyPath: String
    let from: CGFloat
    let to: CGFloat
    if horizontal {
      shimmerMask.frame = CGRect(
        x: layout.startOrigin, y: 0, width: layout.length, height: Double(bounds.height))
      keyPath = "position.x"
      from = CGFloat(layout.startOrigin + layout.length / 2)
      to = CGFloat(layout.endOrigin + layout.length / 2)
    } else {
      shimmerMask.frame = CGRect(
        x: 0, y: layout.startOrigin, width: Double(bounds.width), height: layout.length)
      keyPath = "position.y"
      from = CGFloat(layout.startOrigin + layout.length / 2)
      to = CGFloat(layout.endOrigin + layout.length / 2)
    }
    baseLayer.mask = shimmerMask
    highlightLayer.isHidden = false
    let slide = CABasicAnimation(keyPath: keyPath)
    slide.fromValue = from
    slide.toValue = to
    slide.duration = layout.duration
    slide.repeatCount = .infinity
    slide.isRemovedOnCompletion = false
    // Every root starts from the cycle under way on the shared clock: all shimmer in step.
    let begin = shimmer.alignedBeginTime(now: CACurrentMediaTime(), span: span)
    slide.beginTime = shimmerMask.convertTime(begin, from: nil)
    slide.fillMode = .both
    shimmerMask.add(slide, forKey: Self.animationKey)
  }

  /// Forgets the running animation so the next render restarts it (a new configuration).
  func invalidate() {
    runningSignature = nil
  }

  /// Removes the animation; the placeholders stay, in the base colour.
  func stopAnimation() {
    runningSignature = nil
    for layer in [container, baseLayer, shimmerMask, customGradient] {
      layer.removeAnimation(forKey: Self.animationKey)
    }
    baseLayer.mask = nil
    baseLayer.isHidden = false
    customGradient.isHidden = true
  }

  /// Stops everything.
  func stop() {
    stopAnimation()
    container.removeFromSuperlayer()
  }
}
#endif
