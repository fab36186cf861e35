import Foundation

/// The mask a container shows a ``SkeletonShimmer`` through: a still gradient (alpha
/// ``SkeletonShimmer/baseAlpha`` but for a ``SkeletonShimmer/bandWidth`` band) of which only the
/// position moves, linearly and forever, so the render server only composites. Lengths and origins
/// run along the shimmer's axis in container coordinates (across it, the mask covers the container);
/// on iOS a `CAGradientLayer` with white colours at ``SkeletonShimmer/maskAlphas``, `beginTime` from
/// ``SkeletonShimmer/alignedBeginTime(now:span:)``.
package struct SkeletonShimmerMaskLayout: Sendable {
  /// The mask's length along the axis, in points. Always at least the container's length plus
  /// the distance it travels, so the container is covered during the whole cycle.
  package let length: Double
  /// Where the band's centre sits inside the mask, in points from its leading (smaller
  /// coordinate) edge.
  let bandCenter: Double
  /// The mask's leading edge in container coordinates when a cycle starts.
  package let startOrigin: Double
  /// The mask's leading edge in container coordinates when a cycle ends.
  package let endOrigin: Double
  /// Seconds per cycle (``SkeletonShimmer/cycleDuration(span:)``).
  package let duration: TimeInterval
  /// Whether the mask travels back after each cycle (``SkeletonShimmer/autoreverses``).
  package let autoreverses: Bool
  /// Half the band's width (``SkeletonShimmer/bandWidth``), in points.
  let halfBand: Double
  /// Whether the axis is x (horizontal shimmer).
  let isHorizontal: Bool

  /// Computes the mask for a container of `containerLength` points at `containerOrigin` in a
  /// shared space of `span` points. A negative, NaN or infinite length, origin or span counts
  /// as 0.
  init(shimmer: SkeletonShimmer, containerOrigin: Double, containerLength: Double, span: Double) {
    let travel = shimmer.maskTravel(containerOrigin: containerOrigin, span: span)
    let lengthOfContainer = containerLength.nonNegativeFinite
    halfBand = shimmer.bandWidth / 2
    let lowest = min(travel.from, travel.to)
    let highest = max(travel.from, travel.to)
    // The leading edge is at most 0 (covers the container's start) when the band is furthest
    // along, and the trailing edge at least `containerLength` when it is furthest back.
    let center = max(highest, halfBand)
    length = max(lengthOfContainer + center - lowest, center + halfBand)
    bandCenter = center
    startOrigin = travel.from - center
    endOrigin = travel.to - center
    duration = shimmer.cycleDuration(span: span)
    autoreverses = shimmer.autoreverses
    isHorizontal = shimmer.direction.isHorizontal
  }

  /// Gradient stops (0…1 of ``length``): the band's start, centre and end, where the mask's
  /// alpha is ``SkeletonShimmer/maskAlphas``.
  package var locations: [Double] {
    [(bandCenter - halfBand) / length, bandCenter / length, (bandCenter + halfBand) / length]
  }

  /// The gradient's start and end points: (0, 0.5) to (1, 0.5) for horizontal shimmer, (0.5, 0)
  /// to (0.5, 1) for vertical.
  package var points: (start: SkeletonUnitPoint, end: SkeletonUnitPoint) {
    isHorizontal
      ? (SkeletonUnitPoint(x: 0, y: 0.5), SkeletonUnitPoint(x: 1, y: 0.5))
      : (SkeletonUnitPoint(x: 0.5, y: 0), SkeletonUnitPoint(x: 0.5, y: 1))
  }

  /// The mask's frame with its leading edge at `origin` (``startOrigin`` or ``endOrigin``) in a
  /// container of that size; UIKit animates the position between the two frames' centres.
  package func frame(atOrigin origin: Double, containerWidth: Double, containerHeight: Double) -> SkeletonRect
  {
    isHorizontal
      ? SkeletonRect(x: origin, y: 0, width: length, height: containerHeight.nonNegativeFinite)
      : SkeletonRect(x: 0, y: origin, width: containerWidth.nonNegativeFinite, height: length)
  }
}
