import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// `setAutoHidePaused(_:for:)`: a driver (a deck) pauses a visible message's auto-hide and
/// resumes it with the time it had left, alongside the pan's own pause.
@Suite struct AutoHidePauseTests {
  /// A deck of 3 with "a" (`.automatic`, 2 s) shown at t = 1, so it would hide at 3.
  private func shownMachine(duration: MessageDuration = .automatic) throws -> (
    QueueStateMachine, MessageToken
  ) {
    var machine = QueueStateMachine(maximumVisible: 3)
    let token = try machine.enqueue(MessageRequest(id: "a", duration: duration), at: 0).token
    _ = machine.presentationFinished(token, at: 1)
    return (machine, token)
  }

  @Test func pausingKeepsTheRemainingTimeAndResumingRestartsIt() throws {
    // Given
    var (machine, token) = try shownMachine()
    // When the deck pauses it 0.5 s in
    #expect(machine.setAutoHidePaused(true, for: token, at: 1.5) == [.cancel(.autoHide(token))])
    // Then its 1.5 s are frozen, and the old timer firing hides nothing
    #expect(machine.remainingAutoHide(for: token, at: 40) == 1.5)
    #expect(machine.timerFired(.autoHide(token), at: 3) == [])
    // When it is resumed much later, it gets the 1.5 s it had left
    #expect(machine.setAutoHidePaused(false, for: token, at: 10) == [.schedule(.autoHide(token), after: 1.5)])
    #expect(
      machine.timerFired(.autoHide(token), at: 11.5)
        == [.emit(.willHide(token, id: "a", reason: .timeout)), .dismiss(token, animated: true)])
  }

  @Test func aMessagePausedWhileItAnimatesInStartsPausedWithItsFullInterval() throws {
    // Given a card that arrives behind the deck's front (paused before its show ends)
    var machine = QueueStateMachine(maximumVisible: 2)
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    #expect(machine.setAutoHidePaused(true, for: token, at: 0.1) == [])
    // When its show ends
    let finished = machine.presentationFinished(token, at: 0.4)
    // Then no timer runs, and the full 2 s wait for the resume
    #expect(finished == [.emit(.willShow(token, id: "a")), .emit(.didShow(token, id: "a"))])
    #expect(machine.remainingAutoHide(for: token, at: 5) == 2)
    #expect(machine.setAutoHidePaused(false, for: token, at: 5) == [.schedule(.autoHide(token), after: 2)])
  }

  @Test func aPanEndDoesNotRestartATimerTheDeckKeepsPaused() throws {
    // Given a card the deck paused at 1.5 (1.5 s left), dragged at 2
    var (machine, token) = try shownMachine()
    _ = machine.setAutoHidePaused(true, for: token, at: 1.5)
    #expect(machine.panBegan(token, at: 2) == [])
    // When the drag ends, it stays paused, but the release earned it the full interval
    #expect(machine.panEnded(token, at: 3) == [])
    #expect(machine.remainingAutoHide(for: token, at: 3) == 2)
    // And the deck's resume starts that full interval
    #expect(machine.setAutoHidePaused(false, for: token, at: 4) == [.schedule(.autoHide(token), after: 2)])
  }

  @Test func aResumeDuringADragWaitsForTheDragToEnd() throws {
    // Given a card dragged at 1.5 (1.5 s left) that the deck also pauses
    var (machine, token) = try shownMachine()
    _ = machine.panBegan(token, at: 1.5)
    #expect(machine.setAutoHidePaused(true, for: token, at: 2) == [])
    // When the deck resumes it mid-drag, nothing runs yet
    #expect(machine.setAutoHidePaused(false, for: token, at: 3) == [])
    // Then the end of the drag restarts it with the full interval
    #expect(machine.panEnded(token, at: 4) == [.schedule(.autoHide(token), after: 2)])
  }

  @Test func settingTheStateItAlreadyHasDoesNothing() throws {
    var (machine, token) = try shownMachine()
    #expect(machine.setAutoHidePaused(false, for: token, at: 1.5) == [])
    _ = machine.setAutoHidePaused(true, for: token, at: 1.5)
    #expect(machine.setAutoHidePaused(true, for: token, at: 2.5) == [])
    #expect(machine.remainingAutoHide(for: token, at: 2.5) == 1.5)
  }

  @Test func waitingUnknownAndNeverHidingMessagesAreIgnored() throws {
    // Given a full deck of 1 with a second message waiting, and a .forever message
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    let waiting = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    // Then pausing them changes nothing
    #expect(machine.setAutoHidePaused(true, for: a, at: 1) == [])
    #expect(machine.setAutoHidePaused(true, for: waiting, at: 1) == [])
    #expect(machine.setAutoHidePaused(true, for: .nth(99), at: 1) == [])
    #expect(machine.remainingAutoHide(for: a, at: 1) == nil)
    // And the waiting message, once shown, is not paused
    _ = machine.hide(a, reason: .programmatic, at: 2)
    _ = machine.dismissalFinished(a, at: 2.2)
    _ = machine.timerFired(.pause, at: 2.7)
    #expect(machine.presentationFinished(waiting, at: 3.1).last == .schedule(.autoHide(waiting), after: 2))
  }

  @Test func aContentUpdateOfAPausedCardRestartsItsFrozenInterval() throws {
    // Given a card paused with 1.5 s left
    var (machine, token) = try shownMachine()
    _ = machine.setAutoHidePaused(true, for: token, at: 1.5)
    // When its content changes, it keeps no timer but will get the full 2 s when resumed
    #expect(machine.contentChanged(token, text: "Upload 90%", at: 2) == [])
    #expect(machine.setAutoHidePaused(false, for: token, at: 3) == [.schedule(.autoHide(token), after: 2)])
  }

  @Test func aPausedCardStillHidesWhenAsked() throws {
    // Given a paused card
    var (machine, token) = try shownMachine()
    _ = machine.setAutoHidePaused(true, for: token, at: 1.5)
    // When it is swiped away, it hides without cancelling a timer it no longer has
    #expect(
      machine.hide(token, reason: .swipe, at: 2)
        == [.emit(.willHide(token, id: "a", reason: .swipe)), .dismiss(token, animated: true)])
    // And resuming it later does nothing
    #expect(machine.setAutoHidePaused(false, for: token, at: 3) == [])
    #expect(machine.scheduledTimers.isEmpty)
  }

  @Test func theQueueResumesWithTheRemainingTimeOnItsOwnClock() throws {
    // Given a 2 s message shown at 0.4 through the queue, paused at 1.4 for 5 s
    let sim = QueueSimulator(maximumVisible: 2)
    let token = try sim.show(MessageRequest(id: "a"))
    sim.advance(by: 1.4)
    sim.driver.setAutoHidePaused(true, for: token)
    sim.advance(by: 5)
    #expect(sim.recorder.names(for: token) == ["willShow", "didShow"])
    sim.driver.setAutoHidePaused(false, for: token)
    sim.advance(by: 5)
    // Then it hides 1 s (what was left) after the resume
    #expect(sim.log[2] == "7.40 willHide a #1 (timeout)")
  }
}
