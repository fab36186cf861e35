import Foundation

extension ScaleMotion {
  /// Fades in to `restingAlpha` from ``initialAlpha`` (0.25), or from `restingAlpha` if lower so
  /// it never fades down into view, or from 0 with Reduce Motion.
  package func showOpacity(restingAlpha: Double, style: CrossFadeMotion.Style) -> OpacityChange {
    let resting = HidePlan.restingAlpha(restingAlpha)
    switch style {
    case .full: return OpacityChange(from: min(HidePlan.restingAlpha(initialAlpha), resting), to: resting)
    case .crossFade: return OpacityChange(from: 0, to: resting)
    }
  }

  /// Shrinks to ``hideScale`` and fades over ``hideDuration`` (a fade only with Reduce Motion); a
  /// message flung off screen turns invisible at once but still runs the full duration, so the
  /// dim fades out like any hide. Restores `restingAlpha` and identity (the fling left it rotated).
  package func hidePlan(
    restingAlpha: Double, isOffScreen: Bool, style: CrossFadeMotion.Style, crossFade: CrossFadeMotion
  ) -> HidePlan {
    let duration = max(0, style == .crossFade ? crossFade.hideDuration : hideDuration)
    let restored = HidePlan.restingAlpha(restingAlpha)
    if isOffScreen {
      // The scale is a real change on the invisible view: it keeps the animation running.
      return HidePlan(
        duration: duration, opacity: OpacityChange(from: 0, to: 0), movement: .scale(hideScale),
        restoredAlpha: restored)
    }
    return HidePlan(
      duration: duration, opacity: OpacityChange(to: 0),
      movement: style == .crossFade ? .none : .scale(hideScale), restoredAlpha: restored)
  }
}
