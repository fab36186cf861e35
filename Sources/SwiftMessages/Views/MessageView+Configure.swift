#if canImport(UIKit) && !os(watchOS)
import UIKit

extension MessageView {
  // MARK: - Theme

  /// Applies a theme's colours (light and dark), icon and VoiceOver prefix, and optionally
  /// its haptic.
  ///
  /// - Parameters:
  ///   - theme: `.info`, `.success`, `.warning` or `.error`.
  ///   - iconStyle: `.default` by default; `.none` hides the icon.
  ///   - includeHaptic: sets ``defaultHaptic`` to the theme's haptic. `false` by default.
  public func configureTheme(_ theme: Theme, iconStyle: IconStyle = .default, includeHaptic: Bool = false) {
    apply(
      background: UIColor(theme.background), foreground: theme.fixedForeground.map { UIColor($0) } ?? .label,
      iconImage: iconStyle.image(theme: theme), iconText: nil)
    accessibilityPrefix = theme.accessibilityPrefix
    if includeHaptic { defaultHaptic = theme.haptic }
  }

  /// Applies colours and an optional icon: the background colour on `backgroundView`, the
  /// foreground on the labels and icon, and a filled button (foreground fill, background tint,
  /// `contentEdgeInsets` 7, corner radius 5, set through the classic button properties so later
  /// `contentEdgeInsets`, title colour or font changes still apply). Icon views without content
  /// are hidden.
  public func configureTheme(
    backgroundColor: UIColor, foregroundColor: UIColor, iconImage: UIImage? = nil, iconText: String? = nil
  ) {
    apply(background: backgroundColor, foreground: foregroundColor, iconImage: iconImage, iconText: iconText)
  }

  private func apply(background: UIColor, foreground: UIColor, iconImage: UIImage?, iconText: String?) {
    iconImageView?.image = iconImage
    iconImageView?.tintColor = foreground
    iconImageView?.isHidden = iconImage == nil
    iconLabel?.text = iconText
    iconLabel?.textColor = foreground
    iconLabel?.isHidden = Theme.hidesIconLabel(text: iconText)
    (backgroundView ?? self).backgroundColor = background
    titleLabel?.textColor = foreground
    bodyLabel?.textColor = foreground
    if let button {
      // SwiftMessages 10's classic properties, never a `UIButton.Configuration`: a configured
      // button ignores `contentEdgeInsets`, `setTitleColor(_:for:)` and `titleLabel?.font`, so
      // the app's tweaks after this call would be lost.
      let colors = Theme.buttonColors(background: background, foreground: foreground)
      button.backgroundColor = colors.fill
      button.tintColor = colors.tint
      button.contentEdgeInsets = UIEdgeInsets(Theme.buttonContentInsets)
      button.layer.cornerRadius = CGFloat(Theme.buttonCornerRadius)
    }
  }

  // MARK: - Content

  /// Sets the body text only.
  public func configureContent(body: String) {
    bodyLabel?.text = body
  }

  /// Sets the title and body text.
  public func configureContent(title: String, body: String) {
    configureContent(body: body)
    titleLabel?.text = title
  }

  /// Sets title, body and an icon image (the emoji icon label is hidden).
  public func configureContent(title: String, body: String, iconImage: UIImage) {
    configureContent(title: title, body: body)
    setIcon(image: iconImage, text: nil)
  }

  /// Sets title, body and an emoji icon (the icon image view is hidden).
  public func configureContent(title: String, body: String, iconText: String) {
    configureContent(title: title, body: body)
    setIcon(image: nil, text: iconText)
  }

  /// Sets everything at once (SwiftMessages 10's rule): the texts, icon and button content as
  /// given. Only the icon views follow their content (each is hidden without it); title, body
  /// and button keep their visibility, so a reused view configured later with the short
  /// overloads still shows them. Hide an element yourself (`button?.isHidden = true`).
  public func configureContent(
    title: String?, body: String?, iconImage: UIImage?, iconText: String?, buttonImage: UIImage?,
    buttonTitle: String?, buttonTapHandler: ((_ button: UIButton) -> Void)?
  ) {
    titleLabel?.text = title
    bodyLabel?.text = body
    setIcon(image: iconImage, text: iconText)
    button?.setImage(buttonImage, for: .normal)
    button?.setTitle(buttonTitle, for: .normal)
    self.buttonTapHandler = buttonTapHandler
  }

  /// Sets both icon views' content, hiding each one without it.
  private func setIcon(image: UIImage?, text: String?) {
    iconImageView?.image = image
    iconImageView?.isHidden = image == nil
    iconLabel?.text = text
    iconLabel?.isHidden = text == nil
  }

  /// Fixes the icon's size (both icon views, priority 999) and optionally their content mode.
  ///
  /// - Parameters:
  ///   - size: the icon size in points.
  ///   - contentMode: applied to both icon views when given. `nil` (leave the views' own
  ///     content mode, for example the nib's) by default.
  public func configureIcon(withSize size: CGSize, contentMode: UIView.ContentMode? = nil) {
    for case let view? in [iconImageView as UIView?, iconLabel] {
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: size.width).withPriority(999),
        view.heightAnchor.constraint(equalToConstant: size.height).withPriority(999),
      ])
      if let contentMode { view.contentMode = contentMode }
    }
  }
}
#endif
