import SwiftMessagesCore

/// What `MessageView.configureTheme(_:iconStyle:)` followed by
/// `configureContent(title:body:)` does to a nib's views, as plain values per object id, so
/// the preview draws a nib the way an app shows it.
///
/// The rules are the UIKit layer's: the theme's background on `backgroundView` (the message
/// view itself without one), its foreground on the labels and icon, the icon image view
/// shown with the theme's symbol unless the icon style is `.none`, the emoji icon label
/// hidden (no icon text), and the button filled with ``ThemedButtonStyle``.
package struct MessageFill: Equatable, Sendable {
  /// The theme. `.info` by default.
  package var theme: MessageTheme
  /// The appearance the colours resolve for. `.light` by default.
  package var style: InterfaceStyle
  /// The icon style. `.default` by default.
  package var iconStyle: IconSymbol.Style
  /// The title text.
  package var title: String
  /// The body text.
  package var body: String
  /// The button's title, or `nil` to hide the button (as apps do with
  /// `button?.isHidden = true`). `nil` by default.
  package var buttonTitle: String?
  /// Whether `configureTheme` is called. `true` by default; `false` keeps the nib's own
  /// colours and sets only the texts (a loading HUD: `showHUD` themes nothing).
  package var appliesTheme = true

  /// A fill; every parameter but the texts has a default.
  package init(
    theme: MessageTheme = .info, style: InterfaceStyle = .light, iconStyle: IconSymbol.Style = .default,
    title: String, body: String, buttonTitle: String? = nil
  ) {
    self.theme = theme
    self.style = style
    self.iconStyle = iconStyle
    self.title = title
    self.body = body
    self.buttonTitle = buttonTitle
  }

  /// The values applied to the views of a nib.
  package struct Applied: Equatable, Sendable {
    /// Text per label or button id.
    package var texts: [String: String] = [:]
    /// Ids hidden at run time.
    package var hidden: Set<String> = []
    /// Background colour per view id.
    package var backgrounds: [String: RGBAColor] = [:]
    /// Text or tint colour per label, image view or button id.
    package var foregrounds: [String: RGBAColor] = [:]
    /// Corner radius per view id (the themed button's).
    package var cornerRadii: [String: Double] = [:]
    /// Content insets per button id (the themed button's, on every side).
    package var contentInsets: [String: LayoutInsets] = [:]
    /// The symbol the icon image view shows, if any.
    package var iconSymbol: IconSymbol?
    /// The id of the image view that shows ``iconSymbol``.
    package var iconImageView: String?
    /// The theme's background colour (the colour a filled icon's mark takes).
    package var messageBackground: RGBAColor?
  }

  /// Applies the fill to the views `outlets` names.
  package func apply(to outlets: MessageOutlets, rootID: String) -> Applied {
    var applied = Applied()
    let background = theme.background.resolved(for: style)
    let foreground = theme.foreground.resolved(for: style)
    applied.backgrounds[outlets.backgroundView ?? rootID] = background
    applied.messageBackground = background
    let symbol = IconSymbol.symbol(for: theme, style: iconStyle)
    if let icon = outlets.iconImageView {
      applied.foregrounds[icon] = foreground
      if symbol == nil { applied.hidden.insert(icon) }
      applied.iconSymbol = symbol
      applied.iconImageView = icon
    }
    if let iconLabel = outlets.iconLabel { applied.hidden.insert(iconLabel) }
    if let id = outlets.titleLabel {
      applied.texts[id] = title
      applied.foregrounds[id] = foreground
    }
    if let id = outlets.bodyLabel {
      applied.texts[id] = body
      applied.foregrounds[id] = foreground
    }
    if let button = outlets.button, appliesTheme {
      let buttonStyle = ThemedButtonStyle(messageBackground: background, messageForeground: foreground)
      applied.backgrounds[button] = buttonStyle.backgroundColor
      applied.foregrounds[button] = buttonStyle.tintColor
      applied.cornerRadii[button] = buttonStyle.cornerRadius
      let inset = buttonStyle.contentInset
      applied.contentInsets[button] = LayoutInsets(all: inset)
      if let buttonTitle {
        applied.texts[button] = buttonTitle
      } else {
        applied.hidden.insert(button)
      }
    }
    if !appliesTheme {
      // Without configureTheme the icons keep the nib's visibility.
      applied.hidden = applied.hidden.subtracting(
        [outlets.iconImageView, outlets.iconLabel].compactMap { $0 })
      applied.backgrounds = [:]
      applied.foregrounds = [:]
      applied.iconSymbol = nil
      applied.iconImageView = nil
      applied.messageBackground = nil
      if let button = outlets.button {
        if let buttonTitle { applied.texts[button] = buttonTitle } else { applied.hidden.insert(button) }
      }
    }
    return applied
  }
}
