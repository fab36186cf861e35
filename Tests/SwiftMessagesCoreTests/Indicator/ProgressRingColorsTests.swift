import Testing

@testable import SwiftMessagesCore

@Suite struct ProgressRingColorsTests {
  /// The HUD's card: `secondarySystemBackground`, light and dark.
  static let card: [InterfaceStyle: RGBAColor] = [
    .light: RGBAColor(red255: 242, green: 242, blue: 247), .dark: RGBAColor(red255: 28, green: 28, blue: 30),
  ]

  @Test(arguments: [InterfaceStyle.light, .dark])
  func theTrackShowsOnTheHUDCard(_ appearance: InterfaceStyle) throws {
    let colors = ArcIndicatorStyle().ringColors(appearance: appearance)
    let card = try #require(Self.card[appearance])
    // Faint but visible: the faintest shade is the card's own colour (ratio ≈ 1.0).
    #expect(colors.track.contrastRatio(with: card) > 1.1)
    // The arc keeps the 3:1 WCAG asks of graphics.
    #expect(colors.arc.contrastRatio(with: card) >= 3)
  }

  @Test func aTintedRingIsTheTintAtTheStylesOpacities() {
    let tint = RGBAColor(red255: 0, green: 122, blue: 255)
    let colors = ArcIndicatorStyle().ringColors(tint: tint, appearance: .light)
    #expect(colors.arc == tint)
    #expect(colors.track == tint.withAlpha(0.2))
  }
}
