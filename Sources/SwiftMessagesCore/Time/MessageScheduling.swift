import Foundation

/// The source of time for a `MessageDriver`: a monotonic "now" and one-shot timers (a main-queue
/// scheduler on iOS, `SwiftMessagesTesting`'s `ManualScheduler` in tests).
package protocol MessageScheduling: AnyObject {
  /// The current time in seconds on a monotonic timeline (the origin does not matter).
  var now: TimeInterval { get }

  /// Runs `work` once, `delay` seconds from now (never negative, NaN or infinite from
  /// `MessageDriver`), on the queue's isolation domain; the returned timer cancels it (a no-op once
  /// fired).
  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> ScheduledTimer
}

/// A handle on a timer created by ``MessageScheduling/schedule(after:_:)``.
package struct ScheduledTimer {
  private let onCancel: () -> Void

  /// Creates a handle that runs `cancel` when ``cancel()`` is called.
  package init(cancel: @escaping () -> Void) {
    self.onCancel = cancel
  }

  /// Cancels the timer. Harmless if it already fired or was cancelled.
  package func cancel() { onCancel() }
}
