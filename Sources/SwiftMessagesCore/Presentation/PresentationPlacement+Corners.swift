import Foundation

extension PresentationPlacement {
  /// Which corners of a background with `roundsLeadingCorners` (the tab layout) are rounded.
  package enum RoundedCorners: Sendable {
    /// All four corners.
    case all
    /// The top-left and top-right corners.
    case top
    /// The bottom-left and bottom-right corners.
    case bottom
  }

  /// The corners a tab-style background rounds: those away from the edge the message is
  /// attached to (a top tab rounds its bottom corners, a bottom tab its top corners); a
  /// centred message has no attached edge and rounds all four.
  package var leadingCorners: RoundedCorners {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .center: return .all
    }
  }
}
