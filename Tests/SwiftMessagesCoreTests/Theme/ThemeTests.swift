import Testing

@testable import SwiftMessagesCore

@Suite struct ThemeTests {
  @Test func backgroundsAreSwiftMessagesValues() {
    #expect(Theme.info.background.light == RGBAColor(red255: 225, green: 225, blue: 225))
    #expect(Theme.info.background.dark == RGBAColor(red255: 125, green: 125, blue: 125))
    #expect(Theme.success.background.light == RGBAColor(red255: 97, green: 161, blue: 23))
    #expect(Theme.success.background.dark == RGBAColor(red255: 55, green: 122, blue: 0))
    #expect(Theme.warning.background.light == RGBAColor(red255: 246, green: 197, blue: 44))
    #expect(Theme.warning.background.dark == RGBAColor(red255: 239, green: 184, blue: 10))
    #expect(Theme.error.background.light == RGBAColor(red255: 249, green: 66, blue: 47))
    #expect(Theme.error.background.dark == RGBAColor(red255: 195, green: 12, blue: 12))
  }

  @Test func foregroundIsLabelForInfoAndWhiteOtherwise() {
    #expect(Theme.info.fixedForeground == nil)
    #expect(Theme.info.foreground(for: .light) == .black)
    #expect(Theme.info.foreground(for: .dark) == .white)
    #expect(Theme.info.foreground(for: .unspecified) == .black)
    for theme in [Theme.success, .warning, .error] {
      #expect(theme.fixedForeground == .white)
      #expect(theme.foreground(for: .light) == .white)
      #expect(theme.foreground(for: .dark) == .white)
    }
  }

  @Test func hapticsMatchTheThemeAndInfoHasNone() {
    #expect(Theme.info.haptic == nil)
    #expect(Theme.success.haptic == .success)
    #expect(Theme.warning.haptic == .warning)
    #expect(Theme.error.haptic == .error)
  }

  @Test func accessibilityPrefixes() {
    #expect(Theme.allCases.map(\.accessibilityPrefix) == ["Info", "Success", "Warning", "Error"])
  }

  @Test func iconSymbolsPerStyle() {
    #expect(IconSymbol.symbol(for: .warning, style: .default)?.name == "exclamationmark.triangle.fill")
    #expect(IconSymbol.symbol(for: .error, style: .light)?.name == "xmark.octagon")
    #expect(
      IconSymbol.symbol(for: .success, style: .subtle) == IconSymbol(name: "checkmark.circle", pointSize: 18))
    #expect(IconSymbol.symbol(for: .info, style: .default)?.pointSize == 28)
    for theme in Theme.allCases { #expect(IconSymbol.symbol(for: theme, style: .none) == nil) }
  }
}

@Suite struct BundledIconImageTests {
  @Test func theTwelveImageNamesOfSwiftMessages10MapToThemeAndStyle() {
    #expect(IconSymbol.bundledImage(named: "errorIcon")! == (.error, .default))
    #expect(IconSymbol.bundledImage(named: "warningIconLight")! == (.warning, .light))
    #expect(IconSymbol.bundledImage(named: "successIconSubtle")! == (.success, .subtle))
    #expect(IconSymbol.bundledImage(named: "infoIcon")! == (.info, .default))
  }

  @Test(arguments: [
    "", "errorIcon2", "ErrorIcon", "errorIconDark", "error", "Icon", "myLogo", "errorIconLight ",
  ])
  func otherNamesAreNotBundledImages(name: String) {
    #expect(IconSymbol.bundledImage(named: name) == nil)
  }
}
