import SwiftMessages
import UIKit

/// A minimal code-built message view for the demo: a rounded card with a label. It is
/// `Identifiable` (de-duplication by text), `AccessibleMessage` (VoiceOver) and
/// `HapticMessage`.
final class DemoMessageView: UIView, Identifiable, AccessibleMessage, HapticMessage {
  let label = UILabel()
  let card = UIView()
  let text: String
  var defaultHaptic: SwiftMessages.Haptic?

  var id: String { "demo:\(text)" }
  var accessibilityMessage: String? { text }
  var accessibilityElement: NSObject? { card }
  var additionalAccessibilityElements: [NSObject]? { nil }

  init(text: String, color: UIColor = .systemBlue) {
    self.text = text
    super.init(frame: .zero)
    card.backgroundColor = color
    card.layer.cornerRadius = 15
    label.text = text
    label.textColor = .white
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    card.translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(card)
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      card.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      card.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) {
    self.text = ""
    super.init(coder: coder)
  }
}
