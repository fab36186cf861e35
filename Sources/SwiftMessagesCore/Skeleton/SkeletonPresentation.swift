import Foundation

/// The show/hide state machine of one skeleton, applying a ``SkeletonTiming``: events in,
/// actions out, no clock of its own. The UIKit driver feeds it events with the current time,
/// runs the actions, and when a `.schedule(after:)` timer fires calls ``timerFired(at:)``
/// (or sends the matching event itself). Repeated requests are idempotent, and stale timers
/// (from a request that was since cancelled) do nothing.
package struct SkeletonPresentation: Hashable, Sendable {
  /// Something that happened, with the time it happened (seconds on the driver's clock).
  package enum Event: Hashable, Sendable {
    /// The content started loading: a skeleton is wanted.
    case showRequested(at: TimeInterval)
    /// The grace timer fired.
    case graceElapsed(at: TimeInterval)
    /// The content arrived: the skeleton should go.
    case hideRequested(at: TimeInterval)
    /// The minimum-display timer fired.
    case minimumElapsed(at: TimeInterval)
  }

  /// What the driver must do.
  package enum Action: Hashable, Sendable {
    /// Show the skeleton (with its transition).
    case show
    /// Hide the skeleton (with its transition).
    case hide
    /// Start a timer; when it fires, call ``SkeletonPresentation/timerFired(at:)``.
    case schedule(after: TimeInterval)
    /// Nothing to do.
    case nothing
  }

  /// Where the skeleton is.
  package enum State: Hashable, Sendable {
    /// Not shown and not wanted.
    case idle
    /// Wanted since the given time; waiting for the grace time to pass.
    case pending(requestedAt: TimeInterval)
    /// On screen since the given time.
    case visible(shownAt: TimeInterval)
    /// On screen since the given time; the content arrived and the skeleton hides when the
    /// minimum display time is up.
    case hiding(shownAt: TimeInterval)
  }

  /// The timing policy. ``SkeletonTiming/standard`` by default.
  package let timing: SkeletonTiming
  /// The current state. `.idle` at first.
  package private(set) var state: State = .idle

  /// Creates an idle presentation with `timing` (0.15 s grace, 0.3 s minimum by default).
  package init(timing: SkeletonTiming = .standard) {
    self.timing = timing
  }

  /// Whether the skeleton is on screen (`.visible` or `.hiding`).
  package var isVisible: Bool {
    switch state {
    case .visible, .hiding: true
    case .idle, .pending: false
    }
  }

  /// Applies `event` and returns what to do.
  package mutating func handle(_ event: Event) -> Action {
    switch (state, event) {
    case (.idle, .showRequested(let time)):
      return requestShow(at: time)
    case (.pending(let requestedAt), .graceElapsed(let time)):
      guard timing.showDecision(requestedAt: requestedAt, now: time, contentReady: false) == .show else {
        return .nothing  // a stale timer from an earlier, cancelled request
      }
      state = .visible(shownAt: time)
      return .show
    case (.pending, .hideRequested):
      state = .idle  // the content beat the grace time: never shown, never flashes
      return .nothing
    case (.visible(let shownAt), .hideRequested(let time)):
      let delay = timing.hideDelay(shownAt: shownAt, now: time)
      guard delay > 0 else {
        state = .idle
        return .hide
      }
      state = .hiding(shownAt: shownAt)
      return .schedule(after: delay)
    case (.hiding(let shownAt), .minimumElapsed(let time)):
      guard timing.hideDelay(shownAt: shownAt, now: time) == 0 else { return .nothing }
      state = .idle
      return .hide
    case (.hiding(let shownAt), .showRequested):
      state = .visible(shownAt: shownAt)  // loading again before it hid: just stay up
      return .nothing
    default:
      return .nothing  // repeated requests and stale timers
    }
  }

  /// Handles a fired `.schedule(after:)` timer: `.graceElapsed` while pending,
  /// `.minimumElapsed` while hiding, nothing otherwise.
  package mutating func timerFired(at time: TimeInterval) -> Action {
    switch state {
    case .pending: handle(.graceElapsed(at: time))
    case .hiding: handle(.minimumElapsed(at: time))
    case .idle, .visible: .nothing
    }
  }

  private mutating func requestShow(at time: TimeInterval) -> Action {
    switch timing.showDecision(requestedAt: time, now: time, contentReady: false) {
    case .show:
      state = .visible(shownAt: time)
      return .show
    case .wait(let delay):
      state = .pending(requestedAt: time)
      return .schedule(after: delay)
    case .skip:
      return .nothing
    }
  }
}
