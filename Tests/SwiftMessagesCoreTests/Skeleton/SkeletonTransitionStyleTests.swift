import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonTransitionStyleTests {
  @Test func typesAndTransitions() {
    #expect(SkeletonType.allCases == [.solid, .gradient])
    #expect(SkeletonTransitionStyle.default == .crossDissolve(0.25))
    #expect(SkeletonTransitionStyle.default.duration == 0.25)
    #expect(SkeletonTransitionStyle.none.duration == 0)
    #expect(!SkeletonTransitionStyle.none.isAnimated)
    #expect(SkeletonTransitionStyle.crossDissolve(-1).duration == 0)
    #expect(SkeletonTransitionStyle.crossDissolve(.nan).duration == 0)
    #expect(SkeletonTransitionStyle.crossDissolve(.infinity).duration == 0)
    #expect(!SkeletonTransitionStyle.crossDissolve(.nan).isAnimated)
  }
}
