import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// Runs a timing machine on virtual time: actions are recorded with the time they happened, and
/// `.schedule` becomes a manual-scheduler timer that calls `timerFired(at:)`.
private final class VirtualDriver {
  let scheduler = ManualScheduler()
  var machine: SkeletonTimingMachine
  private(set) var shows: [TimeInterval] = []
  private(set) var hides: [TimeInterval] = []

  init(timing: SkeletonTiming = .standard) {
    machine = SkeletonTimingMachine(timing: timing)
  }

  func loadStarted(at time: TimeInterval) {
    scheduler.advance(to: time)
    perform(machine.handle(.showRequested(at: scheduler.now)))
  }

  func loadFinished(at time: TimeInterval) {
    scheduler.advance(to: time)
    perform(machine.handle(.hideRequested(at: scheduler.now)))
  }

  func run(until time: TimeInterval) { scheduler.advance(to: time) }

  private func perform(_ actions: [SkeletonTimingMachine.Action]) {
    for action in actions {
      switch action {
      case .show: shows.append(scheduler.now)
      case .hide: hides.append(scheduler.now)
      case .schedule(let delay):
        _ = scheduler.schedule(after: delay) { [unowned self] in
          self.perform(self.machine.handle(.timerFired(at: self.scheduler.now)))
        }
      }
    }
  }
}

@Suite struct SkeletonTimingMachineTests {
  private func close(_ values: [TimeInterval], _ expected: [TimeInterval]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test func fastLoadNeverShows() {
    let driver = VirtualDriver()
    driver.loadStarted(at: 1)
    driver.loadFinished(at: 1.1)
    driver.run(until: 5)
    #expect(driver.shows.isEmpty && driver.hides.isEmpty)
    #expect(driver.machine.state == .idle)
  }

  @Test func slowLoadShowsAfterGraceAndHidesAtOnceWhenMinimumIsMet() {
    let driver = VirtualDriver()
    driver.loadStarted(at: 1)
    driver.run(until: 1.149)
    #expect(driver.shows.isEmpty)
    driver.run(until: 1.2)
    #expect(close(driver.shows, [1.15]))
    #expect(driver.machine.isVisible)
    driver.loadFinished(at: 2)
    #expect(close(driver.hides, [2]))
    #expect(driver.machine.state == .idle)
  }

  @Test func contentArrivingJustAfterShowWaitsForTheMinimum() {
    let driver = VirtualDriver()
    driver.loadStarted(at: 0)
    driver.loadFinished(at: 0.2)  // shown at 0.15
    #expect(driver.hides.isEmpty)
    #expect(driver.machine.state == .hiding(shownAt: 0.15))
    driver.run(until: 1)
    #expect(close(driver.shows, [0.15]))
    #expect(close(driver.hides, [0.45]))  // 0.15 + 0.3
  }

  @Test func repeatedRequestsAreIdempotent() {
    let driver = VirtualDriver()
    driver.loadStarted(at: 0)
    driver.loadStarted(at: 0.05)  // keeps the first request's grace deadline
    driver.run(until: 0.5)
    driver.loadStarted(at: 0.6)
    driver.loadFinished(at: 1)
    driver.loadFinished(at: 1.01)
    driver.run(until: 3)
    #expect(close(driver.shows, [0.15]))
    #expect(close(driver.hides, [1]))
  }

  @Test func staleGraceTimerFromACancelledRequestDoesNotShowEarly() {
    let driver = VirtualDriver()
    driver.loadStarted(at: 0)
    driver.loadFinished(at: 0.05)
    driver.loadStarted(at: 0.1)  // the first timer still fires at 0.15
    driver.run(until: 0.2)
    #expect(driver.shows.isEmpty)
    driver.run(until: 1)
    #expect(close(driver.shows, [0.25]))
  }

  @Test func reloadingWhileWaitingToHideKeepsTheSkeletonUp() {
    let driver = VirtualDriver()
    driver.loadStarted(at: 0)
    driver.loadFinished(at: 0.2)  // hide pending until 0.45
    driver.loadStarted(at: 0.3)  // loading again: stay visible
    driver.run(until: 1)
    #expect(driver.hides.isEmpty)
    #expect(driver.machine.state == .visible(shownAt: 0.15))
    driver.loadFinished(at: 1.5)
    #expect(close(driver.hides, [1.5]))
    #expect(close(driver.shows, [0.15]))
  }

  @Test func immediateTimingShowsAndHidesAtOnce() {
    let driver = VirtualDriver(timing: .immediate)
    driver.loadStarted(at: 3)
    #expect(close(driver.shows, [3]))
    driver.loadFinished(at: 3)
    #expect(close(driver.hides, [3]))
    #expect(driver.scheduler.pendingCount == 0)
  }

  @Test func eventsTableForEveryState() {
    var machine = SkeletonTimingMachine(timing: .standard)
    #expect(machine.state == .idle)
    #expect(machine.handle(.timerFired(at: 0)) == [])
    #expect(machine.handle(.hideRequested(at: 0)) == [])
    #expect(machine.handle(.showRequested(at: 1)) == [.schedule(after: 0.15)])
    #expect(machine.state == .pending(requestedAt: 1))
    #expect(machine.handle(.timerFired(at: 1.1)) == [])  // early timer
    #expect(machine.state == .pending(requestedAt: 1))
    #expect(machine.handle(.timerFired(at: 1.15)) == [.show])
    #expect(machine.handle(.timerFired(at: 1.2)) == [])
    #expect(machine.handle(.showRequested(at: 1.2)) == [])
    let hide = machine.handle(.hideRequested(at: 1.25))
    guard hide.count == 1, case .schedule(let delay) = hide[0] else {
      Issue.record("expected a schedule, got \(hide)")
      return
    }
    #expect(abs(delay - 0.2) < 1e-9)
    #expect(machine.handle(.hideRequested(at: 1.3)) == [])
    #expect(machine.handle(.timerFired(at: 1.4)) == [])  // early timer
    #expect(machine.handle(.timerFired(at: 1.45)) == [.hide])
    #expect(!machine.isVisible)
  }

  @Test func badTimesNeverWedgeTheMachine() {
    var machine = SkeletonTimingMachine(timing: .standard)
    #expect(machine.handle(.showRequested(at: .nan)) == [.schedule(after: 0.15)])
    #expect(machine.handle(.hideRequested(at: .nan)) == [])
    #expect(machine.state == .idle)
    _ = machine.handle(.showRequested(at: 0))
    #expect(machine.handle(.timerFired(at: 0.2)) == [.show])
    #expect(machine.handle(.hideRequested(at: -5)) == [.schedule(after: 0.3)])  // at most the minimum
  }
}
