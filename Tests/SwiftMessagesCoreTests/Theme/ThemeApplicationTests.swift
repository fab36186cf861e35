import Testing

@testable import SwiftMessagesCore

/// What `configureTheme` puts on a message's outlets, shared by UIKit and the preview.
@Suite struct ThemeApplicationTests {
  func application(_ theme: Theme, _ iconStyle: IconStyle, _ style: InterfaceStyle)
    -> ThemeApplication<RGBAColor, IconSymbol>
  {
    ThemeApplication(
      theme: theme, iconStyle: iconStyle, background: { $0.resolved(for: style) },
      foreground: { $0.resolved(for: style) }, icon: { $0 })
  }

  @Test func errorThemeInDarkIsDarkRedWithWhiteTextAndAFilledOctagon() {
    let theme = application(.error, .default, .dark)
    #expect(theme.background == RGBAColor(red255: 195, green: 12, blue: 12))
    #expect(theme.foreground == .white)
    #expect(theme.iconImage?.name == "xmark.octagon.fill")
    #expect(!theme.hidesIconImage)
    #expect(theme.hidesIconLabel)
  }

  @Test func buttonSwapsTheMessageColours() {
    let theme = application(.error, .default, .light)
    #expect(theme.buttonBackground == .white)
    #expect(theme.buttonTint == RGBAColor(red255: 249, green: 66, blue: 47))
  }

  @Test func iconStyleNoneHidesTheIconImageView() {
    let theme = application(.success, .none, .light)
    #expect(theme.iconImage == nil)
    #expect(theme.hidesIconImage)
  }

  @Test func iconLabelShowsOnlyWithText() {
    let empty = ThemeApplication<RGBAColor, IconSymbol>(
      background: .black, foreground: .white, iconImage: nil, iconText: "")
    let emoji = ThemeApplication<RGBAColor, IconSymbol>(
      background: .black, foreground: .white, iconImage: nil, iconText: "🙂")
    #expect(empty.hidesIconLabel)
    #expect(!emoji.hidesIconLabel)
  }
}
