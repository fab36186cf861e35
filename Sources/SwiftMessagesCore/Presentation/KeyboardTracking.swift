import Foundation

/// The rules of a keyboard tracking view (SwiftMessages 10's `KeyboardTrackingView`): when it
/// follows the keyboard, how its height animates, and which views in a masking view it pushes
/// up. The height itself is ``KeyboardAvoidance/trackingHeight(trackerMaxY:keyboardFrame:topMargin:)``.
package enum KeyboardTracking {
  /// Whether a tracker follows the keyboard, from its pause states.
  package struct Gate: Sendable {
    /// The app set `isPaused`.
    var isPaused: Bool
    /// The app is inactive (between `willResignActive` and `didBecomeActive`): an app
    /// switcher snapshot must not move the message.
    var isAppInactive: Bool

    /// Creates a gate.
    package init(isPaused: Bool, isAppInactive: Bool) {
      self.isPaused = isPaused
      self.isAppInactive = isAppInactive
    }

    /// Whether the tracker follows the keyboard: neither paused nor in an inactive app.
    var isOpen: Bool { !isPaused && !isAppInactive }
  }

  /// How the tracker's height animates for one keyboard change.
  package struct Animation: Sendable {
    /// Seconds.
    package internal(set) var duration: TimeInterval
    /// The `UIView.AnimationCurve` raw value (UIKit shifts it left by 16 into the options).
    package internal(set) var curve: UInt
  }

  /// The duration used when a keyboard notification carries none: 0.25 s, the keyboard's own.
  static let defaultDuration: TimeInterval = 0.25
  /// The curve used when a keyboard notification carries none: 7, the keyboard's own
  /// (undocumented) curve.
  static let defaultCurve: UInt = 7

  /// The notification's duration and curve (``defaultDuration``/``defaultCurve`` when missing; a
  /// negative or non-finite duration counts as 0), or `nil` when gated or out of a window.
  package static func animation(gate: Gate, isInWindow: Bool, duration: TimeInterval?, curve: UInt?)
    -> Animation?
  {
    guard gate.isOpen, isInWindow else { return nil }
    let seconds = duration ?? defaultDuration
    return Animation(duration: seconds.isFinite ? max(0, seconds) : 0, curve: curve ?? defaultCurve)
  }

  /// What a keyboard change does to a tracker whose height is `current` and would become
  /// `target`, as in SwiftMessages 10.
  package enum Response: Sendable {
    /// Nothing: a hide while the tracker is already at height 0.
    case ignore
    /// `willChange` only: the height stays, so nothing animates and `didChange` is not sent.
    case notify
    /// `willChange`, the height animates with the keyboard, then `didChange`.
    case animate
  }

  /// See ``Response``.
  package static func response(to change: KeyboardChange, current: Double, target: Double) -> Response {
    if change == .hide, current == 0 { return .ignore }
    return current == target ? .notify : .animate
  }

  /// The height a layout pass sets (no animation), or `nil` to leave it: while paused (the
  /// shared keyboard state changes behind the pause and is applied once resumed) and when it
  /// is already right.
  package static func settledHeight(gate: Gate, current: CGFloat, target: CGFloat) -> CGFloat? {
    guard gate.isOpen, current != target else { return nil }
    return target
  }

  /// The constant for a new subview's `tracker.top >= subview.bottom + constant` constraint, or
  /// `nil` for the tracker, the dim, or a tracker now in another masking view (a tracker shared
  /// through a `Config`; constraining across unrelated hierarchies raises).
  package static func avoidanceConstant(
    subviewIsTracker: Bool, subviewIsDim: Bool, trackerIsInMaskingView: Bool, bounceOffset: CGFloat
  ) -> CGFloat? {
    guard !subviewIsTracker, !subviewIsDim, trackerIsInMaskingView else { return nil }
    return MessagePin.keyboardAvoidanceConstant(bounceOffset: bounceOffset)
  }
}
