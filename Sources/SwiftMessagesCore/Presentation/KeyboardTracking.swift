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

  /// What one keyboard change does to a tracker whose height is `current` and would become
  /// `target`, as in SwiftMessages 10: `nil` when it is ignored (the tracker is paused by the
  /// app, in an inactive app between `willResignActive` and `didBecomeActive` so an app
  /// switcher snapshot does not move the message, out of a window, or a hide finds it at height
  /// 0). Otherwise `willChange` is sent; when `animates` (the height changes) the height
  /// animates with the notification's `duration` in seconds and its `UIView.AnimationCurve` raw
  /// value `curve` (UIKit shifts it left by 16 into the options), ``defaultDuration`` and
  /// ``defaultCurve`` when missing, a negative or non-finite duration counting as 0, and then
  /// `didChange` is sent.
  package static func response(
    to change: KeyboardChange, isPaused: Bool, isAppInactive: Bool, isInWindow: Bool, current: CGFloat,
    target: CGFloat, duration: TimeInterval?, curve: UInt?
  ) -> (animates: Bool, duration: TimeInterval, curve: UInt)? {
    guard !isPaused, !isAppInactive, isInWindow, change != .hide || current != 0 else { return nil }
    let seconds = duration ?? defaultDuration
    return (current != target, seconds.isFinite ? max(0, seconds) : 0, curve ?? defaultCurve)
  }

  /// The height a layout pass sets (no animation), or `nil` to leave it: while paused (the
  /// shared keyboard state changes behind the pause and is applied once resumed) and when it
  /// is already right.
  package static func settledHeight(isPaused: Bool, isAppInactive: Bool, current: CGFloat, target: CGFloat)
    -> CGFloat?
  {
    guard !isPaused, !isAppInactive, current != target else { return nil }
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
