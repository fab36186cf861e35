import Testing

@testable import SwiftMessagesCore

@Suite struct RGBAColorTests {
  @Test func componentsFrom255() {
    let color = RGBAColor(red255: 255, green: 0, blue: 51)
    #expect(color.red == 1)
    #expect(color.green == 0)
    #expect(abs(color.blue - 0.2) < 1e-12)
    #expect(color.alpha == 1)
  }

  @Test func outOfRangeAndNaNAreClamped() {
    let color = RGBAColor(red: 2, green: -1, blue: .nan, alpha: 5)
    #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
  }

  @Test func hexAndDescription() {
    #expect(RGBAColor(red255: 249, green: 66, blue: 47).hexString == "#F9422F")
    #expect(RGBAColor.black.description == "#000000")
    #expect(RGBAColor(white: 0, alpha: 0.3).description == "#000000@0.30")
  }

  @Test func contrastRatiosMatchWCAG() {
    #expect(abs(RGBAColor.white.contrastRatio(with: .black) - 21) < 1e-9)
    #expect(abs(RGBAColor.white.contrastRatio(with: .white) - 1) < 1e-9)
  }

  @Test func dynamicColorResolvesUnspecifiedAsLight() {
    let color = DynamicColor(light: .white, dark: .black)
    #expect(color.resolved(for: .light) == .white)
    #expect(color.resolved(for: .unspecified) == .white)
    #expect(color.resolved(for: .dark) == .black)
    #expect(DynamicColor(.white).resolved(for: .dark) == .white)
  }
}
