import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SlidingMotionTests {
  @Test func defaultsAreSkeletonViewsSlidingAnimation() {
    let sliding = SlidingMotion.standard
    #expect(sliding.direction == .leftRight)
    #expect(sliding.duration == 1.5)
    #expect(!sliding.autoreverses)
    #expect(sliding.curve == .easeIn)
  }

  @Test func pointsFollowTheDirectionTable() {
    let sliding = SlidingMotion()
    #expect(sliding.points(at: 0).start == SkeletonUnitPoint(x: -1, y: 0.5))
    #expect(sliding.points(at: 0.75).start == SkeletonUnitPoint(x: 0, y: 0.5))
    #expect(sliding.points(at: 0.75).end == SkeletonUnitPoint(x: 1, y: 0.5))
    #expect(sliding.points(at: 1.5).start == SkeletonUnitPoint(x: -1, y: 0.5))  // restarts, no autoreverse
    let back = SlidingMotion(direction: .topBottom, duration: 1, autoreverses: true)
    #expect(back.points(at: 1.5).start == SkeletonUnitPoint(x: 0.5, y: 0))  // halfway back
  }

  @Test func badDurationsFallBack() {
    #expect(SlidingMotion(duration: -1).duration == 1.5)
    #expect(SlidingMotion(duration: .infinity).duration == 1.5)
    var sliding = SlidingMotion(duration: 3)
    sliding.duration = .nan
    #expect(sliding.duration == 1.5)
    #expect(sliding.progress(at: .nan) == 0)
  }
}
