import Foundation
import SwiftMessagesCore
import SwiftMessagesTesting

/// Shared helpers for the queue tests: compact, readable views of what the engine did.

extension QueueSimulator {
  /// Every recorded event as `time name id token (detail)`, for example
  /// `2.40 willHide a #1 (timeout)`: one string compares ids, tokens, reasons and times at once.
  var log: [String] {
    recorder.entries.map { String(format: "%.2f ", $0.time) + $0.event.description }
  }

  /// A simulator with no pause between messages, for tests that are not about the pause.
  static func noPause(capacity: QueueCapacity? = nil) -> QueueSimulator {
    QueueSimulator(pauseBetweenMessages: 0, capacity: capacity)
  }
}

extension Array where Element == QueueAction {
  /// The events among the actions, in order.
  var events: [QueueEvent] {
    compactMap { action in
      if case .emit(let event) = action { return event }
      return nil
    }
  }

  /// The events as `name id token (detail)` strings.
  var eventLog: [String] { events.map(\.description) }
}

extension MessageToken {
  /// The token with sequence number `n`, as the n-th request to a fresh machine gets.
  static func nth(_ n: UInt64) -> MessageToken { MessageToken(rawValue: n) }
}
