#if canImport(UIKit) && !os(watchOS)
import UIKit

extension MessageView {
  /// Builds `layout` in code with the same outlets, margins and constraints as its nib. Used
  /// only when the nib cannot be loaded, so a message still shows instead of crashing.
  func buildFallbackLayout(_ layout: Layout) {
    let icon = UILabel()
    icon.font = .systemFont(ofSize: 38)
    icon.isHidden = true
    // As in the nibs: the emoji is decoration, VoiceOver reads the message text.
    icon.isAccessibilityElement = false
    let image = UIImageView()
    image.contentMode = .center
    image.isHidden = true
    let title = label(style: .headline, lines: 0)
    let body = label(style: .subheadline, lines: 0)
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
      layoutMarginAdditions = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
      collapseLayoutMarginAdditions = false
      bounceAnimationOffset = MarginAdjustment.defaultBounceOffset
      backgroundColor = .systemBackground
      pinToMargins(content, of: self)
    case .cardView, .tabView, .centeredView:
      let background = CornerRoundingView()
      background.cornerRadius = CGFloat(MessageWidth.cardCornerRadius)
      background.backgroundColor = .systemBackground
      if layout == .tabView {
        layoutMarginAdditions = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        collapseLayoutMarginAdditions = false
        bounceAnimationOffset = MarginAdjustment.defaultBounceOffset
        background.roundsLeadingCorners = true
        installBackgroundVerticalView(background)
        pin(content, into: background, insets: UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        NSLayoutConstraint.activate([
          content.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
          content.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
      } else {
        layoutMarginAdditions = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collapseLayoutMarginAdditions = true
        bounceAnimationOffset = 0
        installBackgroundView(background)
        if layout == .centeredView {
          content.axis = .vertical
          title.textAlignment = .center
          body.textAlignment = .center
        }
        pin(content, into: background, insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
      }
    case .statusLine:
      layoutMarginAdditions = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
      collapseLayoutMarginAdditions = false
      backgroundColor = .systemBackground
      body.font = .preferredFont(forTextStyle: .caption1)
      body.textAlignment = .center
      body.numberOfLines = 0
      body.translatesAutoresizingMaskIntoConstraints = false
      addSubview(body)
      let height = body.heightAnchor.constraint(greaterThanOrEqualToConstant: 20).withPriority(999)
      NSLayoutConstraint.activate([
        body.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        body.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        body.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        body.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor), height,
      ])
      bodyLabel = body
      return
    }
    titleLabel = title
    bodyLabel = body
    iconLabel = icon
    iconImageView = image
    self.button = button
  }

  /// A Dynamic Type label in `style` with `lines` lines, in the label colour, read by VoiceOver
  /// through the message's element only.
  func label(style: UIFont.TextStyle, lines: Int) -> UILabel {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = lines
    label.textColor = .label
    label.isAccessibilityElement = false
    return label
  }

  private func pinToMargins(_ content: UIView, of container: UIView) {
    content.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
    ])
  }

  /// Adds `content` to `container`, its leading and trailing edges inset by `insets`, and its
  /// top and bottom too unless both of those insets are zero.
  func pin(_ content: UIView, into container: UIView, insets: UIEdgeInsets) {
    content.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(content)
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
