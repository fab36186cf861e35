import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonShimmerMaskLayoutTests {
  private let span = 300.0

  /// The alpha a `CAGradientLayer` mask with `layout`'s stops shows at `position` (container
  /// coordinates) when its leading edge is at `origin`; 0 outside the mask.
  private func alpha(
    of layout: SkeletonShimmerMaskLayout, shimmer: SkeletonShimmer, at position: Double, origin: Double
  ) -> Double {
    let unit = (position - origin) / layout.length
    guard unit >= 0, unit <= 1 else { return 0 }
    let stops = layout.locations
    let alphas = shimmer.maskAlphas
    if unit <= stops[0] { return alphas[0] }
    if unit >= stops[2] { return alphas[2] }
    let index = unit < stops[1] ? 0 : 1
    let fraction = (unit - stops[index]) / (stops[index + 1] - stops[index])
    return alphas[index] + (alphas[index + 1] - alphas[index]) * fraction
  }

  @Test(arguments: [SkeletonShimmer.Direction.leftRight, .rightLeft, .topBottom, .bottomTop])
  func maskCoversTheContainerForTheWholeCycle(_ direction: SkeletonShimmer.Direction) {
    let shimmer = SkeletonShimmer(direction: direction)
    for (origin, length) in [(0.0, 150.0), (150, 150), (-80, 500), (280, 40), (0, 0)] {
      let layout = SkeletonShimmerMaskLayout(
        shimmer: shimmer, containerOrigin: origin, containerLength: length, span: span)
      for progress in [0.0, 1.0] {
        let leading = layout.origin(atProgress: progress)
        #expect(leading <= 1e-9, "\(origin) \(length) \(progress)")
        #expect(leading + layout.length >= length - 1e-9, "\(origin) \(length) \(progress)")
      }
      #expect(layout.locations.allSatisfy { $0 >= 0 && $0 <= 1 })
      #expect(layout.locations == layout.locations.sorted())
      #expect(abs((layout.locations[2] - layout.locations[0]) * layout.length - shimmer.bandWidth) < 1e-9)
      #expect(layout.duration == shimmer.cycleDuration(span: span))
    }
  }

  @Test func bandInTheMaskFollowsMaskTravel() {
    let shimmer = SkeletonShimmer()
    let layout = SkeletonShimmerMaskLayout(
      shimmer: shimmer, containerOrigin: 150, containerLength: 150, span: span)
    let travel = shimmer.maskTravel(containerOrigin: 150, span: span)
    #expect(abs(layout.startOrigin + layout.bandCenter - travel.from) < 1e-9)
    #expect(abs(layout.endOrigin + layout.bandCenter - travel.to) < 1e-9)
    #expect(shimmer.maskAlphas == [1, 0.55, 1])
    #expect(
      layout.points.start == SkeletonUnitPoint(x: 0, y: 0.5)
        && layout.points.end == SkeletonUnitPoint(x: 1, y: 0.5))
    let vertical = SkeletonShimmerMaskLayout(
      shimmer: SkeletonShimmer(direction: .topBottom), containerOrigin: 0, containerLength: 80, span: span)
    #expect(
      vertical.points.start == SkeletonUnitPoint(x: 0.5, y: 0)
        && vertical.points.end == SkeletonUnitPoint(x: 0.5, y: 1))
  }

  /// The mask alpha of the shared band at `position` (the reference the cells' masks must
  /// match): the highlight at the band's centre, blending linearly to the base at its edges.
  private func sharedBandAlpha(_ shimmer: SkeletonShimmer, at position: Double, time: TimeInterval) -> Double
  {
    guard let center = shimmer.bandCenter(at: time, span: span) else { return shimmer.baseAlpha }
    let distance = abs(position - center) / (shimmer.bandWidth / 2)
    guard distance < 1 else { return shimmer.baseAlpha }
    return shimmer.highlightAlpha + (shimmer.baseAlpha - shimmer.highlightAlpha) * distance
  }

  @Test func twoCellsMasksAgreeWithTheSharedBandEverywhere() {
    let shimmer = SkeletonShimmer()
    let cells = [(origin: 0.0, start: 3.3), (origin: 150.0, start: 9.81)]
    let cycle = shimmer.cycleDuration(span: span)
    for time in stride(from: 12.0, through: 16, by: 0.047) {
      for cell in cells {
        let layout = SkeletonShimmerMaskLayout(
          shimmer: shimmer, containerOrigin: cell.origin, containerLength: 150, span: span)
        let begin = shimmer.alignedBeginTime(now: cell.start, span: span)
        let cycles = (time - begin) / cycle
        let leading = layout.origin(atProgress: cycles - cycles.rounded(.down))
        for local in stride(from: 0.0, through: 150, by: 12.5) {
          let expected = sharedBandAlpha(shimmer, at: cell.origin + local, time: time)
          #expect(
            abs(alpha(of: layout, shimmer: shimmer, at: local, origin: leading) - expected) < 1e-6,
            "t \(time) x \(local)")
        }
      }
    }
  }

  @Test func badInputsStillGiveAUsableMask() {
    let layout = SkeletonShimmerMaskLayout(
      shimmer: SkeletonShimmer(), containerOrigin: .nan, containerLength: -.infinity, span: .nan)
    #expect(layout.length > 0 && layout.length.isFinite)
    #expect(layout.duration > 0)
    #expect(layout.startOrigin.isFinite && layout.endOrigin.isFinite)
  }
}

/// The mask's frames in an 88-pt row of an iPhone 15 table (393 pt wide), as the UIKit layer
/// sets them.
@Suite struct SkeletonShimmerMaskFrameTests {
  @Test func aHorizontalMaskSpansTheRowsHeightAndMovesAlongX() {
    let layout = SkeletonShimmer.standard.maskLayout(
      containerOrigin: 0, containerWidth: 393, containerHeight: 88, span: 393)
    let start = layout.frame(atOrigin: layout.startOrigin, containerWidth: 393, containerHeight: 88)
    let end = layout.frame(atOrigin: layout.endOrigin, containerWidth: 393, containerHeight: 88)
    #expect(start == SkeletonRect(x: layout.startOrigin, y: 0, width: layout.length, height: 88))
    #expect(end.y == 0 && end.x == layout.endOrigin && end.width == layout.length)
  }

  @Test func aVerticalMaskSpansTheRowsWidthAndIsAsLongAsTheRowNeeds() {
    let shimmer = SkeletonShimmer(direction: .topBottom)
    let layout = shimmer.maskLayout(containerOrigin: 0, containerWidth: 393, containerHeight: 88, span: 88)
    let alongTheAxis = SkeletonShimmerMaskLayout(
      shimmer: shimmer, containerOrigin: 0, containerLength: 88, span: 88)
    #expect(
      layout.length == alongTheAxis.length && layout.startOrigin == alongTheAxis.startOrigin
        && layout.endOrigin == alongTheAxis.endOrigin && !layout.isHorizontal)
    let start = layout.frame(atOrigin: layout.startOrigin, containerWidth: 393, containerHeight: 88)
    #expect(start == SkeletonRect(x: 0, y: layout.startOrigin, width: 393, height: layout.length))
  }
}
