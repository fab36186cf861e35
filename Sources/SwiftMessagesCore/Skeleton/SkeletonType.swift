import Foundation

/// How a skeleton is filled (SkeletonView's `SkeletonType`).
public enum SkeletonType: Hashable, Sendable, CaseIterable {
  /// One colour per shape; animated by `PulseMotion` by default.
  case solid
  /// A gradient (SkeletonView's `SkeletonGradient`); animated by `GradientSlideMotion` by default.
  case gradient
}
