import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonColorsTests {
  private func bytes(_ color: RGBAColor) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func skeletonDefaultIsCloudsAndDarkClouds() {
    #expect(SkeletonColors.skeletonDefault.light.hexString == "#ECF0F1")
    #expect(SkeletonColors.skeletonDefault.dark.hexString == "#1C2325")
    #expect(SkeletonColors.skeletonDefault.resolved(for: .unspecified) == SkeletonFlatColor.clouds.color)
  }

  @Test func defaultSkeletonColourNamesTheFlatColourOfEachAppearance() {
    // The UIKit layer draws these through the app-settable UIColor.clouds / .darkClouds.
    #expect(SkeletonColors.skeletonDefaultFlatColor(for: .light) == .clouds)
    #expect(SkeletonColors.skeletonDefaultFlatColor(for: .unspecified) == .clouds)
    #expect(SkeletonColors.skeletonDefaultFlatColor(for: .dark) == .darkClouds)
  }

  /// The gradient the UIKit layer builds from a base colour, once resolved for an appearance.
  private func gradient(_ base: RGBAColor, secondary: RGBAColor? = nil) -> [RGBAColor] {
    SkeletonGradientColors(baseColor: base, secondaryColor: secondary, complementary: \.complementary).colors
  }

  @Test func gradientFromBaseIsBaseComplementaryBase() {
    for base in [
      RGBAColor(red255: 0xEE, green: 0xEE, blue: 0xEE), RGBAColor(red255: 0x28, green: 0x28, blue: 0x28),
    ] {
      #expect(gradient(base) == [base, base.complementary, base])
    }
  }

  @Test func gradientWithSecondaryColour() {
    let base = SkeletonFlatColor.silver.color
    let secondary = SkeletonFlatColor.concrete.color
    #expect(gradient(base, secondary: secondary) == [base, secondary, base])
  }

  @Test func defaultGradientResolvesToReferenceNumbers() {
    let light = gradient(SkeletonColors.skeletonDefault.resolved(for: .light))
    #expect(light.map(bytes) == [[236, 240, 241], [222, 226, 227], [236, 240, 241]])
    let dark = gradient(SkeletonColors.skeletonDefault.resolved(for: .dark))
    #expect(dark.map(bytes) == [[28, 35, 37], [38, 47, 50], [28, 35, 37]])
  }

  @Test func explicitColoursAndEmptyFallback() {
    let stops = [RGBAColor.white, .black]
    let fallback = SkeletonGradientColors(
      baseColor: SkeletonFlatColor.clouds.color, secondaryColor: nil, complementary: \.complementary)
    #expect(SkeletonGradientColors(colors: stops, fallback: fallback.colors).colors == stops)
    #expect(SkeletonGradientColors(colors: [], fallback: fallback.colors).colors == fallback.colors)
  }
}
