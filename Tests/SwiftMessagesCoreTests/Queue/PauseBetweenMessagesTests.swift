import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// `pauseBetweenMessages`: the gap between one message's `didHide` and the next `willShow`.
@Suite struct PauseBetweenMessagesTests {
  @Test func theDefaultPauseIsHalfASecond() {
    #expect(QueueStateMachine().pauseBetweenMessages == 0.5)
    #expect(QueueSimulator().driver.machine.pauseBetweenMessages == 0.5)
  }

  @Test func theNextMessageWaitsForThePauseAfterDidHide() throws {
    // Given two messages with the default pause
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a"))
    try sim.show(MessageRequest(id: "b", duration: .forever))
    // When
    sim.advance(by: 5)
    // Then b's willShow comes 0.5 s after a's didHide
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "2.40 willHide a #1 (timeout)",
        "2.60 didHide a #1 (timeout)",
        "3.10 willShow b #2", "3.50 didShow b #2",
      ])
  }

  @Test func aCustomPauseIsHonoured() throws {
    // Given
    let sim = QueueSimulator(pauseBetweenMessages: 1.5)
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "b", duration: .forever))
    // When
    sim.advance(by: 10)
    // Then
    let didHide = try #require(sim.recorder.time(of: "didHide", for: .nth(1)))
    let willShow = try #require(sim.recorder.time(of: "willShow", for: .nth(2)))
    #expect(abs(didHide - 1.6) < 1e-9)
    #expect(abs(willShow - didHide - 1.5) < 1e-9)
  }

  @Test func aMessageRequestedDuringThePauseWaitsForItsEnd() throws {
    // Given a message that just hid
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    sim.advance(by: 1.7)  // didHide at 1.6
    #expect(!sim.driver.machine.isIdle)
    // When a new message arrives 0.1 s into the pause
    let b = try sim.show(MessageRequest(id: "b", duration: .forever))
    // Then it is queued, and shown when the pause ends
    #expect(sim.driver.phase(of: b) == .queued)
    sim.advance(by: 1)
    #expect(abs((sim.recorder.time(of: "willShow", for: b) ?? 0) - 2.1) < 1e-9)
  }

  @Test func theMachineSchedulesThePauseThenPresents() throws {
    // Given a hidden message and one waiting
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationFinished(a, at: 1)
    _ = machine.hide(at: 2)
    // When
    let finished = machine.dismissalFinished(a, at: 3)
    // Then
    #expect(finished == [.emit(.didHide(a, id: "a", reason: .programmatic)), .schedule(.pause, after: 0.5)])
    #expect(machine.phase(of: b) == .queued)
    #expect(machine.timerFired(.pause, at: 3.5) == [.present(b)])
    // A second, stale pause fire does nothing.
    #expect(machine.timerFired(.pause, at: 3.6) == [])
  }

  @Test func aZeroPauseShowsTheNextMessageAtOnce() throws {
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationFinished(a, at: 1)
    _ = machine.hide(at: 2)
    #expect(
      machine.dismissalFinished(a, at: 3) == [
        .emit(.didHide(a, id: "a", reason: .programmatic)), .present(b),
      ])
  }

  @Test func thePauseRunsEvenWithNothingWaiting() throws {
    // Given
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.presentationFinished(a, at: 1)
    _ = machine.hide(at: 2)
    _ = machine.dismissalFinished(a, at: 3)
    // When a message arrives during the pause
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 3.2)
    // Then it is not presented before the pause ends
    #expect(b.actions == [])
    #expect(!machine.isIdle)
    #expect(machine.timerFired(.pause, at: 3.5) == [.present(b.token)])
  }

  @Test(arguments: [-1, -.infinity, .infinity, .nan] as [Double])
  func invalidPausesAreStoredAsZero(pause: Double) {
    // Given / When
    var machine = QueueStateMachine(pauseBetweenMessages: pause)
    // Then: documented clamp (an infinite pause would wedge the queue)
    #expect(machine.pauseBetweenMessages == 0)
    machine.pauseBetweenMessages = 0.25
    #expect(machine.pauseBetweenMessages == 0.25)
    machine.pauseBetweenMessages = pause
    #expect(machine.pauseBetweenMessages == 0)
    #expect(QueueSimulator(pauseBetweenMessages: pause).driver.machine.pauseBetweenMessages == 0)
  }
}
