import Foundation
import Testing

@testable import SwiftMessagesCore

/// What a root draws: iPhone 15 portrait window, 393 × 852 pt.
@Suite struct SkeletonRenderPlanTests {
  private let span = 393.0

  private func plan(
    _ type: SkeletonType, animated: Bool = true, custom: SkeletonRenderPlan.CustomAnimation? = nil,
    reduceMotion: Bool = false, rightToLeft: Bool = false
  ) -> SkeletonRenderPlan {
    SkeletonRenderPlan.make(
      type: type, animated: animated, custom: custom, reduceMotion: reduceMotion, rightToLeft: rightToLeft,
      windowWidth: 393, windowHeight: 852)
  }

  @Test func aStaticGradientDrawsItsGradient() {
    let still = plan(.gradient, animated: false)
    #expect(still.animation == .none)
    #expect(still.showsGradient)
    #expect(still.gradientStart == SkeletonUnitPoint(x: 0, y: 0.5))
    #expect(still.gradientEnd == SkeletonUnitPoint(x: 1, y: 0.5))
    // The right-to-left sweep is halfway at the same points (the gradient is symmetric).
    let rtl = plan(.gradient, animated: false, rightToLeft: true)
    #expect(rtl.gradientStart == SkeletonUnitPoint(x: 0, y: 0.5))
    #expect(rtl.gradientEnd == SkeletonUnitPoint(x: 1, y: 0.5))
    #expect(!plan(.solid, animated: false).showsGradient)
  }

  @Test func translucentSolidSkeletonsAreNeverTintedByTheHighlight() {
    for animated in [false, true] {
      for reduceMotion in [false, true] {
        for custom in [nil, SkeletonRenderPlan.CustomAnimation.other] {
          #expect(
            !plan(.solid, animated: animated, custom: custom, reduceMotion: reduceMotion).showsHighlight)
        }
      }
    }
    #expect(plan(.solid).animation == .pulse(.standard))
    // Only the moving band shows the highlight.
    #expect(plan(.gradient).showsHighlight)
    #expect(!plan(.gradient, animated: false).showsHighlight)
    #expect(!plan(.gradient, reduceMotion: true).showsHighlight)
  }

  @Test func thePulseDoesNotFollowTheRootAndTheBandDoes() {
    #expect(!plan(.solid).followsPosition)
    #expect(!plan(.gradient, reduceMotion: true).followsPosition)
    #expect(plan(.gradient).followsPosition)
  }

  @Test func reduceMotionFadesWithTheCoresTiming() {
    #expect(plan(.gradient, reduceMotion: true).animation == .fade(.reducedMotion))
    #expect(plan(.solid, custom: .other, reduceMotion: true).animation == .fade(.reducedMotion))
    #expect(plan(.solid, animated: false, reduceMotion: true).animation == .none)
    #expect(SkeletonRenderPlan.reducedMotionOpacity == 0.6)
  }

  @Test func theDefaultBandIsMirroredRightToLeft() {
    #expect(plan(.gradient).animation == .shimmer(.standard))
    #expect(plan(.gradient).span == 393)
    var mirrored = SkeletonShimmer.standard
    mirrored.direction = .rightLeft
    #expect(plan(.gradient, rightToLeft: true).animation == .shimmer(mirrored))
  }

  @Test func slidingAnimationHonoursDurationAndAutoreverses() {
    let sliding = plan(.gradient, custom: .sliding(.topBottom, duration: 3, autoreverses: true))
    guard case .shimmer(let shimmer) = sliding.animation else {
      Issue.record("expected the shared band, got \(sliding.animation)")
      return
    }
    // A vertical band crosses the window's height.
    #expect(sliding.span == 852)
    #expect(shimmer.direction == .topBottom)
    #expect(shimmer.autoreverses)
    #expect(abs(shimmer.cycleDuration(span: 852) - 3) < 1e-9)
    #expect(abs(shimmer.period(span: 852) - 6) < 1e-9)
    // An explicit direction is kept in right-to-left layouts.
    let explicit = plan(
      .gradient, custom: .sliding(.leftRight, duration: 1.5, autoreverses: false), rightToLeft: true)
    guard case .shimmer(let band) = explicit.animation else {
      Issue.record("expected the shared band")
      return
    }
    #expect(band.direction == .leftRight)
    #expect(!band.autoreverses)
    #expect(abs(band.cycleDuration(span: span) - 1.5) < 1e-9)
    // Other custom animations run as given, on the gradient of a gradient skeleton.
    #expect(plan(.gradient, custom: .other).animation == .custom)
    #expect(plan(.gradient, custom: .other).showsGradient)
    #expect(!plan(.solid, custom: .other).showsGradient)
  }
}
