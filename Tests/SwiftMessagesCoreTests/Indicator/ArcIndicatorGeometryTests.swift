import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct ArcIndicatorGeometryTests {
  private func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

  /// The shade of every arc, first to last, in `frame`.
  private static func shades(_ geometry: ArcIndicatorGeometry, frame: Int) -> [Int] {
    (0..<8).map { geometry.shadeIndex(arc: $0, frame: frame) }
  }

  @Test func styleDefaultsAreTheArticles() {
    let style = ArcIndicatorStyle()
    #expect(style.arcCount == 8)
    #expect(style.sweepDegrees == 39)
    #expect(style.paddingDegrees == 3)
    #expect(style.radius == 10)
    #expect(style.strokeWidth == 6)
    #expect(style.diameter == 40)
    #expect(style.revolutionDuration == 0.8)
    #expect(abs(style.frameDuration - 0.1) < 1e-12)
    #expect(style.shades.map(\.light.hexString) == ["#F2F2F2", "#E6E6E6", "#B3B3B3", "#808080"])
  }

  @Test func arcsAt40PointsMatchTheArticle() {
    let geometry = ArcIndicatorGeometry(width: 40, height: 40)
    #expect(geometry.arcs.count == 8)
    #expect(geometry.lineWidth == 6)
    for (index, command) in geometry.arcs.enumerated() {
      guard case .arc(let center, let radius, let start, let end, let clockwise) = command else {
        Issue.record("arc \(index) is \(command)")
        continue
      }
      // Arc i covers [3° + 45° i, 42° + 45° i], clockwise.
      #expect(abs(degrees(start) - (3 + 45 * Double(index))) < 1e-9)
      #expect(abs(degrees(end) - (42 + 45 * Double(index))) < 1e-9)
      #expect(center == PathPoint(x: 20, y: 20) && clockwise)
      #expect(radius == 10)
    }
  }

  @Test func scalesToAnySizeCentredInTheShorterSide() {
    let geometry = ArcIndicatorGeometry(width: 200, height: 80)
    #expect(geometry.lineWidth == 12)
    guard case .arc(let center, let radius, _, _, _)? = geometry.arcs.first else {
      Issue.record("no arc")
      return
    }
    #expect(radius == 20)
    #expect(center == PathPoint(x: 100, y: 40))
  }

  @Test func degenerateSizesDrawNothing() {
    #expect(ArcIndicatorGeometry(width: 0, height: 40).arcs.isEmpty)
    #expect(ArcIndicatorGeometry(width: -5, height: 40).arcs.isEmpty)
    #expect(ArcIndicatorGeometry(width: .nan, height: 40).arcs.isEmpty)
    #expect(ArcIndicatorGeometry(width: .infinity, height: 40).arcs.isEmpty)
  }

  @Test func theHeadIsLightestWithLightNeighboursOnBothSidesEvenAtTheSeam() {
    let geometry = ArcIndicatorGeometry(width: 40, height: 40)
    // Frame 0: the head is arc 0; arcs 1 and 7 are its neighbours (the article left arc 7 dark).
    #expect(Self.shades(geometry, frame: 0) == [0, 1, 2, 3, 3, 3, 2, 1])
    #expect(Self.shades(geometry, frame: 3) == [3, 2, 1, 0, 1, 2, 3, 3])
    for frame in 0..<8 { #expect(geometry.shadeIndex(arc: frame, frame: frame) == 0) }
  }

  @Test func eachArcCyclesThroughEveryShadeOncePerRevolution() {
    let geometry = ArcIndicatorGeometry(width: 40, height: 40)
    #expect(geometry.keyframes(arc: 2) == [2, 1, 0, 1, 2, 3, 3, 3])
    #expect(geometry.keyTimes.count == 9)
    #expect(geometry.keyTimes.first == 0)
    #expect(geometry.keyTimes.last == 1)
  }

  @Test func outOfRangeIndicesWrapAndNeverTrap() {
    let geometry = ArcIndicatorGeometry(width: 40, height: 40)
    #expect(geometry.shadeIndex(arc: 8, frame: 0) == 0)
    #expect(geometry.shadeIndex(arc: -1, frame: 0) == 1)
    #expect(geometry.shadeIndex(arc: 4, frame: ArcIndicatorGeometry.stoppedFrame) == 3)
  }

  @Test func fewerShadesThanDistancesUseTheLastShade() {
    var style = ArcIndicatorStyle()
    style.shades = Array(style.shades.prefix(2))
    let geometry = ArcIndicatorGeometry(style: style, width: 40, height: 40)
    #expect(Self.shades(geometry, frame: 0) == [0, 1, 1, 1, 1, 1, 1, 1])
  }

  @Test func darkShadesKeepTheHeadAGapOnADarkBackground() {
    let shades = ArcIndicatorStyle().shades
    // In dark appearance the head is the darkest shade and the ring the lightest.
    let dark = shades.map { $0.dark.relativeLuminance }
    #expect(dark == dark.sorted())
    let light = shades.map { $0.light.relativeLuminance }
    #expect(light == light.sorted(by: >))
  }
}
