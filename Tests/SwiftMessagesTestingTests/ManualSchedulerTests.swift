import Foundation
import SwiftMessagesTesting
import Testing

/// ``ManualScheduler``: virtual time that moves only when told to.
@Suite struct ManualSchedulerTests {
  @Test func startsAtTheGivenTime() {
    #expect(ManualScheduler().now == 0)
    #expect(ManualScheduler(now: 5).now == 5)
    #expect(ManualScheduler().pendingCount == 0)
    #expect(ManualScheduler().nextDeadline == nil)
  }

  @Test func advanceRunsDueTimersInDeadlineOrderAtTheirDeadlines() {
    // Given timers scheduled out of order
    let scheduler = ManualScheduler()
    var log: [String] = []
    _ = scheduler.schedule(after: 3) { log.append("c@\(scheduler.now)") }
    _ = scheduler.schedule(after: 1) { log.append("a@\(scheduler.now)") }
    _ = scheduler.schedule(after: 2) { log.append("b@\(scheduler.now)") }
    #expect(scheduler.pendingCount == 3)
    #expect(scheduler.nextDeadline == 1)
    // When
    scheduler.advance(by: 2.5)
    // Then only the due ones ran, each seeing its own deadline as now
    #expect(log == ["a@1.0", "b@2.0"])
    #expect(scheduler.now == 2.5)
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.nextDeadline == 3)
  }

  @Test func equalDeadlinesRunFirstScheduledFirst() {
    let scheduler = ManualScheduler()
    var log: [Int] = []
    for index in 0..<5 { _ = scheduler.schedule(after: 1) { log.append(index) } }
    scheduler.advance(by: 1)
    #expect(log == [0, 1, 2, 3, 4])
  }

  @Test func aTimerDueExactlyAtTheTargetRuns() {
    let scheduler = ManualScheduler()
    var ran = false
    _ = scheduler.schedule(after: 2) { ran = true }
    scheduler.advance(by: 1.999)
    #expect(!ran)
    scheduler.advance(by: 0.001)
    #expect(ran)
  }

  @Test func timersScheduledByTimersRunInTheSameAdvanceWhenDue() {
    // Given a timer that schedules another 1 s later
    let scheduler = ManualScheduler()
    var log: [TimeInterval] = []
    _ = scheduler.schedule(after: 1) {
      log.append(scheduler.now)
      _ = scheduler.schedule(after: 1) { log.append(scheduler.now) }
      _ = scheduler.schedule(after: 5) { log.append(scheduler.now) }
    }
    // When
    scheduler.advance(by: 3)
    // Then the chained timer ran at 2, the later one waits for 6
    #expect(log == [1, 2])
    #expect(scheduler.nextDeadline == 6)
  }

  @Test func cancelledTimersNeverRunAndCancellingTwiceIsHarmless() {
    let scheduler = ManualScheduler()
    var ran = false
    let timer = scheduler.schedule(after: 1) { ran = true }
    timer.cancel()
    timer.cancel()
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: 10)
    #expect(!ran)
  }

  @Test func cancellingAfterTheTimerFiredDoesNothing() {
    let scheduler = ManualScheduler()
    var count = 0
    let timer = scheduler.schedule(after: 1) { count += 1 }
    _ = scheduler.schedule(after: 2) { count += 10 }
    scheduler.advance(by: 1)
    timer.cancel()
    scheduler.advance(by: 1)
    #expect(count == 11)
  }

  @Test(arguments: [-1, .nan, .infinity, -.infinity] as [Double])
  func invalidDelaysRunAtTheNextAdvance(delay: Double) {
    let scheduler = ManualScheduler(now: 4)
    var ranAt: TimeInterval?
    _ = scheduler.schedule(after: delay) { ranAt = scheduler.now }
    #expect(scheduler.nextDeadline == 4)
    scheduler.advance(by: 0)
    #expect(ranAt == 4)
  }

  @Test(arguments: [-1, .nan, .infinity] as [Double])
  func invalidAdvancesDoNotMoveTime(interval: Double) {
    let scheduler = ManualScheduler(now: 1)
    var ran = false
    _ = scheduler.schedule(after: 1) { ran = true }
    scheduler.advance(by: interval)
    #expect(scheduler.now == 1)
    #expect(!ran)
  }

  @Test func advanceToNeverGoesBackwards() {
    let scheduler = ManualScheduler(now: 10)
    scheduler.advance(to: 3)
    #expect(scheduler.now == 10)
    scheduler.advance(to: 12.5)
    #expect(scheduler.now == 12.5)
  }

  @Test func runUntilIdleRunsEverythingAndCounts() {
    let scheduler = ManualScheduler()
    var log: [TimeInterval] = []
    _ = scheduler.schedule(after: 7) { log.append(scheduler.now) }
    _ = scheduler.schedule(after: 2) {
      log.append(scheduler.now)
      _ = scheduler.schedule(after: 1) { log.append(scheduler.now) }
    }
    #expect(scheduler.runUntilIdle() == 3)
    #expect(log == [2, 3, 7])
    #expect(scheduler.now == 7)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func runUntilIdleStopsAtTheLimit() {
    // Given a timer that reschedules itself forever
    let scheduler = ManualScheduler()
    func tick() { _ = scheduler.schedule(after: 1) { tick() } }
    tick()
    // When / Then
    #expect(scheduler.runUntilIdle(limit: 25) == 25)
    #expect(scheduler.now == 25)
    #expect(scheduler.pendingCount == 1)
  }
}
