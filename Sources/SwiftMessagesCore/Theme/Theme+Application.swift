import Foundation

/// What `MessageView.configureTheme` sets on a message's outlets beyond the colours and icon it
/// is given, shared with the preview's `MessageFill`. The button gets SwiftMessages 10's
/// swapped-colour filled look (7 pt insets, 5 pt corners) through the classic `UIButton`
/// properties, never `UIButton.Configuration`, so app tweaks still apply.
extension Theme {
  /// Whether the emoji icon label is hidden: it has no text (`nil` or empty).
  package static func hidesIconLabel(text: String?) -> Bool { text?.isEmpty ?? true }

  /// The button's fill and tint (its title and image): the message's foreground and background,
  /// swapped.
  package static func buttonColors<Color>(background: Color, foreground: Color) -> (fill: Color, tint: Color)
  {
    (foreground, background)
  }

  /// The button's `contentEdgeInsets`: 7 on every side.
  package static var buttonContentInsets: LayoutInsets { LayoutInsets(all: 7) }
  /// The button's corner radius: 5.
  package static var buttonCornerRadius: Double { 5 }
}
