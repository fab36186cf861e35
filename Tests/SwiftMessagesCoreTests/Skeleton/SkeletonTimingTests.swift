import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonTimingTests {
  @Test func badSettingsBecomeZero() {
    var timing = SkeletonTiming(graceTime: -1, minimumDisplayTime: .nan)
    #expect(timing == .immediate)
    timing.graceTime = .infinity
    timing.minimumDisplayTime = -3
    #expect(timing == .immediate)
    timing.graceTime = 0.5
    #expect(timing.graceTime == 0.5)
    #expect(timing.window == GraceWindow(delay: 0.5, minimum: 0))
  }
}
