import Foundation

/// How long a message stays on screen once its show animation has finished.
///
/// Exactly SwiftMessages 10's `SwiftMessages.Duration` (the UIKit layer re-exports it under
/// that name), so apps' exhaustive `switch`es keep compiling. A reading-time auto-hide is a
/// separate option, ``MessageRequest/readingTime``, which replaces the interval of
/// `.automatic` and `.seconds`.
public enum MessageDuration: Hashable, Sendable {
  /// Hides after ``MessageDuration/automaticSeconds`` (2 s), SwiftMessages' default.
  case automatic
  /// Stays until it is hidden explicitly or by the user.
  case forever
  /// Hides after the given number of seconds. Must be finite and not negative.
  case seconds(seconds: TimeInterval)
  /// Waits `delay` seconds before it is even queued (dropped if hidden meanwhile), then stays
  /// until hidden; a programmatic hide is postponed until it has been visible for `minimum`
  /// seconds. User dismissals (tap, swipe, dim tap) are never postponed. Both values must be
  /// finite and not negative. This is the primitive behind loading HUDs that appear only when
  /// work is slow and never flash.
  case indefinite(delay: TimeInterval, minimum: TimeInterval)

  /// The `.automatic` duration: 2 seconds, as in SwiftMessages.
  public static let automaticSeconds: TimeInterval = 2

  /// Checks that every number in the duration is finite and not negative.
  ///
  /// - Throws: ``QueueError/invalidDuration(_:reason:)`` naming the offending value.
  public func validate() throws {
    switch self {
    case .automatic, .forever:
      return
    case .seconds(let seconds):
      try Self.check(seconds, name: "seconds")
    case .indefinite(let delay, let minimum):
      try Self.check(delay, name: "delay")
      try Self.check(minimum, name: "minimum")
    }
  }

  /// The delay before the message enters the queue and the minimum time it stays visible before
  /// a programmatic hide: those of `.indefinite`, otherwise none.
  package var window: GraceWindow {
    if case .indefinite(let delay, let minimum) = self { return GraceWindow(delay: delay, minimum: minimum) }
    return .none
  }

  /// The auto-hide interval, or `nil` when the message never hides on its own (`.forever`,
  /// `.indefinite`).
  ///
  /// With a `readingTime` policy, `.automatic` and `.seconds` hide after the policy's
  /// duration for the text instead (its own VoiceOver multiplier included). Without one, while
  /// VoiceOver is running a message must stay long enough for its announcement to be spoken:
  /// `.automatic` and `.seconds` are lengthened to at least ``ReadingTime/standard``'s
  /// VoiceOver duration for the text (4 s or more).
  ///
  /// - Parameters:
  ///   - text: the message's readable text (nil counts as empty).
  ///   - voiceOverRunning: whether VoiceOver is running.
  ///   - readingTime: the request's reading-time policy. `nil` (use the duration) by default.
  public func autoHideInterval(
    text: String?, voiceOverRunning: Bool, readingTime: ReadingTime? = nil
  ) -> TimeInterval? {
    let base: TimeInterval
    switch self {
    case .automatic: base = Self.automaticSeconds
    case .forever, .indefinite: return nil
    case .seconds(let seconds): base = seconds
    }
    if let readingTime {
      return readingTime.duration(for: text ?? "", voiceOverRunning: voiceOverRunning)
    }
    guard voiceOverRunning else { return base }
    return max(base, ReadingTime.standard.duration(for: text ?? "", voiceOverRunning: true))
  }

  static func check(_ value: TimeInterval, name: String) throws {
    if value.isNaN {
      throw QueueError.invalidDuration(value, reason: "\(name) is NaN")
    }
    if value.isInfinite {
      throw QueueError.invalidDuration(value, reason: "\(name) is infinite; use .forever instead")
    }
    if value < 0 {
      throw QueueError.invalidDuration(value, reason: "\(name) is negative")
    }
  }
}
