import Foundation

/// The numbers and decisions behind the scale-and-fade animation of `.center` messages and
/// the physics pan-to-dismiss (SwiftMessages' `PhysicsAnimation` and `PhysicsPanHandler`).
package struct ScaleMotion: Sendable {
  /// Show duration in seconds. 0.5 s by default.
  package var showDuration: TimeInterval = 0.5
  /// Hide duration in seconds. 0.15 s by default.
  package var hideDuration: TimeInterval = 0.15
  /// Spring damping of the show animation. 0.6 by default.
  package var springDamping: Double = 0.6
  /// Scale the message starts from. 0.6 by default.
  package internal(set) var initialScale: Double = 0.6
  /// Opacity the message starts from. 0.25 by default.
  var initialAlpha: Double = 0.25
  /// Fraction of the show duration over which the opacity reaches 1. 0.3 by default.
  var fadeInFraction: Double = 0.3
  /// Scale the message shrinks to when hiding. 0.8 by default.
  var hideScale: Double = 0.8
  /// A pan released faster than this (points per second) flings the message away. 600 by
  /// default. (SwiftMessages also tested an "energy" above 200, which can never decide.)
  var flingSpeedThreshold: Double = 600
  /// Linear fling speed cap, points per second. 1800 by default.
  var maximumLinearSpeed: Double = 1800
  /// Angular fling speed cap, radians per second. 10 by default.
  var maximumAngularSpeed: Double = 10
  /// Delay before hiding once the flung message has left its container. 0.2 s by default.
  package var offScreenHideDelay: TimeInterval = 0.2
  /// Snap-back spring duration in seconds. 0.5 s by default.
  package internal(set) var snapBackDuration: TimeInterval = 0.5
  /// Snap-back spring damping. 0.65 by default.
  package internal(set) var snapBackDamping: Double = 0.65

  package init() {}

  /// The opacity-fade duration of the show animation: 0.15 s by default.
  package var fadeInDuration: TimeInterval { showDuration * fadeInFraction }

  /// Whether a release with this velocity flings the message away.
  func shouldFling(velocityX: Double, velocityY: Double) -> Bool {
    (velocityX * velocityX + velocityY * velocityY).squareRoot() > flingSpeedThreshold
  }

  /// The release velocity scaled down to ``maximumLinearSpeed``, direction kept. A
  /// non-finite component gives `(0, 0)`: a degenerate gesture must not launch the message.
  func cappedLinearVelocity(x: Double, y: Double) -> (x: Double, y: Double) {
    guard x.isFinite, y.isFinite else { return (0, 0) }
    let speed = (x * x + y * y).squareRoot()
    guard speed > maximumLinearSpeed else { return (x, y) }
    let factor = maximumLinearSpeed / speed
    return (x * factor, y * factor)
  }

  /// The angular velocity clamped to ±``maximumAngularSpeed``.
  func cappedAngularVelocity(_ omega: Double) -> Double {
    guard omega.isFinite else { return 0 }
    return min(max(omega, -maximumAngularSpeed), maximumAngularSpeed)
  }

  // MARK: - Plans

  /// Fades in to `restingAlpha` from ``initialAlpha`` (0.25), or from `restingAlpha` if lower so
  /// it never fades down into view, or from 0 with Reduce Motion.
  package func showOpacity(restingAlpha: Double, style: CrossFadeMotion.Style) -> (from: Double, to: Double) {
    let resting = restingOpacity(restingAlpha)
    return (style == .full ? min(restingOpacity(initialAlpha), resting) : 0, resting)
  }

  /// Hides on `target`: shrinks to ``hideScale`` and fades over ``hideDuration`` (a fade only with
  /// Reduce Motion); a message flung off screen turns invisible at once but still runs the full
  /// duration, so the dim fades out like any hide (the scale is a real change on the invisible
  /// view: it keeps the animation running). Restores `restingAlpha` and identity (the fling left it
  /// rotated).
  package func hide(
    restingAlpha: Double, isOffScreen: Bool, style: CrossFadeMotion.Style,
    crossFade: CrossFadeMotion = CrossFadeMotion(), on target: some MotionTarget,
    completion: @escaping (Bool) -> Void
  ) {
    target.runHide(
      duration: max(0, style == .crossFade ? crossFade.hideDuration : hideDuration),
      startAlpha: isOffScreen ? 0 : nil, endAlpha: 0,
      to: isOffScreen || style == .full ? (hideScale, 0) : nil,
      restoredAlpha: restingOpacity(restingAlpha), completion: completion)
  }

  /// Shows a centred (or physics-placed) message on `target`: a spring scale from ``initialScale``
  /// with a separate fade-in over ``fadeInDuration``; with Reduce Motion a fade only.
  package func show(
    restingAlpha: Double, style: CrossFadeMotion.Style, crossFade: CrossFadeMotion = CrossFadeMotion(),
    on target: some MotionTarget, completion: @escaping (Bool) -> Void
  ) {
    let opacity = showOpacity(restingAlpha: restingAlpha, style: style)
    guard style == .full else {
      return target.runShow(
        duration: crossFade.showDuration, damping: nil, from: (1, 0, opacity.from), endAlpha: opacity.to,
        fadeDuration: 0, fadeAlpha: nil,
        completion: completion)
    }
    target.runShow(
      duration: showDuration, damping: springDamping, from: (initialScale, 0, opacity.from), endAlpha: nil,
      fadeDuration: fadeInDuration, fadeAlpha: opacity.to,
      completion: completion)
  }
}
