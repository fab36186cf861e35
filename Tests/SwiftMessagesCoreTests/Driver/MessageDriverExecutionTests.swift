import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// ``MessageDriver`` executing the machine: timers on the scheduler, presentations held until
/// the last event, re-entrant callbacks.
@Suite struct MessageDriverExecutionTests {
  /// A presentation whose animations complete at once, from inside the driver's call.
  final class InstantPresentation: MessagePresentation {
    var isHostInWindow: Bool { true }
    var onHostWindowChange: ((Bool) -> Void)?
    var showDuration: TimeInterval { 0.4 }
    var hideDuration: TimeInterval { 0.2 }
    func install() -> PresentationFailure? { nil }
    func animateIn(completion: @escaping () -> Void) { completion() }
    func animateOut(animated: Bool, completion: @escaping () -> Void) { completion() }
    func didAppear() {}
    func uninstall() {}
  }

  @Test func presentationsAreReleasedAfterTheLastEventNotBefore() throws {
    // Given
    let sim = QueueSimulator()
    var presentationAtDidHide: String?
    sim.driver.onEvent = { event, _ in
      if event.name == "didHide" { presentationAtDidHide = sim.driver.payload(for: event.token)?.text }
    }
    let token = try sim.show(MessageRequest(id: "a", duration: .forever))
    sim.advance(by: 1)
    #expect(sim.driver.payload(for: token)?.text == "a")
    // When
    sim.driver.hide()
    sim.advance(by: 1)
    // Then the listener could still read it, and it is gone afterwards
    #expect(presentationAtDidHide == "a")
    #expect(sim.driver.payload(for: token) == nil)
    #expect(sim.driver.current == nil)
  }

  @Test func aDroppedRequestKeepsNoPresentation() throws {
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a"))
    let dropped = try sim.show(MessageRequest(id: "a"))
    #expect(sim.driver.payload(for: dropped) == nil)
    #expect(sim.driver.phase(of: dropped) == nil)
  }

  @Test func reentrantCallbacksKeepEventsInOrder() throws {
    // Given presentations whose animations complete synchronously, from inside the driver
    let scheduler = ManualScheduler()
    let driver = MessageDriver<InstantPresentation>(scheduler: scheduler, pauseBetweenMessages: 0)
    var events: [String] = []
    driver.onEvent = { event, _ in events.append(event.description) }
    // When
    try driver.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)), payload: InstantPresentation())
    try driver.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)), payload: InstantPresentation())
    scheduler.advance(by: 5)
    // Then every message's events are complete and never interleaved
    #expect(
      events == [
        "willShow a #1", "didShow a #1", "willHide a #1 (timeout)", "didHide a #1 (timeout)", "willShow b #2",
        "didShow b #2", "willHide b #2 (timeout)", "didHide b #2 (timeout)",
      ])
  }

  @Test func timersAreCancelledWhenTheMachineSaysSo() throws {
    // Given a shown message with its auto-hide timer (its show deadline is gone)
    let scheduler = ManualScheduler()
    let driver = MessageDriver<InstantPresentation>(scheduler: scheduler, pauseBetweenMessages: 0)
    try driver.show(MessageRequest(id: "a"), payload: InstantPresentation())
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.nextDeadline == 2)
    // When it is hidden early
    driver.hide()
    // Then the timer no longer exists in the scheduler
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aPanEndReschedulesTheTimerForTheFullInterval() throws {
    let scheduler = ManualScheduler()
    let driver = MessageDriver<InstantPresentation>(scheduler: scheduler)
    let token = try driver.show(MessageRequest(id: "a"), payload: InstantPresentation())
    scheduler.advance(by: 0.5)
    driver.panBegan(token)
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: 3)
    driver.panEnded(token)
    #expect(scheduler.nextDeadline == 5.5)
  }

  @Test func releasingTheDriverCancelsItsTimers() throws {
    let scheduler = ManualScheduler()
    do {
      let driver = MessageDriver<InstantPresentation>(scheduler: scheduler)
      try driver.show(MessageRequest(id: "a"), payload: InstantPresentation())
      #expect(scheduler.pendingCount == 1)
    }
    #expect(scheduler.pendingCount == 0)
  }

  @Test func optionsForwardToTheMachine() {
    let driver = MessageDriver<InstantPresentation>(
      scheduler: ManualScheduler(), pauseBetweenMessages: 2, capacity: QueueCapacity(limit: 4))
    #expect(driver.machine.pauseBetweenMessages == 2)
    #expect(driver.machine.capacity?.limit == 4)
    driver.setOptions(pauseBetweenMessages: 0.1, capacity: nil, isVoiceOverRunning: true)
    #expect(driver.machine.isVoiceOverRunning)
    #expect(driver.machine.pauseBetweenMessages == 0.1)
    #expect(driver.machine.capacity == nil)
  }
}
