import SwiftMessagesCore

/// What `configureTheme(_:iconStyle:)` then `configureContent(title:body:)` do to a nib's views,
/// per object id, by the UIKit layer's rules (the core's `ThemeApplication`): background on
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
    for (id, text) in [(outlets.titleLabel, title), (outlets.bodyLabel, body)] {
      if let id { applied.texts[id] = text }
    }
    if let button = outlets.button {
      if let buttonTitle { applied.texts[button] = buttonTitle } else { applied.hidden.insert(button) }
    }
    // Without configureTheme the nib keeps its colours, icons and button style.
    guard appliesTheme else { return applied }
    let theme = ThemeApplication(
      theme: theme, iconStyle: iconStyle, background: { $0.resolved(for: style) },
      foreground: { $0.resolved(for: style) }, icon: { $0 })
    applied.backgrounds[outlets.backgroundView ?? rootID] = theme.background
    applied.messageBackground = theme.background
    for id in [outlets.iconImageView, outlets.iconLabel, outlets.titleLabel, outlets.bodyLabel] {
      if let id { applied.foregrounds[id] = theme.foreground }
    }
    if let icon = outlets.iconImageView {
      if theme.hidesIconImage { applied.hidden.insert(icon) }
      applied.iconSymbol = theme.iconImage
      applied.iconImageView = icon
    }
    if let iconLabel = outlets.iconLabel, theme.hidesIconLabel { applied.hidden.insert(iconLabel) }
    if let button = outlets.button {
      applied.backgrounds[button] = theme.buttonBackground
      applied.foregrounds[button] = theme.buttonTint
      applied.cornerRadii[button] = theme.buttonCornerRadius
      applied.contentInsets[button] = theme.buttonContentInsets
    }
    return applied
  }
}

extension MessageFill.Applied {
  /// A request laying out `rootIndex` of `document` with these texts, hidden views and button
  /// insets, the root's run-time `margins` (`nil`: the nib's) and `safeArea`.
  func layoutRequest(
    _ document: XibDocument, rootIndex: Int, width: Double, margins: LayoutInsets?,
    safeArea: LayoutInsets = .zero
  ) -> XibLayoutRequest {
    XibLayoutRequest(
      document: document, rootIndex: rootIndex, width: width, safeArea: safeArea, texts: texts,
      hidden: hidden, layoutMargins: margins.map { [document.allObjects[rootIndex].id: $0] } ?? [:],
      buttonContentInsets: contentInsets)
  }
}
