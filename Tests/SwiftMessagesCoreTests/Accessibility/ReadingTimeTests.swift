import Foundation
@testable import SwiftMessagesCore
import Testing

/// ``ReadingTime``: how long a text stays up, lengthened with VoiceOver.
@Suite struct ReadingTimeTests {
  @Test func standardValues() {
    let standard = ReadingTime.standard
    #expect(standard.base == 1)
    #expect(standard.perCharacter == 0.06)
    #expect(standard.minimum == 2)
    #expect(standard.maximum == 10)
    #expect(standard.voiceOverMultiplier == 2)
    #expect(ReadingTime() == .standard)
  }

  @Test func onlyNonWhitespaceCharactersCount() {
    #expect(ReadingTime.readableCharacterCount("") == 0)
    #expect(ReadingTime.readableCharacterCount("Hello world") == 10)
    #expect(ReadingTime.readableCharacterCount("  a\tb\nc  ") == 3)
    // Extended grapheme clusters count once: a flag, a family emoji, an accented letter.
    #expect(ReadingTime.readableCharacterCount("🇫🇷👨‍👩‍👧é") == 3)
  }

  @Test func durationGrowsWithTheText() {
    // 100 readable characters: 1 + 0.06 × 100 = 7 s
    let text = String(repeating: "abcd ", count: 25)
    #expect(abs(ReadingTime.standard.duration(for: text, voiceOverRunning: false) - 7) < 1e-9)
    // 50 characters: 1 + 3 = 4 s
    let shorter = String(repeating: "abcde", count: 10)
    #expect(abs(ReadingTime.standard.duration(for: shorter, voiceOverRunning: false) - 4) < 1e-9)
  }

  @Test func shortTextsGetTheMinimumAndLongOnesTheMaximum() {
    #expect(ReadingTime.standard.duration(for: "", voiceOverRunning: false) == 2)
    #expect(ReadingTime.standard.duration(for: "OK", voiceOverRunning: false) == 2)
    let long = String(repeating: "x", count: 1000)
    #expect(ReadingTime.standard.duration(for: long, voiceOverRunning: false) == 10)
  }

  @Test func voiceOverMultipliesTheDurationIncludingItsBounds() {
    let text = String(repeating: "abcd ", count: 25)
    #expect(abs(ReadingTime.standard.duration(for: text, voiceOverRunning: true) - 14) < 1e-9)
    #expect(ReadingTime.standard.duration(for: "OK", voiceOverRunning: true) == 4)
    let long = String(repeating: "x", count: 1000)
    #expect(ReadingTime.standard.duration(for: long, voiceOverRunning: true) == 20)
  }

  @Test func customPolicies() {
    let fast = ReadingTime(base: 0.5, perCharacter: 0.1, minimum: 0, maximum: 3, voiceOverMultiplier: 1.5)
    #expect(abs(fast.duration(for: "abcde", voiceOverRunning: false) - 1) < 1e-9)
    #expect(abs(fast.duration(for: "abcde", voiceOverRunning: true) - 1.5) < 1e-9)
    #expect(fast.duration(for: String(repeating: "a", count: 100), voiceOverRunning: false) == 3)
  }

  @Test func aReadingTimePolicyReplacesTheAutomaticAndSecondsIntervals() {
    let policy = ReadingTime(base: 0, perCharacter: 1, minimum: 0, maximum: 100)
    let automatic = MessageDuration.automatic
    #expect(automatic.autoHideInterval(text: "abc", voiceOverRunning: false, readingTime: policy) == 3)
    #expect(automatic.autoHideInterval(text: "abc", voiceOverRunning: true, readingTime: policy) == 6)
    let seconds = MessageDuration.seconds(seconds: 30)
    #expect(seconds.autoHideInterval(text: "abc", voiceOverRunning: false, readingTime: policy) == 3)
    #expect(automatic.autoHideInterval(text: nil, voiceOverRunning: false, readingTime: .standard) == 2)
  }

  @Test func aReadingTimePolicyNeverMakesForeverOrIndefiniteHide() {
    let indefinite = MessageDuration.indefinite(delay: 1, minimum: 1)
    #expect(
      MessageDuration.forever.autoHideInterval(text: "abc", voiceOverRunning: false, readingTime: .standard)
        == nil)
    #expect(indefinite.autoHideInterval(text: "abc", voiceOverRunning: true, readingTime: .standard) == nil)
  }

  @Test(arguments: [ReadingTime(base: -1), ReadingTime(minimum: 5, maximum: 1)])
  func invalidPoliciesAreRejectedByTheQueueAndChangeNothing(policy: ReadingTime) throws {
    // Given
    var machine = QueueStateMachine()
    // When / Then
    #expect(throws: QueueError.self) {
      try machine.enqueue(MessageRequest(id: "a", readingTime: policy), at: 0)
    }
    #expect(machine.isIdle)
    #expect(machine.count(id: "a") == 0)
    #expect(try machine.enqueue(MessageRequest(id: "a"), at: 0).token == .nth(1))
  }

  @Test(arguments: [
    ReadingTime(base: -1), ReadingTime(base: .nan), ReadingTime(perCharacter: .infinity),
    ReadingTime(minimum: -0.1),
    ReadingTime(maximum: .nan), ReadingTime(voiceOverMultiplier: -1),
  ])
  func invalidParametersAreRejected(policy: ReadingTime) {
    #expect(throws: QueueError.self) { try policy.validate() }
  }

  @Test func aMaximumBelowTheMinimumIsRejected() {
    #expect(throws: QueueError.invalidReadingTime(reason: "maximum 1.0 is below minimum 5.0")) {
      try ReadingTime(minimum: 5, maximum: 1).validate()
    }
  }

  @Test func aMultiplierBelowOneIsRejected() {
    #expect(
      throws: QueueError.invalidReadingTime(
        reason: "voiceOverMultiplier 0.5 would shorten messages under VoiceOver")
    ) {
      try ReadingTime(voiceOverMultiplier: 0.5).validate()
    }
  }

  @Test func theStandardPolicyIsValid() throws {
    try ReadingTime.standard.validate()
    try ReadingTime(base: 0, perCharacter: 0, minimum: 0, maximum: 0, voiceOverMultiplier: 1).validate()
  }
}
