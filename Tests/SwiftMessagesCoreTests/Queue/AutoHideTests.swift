import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// Auto-hide counts from the end of the show animation (`presentationFinished`).
@Suite struct AutoHideTests {
  @Test func autoHideCountsFromTheEndOfTheShowAnimation() throws {
    // Given a slow, 1.5 s show animation and a 2 s duration
    let sim = QueueSimulator()
    sim.showAnimationDuration = 1.5
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 2)))
    // When
    sim.advance(by: 3.4)
    // Then it is still up 3.4 s after the request...
    #expect(sim.log == ["0.00 willShow a #1", "1.50 didShow a #1"])
    // ...and hides 2 s after didShow, not 2 s after willShow
    sim.advance(by: 0.1)
    #expect(sim.log.last == "3.50 willHide a #1 (timeout)")
  }

  @Test func nothingIsScheduledBeforeThePresentationFinishes() throws {
    // Given
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    // When the driver starts the animation
    let started = machine.presentationStarted(token)
    // Then only willShow is emitted: no timer yet
    #expect(started == [.emit(.willShow(token, id: "a"))])
    #expect(machine.remainingAutoHide(at: 0) == nil)
    // When the animation ends at 0.4
    let finished = machine.presentationFinished(token, at: 0.4)
    // Then didShow, and the timer for the full duration
    #expect(finished == [.emit(.didShow(token, id: "a")), .schedule(.autoHide(token), after: 2)])
    #expect(machine.remainingAutoHide(at: 1.4) == 1)
  }

  @Test func presentationFinishedWithoutAStartEmitsBothShowEvents() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    #expect(
      machine.presentationFinished(token, at: 1) == [
        .emit(.willShow(token, id: "a")), .emit(.didShow(token, id: "a")),
      ])
    // Repeated or late callbacks are ignored.
    #expect(machine.presentationStarted(token) == [])
    #expect(machine.presentationFinished(token, at: 2) == [])
  }

  @Test func hidingEarlyCancelsTheAutoHideTimer() throws {
    // Given a shown message with a pending auto-hide
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 5)))
    sim.advance(by: 1)
    #expect(sim.scheduler.pendingCount == 1)
    // When hidden by hand
    sim.driver.hide()
    // Then the auto-hide timer is gone (only the hide animation and the driver's deadline for
    // it remain), and no second hide happens
    #expect(sim.scheduler.pendingCount == 2)
    sim.advance(by: 10)
    #expect(sim.recorder.names(for: token) == ["willShow", "didShow", "willHide", "didHide"])
    #expect(sim.recorder.events(for: token).last == .didHide(token, id: "a", reason: .programmatic))
  }

  @Test func aStaleAutoHideNeverHidesTheNextMessage() throws {
    // Given "a" hidden by hand and "b" now on screen
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0).token
    _ = machine.presentationFinished(a, at: 0.5)
    _ = machine.hide(at: 1)
    _ = machine.dismissalFinished(a, at: 1.25)
    _ = machine.presentationFinished(b, at: 1.5)
    // When a's auto-hide timer fires late
    let stale = machine.timerFired(.autoHide(a), at: 2.5)
    // Then nothing happens to b
    #expect(stale == [])
    #expect(machine.phase(of: b) == .shown)
    #expect(machine.remainingAutoHide(at: 2.5) == 1)
  }

  @Test func voiceOverLengthensTheAutoHide() throws {
    // Given VoiceOver running
    let sim = QueueSimulator()
    sim.driver.setOptions(pauseBetweenMessages: 0.5, capacity: nil, isVoiceOverRunning: true)
    // When a short message with the automatic duration is shown
    try sim.show(MessageRequest(id: "a", text: "Saved"))
    sim.advance(by: 10)
    // Then it stays 4 s (the VoiceOver reading time of "Saved") instead of 2 s
    #expect(sim.log[2] == "4.40 willHide a #1 (timeout)")
  }

  @Test func voiceOverChangesApplyToTimersScheduledAfterwards() throws {
    // Given a message whose 2 s timer is already running
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a", text: "Saved"))
    sim.advance(by: 1)
    // When VoiceOver starts
    sim.driver.setOptions(pauseBetweenMessages: 0.5, capacity: nil, isVoiceOverRunning: true)
    try sim.show(MessageRequest(id: "b", text: "Saved"))
    sim.advance(by: 20)
    // Then a keeps its timer, b (scheduled later) gets the longer one
    #expect(abs((sim.recorder.time(of: "willHide", for: .nth(1)) ?? 0) - 2.4) < 1e-9)
    let didShowB = try #require(sim.recorder.time(of: "didShow", for: .nth(2)))
    let willHideB = try #require(sim.recorder.time(of: "willHide", for: .nth(2)))
    #expect(abs(willHideB - didShowB - 4) < 1e-9)
  }

  @Test func readingTimeReplacesTheAutomaticDurationAndFollowsTheText() throws {
    // Given 100 readable characters: 1 + 0.06 × 100 = 7 s (instead of .automatic's 2 s)
    let text = String(repeating: "abcd ", count: 25)
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", text: text, readingTime: .standard), at: 0)
      .token
    // When
    let actions = machine.presentationFinished(token, at: 1)
    // Then
    guard case .schedule(.autoHide(token), let interval) = actions.last else {
      Issue.record("no auto-hide scheduled: \(actions)")
      return
    }
    #expect(abs(interval - 7) < 1e-9)
  }

  @Test func readingTimeIsDoubledWithVoiceOver() throws {
    let text = String(repeating: "abcd ", count: 25)
    var machine = QueueStateMachine()
    machine.isVoiceOverRunning = true
    let token = try machine.enqueue(MessageRequest(id: "a", text: text, readingTime: .standard), at: 0)
      .token
    let actions = machine.presentationFinished(token, at: 1)
    guard case .schedule(.autoHide(token), let interval) = actions.last else {
      Issue.record("no auto-hide scheduled: \(actions)")
      return
    }
    #expect(abs(interval - 14) < 1e-9)
  }

  @Test func readingTimeWithoutTextUsesTheMinimum() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", readingTime: .standard), at: 0).token
    #expect(machine.presentationFinished(token, at: 0).last == .schedule(.autoHide(token), after: 2))
  }

  @Test func readingTimeReplacesAnExplicitSecondsDuration() throws {
    // Given "Saved" (5 characters: 1 + 0.3 = 1.3 s, raised to the 2 s minimum) asked for 30 s
    var machine = QueueStateMachine()
    let request = MessageRequest(
      id: "a", duration: .seconds(seconds: 30), text: "Saved", readingTime: .standard)
    let token = try machine.enqueue(request, at: 0).token
    // When / Then the reading time wins
    #expect(machine.presentationFinished(token, at: 0).last == .schedule(.autoHide(token), after: 2))
  }

  @Test func readingTimeNeverAutoHidesForeverOrIndefiniteMessages() throws {
    for duration in [MessageDuration.forever, .indefinite(delay: 0, minimum: 1)] {
      var machine = QueueStateMachine()
      let token = try machine.enqueue(
        MessageRequest(id: "a", duration: duration, text: "Saved", readingTime: .standard), at: 0
      ).token
      let actions = machine.presentationFinished(token, at: 0)
      #expect(
        !actions.contains {
          guard case .schedule(.autoHide, _) = $0 else { return false }
          return true
        })
    }
  }
}
