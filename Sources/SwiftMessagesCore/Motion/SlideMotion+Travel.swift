import Foundation

extension SlideMotion {
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

  /// The vertical translation a hide animates to, as SwiftMessages 10: `-height` for a top
  /// message; `maxY + height` for a bottom one, where `maxY` is its frame's bottom in the
  /// container. Moving a bottom message by its height alone left it resting above the
  /// keyboard with its top `topMargin − bounce` points above the keyboard for the whole hide.
  ///
  /// - Parameters:
  ///   - height: the message view's height in points.
  ///   - maxY: the bottom of the message's frame in its container, in points.
  ///   - edge: the edge it is attached to.
  func exitTranslation(height: Double, maxY: Double, edge: PresentationPlacement) -> Double {
    guard edge == .bottom else { return hiddenTranslation(height: height, edge: edge) }
    return maxY.nonNegativeFinite + height.nonNegativeFinite
  }

  /// Converts a raw vertical pan translation or velocity (UIKit's y axis, down is positive)
  /// into "towards the closing edge" terms: up for `.top`, down for `.bottom`.
  func towardsEdge(_ value: Double, edge: PresentationPlacement) -> Double {
    edge == .top ? -value : value
  }

  /// The inverse of ``towardsEdge(_:edge:)``: a closing-direction offset back to UIKit's y.
  func verticalTranslation(towardsEdge offset: Double, edge: PresentationPlacement) -> Double {
    edge == .top ? -offset : offset
  }

  /// Whether a pan on a message may rubber-band away from its edge: only when the visible
  /// background is inset from the message view (card and tab styles), so moving it does not
  /// open a gap at the edge.
  ///
  /// - Parameters:
  ///   - backgroundInsets: how far the background view is inset from the message view.
  ///   - edge: the edge the message is attached to.
  func allowsRubberBand(backgroundInsets: LayoutInsets, edge: PresentationPlacement) -> Bool {
    switch edge {
    case .top: return backgroundInsets.top > 0
    case .bottom: return backgroundInsets.bottom > 0
    case .center: return true
    }
  }
}
