import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonDefaultsTests {
  @Test func standardMatchesSkeletonAppearanceDefault() {
    let defaults = SkeletonDefaults.standard
    #expect(defaults.tintColor == SkeletonColors.skeletonDefault)
    #expect(defaults.gradient == SkeletonGradientColors(baseColor: SkeletonColors.skeletonDefault))
    #expect(defaults.multilineHeight == 15)
    #expect(defaults.multilineSpacing == 10)
    #expect(defaults.multilineLastLineFillPercent == 70)
    #expect(defaults.multilineCornerRadius == 0)
    #expect(defaults.renderSingleLineAsView == false)
    #expect(defaults.skeletonCornerRadius == 0)
    #expect(defaults.transition == .crossDissolve(0.25))
    #expect(SkeletonTransitionStyle.default == .crossDissolve(0.25))
    #expect(defaults.darkModePolicy == .bySystem)
    #expect(defaults.textLineHeight == .fixed(15))
    #expect(defaults == SkeletonDefaults())
  }

  @Test func textLineHeightFollowsLaterChangesToMultilineHeight() {
    var defaults = SkeletonDefaults()
    #expect(defaults.textLineHeight == .fixed(15))
    defaults.multilineHeight = 22
    #expect(defaults.textLineHeight == .fixed(22))  // SkeletonView would still say 15
  }

  @Test func outOfRangeValuesAreCorrected() {
    let defaults = SkeletonDefaults(
      multilineHeight: -4, multilineSpacing: .nan, multilineLastLineFillPercent: 140,
      multilineCornerRadius: -2,
      skeletonCornerRadius: -.infinity)
    #expect(defaults.multilineHeight == 15)
    #expect(defaults.multilineSpacing == 0)
    #expect(defaults.multilineLastLineFillPercent == 100)
    #expect(defaults.multilineCornerRadius == 0)
    #expect(defaults.skeletonCornerRadius == 0)

    var mutated = SkeletonDefaults()
    mutated.multilineHeight = .nan
    mutated.multilineSpacing = -1
    mutated.multilineLastLineFillPercent = -5
    mutated.multilineCornerRadius = -1
    mutated.skeletonCornerRadius = .nan
    #expect(mutated.multilineHeight == 15)
    #expect(mutated.multilineSpacing == 0)
    #expect(mutated.multilineLastLineFillPercent == 0)
    #expect(mutated.multilineCornerRadius == 0)
    #expect(mutated.skeletonCornerRadius == 0)
  }

  @Test func validCustomValuesAreKept() {
    let defaults = SkeletonDefaults(
      multilineHeight: 0, multilineSpacing: 4, multilineLastLineFillPercent: 50, multilineCornerRadius: 3,
      renderSingleLineAsView: true, skeletonCornerRadius: 8, transition: .none, darkModePolicy: .forceDark)
    #expect(defaults.multilineHeight == 0)
    #expect(defaults.multilineSpacing == 4)
    #expect(defaults.multilineLastLineFillPercent == 50)
    #expect(defaults.multilineCornerRadius == 3)
    #expect(defaults.renderSingleLineAsView)
    #expect(defaults.skeletonCornerRadius == 8)
    #expect(defaults.transition == SkeletonTransitionStyle.none)
    #expect(defaults.darkModePolicy == .forceDark)
  }
}
