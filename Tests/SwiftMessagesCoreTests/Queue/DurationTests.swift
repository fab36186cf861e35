import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// ``MessageDuration``: `.automatic`, `.forever`, `.seconds`, `.indefinite(delay:minimum:)` and
/// the rejection of invalid values.
@Suite struct DurationTests {
  // MARK: - Values

  @Test func durationValues() {
    #expect(MessageDuration.automaticSeconds == 2)
    #expect(MessageDuration.automatic.autoHideInterval(text: nil, voiceOverRunning: false) == 2)
    #expect(MessageDuration.seconds(seconds: 3.5).autoHideInterval(text: nil, voiceOverRunning: false) == 3.5)
    #expect(MessageDuration.forever.autoHideInterval(text: nil, voiceOverRunning: false) == nil)
    let indefinite = MessageDuration.indefinite(delay: 1.5, minimum: 3)
    #expect(indefinite.autoHideInterval(text: nil, voiceOverRunning: false) == nil)
    #expect(indefinite.window == GraceWindow(delay: 1.5, minimum: 3))
    #expect(MessageDuration.automatic.window == .none)
    #expect(MessageDuration.seconds(seconds: 9).window == .none)
    #expect(MessageRequest(id: "a").duration == .automatic)
    #expect(MessageRequest(id: "a").readingTime == nil)
  }

  /// Apps switch exhaustively over `SwiftMessages.Duration`: it must keep exactly SwiftMessages
  /// 10's four cases (this switch stops compiling if one is added).
  @Test func durationHasExactlySwiftMessagesCases() {
    func name(_ duration: MessageDuration) -> String {
      switch duration {
      case .automatic: return "automatic"
      case .forever: return "forever"
      case .seconds(let seconds): return "seconds(\(seconds))"
      case .indefinite(let delay, let minimum): return "indefinite(\(delay), \(minimum))"
      }
    }
    let durations: [MessageDuration] = [
      .automatic, .forever, .seconds(seconds: 1), .indefinite(delay: 2, minimum: 3),
    ]
    #expect(durations.map(name) == ["automatic", "forever", "seconds(1.0)", "indefinite(2.0, 3.0)"])
  }

  // MARK: - Through the queue

  @Test func automaticHidesTwoSecondsAfterTheShowAnimation() throws {
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a"))
    sim.advance(by: 10)
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "2.40 willHide a #1 (timeout)",
        "2.60 didHide a #1 (timeout)",
      ])
  }

  @Test func secondsHidesAfterThatManySeconds() throws {
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 3.5)))
    sim.advance(by: 3.8)
    #expect(sim.recorder.names(for: .nth(1)) == ["willShow", "didShow"])
    sim.advance(by: 0.1)
    #expect(sim.log.last == "3.90 willHide a #1 (timeout)")
  }

  @Test func zeroSecondsHidesAsSoonAsItIsShown() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", duration: .seconds(seconds: 0)), at: 0).token
    let finished = machine.presentationFinished(token, at: 1)
    #expect(
      finished == [
        .emit(.willShow(token, id: "a")), .emit(.didShow(token, id: "a")),
        .schedule(.autoHide(token), after: 0),
      ])
    #expect(
      machine.timerFired(.autoHide(token), at: 1) == [
        .emit(.willHide(token, id: "a", reason: .timeout)), .dismiss(token, animated: true),
      ])
  }

  @Test func foreverNeverHidesOnItsOwn() throws {
    // Given
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .forever))
    // When
    sim.advance(by: 10_000)
    // Then
    #expect(sim.recorder.names(for: token) == ["willShow", "didShow"])
    #expect(sim.scheduler.pendingCount == 0)
    #expect(sim.driver.machine.remainingAutoHide(at: sim.now) == nil)
    // ...until it is hidden explicitly
    sim.driver.hide()
    sim.advance(by: 1)
    #expect(sim.recorder.names(for: token) == ["willShow", "didShow", "willHide", "didHide"])
  }

  @Test func indefiniteWaitsForItsDelayBeforeShowing() throws {
    // Given
    var machine = QueueStateMachine()
    let result = try machine.enqueue(
      MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)), at: 0)
    // Then it is not presented but waits out its delay
    #expect(result.actions == [.schedule(.delay(result.token), after: 1)])
    #expect(machine.phase(of: result.token) == .delayed)
    #expect(machine.currentToken == nil)
    #expect(machine.waitingCount == 1)
    // When the delay passes, it is presented
    #expect(machine.timerFired(.delay(result.token), at: 1) == [.present(result.token)])
    #expect(machine.phase(of: result.token) == .presenting)
  }

  @Test func indefiniteShowsOnlyAfterTheDelayAndStaysUp() throws {
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)))
    sim.advance(by: 0.99)
    #expect(sim.recorder.entries.isEmpty)
    sim.advance(by: 100)
    #expect(sim.log == ["1.00 willShow hud #1", "1.40 didShow hud #1"])
    #expect(sim.driver.phase(of: token) == .shown)
  }

  @Test func indefiniteHiddenByIdDuringItsDelayNeverAppears() throws {
    // Given a loading HUD waiting out its grace delay
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 2)))
    sim.advance(by: 0.5)
    // When the work finishes first
    sim.driver.hide(id: "hud")
    sim.advance(by: 10)
    // Then it is dropped and never shown, and its timer was cancelled
    #expect(sim.log == ["0.50 dropped hud #1 (hidden(programmatic))"])
    #expect(sim.driver.machine.isIdle)
    #expect(sim.scheduler.pendingCount == 0)
  }

  @Test func plainHideDoesNotTouchADelayedMessage() throws {
    // hide() only acts on the current message, as in SwiftMessages.
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 1, minimum: 0)))
    sim.advance(by: 0.5)
    sim.driver.hide()
    sim.advance(by: 1)
    #expect(sim.log == ["1.00 willShow hud #1", "1.40 didShow hud #1"])
  }

  @Test func aProgrammaticHideWaitsForTheMinimumTimeOnScreen() throws {
    // Given a HUD shown at 1 that must stay at least 2 s
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "hud", duration: .indefinite(delay: 0, minimum: 2)), at: 0
    ).token
    _ = machine.presentationFinished(token, at: 1)
    // When hidden after only 0.5 s
    let hide = machine.hide(at: 1.5)
    // Then the hide is postponed by the remaining 1.5 s
    #expect(hide == [.schedule(.minimumDisplay(token), after: 1.5)])
    #expect(machine.phase(of: token) == .hidePending)
    // A second programmatic hide meanwhile changes nothing.
    #expect(machine.hide(at: 2) == [])
    // When the minimum time has passed, it hides with the original reason
    #expect(
      machine.timerFired(.minimumDisplay(token), at: 3)
        == [.emit(.willHide(token, id: "hud", reason: .programmatic)), .dismiss(token, animated: true)])
  }

  @Test func theMinimumCountsFromTheEndOfTheShowAnimation() throws {
    // Given a slow show animation (1 s) and a 2 s minimum
    let sim = QueueSimulator()
    sim.showAnimationDuration = 1
    try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 0, minimum: 2)))
    sim.advance(by: 1.5)
    // When hidden 0.5 s after didShow
    sim.driver.hide()
    sim.advance(by: 10)
    // Then willHide comes 2 s after didShow
    #expect(
      sim.log == [
        "0.00 willShow hud #1", "1.00 didShow hud #1", "3.00 willHide hud #1 (programmatic)",
        "3.20 didHide hud #1 (programmatic)",
      ])
  }

  @Test func aHideAfterTheMinimumIsImmediate() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "hud", duration: .indefinite(delay: 0, minimum: 2)), at: 0
    ).token
    _ = machine.presentationFinished(token, at: 1)
    #expect(
      machine.hide(at: 3.5) == [
        .emit(.willHide(token, id: "hud", reason: .programmatic)), .dismiss(token, animated: true),
      ])
  }

  @Test func aUserDismissalIsNeverPostponedByTheMinimum() throws {
    // Given a HUD with a 5 s minimum, shown at 1
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "hud", duration: .indefinite(delay: 0, minimum: 5)), at: 0
    ).token
    _ = machine.presentationFinished(token, at: 1)
    // When the user taps the dimmed background after 0.2 s
    let tap = machine.hide(token, reason: .dimTap, at: 1.2)
    // Then it hides at once
    #expect(tap == [.emit(.willHide(token, id: "hud", reason: .dimTap)), .dismiss(token, animated: true)])
  }

  @Test func aUserDismissalCutsAPostponedHideShort() throws {
    // Given a programmatic hide postponed by the minimum
    var machine = QueueStateMachine()
    let token = try machine.enqueue(
      MessageRequest(id: "hud", duration: .indefinite(delay: 0, minimum: 5)), at: 0
    ).token
    _ = machine.presentationFinished(token, at: 1)
    _ = machine.hide(at: 2)
    // When the user swipes it away
    let swipe = machine.hide(token, reason: .swipe, at: 2.5)
    // Then the postponed hide is cancelled and the swipe wins
    #expect(
      swipe == [
        .cancel(.minimumDisplay(token)), .emit(.willHide(token, id: "hud", reason: .swipe)),
        .dismiss(token, animated: true),
      ])
    // The cancelled timer, fired anyway, does nothing.
    #expect(machine.timerFired(.minimumDisplay(token), at: 6) == [])
  }

  @Test func indefiniteWithZeroDelayAndMinimumBehavesLikeForever() throws {
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .indefinite(delay: 0, minimum: 0)))
    #expect(sim.driver.phase(of: token) == .presenting)
    sim.advance(by: 1000)
    #expect(sim.recorder.names(for: token) == ["willShow", "didShow"])
    sim.driver.hide()
    #expect(sim.log.last == "1000.00 willHide a #1 (programmatic)")
  }

  // MARK: - Invalid values

  @Test(arguments: [
    MessageDuration.seconds(seconds: -1), .seconds(seconds: .nan), .seconds(seconds: .infinity),
    .indefinite(delay: -0.5, minimum: 0), .indefinite(delay: .nan, minimum: 0),
    .indefinite(delay: 0, minimum: -2),
    .indefinite(delay: 0, minimum: .infinity),
  ])
  func invalidDurationsAreRejectedAndChangeNothing(duration: MessageDuration) throws {
    // Given
    var machine = QueueStateMachine()
    // When / Then
    #expect(throws: QueueError.self) {
      try machine.enqueue(MessageRequest(id: "a", duration: duration), at: 0)
    }
    #expect(machine.isIdle)
    #expect(machine.count(id: "a") == 0)
    // The failed request did not even use up a token.
    #expect(try machine.enqueue(MessageRequest(id: "a"), at: 0).token == .nth(1))
  }

  @Test func theErrorNamesTheOffendingValue() {
    #expect(throws: QueueError.invalidDuration(-1, reason: "seconds is negative")) {
      try MessageDuration.seconds(seconds: -1).validate()
    }
    #expect(throws: QueueError.invalidDuration(-3, reason: "minimum is negative")) {
      try MessageDuration.indefinite(delay: 1, minimum: -3).validate()
    }
    #expect(throws: QueueError.invalidDuration(.infinity, reason: "delay is infinite; use .forever instead"))
    {
      try MessageDuration.indefinite(delay: .infinity, minimum: 1).validate()
    }
    do {
      try MessageDuration.seconds(seconds: .nan).validate()
      Issue.record("NaN accepted")
    } catch let QueueError.invalidDuration(value, reason) {
      #expect(value.isNaN)
      #expect(reason == "seconds is NaN")
    } catch {
      Issue.record("unexpected error \(error)")
    }
    let description = QueueError.invalidDuration(-1, reason: "seconds is negative").description
    #expect(description == "Invalid message duration -1.0: seconds is negative.")
  }

  @Test func validDurationsPass() throws {
    for duration in [
      MessageDuration.automatic, .forever, .seconds(seconds: 0), .seconds(seconds: 1e6),
      .indefinite(delay: 0, minimum: 0),
    ] {
      try duration.validate()
    }
  }

  @Test func theQueueThrowsAndEmitsNothingForAnInvalidDuration() {
    // Given
    let sim = QueueSimulator()
    // When / Then
    #expect(throws: QueueError.self) {
      try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: -2)))
    }
    sim.advance(by: 10)
    #expect(sim.recorder.entries.isEmpty)
    #expect(sim.scheduler.pendingCount == 0)
    #expect(sim.driver.current == nil)
  }
}
