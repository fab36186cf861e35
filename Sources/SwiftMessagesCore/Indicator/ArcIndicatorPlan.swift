import Foundation

/// What the arc indicator shows and runs, decided from plain facts: its run, the time, whether
/// it is in a window, Reduce Motion and `hidesWhenStopped`. The UIKit view applies it to its
/// layers, as the skeleton's renderer applies a ``SkeletonRenderPlan``.
package struct ArcIndicatorPlan: Sendable {
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

  /// The animation to add (after removing any other).
  package let animation: Animation
  /// Whether the view is hidden: stopped with `hidesWhenStopped`.
  package let isHidden: Bool

  /// The plan for `run` at `now` (the clock the run was started on).
  package init(
    run: ArcIndicatorRun, now: TimeInterval, inWindow: Bool, reduceMotion: Bool, hidesWhenStopped: Bool,
    style: ArcIndicatorStyle
  ) {
    isHidden = hidesWhenStopped && !run.isAnimating
    guard run.isAnimating, inWindow else {
      animation = .none
      return
    }
    guard reduceMotion else {
      animation = .keyframes(timeOffset: run.phase(at: now, duration: style.revolutionDuration))
      return
    }
    animation = .pulse(
      halfDuration: style.reducedMotionPulseDuration / 2, minimumOpacity: style.reducedMotionMinimumOpacity,
      timeOffset: run.phase(at: now, duration: style.reducedMotionPulseDuration))
  }
}

extension ArcIndicatorPlan {
  /// A running indicator is an element labelled ``SwiftMessagesString/loading`` that updates
  /// frequently; a stopped one is not an element (separate from ``SkeletonAccessibility``).
  package static func accessibility(isAnimating: Bool) -> (
    isAccessibilityElement: Bool, label: String?, updatesFrequently: Bool
  ) {
    isAnimating ? (true, SwiftMessagesString.loading.localized, true) : (false, nil, false)
  }
}
