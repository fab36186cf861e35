import Foundation

/// The edge a deck is attached to; `.center` messages never stack (``init(_:)`` returns `nil`).
package enum DeckEdge: Sendable {
  /// The deck hangs from the top edge; older cards peek out below the newest one.
  case top
  /// The deck stands on the bottom edge; older cards peek out above the newest one.
  case bottom

  package init?(_ placement: PresentationPlacement) {
    switch placement {
    case .top: self = .top
    case .bottom: self = .bottom
    case .center: return nil
    }
  }

  /// The direction of "away from the edge" on UIKit's y axis (down for `.top`).
  var awayFromEdge: CGFloat { self == .top ? 1 : -1 }
}
