import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// A message whose content changes in place (a SwiftUI binding that keeps its id): its text is
/// replaced and, once visible, its auto-hide countdown starts again.
@Suite struct ContentUpdateTests {
  /// A machine with "toast" (`.automatic`, 2 s) shown at t = 0.4, so it would hide at 2.4.
  private func shownToast(text: String? = nil, readingTime: ReadingTime? = nil) throws -> (
    QueueStateMachine, MessageToken
  ) {
    var machine = QueueStateMachine()
    let request = MessageRequest(id: "toast", text: text, readingTime: readingTime)
    let token = try machine.enqueue(request, at: 0).token
    _ = machine.presentationFinished(token, at: 0.4)
    return (machine, token)
  }

  @Test func anUpdateRestartsTheAutoHideCountdown() throws {
    // Given a 2 s toast shown at 0.4
    var (machine, token) = try shownToast()
    // When its content changes 1.9 s in, at 2.3
    let actions = machine.contentChanged(token, text: "Upload 90%", at: 2.3)
    // Then the new content gets the full 2 s, not the 0.1 s the old one had left
    #expect(actions == [.cancel(.autoHide(token)), .schedule(.autoHide(token), after: 2)])
    #expect(machine.remainingAutoHide(at: 2.3) == 2)
    #expect(machine.timerFired(.autoHide(token), at: 2.4) == [])
    #expect(machine.phase(of: token) == .shown)
    #expect(
      machine.timerFired(.autoHide(token), at: 4.3)
        == [.emit(.willHide(token, id: "toast", reason: .timeout)), .dismiss(token, animated: true)])
  }

  @Test func anUpdatedToastStaysUpItsFullDurationThroughTheQueue() throws {
    // Given a 2 s toast shown by the manual scheduler (0.4 s show animation: it would hide at
    // 2.4)
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "toast"))
    sim.advance(by: 2.25)
    // When it is updated at 2.25
    sim.driver.contentChanged(token, text: "Upload 90%")
    // Then it is still up at 4.0 and hides 2 s after the update
    sim.advance(by: 1.75)
    #expect(sim.log == ["0.00 willShow toast #1", "0.40 didShow toast #1"])
    sim.advance(by: 0.25)
    #expect(sim.log.last == "4.25 willHide toast #1 (timeout)")
  }

  @Test func theNewTextSetsTheReadingTime() throws {
    // Given a toast whose reading time follows its text ("Saved": the 2 s minimum)
    var (machine, token) = try shownToast(text: "Saved", readingTime: .standard)
    // When the text grows to 44 readable characters: 1 + 44 × 0.06 = 3.64 s
    let text = "Upload finished: 3 photos were saved to your library"
    let actions = machine.contentChanged(token, text: text, at: 1)
    #expect(ReadingTime.readableCharacterCount(text) == 44)
    #expect(machine.request(for: token)?.text == text)
    guard case .schedule(.autoHide(token), let after)? = actions.last else {
      Issue.record("expected a rescheduled auto-hide, got \(actions)")
      return
    }
    #expect(abs(after - 3.64) < 1e-9)
  }

  @Test func textMeasuredAfterTheShowLengthensTheVoiceOverTime() throws {
    // A SwiftUI message has no text when it is queued (its content is built on screen): the
    // text it reports once shown gives VoiceOver its reading time.
    var machine = QueueStateMachine()
    machine.isVoiceOverRunning = true
    let token = try machine.enqueue(MessageRequest(id: "toast"), at: 0).token
    _ = machine.presentationFinished(token, at: 0.4)
    // Without text: the 2 s floor doubled = 4 s.
    #expect(machine.remainingAutoHide(at: 0.4) == 4)
    // 44 characters: (1 + 2.64) × 2 = 7.28 s.
    _ = machine.contentChanged(token, text: "Upload finished: 3 photos were saved to your library", at: 0.4)
    #expect(abs((machine.remainingAutoHide(at: 0.4) ?? 0) - 7.28) < 1e-9)
  }

  @Test func anUpdateDuringAPanGivesTheFullDurationBackWhenThePanEnds() throws {
    // Given a pan that froze 1 s of the toast's 2 s
    var (machine, token) = try shownToast()
    _ = machine.panBegan(token, at: 1.4)
    // When the content changes under the finger
    #expect(machine.contentChanged(token, text: nil, at: 3).isEmpty)
    // Then the countdown stays frozen, and restarts in full when the pan ends
    #expect(machine.remainingAutoHide(at: 9) == 2)
    #expect(machine.panEnded(token, at: 9) == [.schedule(.autoHide(token), after: 2)])
  }

  @Test func anUpdateDuringTheShowAnimationOnlyChangesTheText() throws {
    // The countdown has not started: it starts at the end of the show, with the new text.
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "toast", text: "Saved", readingTime: .standard), at: 0)
      .token
    #expect(machine.contentChanged(token, text: String(repeating: "x", count: 100), at: 0.2).isEmpty)
    // 1 + 100 × 0.06 = 7 s, not the 2 s of "Saved".
    #expect(machine.presentationFinished(token, at: 0.4).last == .schedule(.autoHide(token), after: 7))
  }

  @Test func anUpdateOfAWaitingMessageOnlyChangesTheText() throws {
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "first"), at: 0)
    let waiting = try machine.enqueue(MessageRequest(id: "second"), at: 0).token
    #expect(machine.contentChanged(waiting, text: "Second, updated", at: 1).isEmpty)
    #expect(machine.phase(of: waiting) == .queued)
    #expect(machine.request(for: waiting)?.text == "Second, updated")
  }

  @Test func aMessageThatNeverHidesOnItsOwnGetsNoTimer() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 0).token
    _ = machine.presentationFinished(token, at: 0.4)
    #expect(machine.contentChanged(token, text: "Still offline", at: 5).isEmpty)
    #expect(machine.remainingAutoHide(at: 5) == nil)
  }

  @Test func aMessageOnItsWayOutIsNotHeldBack() throws {
    // Hiding: the update cannot bring it back.
    var (machine, token) = try shownToast()
    _ = machine.hide(at: 1)
    #expect(machine.contentChanged(token, text: "Late", at: 1.1).isEmpty)
    #expect(machine.phase(of: token) == .hiding)
    // A programmatic hide waiting for an `.indefinite` minimum keeps its timer.
    var held = QueueStateMachine()
    let hud = try held.enqueue(MessageRequest(id: "hud", duration: .indefinite(delay: 0, minimum: 2)), at: 0)
      .token
    _ = held.presentationFinished(hud, at: 0.4)
    _ = held.hide(at: 1)
    #expect(held.contentChanged(hud, text: "Done", at: 1.5).isEmpty)
    #expect(held.phase(of: hud) == .hidePending)
  }

  @Test func aTokenThatIsGoneIsIgnored() throws {
    var (machine, token) = try shownToast()
    _ = machine.hide(at: 1)
    _ = machine.dismissalFinished(token, at: 1.2)
    #expect(machine.contentChanged(token, text: "Late", at: 2).isEmpty)
  }
}
