import Foundation

/// How a skeleton is filled (SkeletonView's `SkeletonType`).
package enum SkeletonType: Hashable, Sendable, CaseIterable {
  /// One colour per shape; animated by ``PulseMotion`` by default.
  case solid
  /// A ``SkeletonGradientColors`` gradient; animated by ``SlidingMotion`` by default.
  case gradient
}
