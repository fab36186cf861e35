import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct HUDGeometryTests {
  private func close(_ a: PathPoint, _ b: PathPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  private func arcEnd(_ commands: [PathCommand]) -> Double? {
    guard case .arc(_, _, _, let end, _)? = commands.last else { return nil }
    return end
  }

  // MARK: - Progress ring

  @Test func ringAt40PointsMatchesTheIndicatorsRadiusAndStroke() {
    let ring = ProgressRingGeometry(width: 40, height: 40)
    let indicator = ArcIndicatorGeometry(width: 40, height: 40)
    #expect(ring.center == PathPoint(x: 20, y: 20))
    guard case .arc(_, let indicatorRadius, _, _, _)? = indicator.arcs.first else {
      Issue.record("no arc")
      return
    }
    #expect(ring.radius == 10 && ring.radius == indicatorRadius)
    #expect(ring.lineWidth == 6 && ring.lineWidth == indicator.lineWidth)
    #expect(
      ring.track == [
        .arc(
          center: PathPoint(x: 20, y: 20), radius: 10, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
          clockwise: true)
      ])
  }

  @Test func ringArcStartsAtTwelveOClockAndRunsClockwise() {
    let ring = ProgressRingGeometry(width: 40, height: 40)
    #expect(ring.arc(progress: 0).isEmpty)
    #expect(
      ring.arc(progress: 0.25) == [
        .arc(center: PathPoint(x: 20, y: 20), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
      ])
    #expect(arcEnd(ring.arc(progress: 0.5)) == .pi / 2)
    #expect(arcEnd(ring.arc(progress: 1)) == 1.5 * .pi)
    #expect(arcEnd(ring.arc(progress: 7)) == 1.5 * .pi)  // clamped
    #expect(ring.arc(progress: -1).isEmpty && ring.arc(progress: .nan).isEmpty)
  }

  /// Where an arc command ends, on screen.
  private func arcEndPoint(_ commands: [PathCommand]) -> PathPoint? {
    guard case .arc(let center, let radius, _, let end, _)? = commands.last else { return nil }
    return PathPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
  }

  @Test func rightToLeftRingRunsCounterClockwiseFromTwelveOClock() {
    // A quarter of the work done: the arc ends at 3 o'clock left to right, at 9 o'clock right
    // to left (HIG: progress indicators flip).
    let ltr = ProgressRingGeometry(width: 40, height: 40, layoutDirection: .leftToRight)
    let rtl = ProgressRingGeometry(width: 40, height: 40, layoutDirection: .rightToLeft)
    let quarter: [PathCommand] = [
      .arc(
        center: PathPoint(x: 20, y: 20), radius: 10, startAngle: -.pi / 2, endAngle: -.pi, clockwise: false)
    ]
    #expect(rtl.arc(progress: 0.25) == quarter)
    if let end = arcEndPoint(rtl.arc(progress: 0.25)) { #expect(close(end, PathPoint(x: 10, y: 20))) }
    if let end = arcEndPoint(ltr.arc(progress: 0.25)) { #expect(close(end, PathPoint(x: 30, y: 20))) }
    #expect(arcEnd(rtl.arc(progress: 1)) == -2.5 * .pi)
    #expect(rtl.arc(progress: 0).isEmpty && rtl.arc(progress: .nan).isEmpty)
    let circle: [PathCommand] = [
      .arc(
        center: PathPoint(x: 20, y: 20), radius: 10, startAngle: -.pi / 2, endAngle: -2.5 * .pi,
        clockwise: false)
    ]
    #expect(rtl.track == circle)
  }

  @Test func rightToLeftRingIsTheMirrorImageOfTheLeftToRightRing() {
    // The HUD's 40 pt square: same centre, radius and stroke; every arc end reflected across
    // the vertical centre line, so the ring→glyph morph happens in the same square.
    let ltr = ProgressRingGeometry(width: 40, height: 40)
    let rtl = ProgressRingGeometry(width: 40, height: 40, layoutDirection: .rightToLeft)
    #expect(ltr.layoutDirection == .leftToRight && rtl.layoutDirection == .rightToLeft)
    #expect(rtl.center == ltr.center && rtl.radius == ltr.radius && rtl.lineWidth == ltr.lineWidth)
    for progress in [0.1, 0.25, 0.4, 0.5, 0.6, 0.9, 1] {
      guard let left = arcEndPoint(ltr.arc(progress: progress)),
        let right = arcEndPoint(rtl.arc(progress: progress))
      else {
        Issue.record("no arc at \(progress)")
        continue
      }
      #expect(close(right, PathPoint(x: 40 - left.x, y: left.y)), "at \(progress)")
    }
  }

  @Test func ringScalesWithTheShorterSideCentredInTheBox() {
    let ring = ProgressRingGeometry(width: 200, height: 80)
    #expect(ring.center == PathPoint(x: 100, y: 40))
    #expect(ring.radius == 20)
    #expect(ring.lineWidth == 12)
    let medium = ProgressRingGeometry(width: ArcIndicatorSize.medium.diameter, height: 20)
    #expect(medium.radius == 5 && medium.lineWidth == 3)
  }

  @Test func ringOfADegenerateSizeDrawsNothing() {
    for size in [0.0, -10, .infinity, .nan] {
      let ring = ProgressRingGeometry(width: size, height: 40)
      #expect(ring.track.isEmpty && ring.arc(progress: 0.5).isEmpty)
    }
  }

  // MARK: - Glyphs

  @Test func checkAt40PointsIsTwoSegmentsFromTheLeftDownThenUpRight() {
    let check = HUDGlyphGeometry(outcome: .success, width: 40, height: 40)
    #expect(check.lineWidth == 3)
    #expect(
      check.strokes == [
        [PathPoint(x: 12.5, y: 20.5), PathPoint(x: 17.5, y: 25.5), PathPoint(x: 28, y: 14.5)]
      ])
    #expect(
      check.path(progress: 1) == [
        .move(to: PathPoint(x: 12.5, y: 20.5)), .line(to: PathPoint(x: 17.5, y: 25.5)),
        .line(to: PathPoint(x: 28, y: 14.5)),
      ])
    #expect(check.path(progress: 0).isEmpty)
  }

  @Test func checkDrawsAtConstantSpeed() {
    let check = HUDGlyphGeometry(outcome: .success, width: 40, height: 40)
    let short = 5 * 2.0.squareRoot()
    let long = (10.5 * 10.5 + 11 * 11).squareRoot()
    #expect(abs(check.totalLength - (short + long)) < 1e-9)
    // Halfway along the first stroke.
    let firstHalf = check.path(progress: short / 2 / check.totalLength)
    #expect(firstHalf.count == 2)
    if case .line(let end)? = firstHalf.last { #expect(close(end, PathPoint(x: 15, y: 23))) }
    // Past the corner: the whole first segment plus part of the second.
    let past = check.path(progress: (short + long / 2) / check.totalLength)
    #expect(past.count == 3)
    if case .line(let end)? = past.last { #expect(close(end, PathPoint(x: 22.75, y: 20))) }
  }

  @Test func crossDrawsItsFirstStrokeThenTheSecond() {
    let cross = HUDGlyphGeometry(outcome: .failure, width: 40, height: 40)
    #expect(cross.strokes.count == 2)
    let half = cross.path(progress: 0.5)
    #expect(half == [.move(to: PathPoint(x: 14, y: 14)), .line(to: PathPoint(x: 26, y: 26))])
    let whole = cross.path(progress: 1)
    #expect(
      whole == [
        .move(to: PathPoint(x: 14, y: 14)), .line(to: PathPoint(x: 26, y: 26)),
        .move(to: PathPoint(x: 26, y: 14)), .line(to: PathPoint(x: 14, y: 26)),
      ])
    let threeQuarters = cross.path(progress: 0.75)
    #expect(threeQuarters.count == 4)
    if case .line(let end)? = threeQuarters.last { #expect(close(end, PathPoint(x: 20, y: 20))) }
  }

  @Test func glyphsScaleWithTheShorterSideCentredInTheBox() {
    let check = HUDGlyphGeometry(outcome: .success, width: 120, height: 80)  // scale 2
    #expect(check.lineWidth == 6)
    #expect(check.strokes == [[PathPoint(x: 45, y: 41), PathPoint(x: 55, y: 51), PathPoint(x: 76, y: 29)]])
    let reference = HUDGlyphGeometry(outcome: .failure, width: 40, height: 40)
    let medium = HUDGlyphGeometry(outcome: .failure, width: 20, height: 20)
    #expect(abs(medium.totalLength - reference.totalLength / 2) < 1e-9)
    #expect(medium.lineWidth == 1.5)
  }

  @Test func glyphOfADegenerateSizeDrawsNothing() {
    for size in [0.0, -10, .infinity, .nan] {
      let glyph = HUDGlyphGeometry(outcome: .success, width: 40, height: size)
      #expect(glyph.strokes.isEmpty && glyph.path(progress: 1).isEmpty && glyph.lineWidth == 0)
    }
  }
}
