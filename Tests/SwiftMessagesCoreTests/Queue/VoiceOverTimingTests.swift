import Testing

@testable import SwiftMessagesCore

/// While VoiceOver runs, a message must stay up long enough for its announcement.
@Suite struct VoiceOverTimingTests {
  @Test func automaticIsTwoSecondsWithoutVoiceOver() {
    #expect(MessageDuration.automatic.autoHideInterval(text: "Saved", voiceOverRunning: false) == 2)
  }

  @Test func automaticWaitsForTheAnnouncementWithVoiceOver() {
    // "Saved" = 5 characters: 1 + 0.3 = 1.3 s, raised to the 2 s minimum, doubled = 4 s.
    #expect(MessageDuration.automatic.autoHideInterval(text: "Saved", voiceOverRunning: true) == 4)
    let long = String(repeating: "word ", count: 30)  // 120 readable characters
    // 1 + 7.2 = 8.2 s, under the 10 s maximum, doubled = 16.4 s.
    let interval = MessageDuration.automatic.autoHideInterval(text: long, voiceOverRunning: true)
    #expect(abs((interval ?? 0) - 16.4) < 1e-9)
  }

  @Test func longSecondsAreKeptWithVoiceOver() {
    #expect(MessageDuration.seconds(seconds: 30).autoHideInterval(text: "Hi", voiceOverRunning: true) == 30)
  }

  @Test func shortSecondsAreLengthenedWithVoiceOver() {
    #expect(MessageDuration.seconds(seconds: 0.5).autoHideInterval(text: "Hi", voiceOverRunning: true) == 4)
  }

  @Test func foreverAndIndefiniteNeverAutoHide() {
    #expect(MessageDuration.forever.autoHideInterval(text: "x", voiceOverRunning: true) == nil)
    #expect(
      MessageDuration.indefinite(delay: 1, minimum: 1).autoHideInterval(text: "x", voiceOverRunning: true)
        == nil)
  }

  @Test func machineSchedulesTheLongerTimeWhenVoiceOverRuns() throws {
    // Given
    var machine = QueueStateMachine()
    machine.isVoiceOverRunning = true
    let token = try machine.enqueue(MessageRequest(id: "a", text: "Saved"), at: 0).token
    // When
    let actions = machine.presentationFinished(token, at: 0.4)
    // Then
    #expect(actions.contains(.schedule(.autoHide(token), after: 4)))
  }

  @Test func cancelledIsNotUserInitiated() {
    #expect(!DismissReason.cancelled.isUserInitiated)
    #expect(DismissReason.allCases.contains(.cancelled))
  }
}
