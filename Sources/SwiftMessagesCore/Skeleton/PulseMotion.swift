import Foundation

/// SkeletonView's solid animation (`CALayer.pulse`): the colour fades to its complementary colour
/// and back, forever (a `backgroundColor` animation on iOS, re-resolved on appearance changes).
package struct PulseMotion: Equatable, Sendable {
  /// Seconds for one way (base → target); a value not positive and finite falls back to 1 s.
  package let duration: TimeInterval
  /// Whether the colour fades back (base → target → base) instead of jumping back.
  package let autoreverses: Bool
  /// The timing curve of each way. `.easeInEaseOut` by default.
  package let curve: SkeletonAnimationCurve

  /// SkeletonView's defaults: 1 s each way, autoreversing, ease in and out.
  package init(
    duration: TimeInterval = 1, autoreverses: Bool = true, curve: SkeletonAnimationCurve = .easeInEaseOut
  ) {
    self.duration = duration.positiveFinite ?? 1
    self.autoreverses = autoreverses
    self.curve = curve
  }

  /// SkeletonView's pulse.
  package static let standard = PulseMotion()

  /// The Reduce Motion replacement for sliding gradients and shimmer: a slow 2 s fade each way
  /// (no movement).
  static let reducedMotion = PulseMotion(duration: 2)

  /// The colour the pulse fades to: darker for light colours, lighter for dark ones.
  package func toColor(from color: RGBAColor) -> RGBAColor {
    color.complementary
  }

  /// Seconds before the animation repeats: `2 × duration` when autoreversing, else `duration`.
  package var period: TimeInterval { autoreverses ? 2 * duration : duration }

  /// The start of the period under way at shared-clock `now` (`floor(now / period) × period`; 0
  /// if not finite): as `beginTime`, every root pulses in step and a restart keeps the phase.
  package func alignedBeginTime(now: TimeInterval) -> TimeInterval {
    guard now.isFinite else { return 0 }
    return (now / period).rounded(.down) * period
  }
}
