import Foundation

/// The numbers and decisions behind the slide animation of `.top` and `.bottom` messages
/// (SwiftMessages' `TopBottomAnimation`), computed once here and used by the UIKit animator.
package struct SlideMotion: Equatable, Sendable {
  /// Show duration in seconds. 0.4 s by default.
  package var showDuration: TimeInterval = 0.4
  /// Hide duration in seconds (ease-in). 0.2 s by default.
  package var hideDuration: TimeInterval = 0.2
  /// Spring damping ratio of the show animation. 0.8 by default.
  package var springDamping: Double = 0.8
  /// A pan ending faster than this (points per second, towards the edge) dismisses.
  /// 750 by default.
  package var closeSpeedThreshold: Double = 750
  /// A pan that moved more than this fraction of the message's height dismisses. 0.33 by default.
  package var closePercentThreshold: Double = 0.33
  /// A pan that moved more than this many points dismisses. 75 by default.
  package var closeAbsoluteThreshold: Double = 75
  /// The exponent of the rubber band when dragging away from the edge. 0.7 by default.
  var rubberBandExponent: Double = 0.7

  /// Creates the default motion.
  package init() {}

  /// Positive translation is towards the closing edge and passes through; away from it is damped
  /// to `-|t|^0.7` when `allowsRubberBand`, else clamped to 0.
  func offset(forTranslation translation: Double, allowsRubberBand: Bool) -> Double {
    guard translation < 0 else { return translation }
    return allowsRubberBand ? -pow(-translation, rubberBandExponent) : 0
  }

  /// Whether a pan that ended with `translation` (points towards the edge) and `velocity`
  /// (points per second towards the edge) dismisses a message of `height` points whose
  /// bounce offset is `bounceOffset`.
  func shouldDismiss(
    translation: Double, velocity: Double, height: Double, bounceOffset: Double = 5
  ) -> Bool {
    let travel = max(1, height - bounceOffset)
    return velocity > closeSpeedThreshold || translation / travel > closePercentThreshold
      || translation > closeAbsoluteThreshold
  }
}
