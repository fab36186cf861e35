import Foundation
import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// Presentation failures and vanished hosts: surfaced as events, and the queue moves on.
@Suite struct FailureTests {
  @Test func aFailedPresentationEmitsFailedAndTheNextMessageShowsAtOnce() throws {
    // Given a driver that cannot present "a" (no window)
    let sim = QueueSimulator()
    sim.presentationOutcome = { $0.text == "a" ? .noContext : nil }
    // When
    try sim.show(MessageRequest(id: "a"))
    try sim.show(MessageRequest(id: "b", duration: .forever))
    sim.advance(by: 1)
    // Then "a" fails visibly and "b" is shown without a pause (nothing was on screen)
    #expect(
      sim.log == [
        "0.00 failed a #1 (no presentation context (no key window or root view controller))",
        "0.00 willShow b #2", "0.40 didShow b #2",
      ])
  }

  @Test func theMachineForgetsAFailedMessage() throws {
    // Given
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    // When
    let actions = machine.presentationFailed(a, failure: .other("boom"), at: 0.1)
    // Then
    #expect(actions == [.emit(.failed(a, id: "a", failure: .other("boom"))), .present(b)])
    #expect(machine.phase(of: a) == nil)
    #expect(machine.currentToken == b)
    // The failed id is no longer a duplicate.
    #expect(try machine.enqueue(MessageRequest(id: "a"), at: 0.2).isAccepted)
  }

  @Test func aFailureAfterTheStartIsStillReported() throws {
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.presentationStarted(a)
    #expect(
      machine.presentationFailed(a, failure: .noContext, at: 0.1) == [
        .emit(.failed(a, id: "a", failure: .noContext))
      ])
    #expect(machine.isIdle)
  }

  @Test func failuresForMessagesNotPresentingAreIgnored() throws {
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    #expect(machine.presentationFailed(a, failure: .noContext, at: 1) == [])  // already shown
    #expect(machine.presentationFailed(b, failure: .noContext, at: 1) == [])  // only queued
    #expect(machine.phase(of: a) == .shown)
    #expect(machine.phase(of: b) == .queued)
  }

  @Test func failureDescriptions() {
    #expect(
      PresentationFailure.noContext.description
        == "no presentation context (no key window or root view controller)")
    #expect(
      PresentationFailure.hostDisappeared.description == "the host view disappeared during presentation")
    #expect(PresentationFailure.other("custom").description == "custom")
  }

  // MARK: - Host disappeared

  @Test func anOrphanStillAnimatingInIsHiddenNotFailedSoWillShowPairsWithDidHide() throws {
    // Given "a" animating in (willShow delivered) with "b" waiting
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationStarted(a)
    // When its host leaves the window mid-slide (a full-screen modal right after the show)
    #expect(
      machine.hostDisappeared(a, at: 0.2) == [
        .emit(.willHide(a, id: "a", reason: .hostDisappeared)), .dismiss(a, animated: false),
      ])
    // Then it ends with didHide (listeners saw willShow) and "b" follows after the pause
    #expect(
      machine.dismissalFinished(a, at: 0.2) == [
        .emit(.didHide(a, id: "a", reason: .hostDisappeared)), .schedule(.pause, after: 0.5),
      ])
    _ = b
  }

  @Test func aHostThatLeavesItsWindowKeepsItsMessage() throws {
    // Given a visible "offline" banner that stays until hidden
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    // When the user switches tab (its host leaves the window) and comes back
    #expect(machine.hostDisappeared(a, at: 1) == [])
    _ = machine.handle(.hostReappeared(a))
    // Then the banner is still the current message
    #expect(machine.phase(of: a) == .shown)
    #expect(machine.currentToken == a)
  }

  @Test func anOrphanedMessageIsHiddenWithoutAnimationWhenTheNextOneNeedsTheScreen() throws {
    // Given a visible .forever message whose host left the window
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hostDisappeared(a, at: 1)
    // When another message is shown
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 2)
    // Then the orphan is hidden at once, with its events, so that "b" can follow
    #expect(
      b.actions == [.emit(.willHide(a, id: "a", reason: .hostDisappeared)), .dismiss(a, animated: false)])
  }

  @Test func anOrphanedMessageIsNoDuplicateOfTheSameMessageShownAgain() throws {
    // Given an orphaned "offline" banner
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    let a = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hostDisappeared(a, at: 1)
    // When the app shows the same banner from the screen the user is on now
    let again = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 2)
    // Then it is accepted (not dropped as a duplicate) and replaces the orphan
    #expect(again.isAccepted)
    #expect(
      machine.dismissalFinished(a, at: 2) == [
        .emit(.didHide(a, id: "offline", reason: .hostDisappeared)), .present(again.token),
      ])
  }

  @Test func aMessageStillPresentingInAHostWithoutAWindowFailsWhenTheNextOneNeedsTheScreen() throws {
    // Given a message shown from viewDidLoad: installed, waiting for its host's window
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    #expect(machine.hostDisappeared(a, at: 0) == [])
    // When another message is requested before the host ever reaches a window
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 1)
    // Then the waiting message fails and "b" is presented
    #expect(
      b.actions == [.emit(.failed(a, id: "a", failure: .hostDisappeared)), .present(b.token)])
  }

  @Test func aHostThatDisappearsWhileTheMessageHidesFinishesTheHide() throws {
    // Given a message animating out
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hide(a, reason: .programmatic, at: 1)
    // When the host goes away before the animation reports back
    let actions = machine.hostDisappeared(a, at: 1.1)
    // Then the hide completes at once and the next message is presented
    #expect(actions == [.emit(.didHide(a, id: "a", reason: .programmatic)), .present(b)])
    // A late completion of the interrupted animation is ignored.
    #expect(machine.dismissalFinished(a, at: 1.2) == [])
  }

  @Test func anOrphanEvictedDuringAPostponedHideCancelsTheMinimumTimer() throws {
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a", duration: .indefinite(delay: 0, minimum: 5)), at: 0)
      .token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hide(at: 1)
    #expect(machine.hostDisappeared(a, at: 2) == [])
    #expect(
      try machine.enqueue(MessageRequest(id: "b"), at: 3).actions == [
        .cancel(.minimumDisplay(a)), .emit(.willHide(a, id: "a", reason: .hostDisappeared)),
        .dismiss(a, animated: false),
      ])
  }

  @Test func aVanishedHostNeverWedgesTheQueue() throws {
    // Given a .forever message (SwiftMessages #411: it blocked the queue once its controller went away)
    let sim = QueueSimulator()
    let a = try sim.show(MessageRequest(id: "a", duration: .forever))
    try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
    sim.advance(by: 1)
    // When its host disappears
    sim.queue.hostDisappeared(a)
    sim.advance(by: 10)
    // Then "a" goes without animation, since "b" waits, and "b" follows after the usual pause
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "1.00 willHide a #1 (hostDisappeared)",
        "1.00 didHide a #1 (hostDisappeared)", "1.50 willShow b #2", "1.90 didShow b #2",
        "2.90 willHide b #2 (timeout)", "3.10 didHide b #2 (timeout)",
      ])
    #expect(sim.queue.machine.isIdle)
  }

  @Test func hostDisappearedForAStaleOrWaitingTokenIsIgnored() throws {
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    #expect(machine.hostDisappeared(b, at: 0.1) == [])
    #expect(machine.hostDisappeared(.nth(77), at: 0.1) == [])
    #expect(machine.phase(of: a) == .presenting)
  }
}
