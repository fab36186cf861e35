import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// `hide()`, `hide(_:reason:)`, `hide(id:)`, `hideAll()`, and the hide bugs SwiftMessages had.
@Suite struct HidingTests {
  // MARK: - hide()

  @Test func hideHidesTheCurrentMessageAndCancelsItsTimer() throws {
    // Given
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.presentationFinished(token, at: 0.4)
    // When
    let actions = machine.hide(at: 1)
    // Then
    #expect(
      actions == [
        .cancel(.autoHide(token)), .emit(.willHide(token, id: "a", reason: .programmatic)),
        .dismiss(token, animated: true),
      ])
    #expect(machine.phase(of: token) == .hiding)
    #expect(
      machine.dismissalFinished(token, at: 1.2).first
        == .emit(.didHide(token, id: "a", reason: .programmatic)))
    #expect(machine.phase(of: token) == nil)
  }

  @Test func hideCanBeUnanimated() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    _ = machine.presentationFinished(token, at: 0.4)
    #expect(
      machine.hide(animated: false, at: 1)
        == [.emit(.willHide(token, id: "a", reason: .programmatic)), .dismiss(token, animated: false)])
  }

  @Test func hideWithNothingOnScreenDoesNothing() {
    var machine = QueueStateMachine()
    #expect(machine.hide(at: 0) == [])
    #expect(machine.hideAll(at: 0) == [])
    #expect(machine.hide(id: "a", at: 0) == [])
    #expect(machine.hideCounted(id: "a", at: 0) == [])
  }

  @Test func hideLeavesQueuedMessagesAlone() throws {
    // Given "a" on screen and "b" waiting
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "a", duration: .forever))
    try sim.show(MessageRequest(id: "b", duration: .forever))
    sim.advance(by: 1)
    // When
    sim.driver.hide()
    sim.advance(by: 1)
    // Then b is shown next
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "1.00 willHide a #1 (programmatic)",
        "1.20 didHide a #1 (programmatic)", "1.20 willShow b #2", "1.60 didShow b #2",
      ])
  }

  @Test func aHideDuringTheShowAnimationStartsAtOnceWithoutDidShow() throws {
    // Given a message still animating in
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.presentationStarted(token)
    // When hidden before the animation ends, the hide starts at once (SwiftMessages reverses
    // the show animation from where the view is)
    #expect(
      machine.hide(at: 0.2) == [
        .emit(.willHide(token, id: "a", reason: .programmatic)), .dismiss(token, animated: true),
      ])
    // Then the interrupted show's late completion is ignored: no didShow, no auto-hide
    #expect(machine.presentationFinished(token, at: 0.4) == [])
    #expect(
      machine.dismissalFinished(token, at: 0.5) == [
        .emit(.didHide(token, id: "a", reason: .programmatic)), .schedule(.pause, after: 0.5),
      ])
  }

  @Test func aProgrammaticHideDuringTheShowOfAnIndefiniteMessageWaitsForItsMinimum() throws {
    // Given a loading message that must stay 1 s once shown, still animating in
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "a", duration: .indefinite(delay: 0, minimum: 1)), at: 0
    ).token
    _ = machine.presentationStarted(token)
    // When the work finishes during the show animation
    #expect(machine.hide(at: 0.2) == [])
    // Then the minimum counts from the end of the show
    #expect(
      machine.presentationFinished(token, at: 0.4) == [
        .emit(.didShow(token, id: "a")), .schedule(.minimumDisplay(token), after: 1),
      ])
  }

  @Test func aHideBeforeTheShowStartedEndsTheMessageAtOnceWithoutAnimating() throws {
    // Given a message whose host is not in a window yet (the driver has not started it)
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let next = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    // When it is hidden before its host reaches a window, it ends at once (never seen, so it
    // is dropped rather than flashed in and out) and the next message goes on after a zero pause
    #expect(
      machine.hide(at: 0.1) == [
        .emit(.dropped(token, id: "a", reason: .hidden(.programmatic))), .schedule(.pause, after: 0),
      ])
    #expect(machine.timerFired(.pause, at: 0.1) == [.present(next)])
    // A late start is ignored
    #expect(machine.presentationStarted(token) == [])
  }

  @Test func theFirstReasonRequestedDuringTheShowAnimationWins() throws {
    // Given a loading message (1 s minimum) animating in
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "a", duration: .indefinite(delay: 0, minimum: 1)), at: 0
    ).token
    _ = machine.presentationStarted(token)
    // When two programmatic hides with different reasons arrive during the show
    _ = machine.hide(token, reason: .replaced, animated: false, at: 0.1)
    _ = machine.hide(at: 0.2)
    // Then the first one is kept, and waits for the minimum from the end of the show
    #expect(
      machine.presentationFinished(token, at: 0.4) == [
        .emit(.didShow(token, id: "a")), .schedule(.minimumDisplay(token), after: 1),
      ])
    #expect(
      machine.timerFired(.minimumDisplay(token), at: 1.4) == [
        .emit(.willHide(token, id: "a", reason: .replaced)), .dismiss(token, animated: false),
      ])
  }

  // MARK: - Reasons

  @Test(arguments: DismissReason.allCases)
  func everyDismissReasonIsCarriedByWillHideAndDidHide(reason: DismissReason) throws {
    // Given a visible message
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "msg", duration: .forever))
    sim.advance(by: 1)
    // When it is hidden for `reason`
    sim.driver.hide(token, reason: reason)
    sim.advance(by: 1)
    // Then both hide events carry the id and the reason
    #expect(
      sim.recorder.events(for: token) == [
        .willShow(token, id: "msg"), .didShow(token, id: "msg"), .willHide(token, id: "msg", reason: reason),
        .didHide(token, id: "msg", reason: reason),
      ])
  }

  @Test func hidingAWaitingTokenDropsItWithTheReason() throws {
    // Given
    var machine = QueueStateMachine()
    _ = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0)
    let waiting = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    // When
    let actions = machine.hide(waiting, reason: .cancelled, at: 1)
    // Then
    #expect(actions == [.emit(.dropped(waiting, id: "a", reason: .hidden(.cancelled)))])
    #expect(machine.waitingCount == 0)
  }

  @Test func aStaleTokenNeverHidesTheNextMessage() throws {
    // Given "a" gone and "b" on screen
    let sim = QueueSimulator.noPause()
    let a = try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    let b = try sim.show(MessageRequest(id: "b", duration: .forever))
    sim.advance(by: 3)
    #expect(sim.driver.phase(of: b) == .shown)
    // When a late dim tap for "a" arrives
    sim.driver.hide(a, reason: .dimTap)
    sim.advance(by: 1)
    // Then b stays
    #expect(sim.driver.phase(of: b) == .shown)
    #expect(sim.recorder.names(for: b) == ["willShow", "didShow"])
  }

  // MARK: - hide(id:)

  @Test func hideByIdHidesTheCurrentAndDropsWaitingOnesWithThatIdOnly() throws {
    // Given "a" on screen, another "a" and a "b" queued, a delayed "a" (duplicates allowed)
    var machine = QueueStateMachine()
    let a1 = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    let a2 = try machine.enqueue(MessageRequest(id: "a", duplicatePolicy: .allow), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    let a3 = try machine.enqueue(
      MessageRequest(id: "a", duration: .indefinite(delay: 5, minimum: 0), duplicatePolicy: .allow), at: 0
    ).token
    _ = machine.presentationFinished(a1, at: 0.4)
    // When
    let actions = machine.hide(id: "a", at: 1)
    // Then
    #expect(
      actions == [
        .emit(.willHide(a1, id: "a", reason: .programmatic)), .dismiss(a1, animated: true),
        .emit(.dropped(a2, id: "a", reason: .hidden(.programmatic))), .cancel(.delay(a3)),
        .emit(.dropped(a3, id: "a", reason: .hidden(.programmatic))),
      ])
    #expect(machine.phase(of: b) == .queued)
    #expect(machine.currentOrQueued(id: "a") == a1)  // still animating out
    #expect(machine.queued(id: "a") == nil)
  }

  @Test func hideByIdLeavesOtherIdsOnScreen() throws {
    var machine = QueueStateMachine()
    let b = try machine.enqueue(MessageRequest(id: "b", duration: .forever), at: 0).token
    _ = machine.presentationFinished(b, at: 0.4)
    #expect(machine.hide(id: "a", at: 1) == [])
    #expect(machine.phase(of: b) == .shown)
  }

  // MARK: - hideAll()

  @Test func hideAllDropsEveryWaitingMessageAndHidesTheCurrentOne() throws {
    // Given "x" on screen, "a" and "b" queued, "c" delayed
    var machine = QueueStateMachine()
    let x = try machine.enqueue(MessageRequest(id: "x", duration: .forever), at: 0).token
    _ = machine.presentationFinished(x, at: 0.4)
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 1).token
    let b = try machine.enqueue(MessageRequest(id: "b", priority: 3), at: 1).token
    let c = try machine.enqueue(MessageRequest(id: "c", duration: .indefinite(delay: 2, minimum: 0)), at: 1)
      .token
    // When
    let actions = machine.hideAll(at: 2)
    // Then
    #expect(
      actions == [
        .emit(.dropped(a, id: "a", reason: .hidden(.hideAll))),
        .emit(.dropped(b, id: "b", reason: .hidden(.hideAll))), .cancel(.delay(c)),
        .emit(.dropped(c, id: "c", reason: .hidden(.hideAll))),
        .emit(.willHide(x, id: "x", reason: .hideAll)), .dismiss(x, animated: true),
      ])
    #expect(machine.waitingCount == 0)
    // Then after the hide and the pause the queue is idle: nothing left to show
    _ = machine.dismissalFinished(x, at: 2.2)
    #expect(machine.timerFired(.pause, at: 2.7) == [])
    #expect(machine.isIdle)
  }

  @Test func theQueueWorksNormallyAfterHideAll() throws {
    let sim = QueueSimulator.noPause()
    try sim.show(MessageRequest(id: "a", duration: .forever))
    try sim.show(MessageRequest(id: "b"))
    sim.advance(by: 1)
    sim.driver.hideAll()
    try sim.show(MessageRequest(id: "a", duration: .forever))
    sim.advance(by: 1)
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "1.00 dropped b #2 (hidden(hideAll))",
        "1.00 willHide a #1 (hideAll)", "1.20 didHide a #1 (hideAll)", "1.20 willShow a #3",
        "1.60 didShow a #3",
      ])
  }

  // MARK: - Bug fixes

  @Test func hideThenShowOfTheSameIdShowsTheNewMessage() throws {
    // SwiftMessages #32, #63, #239, #314: the new message used to be dropped as a duplicate.
    // Given a visible "a"
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a", duration: .forever, text: "first"))
    sim.advance(by: 1)
    // When it is hidden and at once shown again with new content
    sim.driver.hide()
    let again = try sim.show(MessageRequest(id: "a", duration: .forever, text: "second"))
    // Then the new message is accepted and shown after the old one
    #expect(sim.driver.phase(of: again) == .queued)
    sim.advance(by: 2)
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "1.00 willHide a #1 (programmatic)",
        "1.20 didHide a #1 (programmatic)", "1.70 willShow a #2", "2.10 didShow a #2",
      ])
    #expect(sim.driver.current(id: "a")?.text == "second")
  }

  @Test func twoHideTriggersAtOnceGiveExactlyOneWillHideAndOneDidHide() throws {
    // Given a message whose auto-hide fires at 2.4
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a"))
    sim.advance(by: 2.4)
    // When, in the same instant, the user taps the dim view and code calls hide() twice
    sim.driver.hide(token, reason: .dimTap)
    sim.driver.hide()
    sim.driver.hide()
    sim.driver.hide(id: "a")
    sim.driver.hideAll()
    sim.advance(by: 5)
    // Then
    #expect(
      sim.recorder.events(for: token) == [
        .willShow(token, id: "a"), .didShow(token, id: "a"), .willHide(token, id: "a", reason: .timeout),
        .didHide(token, id: "a", reason: .timeout),
      ])
  }

  @Test func aSecondHideOfAHidingMessageEmitsNothing() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.presentationFinished(token, at: 0.4)
    _ = machine.hide(token, reason: .tap, at: 1)
    #expect(machine.hide(at: 1) == [])
    #expect(machine.hide(token, reason: .swipe, at: 1) == [])
    #expect(machine.timerFired(.autoHide(token), at: 2.4) == [])
    #expect(machine.dismissalFinished(token, at: 1.2).first == .emit(.didHide(token, id: "a", reason: .tap)))
    #expect(machine.dismissalFinished(token, at: 1.3) == [])
  }
}
