import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DimTimingTests {
  @Test func dimTimingsMatchSwiftMessages() {
    #expect(DimTiming.fadeIn == 0.2)
    #expect(DimTiming.blurFadeIn == 0.3)
    #expect(DimTiming.fadeOut == 0.2)
  }

  @Test func grayDimIsBlackAtThirtyPercent() {
    #expect(DimTiming.grayAlpha == 0.3)
  }

  @Test func hapticsAreTheThreeNotificationTypes() {
    #expect(MessageHaptic.allCases == [.success, .warning, .error])
    #expect(MessageHaptic.allCases.map(\.rawValue) == ["success", "warning", "error"])
    #expect(MessageHaptic(rawValue: "error") == .error)
    #expect(MessageHaptic(rawValue: "selection") == nil)
  }
}
