#if canImport(UIKit) && !os(watchOS)
import UIKit

extension MessageView {
  /// Builds `layout` in code (its nib's outlets, margins and constraints) when the nib cannot load.
  func buildFallbackLayout(_ layout: Layout) {
    let icon = UILabel()
    icon.font = .systemFont(ofSize: 38)
    icon.isHidden = true
    // As in the nibs: the emoji is decoration, VoiceOver reads the message text.
    icon.isAccessibilityElement = false
    let image = UIImageView()
    image.contentMode = .center
    image.isHidden = true
    let title = label(style: .headline)
    let body = label(style: .subheadline)
    let button = UIButton(type: .system)
    button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    button.isHidden = true
    for view in [icon, image, button] {
      view.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
      view.setContentCompressionResistancePriority(UILayoutPriority(752), for: .horizontal)
    }
    let texts = UIStackView(arrangedSubviews: [title, body])
    texts.axis = .vertical
    texts.spacing = layout == .messageView ? 5 : 0
    let content = UIStackView(arrangedSubviews: [icon, image, texts, button])
    content.spacing = 10
    content.alignment = .center

    switch layout {
    case .messageView:
      setMarginAdditions(
        vertical: 20, horizontal: 20, collapse: false, bounce: MarginAdjustment.defaultBounceOffset)
      backgroundColor = .systemBackground
      pin(content, into: self)
    case .tabView:
      setMarginAdditions(
        vertical: 20, horizontal: 10, collapse: false, bounce: MarginAdjustment.defaultBounceOffset)
      let background = cardBackground(.systemBackground)
      background.roundsLeadingCorners = true
      installBackgroundVerticalView(background)
      pin(content, into: background, insets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      ])
    case .cardView, .centeredView:
      if layout == .centeredView {
        content.axis = .vertical
        title.textAlignment = .center
        body.textAlignment = .center
      }
      installCard(content, color: .systemBackground)
    case .statusLine:
      setMarginAdditions(vertical: 0, horizontal: 30, collapse: false, bounce: nil)
      backgroundColor = .systemBackground
      body.font = .preferredFont(forTextStyle: .caption1)
      body.textAlignment = .center
      pin(body, into: self)
      body.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).withPriority(999).isActive = true
      bodyLabel = body
      return
    }
    titleLabel = title
    bodyLabel = body
    iconLabel = icon
    iconImageView = image
    self.button = button
  }

  func setMarginAdditions(vertical: CGFloat, horizontal: CGFloat, collapse: Bool, bounce: CGFloat?) {
    layoutMarginAdditions = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    collapseLayoutMarginAdditions = collapse
    if let bounce { bounceAnimationOffset = bounce }
  }

  private func cardBackground(_ color: UIColor) -> CornerRoundingView {
    let background = CornerRoundingView()
    background.cornerRadius = CGFloat(MessageWidth.cardCornerRadius)
    background.backgroundColor = color
    return background
  }

  func installCard(_ content: UIView, color: UIColor) {
    setMarginAdditions(vertical: 10, horizontal: 10, collapse: true, bounce: 0)
    let background = cardBackground(color)
    installBackgroundView(background)
    pin(content, into: background, insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
  }

  func label(style: UIFont.TextStyle) -> UILabel {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.textColor = .label
    label.isAccessibilityElement = false
    return label
  }

  /// Pins `content` to `container`'s layout margins, or inset by `insets` from its edges (top and
  /// bottom only when either of those insets is above zero).
  func pin(_ content: UIView, into container: UIView, insets: UIEdgeInsets? = nil) {
    content.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(content)
    guard let insets else {
      let margins = container.layoutMarginsGuide
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: margins.topAnchor),
        content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
      return
    }
    var constraints = [
      content.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.left),
      content.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -insets.right),
    ]
    if insets.top > 0 || insets.bottom > 0 {
      constraints.append(content.topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top))
      constraints.append(
        content.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -insets.bottom))
    }
    NSLayoutConstraint.activate(constraints)
  }
}
#endif
