import Foundation

/// A point in a layer's unit coordinate space, where (0, 0) is the top-left corner and (1, 1)
/// the bottom-right (`CAGradientLayer.startPoint` / `endPoint`). Values outside 0…1 lie beyond
/// the layer, which is how the sliding gradient starts and ends off the shape.
package struct SkeletonUnitPoint: Equatable, Sendable {
  /// Horizontal position: 0 leading (left) edge, 1 trailing (right) edge.
  package internal(set) var x: Double
  /// Vertical position: 0 top edge, 1 bottom edge.
  package internal(set) var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point `fraction` (clamped to 0…1, NaN as 0) of the way from `self` to `other`.
  func interpolated(to other: SkeletonUnitPoint, fraction: Double) -> SkeletonUnitPoint {
    let t = fraction.clampedToUnit()
    return SkeletonUnitPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}
