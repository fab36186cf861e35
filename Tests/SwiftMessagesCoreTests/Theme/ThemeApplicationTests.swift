import Testing

@testable import SwiftMessagesCore

/// What `configureTheme` puts on a message's outlets, shared by UIKit and the preview.
@Suite struct ThemeApplicationTests {
  @Test func errorThemeInDarkIsDarkRedWithWhiteTextAndAFilledOctagon() {
    #expect(Theme.error.background.resolved(for: .dark) == RGBAColor(red255: 195, green: 12, blue: 12))
    #expect(Theme.error.foreground(for: .dark) == .white)
    #expect(IconSymbol.symbol(for: .error, style: .default)?.name == "xmark.octagon.fill")
    // The theme sets no emoji: the icon label hides.
    #expect(Theme.hidesIconLabel(text: nil))
  }

  @Test func buttonSwapsTheMessageColours() {
    let colors = Theme.buttonColors(
      background: Theme.error.background.resolved(for: .light),
      foreground: Theme.error.foreground(for: .light))
    #expect(colors.fill == .white)
    #expect(colors.tint == RGBAColor(red255: 249, green: 66, blue: 47))
  }

  @Test func buttonIsInsetSevenWithFivePointCorners() {
    #expect(Theme.buttonContentInsets == LayoutInsets(all: 7))
    #expect(Theme.buttonCornerRadius == 5)
  }

  @Test func iconStyleNoneHasNoIcon() {
    #expect(IconSymbol.symbol(for: .success, style: .none) == nil)
  }

  @Test func iconLabelShowsOnlyWithText() {
    #expect(Theme.hidesIconLabel(text: ""))
    #expect(!Theme.hidesIconLabel(text: "🙂"))
  }
}
