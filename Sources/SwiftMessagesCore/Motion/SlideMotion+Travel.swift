import Foundation

extension SlideMotion {
  /// The vertical translation that puts a message of `height` points just off its edge:
  /// `-height` above the top edge, `+height` below the bottom edge, 0 for `.center`.
  ///
  /// SwiftMessages moved bottom messages to `frame.maxY + height`, far past the edge, which
  /// made the ease-in hide look faster than its 0.2 s; this is the distance that is needed.
  package func hiddenTranslation(height: Double, edge: PresentationPlacement) -> Double {
    let distance = height.nonNegativeFinite
    switch edge {
    case .top: return -distance
    case .bottom: return distance
    case .center: return 0
    }
  }

  /// Converts a raw vertical pan translation or velocity (UIKit's y axis, down is positive)
  /// into "towards the closing edge" terms: up for `.top`, down for `.bottom`.
  package func towardsEdge(_ value: Double, edge: PresentationPlacement) -> Double {
    edge == .top ? -value : value
  }

  /// The inverse of ``towardsEdge(_:edge:)``: a closing-direction offset back to UIKit's y.
  package func verticalTranslation(towardsEdge offset: Double, edge: PresentationPlacement) -> Double {
    edge == .top ? -offset : offset
  }

  /// Whether a pan on a message may rubber-band away from its edge: only when the visible
  /// background is inset from the message view (card and tab styles), so moving it does not
  /// open a gap at the edge.
  ///
  /// - Parameters:
  ///   - backgroundInsets: how far the background view is inset from the message view.
  ///   - edge: the edge the message is attached to.
  package func allowsRubberBand(backgroundInsets: LayoutInsets, edge: PresentationPlacement) -> Bool {
    switch edge {
    case .top: return backgroundInsets.top > 0
    case .bottom: return backgroundInsets.bottom > 0
    case .center: return true
    }
  }
}
