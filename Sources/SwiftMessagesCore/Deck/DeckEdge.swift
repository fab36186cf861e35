import Foundation

/// The edge a deck is attached to; `.center` messages never stack (``init(_:)`` returns `nil`).
package enum DeckEdge: Sendable {
  /// The deck hangs from the top edge; older cards peek out below the newest one.
  case top
  /// The deck stands on the bottom edge; older cards peek out above the newest one.
  case bottom

  /// The deck edge of a placement: `.top` and `.bottom` as they are, `nil` for `.center`.
  package init?(_ placement: PresentationPlacement) {
    switch placement {
    case .top: self = .top
    case .bottom: self = .bottom
    case .center: return nil
    }
  }

  /// The direction of "away from the edge" on UIKit's y axis: +1 (down) for `.top`, -1 (up)
  /// for `.bottom`.
  var awayFromEdge: CGFloat { self == .top ? 1 : -1 }
}
