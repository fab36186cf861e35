import Foundation

/// A unique, stable identity for one message accepted by a queue.
///
/// Tokens are handed out by `QueueStateMachine` in increasing order and are never reused
/// by the same machine, so a token can never be confused with another message, even one that
/// carries the same ``MessageRequest/id``. Drivers use tokens to refer to the exact message
/// an action or callback is about (a stale dim tap never hides the next message).
public struct MessageToken: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The sequence number of the message inside its queue, starting at 1.
  public let rawValue: UInt64

  /// Creates a token from its sequence number. Useful in tests; queues create their own.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Tokens order by sequence number: earlier requests first.
  public static func < (lhs: MessageToken, rhs: MessageToken) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#` followed by the sequence number, for example `#3`.
  public var description: String { "#\(rawValue)" }
}
