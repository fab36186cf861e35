import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// ``MessageQueue``: the machine driven by a scheduler, holding payloads.
@Suite struct MessageQueueTests {
  @Test func presentAndDismissCommandsCarryThePayload() throws {
    // Given a driver that records commands
    let scheduler = ManualScheduler()
    let queue = MessageQueue<String>(scheduler: scheduler)
    var commands: [String] = []
    queue.perform = { command in
      switch command {
      case .present(let token, let payload): commands.append("present \(token) \(payload)")
      case .dismiss(let token, let payload, let animated):
        commands.append("dismiss \(token) \(payload) \(animated)")
      }
    }
    // When
    let token = try queue.show(MessageRequest(id: "a"), payload: "A")
    queue.presentationFinished(token)
    queue.hide(animated: false)
    // Then
    #expect(commands == ["present #1 A", "dismiss #1 A false"])
  }

  @Test func payloadsAreReleasedAfterTheLastEventNotBefore() throws {
    // Given
    let scheduler = ManualScheduler()
    let queue = MessageQueue<String>(scheduler: scheduler)
    var payloadAtDidHide: String?
    queue.onEvent = { event in
      if event.name == "didHide" { payloadAtDidHide = queue.payload(for: event.token) }
    }
    let token = try queue.show(MessageRequest(id: "a"), payload: "A")
    queue.presentationFinished(token)
    #expect(queue.payload(for: token) == "A")
    // When
    queue.hide()
    queue.dismissalFinished(token)
    // Then the listener could still read it, and it is gone afterwards
    #expect(payloadAtDidHide == "A")
    #expect(queue.payload(for: token) == nil)
    #expect(queue.current == nil)
  }

  @Test func aDroppedRequestKeepsNoPayload() throws {
    let queue = MessageQueue<String>(scheduler: ManualScheduler())
    try queue.show(MessageRequest(id: "a"), payload: "A")
    let dropped = try queue.show(MessageRequest(id: "a"), payload: "A again")
    #expect(queue.payload(for: dropped) == nil)
    #expect(queue.phase(of: dropped) == nil)
  }

  @Test func reentrantCallbacksKeepEventsInOrder() throws {
    // Given a driver whose animations complete synchronously, from inside `perform`
    let scheduler = ManualScheduler()
    let queue = MessageQueue<String>(scheduler: scheduler, pauseBetweenMessages: 0)
    var events: [String] = []
    queue.onEvent = { events.append($0.description) }
    queue.perform = { command in
      switch command {
      case .present(let token, _):
        queue.presentationStarted(token)
        queue.presentationFinished(token)
      case .dismiss(let token, _, _):
        queue.dismissalFinished(token)
      }
    }
    // When
    try queue.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)), payload: "A")
    try queue.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)), payload: "B")
    scheduler.advance(by: 5)
    // Then every message's events are complete and never interleaved
    #expect(
      events == [
        "willShow a #1", "didShow a #1", "willHide a #1 (timeout)", "didHide a #1 (timeout)", "willShow b #2",
        "didShow b #2", "willHide b #2 (timeout)", "didHide b #2 (timeout)",
      ])
  }

  @Test func timersAreCancelledWhenTheMachineSaysSo() throws {
    // Given a shown message with its auto-hide timer
    let scheduler = ManualScheduler()
    let queue = MessageQueue<String>(scheduler: scheduler)
    let token = try queue.show(MessageRequest(id: "a"), payload: "A")
    queue.presentationFinished(token)
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.nextDeadline == 2)
    // When it is hidden early
    queue.hide()
    // Then the timer no longer exists in the scheduler
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aPanEndReschedulesTheTimerForTheFullInterval() throws {
    let scheduler = ManualScheduler()
    let queue = MessageQueue<String>(scheduler: scheduler)
    let token = try queue.show(MessageRequest(id: "a"), payload: "A")
    queue.presentationFinished(token)
    scheduler.advance(by: 0.5)
    queue.panBegan(token)
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: 3)
    queue.panEnded(token)
    #expect(scheduler.nextDeadline == 5.5)
  }

  @Test func releasingTheQueueCancelsItsTimers() throws {
    let scheduler = ManualScheduler()
    do {
      let queue = MessageQueue<String>(scheduler: scheduler)
      let token = try queue.show(MessageRequest(id: "a"), payload: "A")
      queue.presentationFinished(token)
      #expect(scheduler.pendingCount == 1)
    }
    #expect(scheduler.pendingCount == 0)
  }

  @Test func optionsForwardToTheMachine() {
    let queue = MessageQueue<Int>(
      scheduler: ManualScheduler(), pauseBetweenMessages: 2, capacity: QueueCapacity(limit: 4))
    #expect(queue.machine.pauseBetweenMessages == 2)
    #expect(queue.machine.capacity?.limit == 4)
    queue.isVoiceOverRunning = true
    #expect(queue.machine.isVoiceOverRunning)
    queue.pauseBetweenMessages = 0.1
    #expect(queue.machine.pauseBetweenMessages == 0.1)
  }
}
