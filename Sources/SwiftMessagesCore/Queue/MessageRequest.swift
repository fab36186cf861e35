import Foundation

/// What the queue engine needs to know about a message: no views, only values.
public struct MessageRequest: Hashable, Sendable {
  /// The identity used for de-duplication, counting and look-ups (`hide(id:)`, `current(id:)`).
  public var id: String
  /// Higher priorities are shown first; equal priorities are first-in, first-out. 0 by default.
  public var priority: Int
  /// How long the message stays up. `.automatic` (2 s) by default.
  public var duration: MessageDuration
  /// What to do with a request whose id is already visible or queued. `.drop` by default.
  public var duplicatePolicy: DuplicatePolicy
  /// The message's readable text, used by ``readingTime`` and by the VoiceOver lengthening of
  /// `.automatic` and `.seconds`. `nil` by default.
  public var text: String?
  /// A reading-time policy: when set, `.automatic` and `.seconds` durations hide after the
  /// time ``text`` takes to read (``ReadingTime/duration(for:voiceOverRunning:)``) instead of
  /// their own interval; `.forever` and `.indefinite` ignore it. `nil` by default.
  public var readingTime: ReadingTime?
  /// Whether the message is shown on its own when several may be visible at once
  /// (`QueueStateMachine/maximumVisible` above 1): it becomes visible only once no other
  /// message is, and no other message becomes visible while it is (see
  /// `QueueStateMachine/visibleTokens`). A stacked deck's `.center` messages are exclusive.
  /// No effect with one message at a time. `false` by default.
  public var isExclusive: Bool

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - id: the message id.
  ///   - priority: `0` by default; higher first.
  ///   - duration: `.automatic` by default.
  ///   - duplicatePolicy: `.drop` by default (SwiftMessages' `ignoreDuplicates = true`).
  ///   - text: `nil` by default; used for reading time.
  ///   - readingTime: `nil` (the duration's own interval) by default.
  ///   - isExclusive: `false` by default; `true` shows the message on its own in a deck.
  public init(
    id: String, priority: Int = 0, duration: MessageDuration = .automatic,
    duplicatePolicy: DuplicatePolicy = .drop, text: String? = nil, readingTime: ReadingTime? = nil,
    isExclusive: Bool = false
  ) {
    self.id = id
    self.priority = priority
    self.duration = duration
    self.duplicatePolicy = duplicatePolicy
    self.text = text
    self.readingTime = readingTime
    self.isExclusive = isExclusive
  }

  /// Checks the duration (``MessageDuration/validate()``) and the reading-time policy
  /// (``ReadingTime/validate()``).
  ///
  /// - Throws: ``QueueError/invalidDuration(_:reason:)`` or
  ///   ``QueueError/invalidReadingTime(reason:)``.
  public func validate() throws {
    try duration.validate()
    try readingTime?.validate()
  }
}
