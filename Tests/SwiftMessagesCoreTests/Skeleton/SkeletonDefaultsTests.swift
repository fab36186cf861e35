import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonDefaultsTests {
  @Test func textLineHeightFollowsLaterChangesToMultilineHeightUntilSet() {
    var defaults = SkeletonDefaults()
    #expect(defaults.textLineHeight == .fixed(15))
    defaults.multilineHeight = 22
    #expect(defaults.textLineHeight == .fixed(22))  // SkeletonView would still say 15
    defaults.textLineHeight = .relativeToFont
    defaults.multilineHeight = 30
    #expect(defaults.textLineHeight == .relativeToFont)
  }

  @Test func outOfRangeValuesAreCorrected() {
    var defaults = SkeletonDefaults()
    defaults.multilineHeight = .nan
    defaults.multilineSpacing = -1
    defaults.multilineLastLineFillPercent = -5
    defaults.multilineCornerRadius = -1
    defaults.skeletonCornerRadius = .nan
    #expect(defaults.multilineHeight == 15)
    #expect(defaults.multilineSpacing == 0)
    #expect(defaults.multilineLastLineFillPercent == 0)
    #expect(defaults.multilineCornerRadius == 0)
    #expect(defaults.skeletonCornerRadius == 0)
    defaults.multilineHeight = -4
    defaults.multilineLastLineFillPercent = 140
    defaults.skeletonCornerRadius = -.infinity
    #expect(defaults.multilineHeight == 15)
    #expect(defaults.multilineLastLineFillPercent == 100)
    #expect(defaults.skeletonCornerRadius == 0)
  }

  @Test func validCustomValuesAreKept() {
    var defaults = SkeletonDefaults()
    defaults.multilineHeight = 0
    defaults.multilineSpacing = 4
    defaults.multilineLastLineFillPercent = 50
    defaults.multilineCornerRadius = 3
    defaults.skeletonCornerRadius = 8
    #expect(defaults.multilineHeight == 0)
    #expect(defaults.multilineSpacing == 4)
    #expect(defaults.multilineLastLineFillPercent == 50)
    #expect(defaults.multilineCornerRadius == 3)
    #expect(defaults.skeletonCornerRadius == 8)
  }
}
