import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct FloatingPointSanitizingTests {
  @Test func nonNegativeFiniteTurnsBadNumbersIntoZero() {
    #expect(2.5.nonNegativeFinite == 2.5)
    #expect((-1.0).nonNegativeFinite == 0)
    #expect(Double.nan.nonNegativeFinite == 0)
    #expect(Double.infinity.nonNegativeFinite == 0)
    #expect(CGFloat(-3).nonNegativeFinite == 0)
  }

  @Test func positiveFiniteIsNilForZeroNegativeAndNonFinite() {
    #expect(0.3.positiveFinite == 0.3)
    #expect(0.0.positiveFinite == nil)
    #expect((-2.0).positiveFinite == nil)
    #expect(Double.nan.positiveFinite == nil)
    #expect(CGFloat.infinity.positiveFinite == nil)
  }

  @Test func clampedToUnitBoundsAndReplacesNaN() {
    #expect(1.7.clampedToUnit() == 1)
    #expect((-0.2).clampedToUnit() == 0)
    #expect(0.4.clampedToUnit() == 0.4)
    #expect(Double.nan.clampedToUnit() == 0)
    #expect(Double.nan.clampedToUnit(nanValue: 0.55) == 0.55)
    #expect(Double.infinity.clampedToUnit() == 1)
  }
}
