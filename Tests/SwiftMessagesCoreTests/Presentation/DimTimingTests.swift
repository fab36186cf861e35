import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DimTimingTests {
  @Test func aDimmedCenteredMessageHidesOnlyOnceItsDimHasFaded() {
    // PhysicsAnimation hides in 0.15 s; the gray dim fades out in 0.2 s.
    #expect(DimTiming.hideDuration(animatorHide: 0.15, isDimmed: true) == DimTiming.fadeOut)
    // An undimmed message takes its animator's time, a slower animator its own.
    #expect(DimTiming.hideDuration(animatorHide: 0.15, isDimmed: false) == 0.15)
    #expect(DimTiming.hideDuration(animatorHide: 0.5, isDimmed: true) == 0.5)
  }
}
