import Foundation

/// The preset layouts of `SwiftMessagesSegue.configure(layout:)` (SwiftMessages 10's
/// `SwiftMessagesSegue.Layout`), mirroring a subset of the bundled message layouts.
public enum SegueLayout: Hashable, Sendable, CaseIterable {
  /// The standard message layout at the top: full width, edge to edge.
  case topMessage
  /// The standard message layout at the bottom: full width, edge to edge.
  case bottomMessage
  /// A floating card with rounded corners at the top.
  case topCard
  /// A tab at the top: rounded bottom corners, reaching the top edge.
  case topTab
  /// A floating card with rounded corners at the bottom.
  case bottomCard
  /// A tab at the bottom: rounded top corners, reaching the bottom edge.
  case bottomTab
  /// A floating card with rounded corners in the centre.
  case centered

  /// SwiftMessages 10's `configure(layout:)` table: messages `.content`, margins 20, square, slide
  /// damping 1; cards and `centered` `.background`, margins 10, collapsed, radius 15; tabs
  /// `.backgroundVertical`, margins 20/10, leading corners 15, slide damping 1. All bounce 0 with
  /// the standard drop shadow.
  package var preset: SeguePreset {
    switch self {
    case .topMessage: return .message(from: .top)
    case .bottomMessage: return .message(from: .bottom)
    case .topCard: return .card(.standard(.top))
    case .bottomCard: return .card(.standard(.bottom))
    case .centered: return .card(.standard(.center))
    case .topTab: return .tab(from: .top)
    case .bottomTab: return .tab(from: .bottom)
    }
  }
}

extension SeguePreset {
  /// Edge to edge with 20 pt margin additions that add to the safe area, square, sliding in
  /// without overshoot.
  fileprivate static func message(from edge: PresentationPlacement) -> SeguePreset {
    SeguePreset(
      containment: .content, layoutMarginAdditions: LayoutInsets(all: 20), collapsesMarginAdditions: false,
      cornerRadius: 0, roundsLeadingCorners: false, animation: .slide(edge, springDamping: 1))
  }

  /// A rounded card 10 pt inside the margins, with the standard animation of its placement.
  fileprivate static func card(_ animation: Animation) -> SeguePreset {
    SeguePreset(
      containment: .background, layoutMarginAdditions: LayoutInsets(all: 10), collapsesMarginAdditions: true,
      cornerRadius: MessageWidth.cardCornerRadius, roundsLeadingCorners: false, animation: animation)
  }

  /// A tab reaching its edge, rounded away from it, sliding in without overshoot.
  fileprivate static func tab(from edge: PresentationPlacement) -> SeguePreset {
    SeguePreset(
      containment: .backgroundVertical,
      layoutMarginAdditions: LayoutInsets(top: 20, left: 10, bottom: 20, right: 10),
      collapsesMarginAdditions: true, cornerRadius: MessageWidth.cardCornerRadius, roundsLeadingCorners: true,
      animation: .slide(edge, springDamping: 1))
  }
}

/// How `SwiftMessagesSegue` installs the presented view controller's view in its message view
/// (SwiftMessages 10's `SwiftMessagesSegue.Containment`).
public enum SegueContainment: Hashable, Sendable, CaseIterable {
  /// Edge to edge, extending into the safe areas to the device edges
  /// (`BaseView.installContentView(_:insets:)`).
  case content
  /// A card inset from the margins, avoiding the safe areas
  /// (`BaseView.installBackgroundView(_:insets:)`).
  case background
  /// A tab inset from the side margins but reaching the top or bottom edge
  /// (`BaseView.installBackgroundVerticalView(_:insets:)`).
  case backgroundVertical
}
