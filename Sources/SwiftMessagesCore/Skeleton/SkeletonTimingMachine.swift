import Foundation

/// The show/hide state machine of one skeleton, applying a ``SkeletonTiming``: events in,
/// actions out, no clock of its own. The UIKit driver feeds it events with the current time,
/// runs the actions, and reports a `.schedule(after:)` timer as ``Event/timerFired(at:)``.
/// Repeated requests are idempotent, and stale timers (from a request that was since
/// cancelled) do nothing.
struct SkeletonTimingMachine: Sendable {
  /// Something that happened, with the time it happened (seconds on the driver's clock).
  package enum Event: Sendable {
    /// The content started loading: a skeleton is wanted.
    case showRequested(at: TimeInterval)
    /// The content arrived: the skeleton should go.
    case hideRequested(at: TimeInterval)
    /// The last scheduled timer fired (the grace time or the minimum display time is up).
    case timerFired(at: TimeInterval)
  }

  /// What the driver must do.
  package enum Action: Sendable {
    /// Show the skeleton (with its transition).
    case show
    /// Hide the skeleton (with its transition).
    case hide
    /// Start a timer, replacing any earlier one; report it as ``Event/timerFired(at:)``.
    case schedule(after: TimeInterval)
  }

  /// Where the skeleton is.
  enum State: Sendable {
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

  private let window: GraceWindow
  /// The current state. `.idle` at first.
  private(set) var state: State = .idle

  /// Creates an idle machine applying `timing`.
  package init(timing: SkeletonTiming) {
    window = timing.window
  }

  /// Whether nothing is wanted (``State/idle``).
  var isIdle: Bool {
    if case .idle = state { true } else { false }
  }

  /// Whether the skeleton is on screen (`.visible` or `.hiding`).
  var isVisible: Bool {
    switch state {
    case .visible, .hiding: true
    case .idle, .pending: false
    }
  }

  /// Applies `event` and returns what to do.
  package mutating func handle(_ event: Event) -> [Action] {
    switch (state, event) {
    case (.idle, .showRequested(let time)):
      let delay = window.showDelay(requestedAt: time, now: time)
      guard delay > 0 else {
        state = .visible(shownAt: time)
        return [.show]
      }
      state = .pending(requestedAt: time)
      return [.schedule(after: delay)]
    case (.pending(let requestedAt), .timerFired(let time)):
      guard window.showDelay(requestedAt: requestedAt, now: time) == 0 else { return [] }
      state = .visible(shownAt: time)
      return [.show]
    case (.pending, .hideRequested):
      state = .idle  // the content beat the grace time: never shown, never flashes
      return []
    case (.visible(let shownAt), .hideRequested(let time)):
      let delay = window.hideDelay(shownAt: shownAt, now: time)
      guard delay > 0 else {
        state = .idle
        return [.hide]
      }
      state = .hiding(shownAt: shownAt)
      return [.schedule(after: delay)]
    case (.hiding(let shownAt), .timerFired(let time)):
      guard window.hideDelay(shownAt: shownAt, now: time) == 0 else { return [] }
      state = .idle
      return [.hide]
    case (.hiding(let shownAt), .showRequested):
      state = .visible(shownAt: shownAt)  // loading again before it hid: just stay up
      return []
    default:
      return []  // repeated requests and stale timers
    }
  }
}
