import Foundation

/// The phase of a pan on a message, in `UIGestureRecognizer.State`'s terms: the one rule of
/// when a drag starts, moves and lets go, shared by ``SlidePan`` and ``FlingPan``.
package enum PanPhase: Int, Equatable, Sendable {
  /// Not recognised yet.
  case possible = 0
  /// The finger started moving the message.
  case began
  /// The finger moved.
  case changed
  /// The finger lifted.
  case ended
  /// The system took the touch away (an incoming call, a system gesture, the view leaving its
  /// window).
  case cancelled
  /// Recognition failed.
  case failed

  /// The phase of a recognizer whose state has this `UIGestureRecognizer.State.rawValue`;
  /// unknown values are ``possible``, where nothing happens.
  package init(gestureState rawValue: Int) {
    self = PanPhase(rawValue: rawValue) ?? .possible
  }

  /// Whether the message is let go and the swipe or fling thresholds decide what happens:
  /// `.ended` and `.cancelled` alike, as in SwiftMessages 10 (a drag cancelled past the
  /// thresholds still dismisses).
  var releases: Bool { self == .ended || self == .cancelled }

  /// Whether the drag is over: released, or failed (which only springs back).
  var finishes: Bool { releases || self == .failed }
}

/// What a pan tells the animator's delegate (`AnimationDelegate`), shared by ``SlidePan`` and
/// ``FlingPan``.
package enum PanReport: Sendable {
  /// The pan started: auto-hide pauses.
  case started
  /// The pan ended with the message back at rest: auto-hide restarts.
  case ended
  /// The user dismissed the message: hide it.
  case dismissed
}
