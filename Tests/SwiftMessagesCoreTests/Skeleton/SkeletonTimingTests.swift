import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonTimingTests {
  private func waits(_ decision: SkeletonTiming.Decision, _ expected: TimeInterval) -> Bool {
    guard case .wait(let delay) = decision else { return false }
    return abs(delay - expected) < 1e-9
  }

  @Test func defaults() {
    #expect(SkeletonTiming.standard.graceTime == 0.15)
    #expect(SkeletonTiming.standard.minimumDisplayTime == 0.3)
    #expect(SkeletonTiming.immediate == SkeletonTiming(graceTime: 0, minimumDisplayTime: 0))
  }

  @Test func showDecisions() {
    let timing = SkeletonTiming()
    #expect(timing.showDecision(requestedAt: 2, now: 2, contentReady: true) == .skip)
    #expect(timing.showDecision(requestedAt: 2, now: 9, contentReady: true) == .skip)
    #expect(waits(timing.showDecision(requestedAt: 2, now: 2, contentReady: false), 0.15))
    #expect(waits(timing.showDecision(requestedAt: 2, now: 2.1, contentReady: false), 0.05))
    #expect(timing.showDecision(requestedAt: 2, now: 2.15, contentReady: false) == .show)
    #expect(timing.showDecision(requestedAt: 2, now: 5, contentReady: false) == .show)
    #expect(SkeletonTiming.immediate.showDecision(requestedAt: 2, now: 2, contentReady: false) == .show)
  }

  @Test func showDecisionClampsBadTimes() {
    let timing = SkeletonTiming()
    #expect(waits(timing.showDecision(requestedAt: 5, now: 1, contentReady: false), 0.15))  // clock went back
    #expect(waits(timing.showDecision(requestedAt: .nan, now: 1, contentReady: false), 0.15))
    #expect(waits(timing.showDecision(requestedAt: 0, now: .infinity, contentReady: false), 0.15))
  }

  @Test func hideDelays() {
    let timing = SkeletonTiming()
    #expect(timing.hideDelay(shownAt: nil, now: 4) == 0)
    #expect(abs(timing.hideDelay(shownAt: 1, now: 1.1) - 0.2) < 1e-9)
    #expect(timing.hideDelay(shownAt: 1, now: 1.3) == 0)
    #expect(timing.hideDelay(shownAt: 1, now: 8) == 0)
    #expect(timing.hideDelay(shownAt: 1, now: 0.5) == 0.3)  // never more than the minimum
    #expect(timing.hideDelay(shownAt: .nan, now: 1) == 0.3)
    #expect(SkeletonTiming.immediate.hideDelay(shownAt: 1, now: 1) == 0)
  }

  @Test func badSettingsBecomeZero() {
    var timing = SkeletonTiming(graceTime: -1, minimumDisplayTime: .nan)
    #expect(timing.graceTime == 0)
    #expect(timing.minimumDisplayTime == 0)
    timing.graceTime = .infinity
    timing.minimumDisplayTime = -3
    #expect(timing.graceTime == 0)
    #expect(timing.minimumDisplayTime == 0)
    timing.graceTime = 0.5
    #expect(timing.graceTime == 0.5)
  }
}
