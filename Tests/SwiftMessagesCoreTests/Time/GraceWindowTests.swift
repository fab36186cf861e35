import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct GraceWindowTests {
  private let window = GraceWindow(delay: 0.15, minimum: 0.3)

  private func close(_ value: TimeInterval, _ expected: TimeInterval) -> Bool {
    abs(value - expected) < 1e-9
  }

  @Test func showDelayIsWhatIsLeftOfTheGraceTime() {
    #expect(close(window.showDelay(requestedAt: 2, now: 2), 0.15))
    #expect(close(window.showDelay(requestedAt: 2, now: 2.1), 0.05))
    #expect(window.showDelay(requestedAt: 2, now: 2.15) == 0)
    #expect(window.showDelay(requestedAt: 2, now: 5) == 0)
    #expect(GraceWindow.none.showDelay(requestedAt: 2, now: 2) == 0)
  }

  @Test func hideDelayIsWhatIsLeftOfTheMinimum() {
    #expect(close(window.hideDelay(shownAt: 1, now: 1.1), 0.2))
    #expect(window.hideDelay(shownAt: 1, now: 1.3) == 0)
    #expect(window.hideDelay(shownAt: 1, now: 8) == 0)
    #expect(GraceWindow.none.hideDelay(shownAt: 1, now: 1) == 0)
  }

  @Test func badTimesCountAsNoTimeElapsed() {
    #expect(close(window.showDelay(requestedAt: 5, now: 1), 0.15))  // the clock went back
    #expect(close(window.showDelay(requestedAt: .nan, now: 1), 0.15))
    #expect(close(window.showDelay(requestedAt: 0, now: .infinity), 0.15))
    #expect(window.hideDelay(shownAt: 1, now: 0.5) == 0.3)  // never more than the minimum
    #expect(window.hideDelay(shownAt: .nan, now: 1) == 0.3)
  }

  @Test func aTimerFiringAHairEarlyCountsAsDue() {
    #expect(window.showDelay(requestedAt: 0, now: 0.15 - 1e-12) == 0)
    #expect(window.hideDelay(shownAt: 0.1, now: 0.4 - 1e-12) == 0)
  }

  @Test func badSettingsBecomeZero() {
    let window = GraceWindow(delay: -1, minimum: .nan)
    #expect(window == .none)
    #expect(GraceWindow(delay: .infinity, minimum: -.infinity) == .none)
  }
}
