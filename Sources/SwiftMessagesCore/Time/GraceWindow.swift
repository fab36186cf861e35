import Foundation

/// A grace time before something shows and a minimum time once shown (fast work shows nothing,
/// nothing just flashes): the one rule behind `MessageDuration.indefinite(delay:minimum:)`,
/// ``HUDTimingPolicy`` and ``SkeletonTiming``, on any monotonic timeline.
package struct GraceWindow: Hashable, Sendable {
  /// Seconds to wait before showing. A negative, NaN or infinite value becomes 0.
  let delay: TimeInterval
  /// Seconds a shown thing stays at least. A negative, NaN or infinite value becomes 0.
  let minimum: TimeInterval

  /// No grace and no minimum: show and hide at once.
  static let none = GraceWindow(delay: 0, minimum: 0)

  /// Timers may fire a hair early in floating point: less than this left counts as due.
  static let tolerance: TimeInterval = 1e-9

  package init(delay: TimeInterval, minimum: TimeInterval) {
    self.delay = delay.nonNegativeFinite
    self.minimum = minimum.nonNegativeFinite
  }

  /// Seconds until something requested at `requestedAt` may show, asked at `now`; 0: show now.
  /// A NaN or infinite time, or a `now` before the request, counts as no time elapsed.
  func showDelay(requestedAt: TimeInterval, now: TimeInterval) -> TimeInterval {
    Self.remaining(of: delay, from: requestedAt, to: now)
  }

  /// Seconds until something shown at `shownAt` may hide, asked at `now`; 0: hide now. Never
  /// more than ``minimum`` (bad times count as no time elapsed).
  func hideDelay(shownAt: TimeInterval, now: TimeInterval) -> TimeInterval {
    Self.remaining(of: minimum, from: shownAt, to: now)
  }

  private static func remaining(of span: TimeInterval, from start: TimeInterval, to end: TimeInterval)
    -> TimeInterval
  {
    let remaining = span - (end - start).nonNegativeFinite
    return remaining > tolerance ? remaining : 0
  }
}
