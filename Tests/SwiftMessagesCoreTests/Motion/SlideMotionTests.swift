import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SlideMotionTests {
  private let motion = SlideMotion()

  // MARK: Defaults (reference §0, §4.1)

  @Test func defaultsMatchTopBottomAnimation() {
    #expect(motion.showDuration == 0.4)
    #expect(motion.hideDuration == 0.2)
    #expect(motion.springDamping == 0.8)
    #expect(motion.closeSpeedThreshold == 750)
    #expect(motion.closePercentThreshold == 0.33)
    #expect(motion.closeAbsoluteThreshold == 75)
    #expect(motion.rubberBandExponent == 0.7)
  }

  // MARK: Pan offset

  @Test func translationTowardsTheEdgeIsFollowedOneToOne() {
    #expect(motion.offset(forTranslation: 0, allowsRubberBand: true) == 0)
    #expect(motion.offset(forTranslation: 42.5, allowsRubberBand: true) == 42.5)
    #expect(motion.offset(forTranslation: 42.5, allowsRubberBand: false) == 42.5)
  }

  @Test func movingAwayFromTheEdgeIsRubberBanded() {
    // -|t|^0.7: 100^0.7 = 10^1.4 ≈ 25.1189.
    let offset = motion.offset(forTranslation: -100, allowsRubberBand: true)
    #expect(abs(offset - -25.118_864_315_095_8) < 1e-9)
    // 1^0.7 = 1, so a one-point drag stays a one-point offset.
    #expect(motion.offset(forTranslation: -1, allowsRubberBand: true) == -1)
    // Damped: always less far than the finger beyond one point.
    let far = motion.offset(forTranslation: -400, allowsRubberBand: true)
    #expect(far < 0)
    #expect(far > -400)
    #expect(abs(far - -pow(400, 0.7)) < 1e-9)
  }

  @Test func rubberBandUsesTheConfiguredExponent() {
    var custom = SlideMotion()
    custom.rubberBandExponent = 0.5
    #expect(abs(custom.offset(forTranslation: -64, allowsRubberBand: true) - -8) < 1e-12)
  }

  @Test func movingAwayFromTheEdgeIsClampedWithoutRubberBand() {
    #expect(motion.offset(forTranslation: -100, allowsRubberBand: false) == 0)
    #expect(motion.offset(forTranslation: -0.5, allowsRubberBand: false) == 0)
  }

  // MARK: Dismiss decision (height 100, bounce 5 → travel 95)

  @Test func speedAloneDismissesOnlyAboveThreshold() {
    #expect(motion.shouldDismiss(translation: 0, velocity: 751, height: 100))
    #expect(!motion.shouldDismiss(translation: 0, velocity: 750, height: 100))
    #expect(!motion.shouldDismiss(translation: 0, velocity: 749, height: 100))
    // Flinging away from the edge never dismisses.
    #expect(!motion.shouldDismiss(translation: 0, velocity: -2000, height: 100))
  }

  @Test func percentAloneDismissesOnlyAboveThreshold() {
    // Travel is height − bounce: 95 pt. 0.33 × 95 = 31.35.
    #expect(motion.shouldDismiss(translation: 31.4, velocity: 0, height: 100))
    #expect(!motion.shouldDismiss(translation: 31.3, velocity: 0, height: 100))
    // The bounce offset is subtracted: 31.4 / 100 = 0.314 would not dismiss.
    #expect(!motion.shouldDismiss(translation: 31.4, velocity: 0, height: 100, bounceOffset: 0))
    #expect(motion.shouldDismiss(translation: 33.1, velocity: 0, height: 100, bounceOffset: 0))
  }

  @Test func absoluteTravelAloneDismissesOnlyAboveThreshold() {
    // A tall message (1000 pt) so 0.33 × 995 = 328 is far above 75.
    #expect(motion.shouldDismiss(translation: 75.5, velocity: 0, height: 1000))
    #expect(!motion.shouldDismiss(translation: 75, velocity: 0, height: 1000))
    #expect(!motion.shouldDismiss(translation: 74.9, velocity: 0, height: 1000))
  }

  @Test func slowShortPanSnapsBack() {
    #expect(!motion.shouldDismiss(translation: 10, velocity: 100, height: 100))
    #expect(!motion.shouldDismiss(translation: -30, velocity: -100, height: 100))
  }

  @Test func customThresholdsAreHonoured() {
    var custom = SlideMotion()
    custom.closeSpeedThreshold = 100
    custom.closePercentThreshold = 0.9
    custom.closeAbsoluteThreshold = 500
    #expect(custom.shouldDismiss(translation: 0, velocity: 101, height: 1000))
    #expect(!custom.shouldDismiss(translation: 400, velocity: 0, height: 1000))
  }

  @Test func heightNotAboveBounceUsesOnePointTravel() {
    // height − bounce ≤ 0 would divide by zero or flip the sign; travel becomes 1 pt.
    #expect(motion.shouldDismiss(translation: 0.34, velocity: 0, height: 5))
    #expect(!motion.shouldDismiss(translation: 0.32, velocity: 0, height: 5))
    #expect(motion.shouldDismiss(translation: 0.34, velocity: 0, height: 0))
    #expect(!motion.shouldDismiss(translation: 0.32, velocity: 0, height: 2))
    // A pan away from the edge must not dismiss (a negative travel would flip the sign).
    #expect(!motion.shouldDismiss(translation: -10, velocity: 0, height: 2))
    // Travel just above one point is used as is.
    #expect(!motion.shouldDismiss(translation: 0.5, velocity: 0, height: 7))
    #expect(motion.shouldDismiss(translation: 0.67, velocity: 0, height: 7))
  }
}
