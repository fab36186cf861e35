import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

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

  @Test func anOrphanStillAnimatingInFinishesItsShowAndGivesUpItsPlace() throws {
    // Given "a" animating in (willShow delivered) with "b" waiting
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationStarted(a)
    // When its host leaves the window mid-slide (a full-screen modal right after the show)
    // Then "b" takes the place at once and "a" is not ended for it
    #expect(machine.hostDisappeared(a, at: 0.2) == [.present(b)])
    #expect(
      machine.presentationFinished(a, at: 0.4) == [
        .emit(.didShow(a, id: "a")), .schedule(.autoHide(a), after: 2),
      ])
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

  @Test func aTabsForeverBannerOutlivesTheMessagesShownWhileItsTabIsHidden() throws {
    // Defect 4 (issue 24). Given an "offline" banner shown in tab A's view controller
    var machine = QueueStateMachine()
    let offline = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 0).token
    _ = machine.presentationFinished(offline, at: 0.4)
    // When the user switches to tab B (the banner's host leaves the window) and a 2 s toast
    // shows there
    #expect(machine.hostDisappeared(offline, at: 5) == [])
    let saved = try machine.enqueue(MessageRequest(id: "saved"), at: 6)
    // Then the toast shows at once and the banner is not ended for it
    #expect(saved.actions == [.present(saved.token)])
    _ = machine.presentationFinished(saved.token, at: 6.4)
    _ = machine.timerFired(.autoHide(saved.token), at: 8.4)
    _ = machine.dismissalFinished(saved.token, at: 8.6)
    // And when the user comes back to tab A, the banner is there, the current message again
    #expect(machine.handle(.hostReappeared(offline)) == [])
    #expect(machine.phase(of: offline) == .shown)
    #expect(machine.currentToken == offline)
  }

  @Test func anOrphanedMessageIsNoDuplicateOfTheSameMessageShownAgain() throws {
    // Given an orphaned "offline" banner
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    let a = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hostDisappeared(a, at: 1)
    // When the app shows the same banner from the screen the user is on now
    let again = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 2)
    // Then it is accepted (not dropped as a duplicate) and shows there at once
    #expect(again.actions == [.present(again.token)])
    #expect(machine.phase(of: a) == .shown)
  }

  @Test func aMessageShownFromViewDidLoadIsNotFailedByTheNextOneAndShowsWhenAPlaceFrees() throws {
    // Defect 5 (issue 24). Given "welcome" shown from viewDidLoad: installed, its view
    // controller not in a window yet
    var machine = QueueStateMachine()
    let welcome = try machine.enqueue(MessageRequest(id: "welcome"), at: 0).token
    #expect(machine.hostDisappeared(welcome, at: 0) == [])
    // When a 2 s "synced" toast is shown before the push animation ends
    let synced = try machine.enqueue(MessageRequest(id: "synced"), at: 0.05).token
    // Then "synced" shows and "welcome" is not failed
    #expect(machine.phase(of: welcome) == .presenting)
    _ = machine.presentationFinished(synced, at: 0.45)
    // When the screen appears (0.35 s push), "welcome" waits for the place "synced" holds
    #expect(machine.handle(.hostReappeared(welcome)) == [])
    _ = machine.timerFired(.autoHide(synced), at: 2.45)
    #expect(
      machine.dismissalFinished(synced, at: 2.65) == [
        .emit(.didHide(synced, id: "synced", reason: .timeout)), .schedule(.pause, after: 0.5),
      ])
    // And it is presented again (its show starts) after the pause between messages
    #expect(machine.timerFired(.pause, at: 3.15) == [.present(welcome)])
    #expect(machine.presentationStarted(welcome) == [.emit(.willShow(welcome, id: "welcome"))])
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

  @Test func anOrphanLeavesWithoutAnimation() throws {
    // Given a HUD held by its 5 s minimum whose host left the window
    var machine = QueueStateMachine()
    let a = try machine.enqueue(MessageRequest(id: "a", duration: .indefinite(delay: 0, minimum: 5)), at: 0)
      .token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hide(at: 1)
    #expect(machine.hostDisappeared(a, at: 2) == [])
    // When its minimum has passed, it hides off screen: nothing to animate
    #expect(
      machine.timerFired(.minimumDisplay(a), at: 5.4) == [
        .emit(.willHide(a, id: "a", reason: .programmatic)), .dismiss(a, animated: false),
      ])
  }

  @Test func aVanishedHostNeverWedgesTheQueue() throws {
    // Given a .forever message (SwiftMessages #411: it blocked the queue once its controller went away)
    let sim = QueueSimulator()
    let a = try sim.show(MessageRequest(id: "a", duration: .forever))
    try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
    sim.advance(by: 1)
    // When its host disappears
    sim.presentations[a]?.setHostInWindow(false)
    sim.advance(by: 10)
    // Then "b" shows at once, and "a" stays for its host's return
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "1.00 willShow b #2", "1.40 didShow b #2",
        "2.40 willHide b #2 (timeout)", "2.60 didHide b #2 (timeout)",
      ])
    #expect(sim.driver.machine.visibleTokens == [a])
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
