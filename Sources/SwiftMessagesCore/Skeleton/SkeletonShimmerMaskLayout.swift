import Foundation

/// The mask one container uses to show a ``SkeletonShimmer``: a static gradient whose alpha is
/// ``SkeletonShimmer/baseAlpha`` everywhere except a band of ``SkeletonShimmer/bandWidth`` points, moved by a
/// single linear position animation. Nothing in the gradient changes while it moves, so the
/// render server only composites (no per-frame gradient redraw).
///
/// Lengths and origins are along the shimmer's axis (x for horizontal directions, y for
/// vertical ones), in the container's coordinates; across the axis the mask covers the
/// container. On iOS: a `CAGradientLayer` of ``length`` points with ``startPoint``,
/// ``endPoint``, ``locations`` and white colours at ``alphas``, its leading edge animated from
/// ``startOrigin`` to ``endOrigin`` over ``duration`` seconds, linear, repeating forever, with
/// `beginTime` from ``SkeletonShimmer/alignedBeginTime(now:span:)``.
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
  /// Gradient stops (0…1 of ``length``): the band's start, centre and end.
  package let locations: [Double]
  /// Mask alpha at each of ``locations``: `[baseAlpha, highlightAlpha, baseAlpha]`.
  package let alphas: [Double]
  /// The gradient's start point: (0, 0.5) for horizontal shimmer, (0.5, 0) for vertical.
  package let startPoint: SkeletonUnitPoint
  /// The gradient's end point: (1, 0.5) for horizontal shimmer, (0.5, 1) for vertical.
  package let endPoint: SkeletonUnitPoint
  /// Whether the axis is x (horizontal shimmer).
  let isHorizontal: Bool

  /// Computes the mask for a container of `containerLength` points at `containerOrigin` in a
  /// shared space of `span` points. A negative, NaN or infinite length, origin or span counts
  /// as 0.
  init(shimmer: SkeletonShimmer, containerOrigin: Double, containerLength: Double, span: Double) {
    let travel = shimmer.maskTravel(containerOrigin: containerOrigin, span: span)
    let lengthOfContainer = containerLength.nonNegativeFinite
    let halfBand = shimmer.bandWidth / 2
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
    locations = [(center - halfBand) / length, center / length, (center + halfBand) / length]
    alphas = shimmer.maskAlphas
    let horizontal = shimmer.direction.isHorizontal
    isHorizontal = horizontal
    startPoint = horizontal ? SkeletonUnitPoint(x: 0, y: 0.5) : SkeletonUnitPoint(x: 0.5, y: 0)
    endPoint = horizontal ? SkeletonUnitPoint(x: 1, y: 0.5) : SkeletonUnitPoint(x: 0.5, y: 1)
  }

  /// The mask's frame in a container of `containerWidth` x `containerHeight` points with its
  /// leading edge at `origin` (``startOrigin`` or ``endOrigin``): ``length`` along the axis,
  /// the container's size across it. The UIKit layer animates the mask's position between the
  /// centres of the two frames.
  package func frame(atOrigin origin: Double, containerWidth: Double, containerHeight: Double) -> SkeletonRect
  {
    isHorizontal
      ? SkeletonRect(x: origin, y: 0, width: length, height: containerHeight.nonNegativeFinite)
      : SkeletonRect(x: 0, y: origin, width: containerWidth.nonNegativeFinite, height: length)
  }

  /// The mask's leading edge at `progress` (0 … 1, clamped) through a cycle.
  func origin(atProgress progress: Double) -> Double {
    let t = progress.clampedToUnit()
    return startOrigin + (endOrigin - startOrigin) * t
  }
}
