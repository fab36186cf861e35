import Foundation

/// The timing curve of a skeleton animation, mapped to `CAMediaTimingFunction` on iOS.
package enum SkeletonAnimationCurve: Equatable, Sendable {
  /// Constant speed. Used by ``SkeletonShimmer``, whose phase must match across containers.
  case linear
  /// Slow start (`CAMediaTimingFunctionName.easeIn`). Used by ``GradientSlideMotion``.
  case easeIn
  /// Slow end (`.easeOut`).
  case easeOut
  /// Slow start and end (`.easeInEaseOut`). Used by ``PulseMotion``.
  case easeInEaseOut
}
