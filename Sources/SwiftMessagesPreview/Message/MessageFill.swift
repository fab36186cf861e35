import SwiftMessagesCore

/// What `configureTheme(_:iconStyle:)` then `configureContent(title:body:)` do to a nib's views,
/// per object id, by the UIKit layer's rules (the core's `Theme` button rules): background on
/// `backgroundView` (else the view), foreground on labels and icon, emoji label hidden.
package struct MessageFill: Equatable, Sendable {
  /// The theme. `.info` by default.
  package var theme: Theme
  /// The appearance the colours resolve for. `.light` by default.
  package var style: InterfaceStyle
  /// The icon style. `.default` by default.
  package var iconStyle: IconStyle
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
    theme: Theme = .info, style: InterfaceStyle = .light, iconStyle: IconStyle = .default,
    title: String, body: String, buttonTitle: String? = nil
  ) {
    self.theme = theme
    self.style = style
    self.iconStyle = iconStyle
    self.title = title
    self.body = body
    self.buttonTitle = buttonTitle
  }

  /// What the fill sets on the views `outlets` names, by view id.
  package func apply(to outlets: MessageOutlets, rootID: String) -> [String: ViewOverride] {
    var views: [String: ViewOverride] = [:]
    for (id, text) in [(outlets.titleLabel, title), (outlets.bodyLabel, body)] {
      if let id { views[id, default: ViewOverride()].text = text }
    }
    if let button = outlets.button {
      views[button, default: ViewOverride()].text = buttonTitle
      views[button]?.isHidden = buttonTitle == nil
    }
    // Without configureTheme the nib keeps its colours, icons and button style.
    guard appliesTheme else { return views }
    let background = theme.background.resolved(for: style)
    let foreground = theme.foreground(for: style)
    let icon = IconSymbol.symbol(for: theme, style: iconStyle)
    views[outlets.backgroundView ?? rootID, default: ViewOverride()].background = background
    for id in [outlets.iconImageView, outlets.iconLabel, outlets.titleLabel, outlets.bodyLabel] {
      if let id { views[id, default: ViewOverride()].foreground = foreground }
    }
    if let iconView = outlets.iconImageView {
      views[iconView]?.isHidden = icon == nil
      views[iconView]?.icon = icon
      views[iconView]?.iconCutout = background
    }
    if let iconLabel = outlets.iconLabel {
      views[iconLabel]?.isHidden = Theme.hidesIconLabel(text: nil)
    }
    if let button = outlets.button {
      let colors = Theme.buttonColors(background: background, foreground: foreground)
      views[button]?.background = colors.fill
      views[button]?.foreground = colors.tint
      views[button]?.cornerRadius = Theme.buttonCornerRadius
      views[button]?.contentInsets = Theme.buttonContentInsets
    }
    return views
  }
}
