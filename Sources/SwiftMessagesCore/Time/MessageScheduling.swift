import Foundation

/// The source of time for a `MessageDriver`: a monotonic "now" and one-shot timers.
///
/// The queue never reads a clock or sleeps on its own. On iOS the presenter injects a
/// main-queue scheduler; tests and simulations inject `ManualScheduler` from
/// `SwiftMessagesTesting` and advance it by hand.
package protocol MessageScheduling: AnyObject {
  /// The current time in seconds on a monotonic timeline (the origin does not matter).
  var now: TimeInterval { get }

  /// Runs `work` once, `delay` seconds from now, on the queue's isolation domain.
  ///
  /// - Parameters:
  ///   - delay: seconds, never negative, NaN or infinite when called by `MessageDriver`.
  ///   - work: the closure to run.
  /// - Returns: a handle that cancels the timer; cancelling after it fired does nothing.
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
