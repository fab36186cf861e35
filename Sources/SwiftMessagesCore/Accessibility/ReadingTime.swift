import Foundation

/// A reading-time policy: how long a message should stay up for its text to be read.
///
/// The duration is `base + perCharacter × characters`, clamped to `minimum…maximum`. While
/// VoiceOver is running it is multiplied by `voiceOverMultiplier` (speech is slower than
/// reading and starts after the announcement), and clamped to `maximum × voiceOverMultiplier`.
///
/// The ``standard`` policy (1 s + 60 ms per character, 2…10 s, × 2 with VoiceOver) sits
/// between the rules seen in the wild: about 175 words per minute like SVProgressHUD, with
/// the 2 s floor of SwiftMessages' `.automatic` and the 10 s ceiling of Material guidance.
public struct ReadingTime: Hashable, Sendable {
  /// Fixed time to notice the message, in seconds. 1 s in ``standard``.
  public var base: TimeInterval
  /// Seconds added per character (extended grapheme cluster, whitespace excluded).
  /// 0.06 s in ``standard``.
  public var perCharacter: TimeInterval
  /// The shortest duration returned, in seconds. 2 s in ``standard``.
  public var minimum: TimeInterval
  /// The longest duration returned without VoiceOver, in seconds. 10 s in ``standard``.
  public var maximum: TimeInterval
  /// The factor applied while VoiceOver is running. 2 in ``standard``; must be at least 1.
  public var voiceOverMultiplier: Double

  /// Creates a policy. Defaults are those of ``standard``.
  public init(
    base: TimeInterval = 1, perCharacter: TimeInterval = 0.06, minimum: TimeInterval = 2,
    maximum: TimeInterval = 10, voiceOverMultiplier: Double = 2
  ) {
    self.base = base
    self.perCharacter = perCharacter
    self.minimum = minimum
    self.maximum = maximum
    self.voiceOverMultiplier = voiceOverMultiplier
  }

  /// 1 s + 60 ms per character, at least 2 s, at most 10 s, doubled while VoiceOver runs.
  public static let standard = ReadingTime()

  /// The number of characters that count towards reading time: every character that is not
  /// whitespace or a newline.
  public static func readableCharacterCount(_ text: String) -> Int {
    var count = 0
    for character in text where !character.isWhitespace && !character.isNewline {
      count += 1
    }
    return count
  }

  /// The time, in seconds, that `text` should stay on screen.
  ///
  /// - Parameters:
  ///   - text: the message's readable text (title and body).
  ///   - voiceOverRunning: whether VoiceOver is running; multiplies the result.
  /// - Returns: a finite, non-negative number of seconds (assuming ``validate()`` passes).
  public func duration(for text: String, voiceOverRunning: Bool) -> TimeInterval {
    let raw = base + perCharacter * Double(Self.readableCharacterCount(text))
    let clamped = min(max(raw, minimum), maximum)
    return voiceOverRunning ? clamped * voiceOverMultiplier : clamped
  }

  /// Checks that every parameter is finite and not negative, that `maximum >= minimum`, and
  /// that `voiceOverMultiplier >= 1`.
  ///
  /// - Throws: ``QueueError/invalidReadingTime(reason:)``.
  public func validate() throws {
    try Self.check(base, name: "base")
    try Self.check(perCharacter, name: "perCharacter")
    try Self.check(minimum, name: "minimum")
    try Self.check(maximum, name: "maximum")
    try Self.check(voiceOverMultiplier, name: "voiceOverMultiplier")
    if maximum < minimum {
      throw QueueError.invalidReadingTime(reason: "maximum \(maximum) is below minimum \(minimum)")
    }
    if voiceOverMultiplier < 1 {
      throw QueueError.invalidReadingTime(
        reason: "voiceOverMultiplier \(voiceOverMultiplier) would shorten messages under VoiceOver")
    }
  }

  private static func check(_ value: Double, name: String) throws {
    guard value.isFinite, value >= 0 else {
      throw QueueError.invalidReadingTime(reason: "\(name) is \(value); it must be finite and not negative")
    }
  }
}
