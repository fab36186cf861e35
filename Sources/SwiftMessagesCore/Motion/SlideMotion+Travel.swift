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

  /// As SwiftMessages 10: `-height` for a top message, `maxY + height` (points, `maxY` in the
  /// container) for a bottom one, which `height` alone would leave resting above the keyboard.
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

  /// Only when the background is inset from the message view on that edge (cards, tabs), so
  /// moving it away opens no gap at the edge.
  func allowsRubberBand(backgroundInsets: LayoutInsets, edge: PresentationPlacement) -> Bool {
    switch edge {
    case .top: return backgroundInsets.top > 0
    case .bottom: return backgroundInsets.bottom > 0
    case .center: return true
    }
  }
}
