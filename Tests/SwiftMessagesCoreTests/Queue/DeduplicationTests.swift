import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// De-duplication by id (``DuplicatePolicy``), SwiftMessages' `ignoreDuplicates`.
@Suite struct DeduplicationTests {
  @Test func ignoreDuplicatesMapsToDropAndAllow() {
    #expect(DuplicatePolicy(ignoreDuplicates: true) == .drop)
    #expect(DuplicatePolicy(ignoreDuplicates: false) == .allow)
    #expect(MessageRequest(id: "a").duplicatePolicy == .drop)
    #expect(DuplicatePolicy.drop.countsRequests)
    #expect(DuplicatePolicy.replace.countsRequests)
    #expect(!DuplicatePolicy.allow.countsRequests)
  }

  @Test func dropPolicyDropsADuplicateOfTheVisibleMessage() throws {
    // Given a visible message "a"
    let sim = QueueSimulator.noPause()
    let first = try sim.show(MessageRequest(id: "a"))
    sim.advance(by: 0.4)
    // When the same id is requested again
    let second = try sim.show(MessageRequest(id: "a"))
    // Then the new request is dropped as a duplicate and the first stays up
    #expect(sim.log == ["0.00 willShow a #1", "0.40 didShow a #1", "0.40 dropped a #2 (duplicate)"])
    #expect(sim.driver.phase(of: second) == nil)
    #expect(sim.driver.phase(of: first) == .shown)
    #expect(sim.driver.payload(for: second) == nil)
  }

  @Test func dropPolicyDropsADuplicateOfAQueuedMessage() throws {
    // Given "a" waiting behind a message that stays up
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0)
    let queued = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    // When
    let duplicate = try machine.enqueue(MessageRequest(id: "a", priority: 10), at: 0)
    // Then
    #expect(queued.isAccepted)
    #expect(duplicate.dropReason == .duplicate)
    #expect(duplicate.actions == [.emit(.dropped(.nth(3), id: "a", reason: .duplicate))])
    #expect(machine.waitingCount == 1)
    #expect(machine.queued(id: "a") == queued.token)
  }

  @Test func dropPolicyDropsADuplicateOfAMessageWaitingOutItsDelay() throws {
    // Given "a" still waiting out an .indefinite delay (SwiftMessages let both in)
    var machine = QueueStateMachine()
    let delayed = try machine.enqueue(
      MessageRequest(id: "a", duration: .indefinite(delay: 1, minimum: 0)), at: 0)
    #expect(machine.phase(of: delayed.token) == .delayed)
    // When a second delayed request with the same id arrives
    let second = try machine.enqueue(
      MessageRequest(id: "a", duration: .indefinite(delay: 1, minimum: 0)), at: 0)
    // Then it is dropped, and only one delay timer was ever scheduled
    #expect(second.dropReason == .duplicate)
    #expect(second.actions == [.emit(.dropped(.nth(2), id: "a", reason: .duplicate))])
    #expect(machine.waitingCount == 1)
  }

  @Test func delayedDuplicatesShowOnlyOnce() throws {
    // Given
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)))
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)))
    // When
    sim.advance(by: 5)
    // Then
    #expect(sim.log == ["0.00 dropped hud #2 (duplicate)", "1.00 willShow hud #1", "1.40 didShow hud #1"])
  }

  @Test func differentIdsAreNeverDuplicates() throws {
    // Given / When
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
    sim.advance(by: 10)
    // Then
    #expect(sim.recorder.events.filter { $0.name == "didShow" }.map(\.id) == ["a", "b"])
    #expect(!sim.recorder.events.contains { $0.name == "dropped" })
  }

  @Test func allowPolicyQueuesDuplicatesWithoutCountingThem() throws {
    // Given ignoreDuplicates = false
    let sim = QueueSimulator.noPause()
    let policy = DuplicatePolicy(ignoreDuplicates: false)
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1), duplicatePolicy: policy))
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1), duplicatePolicy: policy))
    #expect(sim.driver.count(id: "a") == 0)
    // When
    sim.advance(by: 10)
    // Then both are shown, one after the other
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "1.40 willHide a #1 (timeout)",
        "1.60 didHide a #1 (timeout)",
        "1.60 willShow a #2", "2.00 didShow a #2", "3.00 willHide a #2 (timeout)",
        "3.20 didHide a #2 (timeout)",
      ])
  }

  @Test func replacePolicyHidesTheVisibleMessageAndShowsTheNewOne() throws {
    // Given a visible "a"
    let sim = QueueSimulator.noPause()
    let old = try sim.show(MessageRequest(id: "a", duration: .forever, text: "old"))
    sim.advance(by: 0.4)
    // When a replacing request with the same id arrives
    let new = try sim.show(
      MessageRequest(id: "a", duration: .forever, duplicatePolicy: .replace, text: "new"))
    sim.advance(by: 1)
    // Then the old one hides with reason `replaced` and the new one takes its place
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "0.40 willHide a #1 (replaced)",
        "0.60 didHide a #1 (replaced)",
        "0.60 willShow a #2", "1.00 didShow a #2",
      ])
    #expect(old == .nth(1) && new == .nth(2))
    #expect(sim.driver.current(id: "a")?.text == "new")
    // The replacement is counted on top of the old count, like a dropped duplicate.
    #expect(sim.driver.count(id: "a") == 2)
  }

  @Test func replacePolicyDropsAQueuedMessageInPlace() throws {
    // Given "a" queued behind "x"
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "x", duration: .forever))
    let old = try sim.show(MessageRequest(id: "a", text: "old"))
    let before = sim.recorder.events.count
    // When
    let new = try sim.show(MessageRequest(id: "a", duplicatePolicy: .replace, text: "new"))
    // Then the old one leaves the queue, never shown, and the new one waits instead
    #expect(Array(sim.recorder.events.dropFirst(before)) == [.dropped(old, id: "a", reason: .replaced)])
    #expect(sim.driver.phase(of: old) == nil)
    #expect(sim.driver.phase(of: new) == .queued)
    #expect(sim.driver.queued(id: "a")?.text == "new")
    #expect(sim.driver.machine.waitingCount == 1)
  }

  @Test func replacePolicyReplacesADelayedMessageAndCancelsItsTimer() throws {
    // Given "a" waiting out its delay
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "a", duration: .indefinite(delay: 1, minimum: 0)), at: 0)
    // When
    let result = try machine.enqueue(MessageRequest(id: "a", duplicatePolicy: .replace), at: 0.5)
    // Then
    #expect(
      result.actions == [
        .cancel(.delay(.nth(1))), .emit(.dropped(.nth(1), id: "a", reason: .replaced)), .present(.nth(2)),
      ])
    #expect(machine.phase(of: .nth(1)) == nil)
  }

  @Test func replacePolicyWithoutAnOlderMessageJustQueues() throws {
    var machine = QueueStateMachine()
    let result = try machine.enqueue(MessageRequest(id: "a", duplicatePolicy: .replace), at: 0)
    #expect(result.actions == [.present(.nth(1))])
    #expect(machine.count(id: "a") == 1)
  }

  @Test func aMessageWhoseHideWasRequestedDuringItsShowIsNoLongerADuplicate() throws {
    // Given "a" still animating in, with a hide already requested
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "a"))
    sim.advance(by: 0.1)
    sim.driver.hide()
    // When
    let again = try sim.show(MessageRequest(id: "a"))
    sim.advance(by: 1)
    // Then the new request is accepted and shown after the old one
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.10 willHide a #1 (programmatic)",
        "0.30 didHide a #1 (programmatic)", "0.30 willShow a #2", "0.70 didShow a #2",
      ])
    #expect(again == .nth(2))
  }
}
