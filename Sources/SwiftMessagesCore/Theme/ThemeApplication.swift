import Foundation

/// What `MessageView.configureTheme` sets on a message's outlets, shared with the preview's
/// `MessageFill`. The button gets SwiftMessages 10's swapped-colour filled look (7 pt insets, 5 pt
/// corners) through the classic `UIButton` properties, never `UIButton.Configuration`, so app
/// tweaks still apply.
package struct ThemeApplication<Color, Image> {
  /// The message's background colour.
  package internal(set) var background: Color
  /// The text and icon colour.
  package internal(set) var foreground: Color
  /// The icon image view's content; `nil` hides it.
  package internal(set) var iconImage: Image?
  /// The emoji icon label's text; `nil` or empty hides it.
  package internal(set) var iconText: String?

  /// Explicit colours and icon.
  package init(background: Color, foreground: Color, iconImage: Image?, iconText: String?) {
    self.background = background
    self.foreground = foreground
    self.iconImage = iconImage
    self.iconText = iconText
  }

  /// Whether the icon image view is hidden: it has no image.
  package var hidesIconImage: Bool { iconImage == nil }
  /// Whether the emoji icon label is hidden: it has no text.
  package var hidesIconLabel: Bool { iconText?.isEmpty ?? true }
  /// The button's fill: the message's foreground.
  package var buttonBackground: Color { foreground }
  /// The button's tint (its title and image): the message's background.
  package var buttonTint: Color { background }
  /// The button's `contentEdgeInsets`: 7 on every side.
  package var buttonContentInsets: LayoutInsets { LayoutInsets(all: 7) }
  /// The button's corner radius: 5.
  package var buttonCornerRadius: Double { 5 }
}

extension ThemeApplication {
  /// A theme's application: its background and foreground, its symbol in `iconStyle` (none for
  /// `.none`) and no icon text, each converted to the caller's types.
  package init(
    theme: Theme, iconStyle: IconStyle, background: (DynamicColor) -> Color,
    foreground: (Theme.Foreground) -> Color, icon: (IconSymbol) -> Image?
  ) {
    self.init(
      background: background(theme.background), foreground: foreground(theme.foreground),
      iconImage: IconSymbol.symbol(for: theme, style: iconStyle).flatMap(icon), iconText: nil)
  }
}
