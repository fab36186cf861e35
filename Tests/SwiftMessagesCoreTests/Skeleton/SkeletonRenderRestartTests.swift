import Foundation
import Testing

@testable import SwiftMessagesCore

/// When a root's animation restarts, decided in the core: an iPhone 15 (393 x 852), a card
/// root 361 x 120 at (16, 120), `.skeletonDefault`'s light colour.
@Suite struct SkeletonRenderRestartTests {
  private let clouds = [0.925, 0.941, 0.945, 1.0]

  private func run(
    _ type: SkeletonType, custom: SkeletonRenderPlan.CustomAnimation? = nil, inWindow: Bool = true,
    x: Double = 16, y: Double = 120, color: [Double]? = nil
  ) -> SkeletonRenderPlan {
    SkeletonRenderPlan.make(
      type: type, animated: true, custom: custom, reduceMotion: false, rightToLeft: false, windowWidth: 393,
      windowHeight: 852, inWindow: inWindow, overlayWidth: 361, overlayHeight: 120,
      baseColor: color ?? clouds, windowX: x, windowY: y)
  }

  @Test func aRelayoutThatChangesNothingKeepsTheAnimationRunning() {
    let shimmer = run(.gradient)
    #expect(!shimmer.restarts(shimmer))
    #expect(!run(.gradient).restarts(shimmer))
    #expect(run(.gradient).restarts(nil))
  }

  @Test func aPulseKeepsRunningWhenTheRootMovesAndABandDoesNot() {
    #expect(!run(.solid, y: 400).restarts(run(.solid)))
    #expect(run(.gradient, x: 40).restarts(run(.gradient)))
    // Dark mode: the base colour changes, the pulse restarts.
    #expect(run(.solid, color: [0.11, 0.137, 0.145, 1]).restarts(run(.solid)))
  }

  @Test func outsideAWindowNothingRunsAndTheMoveToOneRestarts() {
    let offscreen = run(.gradient, inWindow: false)
    #expect(offscreen.animation == .none && offscreen.showsGradient && offscreen.bandOrigin == nil)
    #expect(run(.gradient).restarts(offscreen))
  }

  @Test func aScrollAcrossTheBandLaysNothingOutAgain() throws {
    let horizontal = run(.gradient)
    #expect(horizontal.followingScroll(windowOrigin: (16, -1_000)) == nil)
    let sliding = SkeletonRenderPlan.CustomAnimation.sliding(.topBottom, duration: 1.5, autoreverses: false)
    let vertical = run(.gradient, custom: sliding)
    let moved = try #require(vertical.followingScroll(windowOrigin: (16, -1_000)))
    #expect(moved.bandOrigin == -1_000 && moved == run(.gradient, custom: sliding, y: -1_000))
    #expect(run(.solid).followingScroll(windowOrigin: (0, 0)) == nil)
  }

  @Test func theSlidingTagNamesTheDirection() {
    #expect(
      SkeletonRenderPlan.CustomAnimation(
        slidingTag: GradientDirection.allCases.firstIndex(of: .topBottom), duration: 1.5, autoreverses: true)
        == .sliding(.topBottom, duration: 1.5, autoreverses: true))
    #expect(SkeletonRenderPlan.CustomAnimation(slidingTag: nil, duration: 1, autoreverses: false) == .other)
    #expect(
      SkeletonRenderPlan.CustomAnimation(
        slidingTag: GradientDirection.allCases.count, duration: 1, autoreverses: false) == .other)
  }
}
