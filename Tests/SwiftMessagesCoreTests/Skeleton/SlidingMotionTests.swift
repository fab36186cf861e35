import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SlidingMotionTests {
  @Test func defaultsAreSkeletonViewsSlidingAnimation() {
    let sliding = SlidingMotion()
    #expect(sliding.direction == .leftRight)
    #expect(sliding.duration == 1.5 && SlidingMotion.defaultDuration == 1.5)
    #expect(!sliding.autoreverses)
    #expect(sliding.curve == .easeIn)
  }

  @Test func badDurationsFallBack() {
    #expect(SlidingMotion(duration: -1).duration == 1.5)
    #expect(SlidingMotion(duration: .infinity).duration == 1.5)
    var sliding = SlidingMotion(duration: 3)
    sliding.duration = .nan
    #expect(sliding.duration == 1.5)
  }

  @Test func aSlidingShimmerWithABadDurationCrossesInTheDefaultDuration() {
    let span = 393.0
    let fallback = SkeletonShimmer.sliding(.leftRight, duration: .nan, autoreverses: false, span: span)
    let standard = SkeletonShimmer.sliding(.leftRight, duration: 1.5, autoreverses: false, span: span)
    #expect(fallback.speed == standard.speed)
  }
}
