import Foundation

/// Whether the arc indicator is running and since when, on the caller's clock (the UIKit view
/// uses the media clock, `CACurrentMediaTime()`).
///
/// Starting is idempotent: a second start, a new size or a move to another window keeps the
/// original start time, so the animation re-added at that moment continues in phase instead
/// of jumping back to the first frame.
package struct ArcIndicatorRun: Hashable, Sendable {
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

  /// The frame (head arc) shown at `now`: ``ArcIndicatorGeometry/stoppedFrame`` while stopped.
  func frame(at now: TimeInterval, style: ArcIndicatorStyle) -> Int {
    guard isAnimating, style.frameDuration > 0 else { return ArcIndicatorGeometry.stoppedFrame }
    let phase = phase(at: now, duration: style.revolutionDuration)
    // A hair of tolerance: 0.3 s into 0.1 s frames is frame 3, not 2.999….
    let frame = Int((phase / style.frameDuration + 1e-9).rounded(.down))
    return min(max(frame, 0), style.arcCount - 1)
  }
}
