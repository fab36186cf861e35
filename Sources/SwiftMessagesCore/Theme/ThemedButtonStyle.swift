import Foundation

/// How `MessageView.configureTheme` styles the message's button: SwiftMessages 10's filled
/// look, with the message's colours swapped (the button is filled with the text colour and
/// tinted with the background colour), 7 pt content insets and 5 pt corners.
///
/// The UIKit layer applies it through the classic button properties (`backgroundColor`,
/// `tintColor`, `contentEdgeInsets`, `layer.cornerRadius`), never a `UIButton.Configuration`,
/// so the app's later `contentEdgeInsets`, `setTitleColor(_:for:)` and `titleLabel?.font`
/// still take effect.
package struct ThemedButtonStyle<Color> {
  /// The button's fill: the message's foreground colour.
  package var backgroundColor: Color
  /// The button's tint (its title and image on a system button): the message's background.
  package var tintColor: Color
  /// The inset on every side of the title, in points. 7.
  package let contentInset: Double = 7
  /// The corner radius, in points. 5.
  package let cornerRadius: Double = 5

  /// The style for a message with these colours.
  package init(messageBackground: Color, messageForeground: Color) {
    backgroundColor = messageForeground
    tintColor = messageBackground
  }
}

extension ThemedButtonStyle: Equatable where Color: Equatable {}
extension ThemedButtonStyle: Hashable where Color: Hashable {}
extension ThemedButtonStyle: Sendable where Color: Sendable {}
