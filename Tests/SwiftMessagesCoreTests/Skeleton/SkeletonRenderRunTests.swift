import Foundation
import Testing

@testable import SwiftMessagesCore

/// When a root's animation restarts, decided in the core: an iPhone 15 (393 x 852), a card
/// root 361 x 120 at (16, 120), `.skeletonDefault`'s light colour.
@Suite struct SkeletonRenderRunTests {
  private let clouds = [0.925, 0.941, 0.945, 1.0]

  private func plan(
    _ type: SkeletonType, custom: SkeletonRenderPlan.CustomAnimation? = nil, inWindow: Bool = true
  )
    -> SkeletonRenderPlan
  {
    SkeletonRenderPlan.make(
      type: type, animated: true, custom: custom, reduceMotion: false, rightToLeft: false, windowWidth: 393,
      windowHeight: 852, inWindow: inWindow)
  }

  private func run(_ plan: SkeletonRenderPlan, x: Double = 16, y: Double = 120, color: [Double]? = nil)
    -> SkeletonRenderPlan.Run
  {
    SkeletonRenderPlan.Run(
      plan: plan, width: 361, height: 120, baseColor: color ?? clouds, windowX: x, windowY: y)
  }

  @Test func aRelayoutThatChangesNothingKeepsTheAnimationRunning() {
    let shimmer = run(plan(.gradient))
    #expect(!shimmer.restarts(shimmer))
    #expect(run(plan(.gradient)).restarts(nil))
  }

  @Test func aPulseKeepsRunningWhenTheRootMovesAndABandDoesNot() {
    let pulse = plan(.solid)
    #expect(!run(pulse, y: 400).restarts(run(pulse)))
    #expect(run(plan(.gradient), x: 40).restarts(run(plan(.gradient))))
    // Dark mode: the base colour changes, the pulse restarts.
    #expect(run(pulse, color: [0.11, 0.137, 0.145, 1]).restarts(run(pulse)))
  }

  @Test func outsideAWindowNothingRunsAndTheMoveToOneRestarts() {
    let offscreen = plan(.gradient, inWindow: false)
    #expect(
      offscreen.animation == .none && offscreen.showsGradient
        && offscreen.bandOrigin(windowX: 0, windowY: 0) == nil)
    #expect(run(plan(.gradient)).restarts(run(offscreen)))
  }

  @Test func aScrollAcrossTheBandLaysNothingOutAgain() throws {
    let horizontal = run(plan(.gradient))
    #expect(horizontal.followingScroll(windowOrigin: (16, -1_000)) == nil)
    let vertical = run(plan(.gradient, custom: .sliding(.topBottom, duration: 1.5, autoreverses: false)))
    let moved = try #require(vertical.followingScroll(windowOrigin: (16, -1_000)))
    #expect(moved.bandOrigin == -1_000 && moved.plan == vertical.plan)
    #expect(run(plan(.solid)).followingScroll(windowOrigin: (0, 0)) == nil)
  }

  @Test func theSlidingTagNamesTheDirection() {
    #expect(
      SkeletonRenderPlan.CustomAnimation(slidingTag: "topBottom", duration: 1.5, autoreverses: true)
        == .sliding(.topBottom, duration: 1.5, autoreverses: true))
    #expect(SkeletonRenderPlan.CustomAnimation(slidingTag: nil, duration: 1, autoreverses: false) == .other)
    #expect(
      SkeletonRenderPlan.CustomAnimation(slidingTag: "diagonal", duration: 1, autoreverses: false) == .other)
  }
}
