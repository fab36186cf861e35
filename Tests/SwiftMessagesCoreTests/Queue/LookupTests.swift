import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// Look-ups by id and token: `current(id:)`, `queued(id:)`, `currentOrQueued(id:)`, phases.
@Suite struct LookupTests {
  @Test func lookupsFindCurrentQueuedAndDelayedMessages() throws {
    // Given "a" on screen, "b" queued, "c" waiting out a delay
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    let c = try machine.enqueue(MessageRequest(id: "c", duration: .indefinite(delay: 3, minimum: 0)), at: 0)
      .token
    // Then
    #expect(machine.current(id: "a") == a)
    #expect(machine.queued(id: "a") == nil)
    #expect(machine.currentOrQueued(id: "a") == a)
    #expect(machine.current(id: "b") == nil)
    #expect(machine.queued(id: "b") == b)
    #expect(machine.currentOrQueued(id: "b") == b)
    #expect(machine.current(id: "c") == nil)
    #expect(machine.queued(id: "c") == c)
    #expect(machine.currentOrQueued(id: "c") == c)
    #expect(machine.currentOrQueued(id: "z") == nil)
    #expect(machine.currentToken == a)
  }

  @Test func queuedPrefersQueuedOverDelayedThenPriorityThenOrder() throws {
    // Given several messages with the same id (duplicates allowed) behind a blocker
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0)
    func add(_ priority: Int, _ duration: MessageDuration = .automatic) throws -> MessageToken {
      try machine.enqueue(
        MessageRequest(id: "a", priority: priority, duration: duration, duplicatePolicy: .allow), at: 0
      ).token
    }
    _ = try add(9, .indefinite(delay: 1, minimum: 0))
    #expect(machine.queued(id: "a") == .nth(2))  // only the delayed one so far
    _ = try add(0)
    let firstFive = try add(5)
    _ = try add(5)
    // Then the queued message that would show first wins
    #expect(machine.queued(id: "a") == firstFive)
  }

  @Test func theCurrentMessageIsFoundWhileItAnimatesOut() throws {
    // Given
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hide(at: 1)
    // Then, as in SwiftMessages, it is current until the hide completes
    #expect(machine.current(id: "a") == a)
    #expect(machine.currentToken == a)
    _ = machine.dismissalFinished(a, at: 1.2)
    #expect(machine.current(id: "a") == nil)
    #expect(machine.currentToken == nil)
  }

  @Test func aMessageGoesThroughEveryPhase() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 2)), at: 0
    )
    .token
    #expect(machine.phase(of: token) == .delayed)
    // Hold the queue with a message in front so the HUD is queued after its delay.
    let x = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0.5).token
    _ = machine.timerFired(.delay(token), at: 1)
    #expect(machine.phase(of: token) == .queued)
    _ = machine.presentationFinished(x, at: 1)
    _ = machine.hide(at: 1)
    _ = machine.dismissalFinished(x, at: 1.2)
    _ = machine.timerFired(.pause, at: 1.7)
    #expect(machine.phase(of: token) == .presenting)
    _ = machine.presentationFinished(token, at: 2)
    #expect(machine.phase(of: token) == .shown)
    _ = machine.hide(at: 2.5)
    #expect(machine.phase(of: token) == .hidePending)
    _ = machine.timerFired(.minimumDisplay(token), at: 4)
    #expect(machine.phase(of: token) == .hiding)
    _ = machine.dismissalFinished(token, at: 4.2)
    #expect(machine.phase(of: token) == nil)
    #expect(machine.request(for: token) == nil)
  }

  @Test func requestForATokenReturnsTheAcceptedRequest() throws {
    var machine = QueueStateMachine()
    let request = MessageRequest(id: "a", priority: 4, duration: .seconds(seconds: 7), text: "Hello")
    let token = try machine.enqueue(request, at: 0).token
    #expect(machine.request(for: token) == request)
    #expect(machine.request(for: .nth(42)) == nil)
  }

  @Test func droppedMessagesAreNotFound() throws {
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0)
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.hide(id: "a", at: 1)
    #expect(machine.queued(id: "a") == nil)
    #expect(machine.phase(of: a) == nil)
  }

  @Test func idleAndWaitingCount() throws {
    var machine = QueueStateMachine()
    #expect(machine.isIdle)
    #expect(machine.waitingCount == 0)
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    #expect(!machine.isIdle)
    _ = try machine.enqueue(MessageRequest(id: "b"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "c", duration: .indefinite(delay: 1, minimum: 0)), at: 0)
    #expect(machine.waitingCount == 2)
  }

  @Test func theDriverLooksUpPresentations() throws {
    // Given
    let sim = QueueSimulator()
    let a = try sim.show(MessageRequest(id: "a", duration: .forever, text: "A"))
    try sim.show(MessageRequest(id: "b", text: "B"))
    try sim.show(MessageRequest(id: "c", duration: .indefinite(delay: 1, minimum: 0), text: "C"))
    let driver = sim.driver
    // Then
    #expect(driver.current?.token == a)
    #expect(driver.current?.payload.text == "A")
    #expect(driver.current(id: "a")?.text == "A")
    #expect(driver.current(id: "b") == nil)
    #expect(driver.queued(id: "b")?.text == "B")
    #expect(driver.queued(id: "c")?.text == "C")
    #expect(driver.currentOrQueued(id: "a")?.text == "A")
    #expect(driver.currentOrQueued(id: "c")?.text == "C")
    #expect(driver.currentOrQueued(id: "zzz") == nil)
    #expect(driver.payload(for: a)?.text == "A")
    #expect(driver.phase(of: a) == .presenting)
  }
}
