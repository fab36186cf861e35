#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Builds a skeleton animation for a layer (SkeletonView's `SkeletonLayerAnimation`). Our
/// engine calls it once per skeleton root, on the root's shape layer, not once per element.
public typealias SkeletonLayerAnimation = (CALayer) -> CAAnimation

/// Makes SkeletonView's animations.
public final class SkeletonAnimationBuilder {
  /// Creates a builder.
  public init() {}

  /// The key under which a sliding animation records its direction (its index in
  /// `GradientDirection.allCases`), so the engine can recognise it.
  static let directionKey = "SwiftMessages.slidingDirection"

  /// A gradient that slides in `direction`: `duration` 1.5 s, `autoreverses` `false` by default.
  /// Given to a gradient skeleton, our engine recognises it and runs the shared shimmer band in
  /// that direction, crossing the window in `duration` seconds and sweeping back when
  /// `autoreverses` (in step with every other skeleton on screen); on any other layer it is
  /// SkeletonView's start/end point animation with those arguments.
  public func makeSlidingAnimation(
    withDirection direction: GradientDirection,
    duration: CFTimeInterval = GradientSlideMotion.defaultDuration,
    autoreverses: Bool = false
  ) -> SkeletonLayerAnimation {
    let motion = GradientSlideMotion(direction: direction, duration: duration, autoreverses: autoreverses)
    return { _ in
      let start = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.startPoint))
      start.fromValue = CGPoint(direction.startPoint.from)
      start.toValue = CGPoint(direction.startPoint.to)
      let end = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.endPoint))
      end.fromValue = CGPoint(direction.endPoint.from)
      end.toValue = CGPoint(direction.endPoint.to)
      let group = CAAnimationGroup()
      group.animations = [start, end]
      group.duration = motion.duration
      group.timingFunction = CAMediaTimingFunction(motion.curve)
      group.autoreverses = motion.autoreverses
      group.repeatCount = .infinity
      group.isRemovedOnCompletion = false
      group.setValue(
        GradientDirection.allCases.firstIndex(of: direction), forKey: SkeletonAnimationBuilder.directionKey)
      return group
    }
  }
}

extension GradientDirection {
  /// SkeletonView's sliding animation in this direction (1.5 s, no autoreverse by default).
  public func slidingAnimation(
    duration: CFTimeInterval = GradientSlideMotion.defaultDuration, autoreverses: Bool = false
  )
    -> SkeletonLayerAnimation
  {
    SkeletonAnimationBuilder().makeSlidingAnimation(
      withDirection: self, duration: duration, autoreverses: autoreverses)
  }
}

extension CAMediaTimingFunction {
  /// The Core Animation curve of a core timing curve.
  convenience init(_ curve: SkeletonAnimationCurve) {
    switch curve {
    case .linear: self.init(name: .linear)
    case .easeIn: self.init(name: .easeIn)
    case .easeOut: self.init(name: .easeOut)
    case .easeInEaseOut: self.init(name: .easeInEaseOut)
    }
  }
}

extension CGPoint {
  /// Converts a core unit point.
  init(_ point: SkeletonUnitPoint) {
    self.init(x: point.x, y: point.y)
  }
}

extension CALayer {
  /// SkeletonView's pulse: the colour (a shape layer's fill, otherwise the background) eases to
  /// its complementary colour and back, 1 s each way, forever.
  @objc public var pulse: CAAnimation {
    let motion = PulseMotion()
    let shape = self as? CAShapeLayer
    let animation = CABasicAnimation(keyPath: shape == nil ? "backgroundColor" : "fillColor")
    let base = shape?.fillColor ?? backgroundColor
    animation.fromValue = base
    if let base {
      animation.toValue = UIColor(motion.toColor(from: RGBAColor(UIColor(cgColor: base)))).cgColor
    }
    animation.duration = motion.duration
    animation.timingFunction = CAMediaTimingFunction(motion.curve)
    animation.autoreverses = motion.autoreverses
    animation.repeatCount = .infinity
    animation.isRemovedOnCompletion = false
    return animation
  }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension GradientDirection {
  /// `.leftRight`, under the name SkeletonView's README uses (`.leftToRight`).
  public static var leftToRight: GradientDirection { .leftRight }
  /// `.rightLeft`, under the name `.rightToLeft`.
  public static var rightToLeft: GradientDirection { .rightLeft }
  /// `.topBottom`, under the name `.topToBottom`.
  public static var topToBottom: GradientDirection { .topBottom }
  /// `.bottomTop`, under the name `.bottomToTop`.
  public static var bottomToTop: GradientDirection { .bottomTop }
}
#endif
