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
    /// What is set on each view, by id.
    package var views: [String: ViewOverride] = [:]
    /// The theme's background colour (the colour a filled icon's mark takes).
    package var messageBackground: RGBAColor?
  }

  /// Applies the fill to the views `outlets` names.
  package func apply(to outlets: MessageOutlets, rootID: String) -> Applied {
    var applied = Applied()
    for (id, text) in [(outlets.titleLabel, title), (outlets.bodyLabel, body)] {
      if let id { applied.views[id, default: ViewOverride()].text = text }
    }
    if let button = outlets.button {
      applied.views[button, default: ViewOverride()].text = buttonTitle
      applied.views[button]?.isHidden = buttonTitle == nil
    }
    // Without configureTheme the nib keeps its colours, icons and button style.
    guard appliesTheme else { return applied }
    let theme = ThemeApplication(
      theme: theme, iconStyle: iconStyle, background: { $0.resolved(for: style) },
      foreground: { $0.resolved(for: style) }, icon: { $0 })
    applied.views[outlets.backgroundView ?? rootID, default: ViewOverride()].background = theme.background
    applied.messageBackground = theme.background
    for id in [outlets.iconImageView, outlets.iconLabel, outlets.titleLabel, outlets.bodyLabel] {
      if let id { applied.views[id, default: ViewOverride()].foreground = theme.foreground }
    }
    if let icon = outlets.iconImageView {
      applied.views[icon]?.isHidden = theme.hidesIconImage
      applied.views[icon]?.icon = theme.iconImage
    }
    if let iconLabel = outlets.iconLabel { applied.views[iconLabel]?.isHidden = theme.hidesIconLabel }
    if let button = outlets.button {
      applied.views[button]?.background = theme.buttonBackground
      applied.views[button]?.foreground = theme.buttonTint
      applied.views[button]?.cornerRadius = theme.buttonCornerRadius
      applied.views[button]?.contentInsets = theme.buttonContentInsets
    }
    return applied
  }
}

extension MessageFill.Applied {
  /// A request laying out `rootIndex` of `document` with these views, the root's run-time
  /// `margins` (`nil`: the nib's) and `safeArea`.
  func layoutRequest(
    _ document: XibDocument, rootIndex: Int, width: Double, margins: LayoutInsets?,
    safeArea: LayoutInsets = .zero
  ) -> XibLayoutRequest {
    var views = views
    if let margins {
      views[document.allObjects[rootIndex].id, default: ViewOverride()].layoutMargins = margins
    }
    return XibLayoutRequest(
      document: document, rootIndex: rootIndex, width: width, safeArea: safeArea, views: views)
  }
}
