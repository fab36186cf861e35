import Foundation

/// Whether the arc indicator runs and since when (the UIKit view uses `CACurrentMediaTime()`);
/// restarting keeps the original start time so a re-added animation stays in phase.
package struct ArcIndicatorRun: Sendable {
  /// When the current run started; `nil` while stopped (the initial state).
  private(set) var startTime: TimeInterval?

  /// Creates a stopped run.
  package init() {}

  /// Whether the indicator is animating.
  package var isAnimating: Bool { startTime != nil }

  /// Starts at `now`; does nothing when already running (the phase is kept).
  package mutating func start(at now: TimeInterval) {
    guard startTime == nil else { return }
    startTime = now
  }

  /// Stops; the next start begins a fresh revolution.
  package mutating func stop() {
    startTime = nil
  }

  /// How far into a cycle of `duration` seconds the run is at `now`, in seconds (0..<duration):
  /// the `timeOffset` of an animation added at `now`. 0 while stopped, for a clock that went
  /// backwards, and for a non-positive or non-finite duration or time.
  package func phase(at now: TimeInterval, duration: TimeInterval) -> TimeInterval {
    guard let startTime, duration > 0, duration.isFinite else { return 0 }
    let elapsed = now - startTime
    guard elapsed.isFinite, elapsed > 0 else { return 0 }
    return elapsed.truncatingRemainder(dividingBy: duration)
  }
}
