import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct GradientSlideMotionTests {
  @Test func defaultsAreSkeletonViewsSlidingAnimation() {
    let sliding = GradientSlideMotion()
    #expect(sliding.direction == .leftRight)
    #expect(sliding.duration == 1.5 && GradientSlideMotion.defaultDuration == 1.5)
    #expect(!sliding.autoreverses)
    #expect(sliding.curve == .easeIn)
  }

  @Test func badDurationsFallBack() {
    #expect(GradientSlideMotion(duration: -1).duration == 1.5)
    #expect(GradientSlideMotion(duration: .infinity).duration == 1.5)
    #expect(GradientSlideMotion(duration: .nan).duration == 1.5)
    #expect(GradientSlideMotion(duration: 3).duration == 3)
  }

  @Test func aSlidingShimmerWithABadDurationCrossesInTheDefaultDuration() {
    let span = 393.0
    let fallback = SkeletonShimmer.sliding(.leftRight, duration: .nan, autoreverses: false, span: span)
    let standard = SkeletonShimmer.sliding(.leftRight, duration: 1.5, autoreverses: false, span: span)
    #expect(fallback.speed == standard.speed)
  }
}
