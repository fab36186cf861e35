import Foundation

/// Errors thrown by the queue engine for input it cannot accept.
public enum QueueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A duration, delay or minimum was NaN, infinite or negative. Nothing was queued.
  case invalidDuration(TimeInterval, reason: String)
  /// A reading-time policy had a NaN, infinite or negative parameter, or a maximum below its
  /// minimum. Nothing was queued.
  case invalidReadingTime(reason: String)

  /// A sentence describing the problem and the value at fault.
  public var description: String {
    switch self {
    case .invalidDuration(let value, let reason):
      return "Invalid message duration \(value): \(reason)."
    case .invalidReadingTime(let reason):
      return "Invalid reading-time policy: \(reason)."
    }
  }
}
