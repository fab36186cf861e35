import Foundation

/// Whether the arc indicator runs and since when (the UIKit view uses `CACurrentMediaTime()`),
/// and what it shows and runs from there; restarting keeps the original start time so a
/// re-added animation stays in phase.
package struct ArcIndicatorRun: Sendable {
  /// The indicator's animation.
  package enum Animation: Sendable {
    /// Nothing runs: stopped, or not in a window (Core Animation drops animations there; they
    /// are added again, in phase, on the move to one).
    case none
    /// The arcs turn: each arc's shade keyframes (``ArcIndicatorGeometry/keyframes(arc:)``),
    /// one revolution per ``ArcIndicatorStyle/revolutionDuration``, `timeOffset` seconds in.
    case keyframes(timeOffset: TimeInterval)
    /// Reduce Motion: the whole indicator fades to `minimumOpacity` over `halfDuration` and
    /// back, forever, `timeOffset` seconds into the cycle.
    case pulse(halfDuration: TimeInterval, minimumOpacity: Double, timeOffset: TimeInterval)
  }

  /// When the current run started; `nil` while stopped (the initial state).
  private(set) var startTime: TimeInterval?

  package init() {}

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
  /// the `timeOffset` of an animation added at `now`; 0 for a clock that went backwards.
  package func phase(at now: TimeInterval, duration: TimeInterval) -> TimeInterval {
    guard let startTime, duration > 0, duration.isFinite else { return 0 }
    let elapsed = now - startTime
    guard elapsed.isFinite, elapsed > 0 else { return 0 }
    return elapsed.truncatingRemainder(dividingBy: duration)
  }

  /// The animation to add at `now` (after removing any other), in a window or not, with Reduce
  /// Motion on or off.
  package func animation(at now: TimeInterval, inWindow: Bool, reduceMotion: Bool, style: ArcIndicatorStyle)
    -> Animation
  {
    guard isAnimating, inWindow else { return .none }
    guard reduceMotion else {
      return .keyframes(timeOffset: phase(at: now, duration: style.revolutionDuration))
    }
    return .pulse(
      halfDuration: style.reducedMotionPulseDuration / 2, minimumOpacity: style.reducedMotionMinimumOpacity,
      timeOffset: phase(at: now, duration: style.reducedMotionPulseDuration))
  }

  /// Whether the view is hidden: stopped with `hidesWhenStopped`.
  package func isHidden(hidesWhenStopped: Bool) -> Bool {
    hidesWhenStopped && !isAnimating
  }

  /// A running indicator is an element labelled ``SwiftMessagesString/loading`` that updates
  /// frequently; a stopped one is not an element (separate from ``SkeletonAccessibility``).
  package static func accessibility(isAnimating: Bool) -> (
    isAccessibilityElement: Bool, label: String?, updatesFrequently: Bool
  ) {
    isAnimating ? (true, SwiftMessagesString.loading.localized, true) : (false, nil, false)
  }
}
