import Foundation

extension SlideMotion {
  /// One step of a swipe on a top or bottom message.
  struct Drag: Equatable, Sendable {
    /// The on-screen offset towards the closing edge (see ``SlideMotion/offset(forTranslation:allowsRubberBand:)``).
    var offset: Double
    /// Whether the swipe moves the message, and so pauses auto-hide until it ends: any drag
    /// towards the edge, and a rubber-band drag away from it. A drag that cannot move the
    /// message (away from the edge of a full-width banner, or no vertical movement) does not.
    var pausesAutoHide: Bool
  }

  /// The offset and the auto-hide decision for a pan translation measured towards the
  /// closing edge (positive = towards the edge).
  func drag(translation: Double, allowsRubberBand: Bool) -> Drag {
    let offset = offset(forTranslation: translation, allowsRubberBand: allowsRubberBand)
    return Drag(offset: offset, pausesAutoHide: offset != 0)
  }

  /// The opacity of the show animation for a view whose own alpha is `restingAlpha`: the
  /// spring slide leaves the alpha alone; the Reduce Motion fade goes from 0 to the resting
  /// alpha (so a message the app made translucent stays translucent).
  package func showOpacity(restingAlpha: Double, style: CrossFadeMotion.Style) -> OpacityChange {
    switch style {
    case .full: return OpacityChange()
    case .crossFade: return OpacityChange(from: 0, to: HidePlan.restingAlpha(restingAlpha))
    }
  }

  /// An ease-in slide to ``exitTranslation(height:maxY:edge:)`` over ``hideDuration`` (a fade in
  /// place with Reduce Motion); restores `restingAlpha` afterwards, else a reused view stayed at 0.
  package func hidePlan(
    height: Double, maxY: Double, edge: PresentationPlacement, restingAlpha: Double,
    style: CrossFadeMotion.Style,
    crossFade: CrossFadeMotion
  ) -> HidePlan {
    let restored = HidePlan.restingAlpha(restingAlpha)
    switch style {
    case .crossFade:
      return HidePlan(
        duration: max(0, crossFade.hideDuration), opacity: OpacityChange(to: 0), movement: .none,
        restoredAlpha: restored)
    case .full:
      return HidePlan(
        duration: max(0, hideDuration), opacity: OpacityChange(),
        movement: .translationY(exitTranslation(height: height, maxY: maxY, edge: edge)),
        restoredAlpha: restored)
    }
  }
}
