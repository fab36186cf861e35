import Foundation

/// A change of a message view's opacity during a show or hide animation.
package struct OpacityChange: Equatable, Sendable {
  /// The alpha set at once, before animating; `nil` keeps the current alpha.
  package var from: Double?
  /// The alpha animated to; `nil` leaves the alpha alone.
  package var to: Double?

  /// Creates a change. Both ends `nil` (no change) by default.
  init(from: Double? = nil, to: Double? = nil) {
    self.from = from
    self.to = to
  }
}

/// One hide animation, decided in the core: what the animator animates, for how long, and
/// the alpha the view gets back afterwards. The transform always goes back to identity once
/// hidden, so a view shown again (message views are often reused) starts clean.
///
/// Built by ``ScaleMotion/hidePlan(restingAlpha:isOffScreen:style:crossFade:)`` and
/// ``SlideMotion/hidePlan(height:edge:restingAlpha:style:crossFade:)``.
package struct HidePlan: Equatable, Sendable {
  /// What moves while the message hides.
  package enum Movement: Equatable, Sendable {
    /// Nothing moves (the Reduce Motion fade).
    case none
    /// The view scales about its centre to this factor.
    case scale(Double)
    /// The view translates vertically by this many points (UIKit's y axis, down positive).
    case translationY(Double)
  }

  /// How long the animation runs, in seconds.
  package var duration: TimeInterval
  /// The opacity change.
  package var opacity: OpacityChange
  /// The movement.
  package var movement: Movement
  /// The alpha set once the animation has finished: the view's alpha before it was shown.
  package var restoredAlpha: Double

  /// Creates a plan.
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
