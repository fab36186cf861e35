import Foundation

/// A change of a message view's opacity during a show or hide animation.
package struct OpacityChange: Sendable {
  /// The alpha set at once, before animating; `nil` keeps the current alpha.
  package internal(set) var from: Double?
  /// The alpha animated to; `nil` leaves the alpha alone.
  package internal(set) var to: Double?

  init(from: Double? = nil, to: Double? = nil) {
    self.from = from
    self.to = to
  }
}

/// One hide animation and the alpha restored afterwards; the transform always returns to identity
/// so a reused message view starts clean.
package struct HidePlan: Sendable {
  /// What moves while the message hides.
  package enum Movement: Sendable {
    /// Nothing moves (the Reduce Motion fade).
    case none
    /// The view scales about its centre to this factor.
    case scale(Double)
    /// The view translates vertically by this many points (UIKit's y axis, down positive).
    case translationY(Double)
  }

  /// How long the animation runs, in seconds.
  package internal(set) var duration: TimeInterval
  package internal(set) var opacity: OpacityChange
  package internal(set) var movement: Movement
  /// The alpha set once the animation has finished: the view's alpha before it was shown.
  package internal(set) var restoredAlpha: Double

  init(duration: TimeInterval, opacity: OpacityChange, movement: Movement, restoredAlpha: Double) {
    self.duration = duration
    self.opacity = opacity
    self.movement = movement
    self.restoredAlpha = restoredAlpha
  }

  /// A view's alpha as observed before it is shown, as a valid opacity: clamped to 0…1, and
  /// 1 when not a number.
  static func restingAlpha(_ observed: Double) -> Double {
    guard !observed.isNaN else { return 1 }
    return min(max(observed, 0), 1)
  }
}

/// One show animation: the starting transform and alpha, animated to identity and the resting
/// alpha (`runShow` in the UIKit layer); a swipe that springs back reruns it without the start.
package struct ShowPlan: Sendable {
  /// How long the movement runs, in seconds.
  package internal(set) var duration: TimeInterval
  /// The spring's damping ratio, or `nil` for a plain fade (Reduce Motion).
  package var springDamping: Double?
  /// The transform the view starts from (it animates to identity).
  package internal(set) var start: HidePlan.Movement
  /// The alpha set at the start, and the alpha animated with the movement.
  package internal(set) var opacity: OpacityChange
  /// A linear fade that runs apart from the movement (the scale's fade-in): its duration and
  /// the alpha it reaches; `nil` when there is none.
  package internal(set) var separateFade: (duration: TimeInterval, alpha: Double)?
}
