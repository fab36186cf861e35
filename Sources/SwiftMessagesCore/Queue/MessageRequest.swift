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
  /// The message's readable text, used by `.readingTime` durations. `nil` by default.
  public var text: String?

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - id: the message id.
  ///   - priority: `0` by default; higher first.
  ///   - duration: `.automatic` by default.
  ///   - duplicatePolicy: `.drop` by default (SwiftMessages' `ignoreDuplicates = true`).
  ///   - text: `nil` by default; used for reading time.
  public init(
    id: String, priority: Int = 0, duration: MessageDuration = .automatic,
    duplicatePolicy: DuplicatePolicy = .drop, text: String? = nil
  ) {
    self.id = id
    self.priority = priority
    self.duration = duration
    self.duplicatePolicy = duplicatePolicy
    self.text = text
  }
}
