import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonDarkModePolicyTests {
  private let color = SkeletonColors.skeletonDefault

  @Test func bySystemFollowsTheViewsOwnStyle() {
    #expect(SkeletonDarkModePolicy.bySystem.resolve(color, systemStyle: .light) == color.light)
    #expect(SkeletonDarkModePolicy.bySystem.resolve(color, systemStyle: .dark) == color.dark)
    #expect(SkeletonDarkModePolicy.bySystem.resolve(color, systemStyle: .unspecified) == color.light)
  }

  @Test func forcedPoliciesIgnoreTheSystem() {
    for style in InterfaceStyle.allCases {
      #expect(SkeletonDarkModePolicy.forceLight.resolve(color, systemStyle: style) == color.light)
      #expect(SkeletonDarkModePolicy.forceDark.resolve(color, systemStyle: style) == color.dark)
    }
    #expect(SkeletonDarkModePolicy.forceDark.style(for: .light) == .dark)
    #expect(SkeletonDarkModePolicy.allCases == [.bySystem, .forceLight, .forceDark])
  }

  @Test func gradientsFollowThePolicyToo() {
    let gradient = SkeletonGradientColors.default
    #expect(
      SkeletonDarkModePolicy.forceLight.resolve(gradient, systemStyle: .dark)
        == gradient.resolved(for: .light))
    #expect(
      SkeletonDarkModePolicy.bySystem.resolve(gradient, systemStyle: .dark)[1] == color.dark.complementary)
  }

}
