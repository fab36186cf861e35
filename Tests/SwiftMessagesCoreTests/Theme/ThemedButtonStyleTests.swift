import Testing

@testable import SwiftMessagesCore

/// The button `configureTheme` styles: SwiftMessages 10's filled look, set through the classic
/// button properties so later app tweaks (`contentEdgeInsets`, `setTitleColor`, fonts) still apply.
@Suite struct ThemedButtonStyleTests {
  @Test func errorThemeButtonSwapsTheMessageColours() {
    // Given the error theme in light appearance: red background, white text
    let background = MessageTheme.error.background.light
    let foreground = MessageTheme.error.foreground.resolved(for: .light)
    // When the button is styled
    let style = ThemedButtonStyle(messageBackground: background, messageForeground: foreground)
    // Then it is a white pill with red tint
    #expect(style.backgroundColor == RGBAColor.white)
    #expect(style.tintColor == RGBAColor(red255: 249, green: 66, blue: 47))
  }

  @Test func buttonKeepsSwiftMessagesInsetsAndCorners() {
    let style = ThemedButtonStyle(messageBackground: RGBAColor.black, messageForeground: RGBAColor.white)
    #expect(style.contentInset == 7)
    #expect(style.cornerRadius == 5)
  }
}
