import Foundation
import Testing

@testable import SwiftMessagesCore

/// A container's mask animation as Core Animation runs it: linear, repeating forever, from
/// `travel.from` to `travel.to` over `duration`, beginning at `begin`.
private struct SimulatedMask {
  let origin: Double
  let begin: TimeInterval
  let duration: TimeInterval
  let travel: (from: Double, to: Double)

  init(shimmer: SkeletonShimmer, origin: Double, startedAt start: TimeInterval, span: Double) {
    self.origin = origin
    begin = shimmer.alignedBeginTime(now: start, span: span)
    duration = shimmer.cycleDuration(span: span)
    travel = shimmer.maskTravel(containerOrigin: origin, span: span)
  }

  /// The band centre in the container's coordinates at `time`.
  func localCenter(at time: TimeInterval) -> Double {
    let cycles = (time - begin) / duration
    let progress = cycles - cycles.rounded(.down)
    return travel.from + (travel.to - travel.from) * progress
  }

  /// The band centre in the shared space.
  func sharedCenter(at time: TimeInterval) -> Double { localCenter(at: time) + origin }
}

@Suite struct SkeletonShimmerTests {
  private let span = 300.0

  @Test func defaults() {
    let shimmer = SkeletonShimmer.standard
    #expect(shimmer.bandWidth == 200)
    #expect(shimmer.speed == 400)
    #expect(shimmer.pause == 0.4)
    #expect(shimmer.baseAlpha == 1)
    #expect(shimmer.highlightAlpha == 0.55)
    #expect(shimmer.direction == .leftRight)
    #expect(shimmer.maskAlphas == [1, 0.55, 1])
  }

  @Test func cycleDurations() {
    let shimmer = SkeletonShimmer()
    #expect(abs(shimmer.cycleDuration(span: 400) - 1.9) < 1e-12)  // (400 + 200) / 400 + 0.4
    #expect(abs(shimmer.travelDuration(span: 400) - 1.5) < 1e-12)
    #expect(abs(shimmer.cycleDuration(span: 0) - 0.9) < 1e-12)
    #expect(abs(SkeletonShimmer(bandWidth: 100, speed: 250, pause: 0).cycleDuration(span: 900) - 4) < 1e-12)
    for bad in [-50, Double.nan, .infinity, -.infinity] {
      #expect(abs(shimmer.cycleDuration(span: bad) - 0.9) < 1e-12, "\(bad)")
    }
  }

  @Test func bandCenterMovesAtSpeedThenPauses() throws {
    let shimmer = SkeletonShimmer()  // span 300: travel 1.25 s, cycle 1.65 s
    #expect(shimmer.bandCenter(at: 0, span: span) == -100)
    #expect(try #require(shimmer.bandCenter(at: 0.5, span: span)) == 100)
    #expect(abs(try #require(shimmer.bandCenter(at: 1.2, span: span)) - 380) < 1e-9)
    #expect(shimmer.bandCenter(at: 1.3, span: span) == nil)  // pause
    #expect(shimmer.bandCenter(at: 1.6, span: span) == nil)
    #expect(abs(try #require(shimmer.bandCenter(at: 1.65 + 0.5, span: span)) - 100) < 1e-9)
    #expect(abs(try #require(shimmer.bandCenter(at: -1.65 + 0.5, span: span)) - 100) < 1e-9)
    #expect(shimmer.bandCenter(at: .nan, span: span) == nil)
    #expect(shimmer.bandCenter(at: .infinity, span: span) == nil)
  }

  @Test func reversedAndVerticalDirections() throws {
    let leftward = SkeletonShimmer(direction: .rightLeft)
    #expect(leftward.bandCenter(at: 0, span: span) == 400)
    #expect(try #require(leftward.bandCenter(at: 0.5, span: span)) == 200)
    let down = SkeletonShimmer(direction: .topBottom)
    #expect(down.bandCenter(at: 0.5, span: span) == 100)
    #expect(SkeletonShimmer(direction: .bottomTop).bandCenter(at: 0, span: span) == 400)
    #expect(SkeletonShimmer.Direction.topBottom.isHorizontal == false)
    #expect(SkeletonShimmer.Direction.bottomTop.isReversed)
    #expect(SkeletonShimmer.Direction.leftRight.mirroredForRightToLeft == .rightLeft)
    #expect(SkeletonShimmer.Direction.topBottom.mirroredForRightToLeft == .topBottom)
    #expect(SkeletonShimmer.Direction(.topLeftBottomRight) == .leftRight)
    #expect(SkeletonShimmer.Direction(.bottomRightTopLeft) == .rightLeft)
    #expect(SkeletonShimmer.Direction(.bottomTop) == .bottomTop)
  }

  @Test func alignedBeginTimesAreWholeCycles() {
    let shimmer = SkeletonShimmer()
    let cycle = shimmer.cycleDuration(span: span)  // 1.65
    #expect(abs(shimmer.alignedBeginTime(now: 10, span: span) - 9.9) < 1e-9)
    #expect(shimmer.alignedBeginTime(now: 0, span: span) == 0)
    #expect(abs(shimmer.alignedBeginTime(now: -1, span: span) + cycle) < 1e-12)
    #expect(shimmer.alignedBeginTime(now: .nan, span: span) == 0)
    for now in stride(from: 0.0, through: 50, by: 0.37) {
      let begin = shimmer.alignedBeginTime(now: now, span: span)
      #expect(begin <= now + 1e-9 && now - begin < cycle)
      let cycles = begin / cycle
      #expect(abs(cycles - cycles.rounded()) < 1e-9)
    }
  }

  @Test(arguments: [SkeletonShimmer.Direction.leftRight, .rightLeft, .topBottom, .bottomTop])
  func twoContainersStartedAtDifferentTimesShowTheSameBand(_ direction: SkeletonShimmer.Direction) {
    let shimmer = SkeletonShimmer(direction: direction)
    let first = SimulatedMask(shimmer: shimmer, origin: 0, startedAt: 100.37, span: span)
    let second = SimulatedMask(shimmer: shimmer, origin: 150, startedAt: 103.91, span: span)
    #expect(first.begin != second.begin)  // started in different cycles
    for time in stride(from: 104.0, through: 112, by: 0.013) {
      let shared = first.sharedCenter(at: time)
      #expect(abs(shared - second.sharedCenter(at: time)) < 1e-6, "t = \(time)")
      if let center = shimmer.bandCenter(at: time, span: span) {
        #expect(abs(center - shared) < 1e-6, "t = \(time)")
      } else {
        // During the pause the mask's band has simply moved past the span.
        let edge = shimmer.bandWidth / 2 - 1e-6
        let past = direction.isReversed ? shared <= -edge : shared >= span + edge
        #expect(past, "t = \(time), centre \(shared)")
      }
    }
  }

  @Test func theBandCrossesFromOneContainerIntoTheNextContinuously() throws {
    let shimmer = SkeletonShimmer()
    let left = SimulatedMask(shimmer: shimmer, origin: 0, startedAt: 7.2, span: span)
    let right = SimulatedMask(shimmer: shimmer, origin: 150, startedAt: 31.05, span: span)
    let cycle = shimmer.cycleDuration(span: span)
    let cycleStart = 20 * cycle
    // The centre reaches the shared boundary x = 150 after (150 + 100) / 400 s.
    let boundary = cycleStart + 250.0 / 400
    #expect(abs(left.localCenter(at: boundary) - 150) < 1e-6)  // the left cell's right edge
    #expect(abs(right.localCenter(at: boundary) - 0) < 1e-6)  // the right cell's left edge
    // Just before, the centre is inside the left cell; just after, inside the right one.
    let before = left.localCenter(at: boundary - 0.05)
    let after = right.localCenter(at: boundary + 0.05)
    #expect(before > 0 && before < 150)
    #expect(after > 0 && after < 150)
    // Across the whole sweep the shared centre advances by exactly speed × dt: no jump.
    var previous = try #require(shimmer.bandCenter(at: cycleStart, span: span))
    for step in 1...120 {
      let time = cycleStart + Double(step) * 0.01
      let center = try #require(shimmer.bandCenter(at: time, span: span))
      #expect(abs(center - previous - 4) < 1e-6)
      let owner = center < 150 ? left.sharedCenter(at: time) : right.sharedCenter(at: time)
      #expect(abs(owner - center) < 1e-6)
      previous = center
    }
  }

  @Test func maskTravelCoversTheSpanPlusPauseDistance() {
    let shimmer = SkeletonShimmer()
    let travel = shimmer.maskTravel(containerOrigin: 150, span: span)
    #expect(travel.from == -250)  // band just before the shared origin
    #expect(abs(travel.to - 410) < 1e-9)  // 300 + 100 + 400 × 0.4 − 150
    #expect(abs((travel.to - travel.from) - shimmer.speed * shimmer.cycleDuration(span: span)) < 1e-9)
    let reversed = SkeletonShimmer(direction: .rightLeft).maskTravel(containerOrigin: 150, span: span)
    #expect(reversed.from == 250)
    #expect(abs(reversed.to + 410) < 1e-9)
    #expect(shimmer.maskTravel(containerOrigin: .nan, span: .nan).from == -100)
  }

  @Test func badPropertiesFallBackToSafeValues() {
    var shimmer = SkeletonShimmer(bandWidth: -1, speed: 0, pause: .nan, baseAlpha: 2, highlightAlpha: .nan)
    #expect(shimmer.bandWidth == 200)
    #expect(shimmer.speed == 400)
    #expect(shimmer.pause == 0)
    #expect(shimmer.baseAlpha == 1)
    #expect(shimmer.highlightAlpha == 0.55)
    shimmer.speed = -.infinity
    shimmer.bandWidth = .nan
    shimmer.pause = -1
    shimmer.highlightAlpha = -0.5
    #expect(shimmer.speed == 400)
    #expect(shimmer.bandWidth == 200)
    #expect(shimmer.pause == 0)
    #expect(shimmer.highlightAlpha == 0)
    #expect(shimmer.cycleDuration(span: .infinity) > 0)
  }

  @Test func anAutoreversingBandRetracesItsSweep() {
    let band = SkeletonShimmer.sliding(.leftRight, duration: 2, autoreverses: true, span: 393)
    #expect(band.pause == 0)
    #expect(abs(band.period(span: 393) - 4) < 1e-9)
    for t in [0.1, 0.5, 1.3, 1.9] {
      let forward = band.bandCenter(at: 100 + t, span: 393)
      let back = band.bandCenter(at: 104 - t, span: 393)
      #expect(forward != nil)
      #expect(abs((forward ?? 0) - (back ?? 1)) < 1e-6)
    }
    #expect(band.alignedBeginTime(now: 105, span: 393) == 104)
    #expect(
      SkeletonShimmer.sliding(.leftRight, duration: .nan, autoreverses: false, span: 393).cycleDuration(
        span: 393) == 1.5)
  }

  @Test func verticalAndRightToLeftBandsGiveTheSameMaskStopsEverywhere() {
    // iPhone 15: a 120-pt cell at y = 300 in an 852-pt window, band moving down.
    var down = SkeletonShimmer.standard
    down.direction = .topBottom
    let time = 1.0  // centre at -100 + 400 = 300: the cell's top edge
    let stops = down.maskStops(containerOrigin: 300, containerLength: 120, span: 852, time: time)
    #expect(stops.map(\.location) == [0, 0, 0, 100.0 / 120, 1])
    #expect(stops.map(\.alpha) == [1, 1, 0.55, 1, 1])
    // After scrolling the same cell by 60 pt, the stops follow the shared band, not the cell.
    let scrolled = down.maskStops(containerOrigin: 240, containerLength: 120, span: 852, time: time)
    #expect(scrolled[2].location == 0.5)
    // Right to left: the band enters from the right edge of a 393-pt window.
    let rtl = SkeletonShimmer.standard.laidOut(rightToLeft: true)
    #expect(rtl.direction == .rightLeft)
    let center = rtl.bandCenter(at: 0.5, span: 393) ?? 0
    #expect(abs(center - 293) < 1e-9)
    // During the pause: plain base alpha.
    let paused = SkeletonShimmer.standard.maskStops(
      containerOrigin: 0, containerLength: 393, span: 393,
      time: SkeletonShimmer.standard.travelDuration(span: 393) + 0.1)
    #expect(paused.map(\.alpha) == [1, 1])
  }
}
