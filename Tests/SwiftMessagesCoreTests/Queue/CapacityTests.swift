import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// The optional bound on waiting messages (``QueueCapacity``) and its overflow policies.
@Suite struct CapacityTests {
  /// A machine with a blocker on screen and the given capacity.
  private func blockedMachine(_ capacity: QueueCapacity?) throws -> QueueStateMachine {
    var machine = QueueStateMachine(capacity: capacity)
    _ = try machine.enqueue(MessageRequest(id: "blocker", duration: .forever), at: 0)
    return machine
  }

  @Test func defaults() {
    #expect(QueueStateMachine().capacity == nil)
    #expect(QueueCapacity(limit: 3).overflow == .dropNewest)
    #expect(QueueCapacity(limit: -3).limit == 0)
  }

  @Test func withoutACapacityTheQueueIsUnbounded() throws {
    var machine = try blockedMachine(nil)
    for index in 0..<500 {
      #expect(try machine.enqueue(MessageRequest(id: "m\(index)"), at: 0).isAccepted)
    }
    #expect(machine.waitingCount == 500)
  }

  @Test func dropNewestDropsTheNewcomerWhenFull() throws {
    // Given two waiting messages and a limit of 2
    var machine = try blockedMachine(QueueCapacity(limit: 2))
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "b"), at: 0)
    // When a third arrives, even with a higher priority
    let c = try machine.enqueue(MessageRequest(id: "c", priority: 10), at: 0)
    // Then it is dropped and not counted
    #expect(c.dropReason == .overCapacity)
    #expect(!c.isAccepted)
    #expect(c.actions == [.emit(.dropped(c.token, id: "c", reason: .overCapacity))])
    #expect(machine.waitingCount == 2)
    #expect(machine.count(id: "c") == 0)
    #expect(machine.queued(id: "a") != nil && machine.queued(id: "b") != nil)
  }

  @Test func delayedMessagesCountTowardsTheLimit() throws {
    var machine = try blockedMachine(QueueCapacity(limit: 1))
    _ = try machine.enqueue(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)), at: 0)
    #expect(try machine.enqueue(MessageRequest(id: "a"), at: 0).dropReason == .overCapacity)
  }

  @Test func aDelayedMessageNeedsRoomEvenWhenNothingIsOnScreen() throws {
    var machine = QueueStateMachine(capacity: QueueCapacity(limit: 0))
    let hud = try machine.enqueue(
      MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)), at: 0)
    #expect(hud.dropReason == .overCapacity)
  }

  @Test func limitZeroAcceptsOnlyWhatCanBeShownAtOnce() throws {
    // Given
    let sim = QueueSimulator(capacity: QueueCapacity(limit: 0))
    // When
    let a = try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "b"))  // "a" is on screen
    sim.advance(by: 1.7)  // "a" hid at 1.6; the pause runs until 2.1
    try sim.show(MessageRequest(id: "c"))  // during the pause
    sim.advance(by: 1)
    let d = try sim.show(MessageRequest(id: "d", duration: .forever))  // idle again
    // Then
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.00 dropped b #2 (overCapacity)", "0.40 didShow a #1",
        "1.40 willHide a #1 (timeout)", "1.60 didHide a #1 (timeout)", "1.70 dropped c #3 (overCapacity)",
        "2.70 willShow d #4",
      ])
    #expect(a == .nth(1) && d == .nth(4))
  }

  @Test func roomFreedByPresentationIsReused() throws {
    // Given a limit of 1 with one waiting
    let sim = QueueSimulator.noPause(capacity: QueueCapacity(limit: 1))
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
    // When "b" moves on screen
    sim.advance(by: 1.7)
    #expect(sim.driver.current?.payload.text == "b")
    // Then there is room again
    let c = try sim.show(MessageRequest(id: "c"))
    #expect(sim.driver.phase(of: c) == .queued)
  }

  @Test func dropLowestPriorityEvictsALowerPriorityWaitingMessage() throws {
    // Given a full queue (limit 2) holding priorities 1 and 0
    var machine = try blockedMachine(QueueCapacity(limit: 2, overflow: .dropLowestPriority))
    let one = try machine.enqueue(MessageRequest(id: "one", priority: 1), at: 0).token
    let zero = try machine.enqueue(MessageRequest(id: "zero", priority: 0), at: 0).token
    // When an urgent message arrives
    let urgent = try machine.enqueue(MessageRequest(id: "urgent", priority: 5), at: 0)
    // Then the lowest-priority waiting message makes room
    #expect(urgent.isAccepted)
    #expect(urgent.actions == [.emit(.dropped(zero, id: "zero", reason: .overCapacity))])
    #expect(machine.phase(of: zero) == nil)
    #expect(machine.phase(of: one) == .queued)
    #expect(machine.phase(of: urgent.token) == .queued)
  }

  @Test func dropLowestPriorityDropsTheNewcomerWhenNothingWaitingIsLower() throws {
    var machine = try blockedMachine(QueueCapacity(limit: 2, overflow: .dropLowestPriority))
    _ = try machine.enqueue(MessageRequest(id: "one", priority: 1), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "two", priority: 2), at: 0)
    // A lower newcomer goes...
    let low = try machine.enqueue(MessageRequest(id: "low", priority: 0), at: 0)
    #expect(low.actions == [.emit(.dropped(low.token, id: "low", reason: .overCapacity))])
    // ...and so does an equal one: among equals the newest is dropped.
    let equal = try machine.enqueue(MessageRequest(id: "equal", priority: 1), at: 0)
    #expect(equal.dropReason == .overCapacity)
    #expect(machine.queued(id: "one") != nil)
  }

  @Test func dropLowestPriorityEvictsTheNewestAmongEqualVictims() throws {
    var machine = try blockedMachine(QueueCapacity(limit: 2, overflow: .dropLowestPriority))
    let older = try machine.enqueue(MessageRequest(id: "older"), at: 0).token
    let newer = try machine.enqueue(MessageRequest(id: "newer"), at: 0).token
    let result = try machine.enqueue(MessageRequest(id: "high", priority: 1), at: 0)
    #expect(result.actions == [.emit(.dropped(newer, id: "newer", reason: .overCapacity))])
    #expect(machine.phase(of: older) == .queued)
  }

  @Test func evictingADelayedMessageCancelsItsTimer() throws {
    var machine = try blockedMachine(QueueCapacity(limit: 1, overflow: .dropLowestPriority))
    let hud = try machine.enqueue(
      MessageRequest(id: "hud", priority: -1, duration: .indefinite(delay: 2, minimum: 0)), at: 0
    ).token
    let result = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    #expect(result.actions == [.cancel(.delay(hud)), .emit(.dropped(hud, id: "hud", reason: .overCapacity))])
    #expect(machine.timerFired(.delay(hud), at: 2) == [])
  }

  @Test func aReplacementDoesNotCountTheMessageItReplaces() throws {
    // Given a full queue (limit 1) whose waiting message is "a"
    var machine = try blockedMachine(QueueCapacity(limit: 1))
    let old = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    // When "a" is replaced
    let new = try machine.enqueue(MessageRequest(id: "a", duplicatePolicy: .replace), at: 0)
    // Then the replacement takes its slot
    #expect(new.isAccepted)
    #expect(new.actions == [.emit(.dropped(old, id: "a", reason: .replaced))])
    #expect(machine.queued(id: "a") == new.token)
  }

  @Test func aDuplicateIsReportedAsADuplicateEvenWhenFull() throws {
    var machine = try blockedMachine(QueueCapacity(limit: 1))
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    let again = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    #expect(again.dropReason == .duplicate)
    #expect(machine.count(id: "a") == 2)
  }
}
