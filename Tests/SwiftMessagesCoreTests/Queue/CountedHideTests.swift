import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// `hideCounted(id:)`, `count(id:)` and `set(count:for:)`.
@Suite struct CountedHideTests {
  @Test func threeShowsNeedThreeCountedHides() throws {
    // Given the same id shown three times: one visible, two dropped but counted
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "sync", duration: .forever))
    try sim.show(MessageRequest(id: "sync", duration: .forever))
    sim.advance(by: 1)
    try sim.show(MessageRequest(id: "sync", duration: .forever))
    #expect(sim.driver.count(id: "sync") == 3)
    // When hidden by count twice
    sim.driver.hideCounted(id: "sync")
    sim.driver.hideCounted(id: "sync")
    sim.advance(by: 1)
    // Then it stays, with a count of 1
    #expect(sim.driver.phase(of: token) == .shown)
    #expect(sim.driver.count(id: "sync") == 1)
    // When the third counted hide arrives
    sim.driver.hideCounted(id: "sync")
    sim.advance(by: 1)
    // Then it hides
    #expect(
      sim.log == [
        "0.00 willShow sync #1", "0.00 dropped sync #2 (duplicate)", "0.40 didShow sync #1",
        "1.00 dropped sync #3 (duplicate)", "2.00 willHide sync #1 (programmatic)",
        "2.20 didHide sync #1 (programmatic)",
      ])
    #expect(sim.driver.count(id: "sync") == 0)
  }

  @Test func countedHideDecrementsWithoutActions() throws {
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    #expect(machine.count(id: "a") == 2)
    #expect(machine.hideCounted(id: "a", at: 1) == [])
    #expect(machine.count(id: "a") == 1)
  }

  @Test func aDroppedDuplicateOfADelayedMessageIsCounted() throws {
    // Given a delayed HUD requested twice
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)))
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)))
    #expect(sim.driver.count(id: "hud") == 2)
    // When both tasks finish before the delay
    sim.driver.hideCounted(id: "hud")
    #expect(sim.driver.queued(id: "hud") != nil)
    sim.driver.hideCounted(id: "hud")
    sim.advance(by: 5)
    // Then it never shows
    #expect(sim.log == ["0.00 dropped hud #2 (duplicate)", "0.00 dropped hud #1 (hidden(programmatic))"])
  }

  @Test func unknownIdsCountZero() {
    #expect(QueueStateMachine().count(id: "nope") == 0)
    #expect(QueueSimulator().driver.count(id: "nope") == 0)
  }

  @Test func uncountedMessagesAreHiddenByTheFirstCountedHide() throws {
    // Given duplicates allowed: nothing is counted
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "a", duration: .forever, duplicatePolicy: .allow), at: 0
    ).token
    _ = machine.presentationFinished(token, at: 0.4)
    #expect(machine.count(id: "a") == 0)
    // When / Then
    #expect(
      machine.hideCounted(id: "a", at: 1)
        == [.emit(.willHide(token, id: "a", reason: .programmatic)), .dismiss(token, animated: true)])
  }

  @Test func setCountIsIgnoredWithoutAnEntry() throws {
    // Given no message with the id
    var machine = QueueStateMachine()
    // When
    machine.setCount(5, for: "a")
    // Then nothing is stored, and a later request starts from 1
    #expect(machine.count(id: "a") == 0)
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    #expect(machine.count(id: "a") == 1)
  }

  @Test func setCountOverridesAnExistingCount() throws {
    // Given
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .forever))
    sim.advance(by: 1)
    // When
    sim.driver.set(count: 3, for: "a")
    // Then three counted hides are needed
    #expect(sim.driver.count(id: "a") == 3)
    sim.driver.hideCounted(id: "a")
    sim.driver.hideCounted(id: "a")
    #expect(sim.driver.phase(of: token) == .shown)
    sim.driver.hideCounted(id: "a")
    #expect(sim.driver.phase(of: token) == .hiding)
  }

  @Test(arguments: [0, -2])
  func settingACountOfZeroOrLessMakesTheNextCountedHideHide(count: Int) throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = machine.presentationFinished(token, at: 0.4)
    machine.setCount(count, for: "a")
    #expect(machine.count(id: "a") == 0)
    #expect(
      machine.hideCounted(id: "a", at: 1).first == .emit(.willHide(token, id: "a", reason: .programmatic)))
  }

  @Test func theCountIsClearedOnceTheMessageHides() throws {
    // Given "a" counted twice, then hidden by hide()
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a", duration: .forever))
    try sim.show(MessageRequest(id: "a", duration: .forever))
    sim.advance(by: 1)
    sim.driver.hide()
    sim.advance(by: 1)
    #expect(sim.driver.count(id: "a") == 0)
    // When shown again
    try sim.show(MessageRequest(id: "a", duration: .forever))
    // Then the count starts afresh
    #expect(sim.driver.count(id: "a") == 1)
  }

  @Test func hideByIdClearsTheCountAndHidesAtOnce() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = machine.presentationFinished(token, at: 0.4)
    #expect(machine.count(id: "a") == 3)
    #expect(machine.hide(id: "a", at: 1).first == .emit(.willHide(token, id: "a", reason: .programmatic)))
    #expect(machine.count(id: "a") == 0)
  }

  @Test func hideAllClearsEveryCount() throws {
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "b"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "b"), at: 0)
    _ = machine.hideAll(at: 1)
    #expect(machine.count(id: "a") == 0)
    #expect(machine.count(id: "b") == 0)
  }

  @Test func aReplacingRequestIsCountedLikeADuplicate() throws {
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = try machine.enqueue(MessageRequest(id: "a", duplicatePolicy: .replace), at: 0)
    #expect(machine.count(id: "a") == 3)
  }

  @Test func aFailedPresentationClearsTheCount() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = try machine.enqueue(MessageRequest(id: "a"), at: 0)
    _ = machine.presentationFailed(token, failure: .noContext, at: 0)
    #expect(machine.count(id: "a") == 0)
  }
}
