import Foundation

extension ScaleMotion {
  /// The opacity of the show animation for a view whose own alpha is `restingAlpha` (1 unless
  /// the app made the message translucent): it fades in to that alpha, from ``initialAlpha``
  /// (0.25) — or from the resting alpha itself if lower, so it never fades down into view —
  /// or from 0 with the Reduce Motion fade.
  package func showOpacity(restingAlpha: Double, style: CrossFadeMotion.Style) -> OpacityChange {
    let resting = HidePlan.restingAlpha(restingAlpha)
    switch style {
    case .full: return OpacityChange(from: min(HidePlan.restingAlpha(initialAlpha), resting), to: resting)
    case .crossFade: return OpacityChange(from: 0, to: resting)
    }
  }

  /// The hide animation of a centred (or physics-placed) message.
  ///
  /// - On screen: it shrinks to ``hideScale`` (0.8) and fades out over ``hideDuration``
  ///   (0.15 s); with Reduce Motion it only fades, over the fade's `hideDuration` (0.2 s).
  /// - Flung off screen (`isOffScreen`): it turns invisible at once, but the animation still
  ///   runs its full duration on the hidden view, so the message leaves its container (and
  ///   the dim fades out) like any hide instead of vanishing in the same frame.
  ///
  /// Either way the view gets `restingAlpha` back and an identity transform afterwards (the
  /// fling left it rotated and at alpha 0).
  ///
  /// - Parameters:
  ///   - restingAlpha: the view's alpha before it was shown.
  ///   - isOffScreen: whether a fling already carried the message out of its container.
  ///   - style: the current Reduce Motion style.
  ///   - crossFade: the Reduce Motion fade's numbers.
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
