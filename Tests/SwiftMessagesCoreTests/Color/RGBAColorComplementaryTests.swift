import Testing

@testable import SwiftMessagesCore

@Suite struct RGBAColorComplementaryTests {
  private func bytes(_ color: RGBAColor) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test func lumaDecidesLightness() {
    #expect(RGBAColor.white.isLight)
    #expect(!RGBAColor.black.isLight)
    #expect(SkeletonFlatColor.clouds.color.isLight)
    #expect(!SkeletonFlatColor.darkClouds.color.isLight)
    #expect(RGBAColor(white: 0.5).isLight)  // luma exactly 0.5 counts as light
    #expect(!RGBAColor(white: 0.499).isLight)
    // Pure green is light (0.587), pure blue is dark (0.114), pure red is dark (0.299).
    #expect(RGBAColor(red: 0, green: 1, blue: 0).isLight)
    #expect(!RGBAColor(red: 0, green: 0, blue: 1).isLight)
    #expect(!RGBAColor(red: 1, green: 0, blue: 0).isLight)
  }

  @Test func hsbOfPrimariesAndGreys() {
    let red = RGBAColor(red: 1, green: 0, blue: 0).hsb
    #expect(red.hue == 0 && red.saturation == 1 && red.brightness == 1)
    #expect(abs(RGBAColor(red: 0, green: 1, blue: 0).hsb.hue - 1.0 / 3) < 1e-12)
    #expect(abs(RGBAColor(red: 0, green: 0, blue: 1).hsb.hue - 2.0 / 3) < 1e-12)
    #expect(abs(RGBAColor(red: 1, green: 0, blue: 1).hsb.hue - 5.0 / 6) < 1e-12)
    let grey = RGBAColor(white: 0.4).hsb
    #expect(grey.hue == 0 && grey.saturation == 0 && abs(grey.brightness - 0.4) < 1e-12)
    #expect(RGBAColor.black.hsb.saturation == 0)
  }

  @Test(arguments: SkeletonFlatColor.all)
  func hsbRoundTripsEveryFlatColor(_ flat: SkeletonFlatColor) {
    let color = flat.color
    let (hue, saturation, brightness) = color.hsb
    let back = RGBAColor(hue: hue, saturation: saturation, brightness: brightness)
    #expect(abs(back.red - color.red) < 1e-9)
    #expect(abs(back.green - color.green) < 1e-9)
    #expect(abs(back.blue - color.blue) < 1e-9)
    #expect(back.hexString == color.hexString)
  }

  @Test func hueWrapsAndBadInputIsSanitised() {
    #expect(
      RGBAColor(hue: 1.25, saturation: 1, brightness: 1) == RGBAColor(hue: 0.25, saturation: 1, brightness: 1)
    )
    #expect(
      RGBAColor(hue: -0.25, saturation: 1, brightness: 1)
        == RGBAColor(hue: 0.75, saturation: 1, brightness: 1))
    #expect(RGBAColor(hue: .nan, saturation: 1, brightness: 1) == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(RGBAColor(hue: 0.5, saturation: 2, brightness: -1) == .black)
    #expect(RGBAColor(hue: 0.5, saturation: .nan, brightness: 1) == .white)
    #expect(RGBAColor(hue: 0.1, saturation: 0, brightness: 1, alpha: 0.4).alpha == 0.4)
  }

  @Test func adjustingBrightnessScalesAndClamps() {
    let grey = RGBAColor(white: 0.5, alpha: 0.6)
    let darker = grey.adjustingBrightness(by: 0.5)
    #expect(abs(darker.red - 0.25) < 1e-12 && darker.alpha == 0.6)
    #expect(grey.adjustingBrightness(by: 4) == RGBAColor(white: 1, alpha: 0.6))
    #expect(grey.adjustingBrightness(by: -1) == RGBAColor(white: 0, alpha: 0.6))
    #expect(grey.adjustingBrightness(by: .nan) == grey)
    #expect(grey.adjustingBrightness(by: .infinity) == grey)
    // Hue and saturation are kept.
    let orange = SkeletonFlatColor.carrot.color
    let dimmed = orange.adjustingBrightness(by: 0.8)
    #expect(abs(dimmed.hsb.hue - orange.hsb.hue) < 1e-9)
    #expect(abs(dimmed.hsb.saturation - orange.hsb.saturation) < 1e-9)
    #expect(abs(dimmed.hsb.brightness - orange.hsb.brightness * 0.8) < 1e-9)
  }

  @Test func complementaryMatchesSkeletonViewNumbers() {
    #expect(bytes(SkeletonFlatColor.clouds.color.complementary) == [222, 226, 227])
    #expect(bytes(SkeletonFlatColor.darkClouds.color.complementary) == [38, 47, 50])
    #expect(RGBAColor.darkerFactor == 0.94)
    #expect(RGBAColor.lighterFactor == 1.35)
  }

  @Test func complementaryDarkensLightAndLightensDark() {
    for flat in SkeletonFlatColor.all {
      let color = flat.color
      let factor = color.isLight ? 0.94 : 1.35
      let expected = min(color.hsb.brightness * factor, 1)
      #expect(abs(color.complementary.hsb.brightness - expected) < 1e-9, "\(flat)")
    }
    #expect(RGBAColor.white.complementary.hsb.brightness < 1)
    #expect(RGBAColor.black.complementary == .black)  // brightness 0 × 1.35 stays 0
  }
}
