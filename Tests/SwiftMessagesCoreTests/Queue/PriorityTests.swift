import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// Ordering: higher ``MessageRequest/priority`` first, first-in first-out among equals.
@Suite struct PriorityTests {
  /// Shows a blocking message, queues `requests` behind it, hides the blocker and returns the
  /// ids in the order they were shown.
  private func showOrder(of requests: [MessageRequest]) throws -> [String] {
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "blocker", duration: .forever))
    for request in requests { try sim.show(request) }
    sim.advance(by: 0.4)
    sim.driver.hide()
    sim.advance(by: 100)
    return sim.recorder.events.filter { $0.name == "willShow" }.map(\.id).filter { $0 != "blocker" }
  }

  @Test func higherPriorityIsShownFirst() throws {
    let order = try showOrder(of: [
      MessageRequest(id: "low", priority: 0, duration: .seconds(seconds: 1)),
      MessageRequest(id: "high", priority: 5, duration: .seconds(seconds: 1)),
      MessageRequest(id: "mid", priority: 1, duration: .seconds(seconds: 1)),
      MessageRequest(id: "negative", priority: -1, duration: .seconds(seconds: 1)),
    ])
    #expect(order == ["high", "mid", "low", "negative"])
  }

  @Test func equalPrioritiesAreFirstInFirstOut() throws {
    let ids = ["one", "two", "three", "four", "five"]
    let order = try showOrder(
      of: ids.map { MessageRequest(id: $0, priority: 3, duration: .seconds(seconds: 1)) })
    #expect(order == ids)
  }

  @Test func mixedPrioritiesKeepArrivalOrderWithinEachPriority() throws {
    let order = try showOrder(of: [
      MessageRequest(id: "a0", priority: 0, duration: .seconds(seconds: 1)),
      MessageRequest(id: "b2", priority: 2, duration: .seconds(seconds: 1)),
      MessageRequest(id: "c0", priority: 0, duration: .seconds(seconds: 1)),
      MessageRequest(id: "d2", priority: 2, duration: .seconds(seconds: 1)),
      MessageRequest(id: "e1", priority: 1, duration: .seconds(seconds: 1)),
    ])
    #expect(order == ["b2", "d2", "e1", "a0", "c0"])
  }

  @Test func aHigherPriorityDoesNotInterruptTheVisibleMessage() throws {
    // Given a low-priority message on screen
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "low", priority: -5, duration: .seconds(seconds: 2)))
    sim.advance(by: 1)
    // When an urgent one arrives
    try sim.show(MessageRequest(id: "urgent", priority: 100, duration: .seconds(seconds: 1)))
    sim.advance(by: 10)
    // Then it waits for the current one to finish
    #expect(
      sim.log == [
        "0.00 willShow low #1", "0.40 didShow low #1", "2.40 willHide low #1 (timeout)",
        "2.60 didHide low #1 (timeout)", "2.60 willShow urgent #2", "3.00 didShow urgent #2",
        "4.00 willHide urgent #2 (timeout)", "4.20 didHide urgent #2 (timeout)",
      ])
  }

  @Test func theMachinePresentsTheHighestPriorityAfterADismissal() throws {
    // Given
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    let blocker = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0).token
    _ = machine.presentationFinished(blocker, at: 1)
    _ = try machine.enqueue(MessageRequest(id: "low", priority: 1), at: 1)
    let high = try machine.enqueue(MessageRequest(id: "high", priority: 2), at: 1).token
    _ = machine.hide(at: 2)
    // When
    let actions = machine.dismissalFinished(blocker, at: 3)
    // Then
    #expect(actions == [.emit(.didHide(blocker, id: "x", reason: .programmatic)), .present(high)])
  }

  @Test func priorityAppliesToMessagesLeavingTheirDelay() throws {
    // Given a delayed high-priority message and a queued low-priority one behind a blocker
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "blocker", duration: .forever))
    try sim.show(MessageRequest(id: "low", priority: 0, duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "hud", priority: 9, duration: .indefinite(delay: 1, minimum: 0)))
    // When the delay passes and then the blocker hides
    sim.advance(by: 2)
    sim.driver.hide()
    sim.advance(by: 1)
    // Then the delayed message, now queued, goes first by priority
    #expect(sim.recorder.events.filter { $0.name == "willShow" }.map(\.id) == ["blocker", "hud"])
  }

  @Test func messagesShownDuringAnotherMessagesDelayWindowGoFirst() throws {
    // SwiftMessages' documented behaviour: an `.indefinite(delay:)` message only enters the
    // queue after its delay, so messages requested during the delay window go first.
    // Given a blocker on screen, a delayed "hud", then "toast" requested during the delay
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "blocker", duration: .forever))
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)))
    sim.advance(by: 0.5)
    try sim.show(MessageRequest(id: "toast", duration: .seconds(seconds: 1)))
    // When the hud's delay has passed and the blocker hides
    sim.advance(by: 1)
    sim.driver.hide()
    sim.advance(by: 1)
    // Then the toast, which entered the queue first, is shown first
    #expect(sim.recorder.events.filter { $0.name == "willShow" }.map(\.id) == ["blocker", "toast"])
  }
}
