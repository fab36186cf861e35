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

  @Test func gradientFromBaseIsBaseComplementaryBase() {
    let base = DynamicColor(
      light: RGBAColor(red255: 0xEE, green: 0xEE, blue: 0xEE),
      dark: RGBAColor(red255: 0x28, green: 0x28, blue: 0x28))
    let gradient = SkeletonGradientColors(
      baseColor: base, secondaryColor: nil, complementary: \.complementary)
    #expect(gradient.colors == [base, base.complementary, base])
  }

  @Test func gradientWithSecondaryColour() {
    let base = DynamicColor(SkeletonFlatColor.silver.color)
    let secondary = DynamicColor(SkeletonFlatColor.concrete.color)
    let gradient = SkeletonGradientColors(
      baseColor: base, secondaryColor: secondary, complementary: \.complementary)
    #expect(gradient.colors == [base, secondary, base])
  }

  @Test func defaultGradientResolvesToReferenceNumbers() {
    let colors = SkeletonGradientColors<DynamicColor>.default.colors
    #expect(
      colors.map { bytes($0.resolved(for: .light)) } == [
        [236, 240, 241], [222, 226, 227], [236, 240, 241],
      ])
    #expect(colors.map { bytes($0.resolved(for: .dark)) } == [[28, 35, 37], [38, 47, 50], [28, 35, 37]])
  }

  @Test func explicitColoursAndEmptyFallback() {
    let stops = [DynamicColor(.white), DynamicColor(.black)]
    #expect(SkeletonGradientColors(colors: stops, fallback: .default).colors == stops)
    #expect(
      SkeletonGradientColors(colors: [], fallback: .default).colors
        == SkeletonGradientColors<DynamicColor>.default.colors)
  }
}
