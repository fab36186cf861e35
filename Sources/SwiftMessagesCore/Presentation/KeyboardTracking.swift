import Foundation

/// The rules of a keyboard tracking view (SwiftMessages 10's `KeyboardTrackingView`): when it
/// follows the keyboard, how its height animates, and which views in a masking view it pushes
/// up. The height itself is ``KeyboardAvoidance/trackingHeight(trackerMaxY:keyboardFrame:topMargin:)``.
package enum KeyboardTracking {
  /// The duration used when a keyboard notification carries none: 0.25 s, the keyboard's own.
  static let defaultDuration: TimeInterval = 0.25
  /// The curve used when a keyboard notification carries none: 7, the keyboard's own
  /// (undocumented) curve.
  static let defaultCurve: UInt = 7

  /// Whether a tracker follows the keyboard: neither paused by the app (`isPaused`) nor in an
  /// inactive app (between `willResignActive` and `didBecomeActive`: an app switcher snapshot
  /// must not move the message).
  static func follows(isPaused: Bool, isAppInactive: Bool) -> Bool { !isPaused && !isAppInactive }

  /// How the tracker's height animates for one keyboard change: the notification's duration
  /// in seconds and its `UIView.AnimationCurve` raw value (UIKit shifts it left by 16 into the
  /// options); ``defaultDuration``/``defaultCurve`` when missing, a negative or non-finite
  /// duration counting as 0. `nil` when the tracker does not follow or is out of a window.
  package static func animation(
    isPaused: Bool, isAppInactive: Bool, isInWindow: Bool, duration: TimeInterval?, curve: UInt?
  ) -> (duration: TimeInterval, curve: UInt)? {
    guard follows(isPaused: isPaused, isAppInactive: isAppInactive), isInWindow else { return nil }
    let seconds = duration ?? defaultDuration
    return (seconds.isFinite ? max(0, seconds) : 0, curve ?? defaultCurve)
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
  package static func settledHeight(isPaused: Bool, isAppInactive: Bool, current: CGFloat, target: CGFloat)
    -> CGFloat?
  {
    guard follows(isPaused: isPaused, isAppInactive: isAppInactive), current != target else { return nil }
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
