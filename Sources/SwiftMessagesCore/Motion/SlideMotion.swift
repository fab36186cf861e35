import Foundation

/// The numbers and decisions behind the slide animation of `.top` and `.bottom` messages
/// (SwiftMessages' `TopBottomAnimation`), computed once here and used by the UIKit animator.
package struct SlideMotion: Sendable {
  /// Show duration in seconds. 0.4 s by default.
  package var showDuration: TimeInterval = 0.4
  /// Hide duration in seconds (ease-in). 0.2 s by default.
  package var hideDuration: TimeInterval = 0.2
  /// Spring damping ratio of the show animation. 0.8 by default.
  package var springDamping: Double = 0.8
  /// A pan ending faster than this (points per second, towards the edge) dismisses.
  package var closeSpeedThreshold: Double = 750
  /// A pan that moved more than this fraction of the message's height dismisses. 0.33 by default.
  package var closePercentThreshold: Double = 0.33
  /// A pan that moved more than this many points dismisses. 75 by default.
  package var closeAbsoluteThreshold: Double = 75
  /// The exponent of the rubber band when dragging away from the edge. 0.7 by default.
  var rubberBandExponent: Double = 0.7

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

  // MARK: - Travel

  /// The vertical translation a message of `height` points starts its show from: `-height`
  /// above the top edge, `+height` below the bottom edge, 0 for `.center`.
  func hiddenTranslation(height: Double, edge: PresentationPlacement) -> Double {
    let distance = height.nonNegativeFinite
    switch edge {
    case .top: return -distance
    case .bottom: return distance
    case .center: return 0
    }
  }

  /// The translation the show animation starts from: ``hiddenTranslation(height:edge:)`` for
  /// the spring slide, 0 for the Reduce Motion fade (it fades in place).
  package func showStartTranslation(height: Double, edge: PresentationPlacement, style: CrossFadeMotion.Style)
    -> Double
  {
    style == .full ? hiddenTranslation(height: height, edge: edge) : 0
  }

  /// As SwiftMessages 10: `-height` for a top message, `maxY + height` (points, `maxY` in the
  /// container) for a bottom one, which `height` alone would leave resting above the keyboard.
  func exitTranslation(height: Double, maxY: Double, edge: PresentationPlacement) -> Double {
    guard edge == .bottom else { return hiddenTranslation(height: height, edge: edge) }
    return maxY.nonNegativeFinite + height.nonNegativeFinite
  }

  /// Converts a vertical pan translation or velocity (UIKit's y axis, down positive) into
  /// "towards the closing edge" terms, and back (the conversion is its own inverse).
  func towardsEdge(_ value: Double, edge: PresentationPlacement) -> Double {
    edge == .top ? -value : value
  }

  /// Only when the background is inset from the message view on that edge (cards, tabs), so
  /// moving it away opens no gap at the edge.
  func allowsRubberBand(backgroundInsets: LayoutInsets, edge: PresentationPlacement) -> Bool {
    switch edge {
    case .top: return backgroundInsets.top > 0
    case .bottom: return backgroundInsets.bottom > 0
    case .center: return true
    }
  }

  // MARK: - Plans

  /// The opacity of the show animation for a view whose own alpha is `restingAlpha`, as the
  /// alpha set at the start and the alpha animated to (`nil`: left alone): the spring slide leaves
  /// the alpha alone; the Reduce Motion fade goes from 0 to the resting alpha (so a message the
  /// app made translucent stays translucent).
  package func showOpacity(restingAlpha: Double, style: CrossFadeMotion.Style) -> (from: Double?, to: Double?)
  {
    style == .full ? (nil, nil) : (0, restingOpacity(restingAlpha))
  }

  /// Shows a top or bottom message on `target`: a spring slide in from off its edge; with Reduce
  /// Motion a fade in place. Without `restarts` (a swipe springing back) it runs from where it is.
  package func show(
    height: Double, edge: PresentationPlacement, restingAlpha: Double, style: CrossFadeMotion.Style,
    crossFade: CrossFadeMotion = CrossFadeMotion(), restarts: Bool = true, on target: some MotionTarget,
    completion: @escaping (Bool) -> Void
  ) {
    let opacity = showOpacity(restingAlpha: restingAlpha, style: style)
    let full = style == .full
    target.runShow(
      duration: full ? showDuration : crossFade.showDuration, damping: full ? springDamping : nil,
      from: restarts
        ? (1, showStartTranslation(height: height, edge: edge, style: style), opacity.from) : nil,
      endAlpha: opacity.to, fadeDuration: 0, fadeAlpha: nil, completion: completion)
  }

  /// Hides on `target`: an ease-in slide to ``exitTranslation(height:maxY:edge:)`` over
  /// ``hideDuration`` (a fade in place with Reduce Motion); restores `restingAlpha` afterwards,
  /// else a reused view stayed at 0.
  package func hide(
    height: Double, maxY: Double, edge: PresentationPlacement, restingAlpha: Double,
    style: CrossFadeMotion.Style, crossFade: CrossFadeMotion = CrossFadeMotion(),
    on target: some MotionTarget,
    completion: @escaping (Bool) -> Void
  ) {
    let full = style == .full
    target.runHide(
      duration: max(0, full ? hideDuration : crossFade.hideDuration), startAlpha: nil,
      endAlpha: full ? nil : 0,
      to: full ? (1, exitTranslation(height: height, maxY: maxY, edge: edge)) : nil,
      restoredAlpha: restingOpacity(restingAlpha), completion: completion)
  }
}
