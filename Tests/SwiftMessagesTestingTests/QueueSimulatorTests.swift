import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// ``QueueSimulator``: a queue with a simulated driver on a manual clock.
@Suite struct QueueSimulatorTests {
  @Test func defaults() {
    let sim = QueueSimulator()
    #expect(sim.showAnimationDuration == 0.4)
    #expect(sim.hideAnimationDuration == 0.2)
    #expect(sim.now == 0)
    #expect(sim.driver.machine.pauseBetweenMessages == 0.5)
    #expect(sim.driver.machine.capacity == nil)
  }

  @Test func simulatesAFullMessageLifeWithAnimationTimes() throws {
    // Given
    let sim = QueueSimulator()
    sim.showAnimationDuration = 1
    sim.hideAnimationDuration = 0.5
    // When
    let token = try sim.show(MessageRequest(id: "saved", duration: .seconds(seconds: 2)))
    sim.advance(by: 10)
    // Then
    #expect(
      sim.recorder.entries == [
        .init(time: 0, event: .willShow(token, id: "saved")),
        .init(time: 1, event: .didShow(token, id: "saved")),
        .init(time: 3, event: .willHide(token, id: "saved", reason: .timeout)),
        .init(time: 3.5, event: .didHide(token, id: "saved", reason: .timeout)),
      ])
    #expect(sim.now == 10)
    #expect(sim.driver.machine.isIdle)
  }

  @Test func thePayloadIsTheTextOrElseTheId() throws {
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a", duration: .forever, text: "Hello"))
    #expect(sim.driver.current?.payload.text == "Hello")
    let plain = QueueSimulator()
    try plain.show(MessageRequest(id: "b", duration: .forever))
    #expect(plain.driver.current?.payload.text == "b")
  }

  @Test func presentationOutcomeSimulatesFailures() throws {
    let sim = QueueSimulator()
    sim.presentationOutcome = { _ in .noContext }
    let token = try sim.show(MessageRequest(id: "a"))
    #expect(sim.recorder.events == [.failed(token, id: "a", failure: .noContext)])
    #expect(sim.driver.machine.isIdle)
  }

  @Test func unanimatedDismissalsFinishAtOnce() throws {
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .forever))
    sim.advance(by: 1)
    sim.driver.hide(animated: false)
    #expect(sim.recorder.names(for: token) == ["willShow", "didShow", "willHide", "didHide"])
    #expect(sim.recorder.time(of: "didHide", for: token) == 1)
  }

  @Test func invalidDurationsThrow() {
    let sim = QueueSimulator()
    #expect(throws: QueueError.self) {
      try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: .nan)))
    }
    #expect(sim.recorder.entries.isEmpty)
  }

  @Test func theCapacityIsPassedThrough() throws {
    let sim = QueueSimulator(pauseBetweenMessages: 0, capacity: QueueCapacity(limit: 0))
    try sim.show(MessageRequest(id: "a"))
    let b = try sim.show(MessageRequest(id: "b"))
    #expect(sim.recorder.events.last == .dropped(b, id: "b", reason: .overCapacity))
    #expect(sim.driver.machine.pauseBetweenMessages == 0)
  }
}
