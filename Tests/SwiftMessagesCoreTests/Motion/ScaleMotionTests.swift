import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct ScaleMotionTests {
  private let motion = ScaleMotion()

  // MARK: Defaults (reference §0, §4.2, §4.3)

  @Test func defaultsMatchPhysicsAnimation() {
    #expect(motion.showDuration == 0.5)
    #expect(motion.hideDuration == 0.15)
    #expect(motion.springDamping == 0.6)
    #expect(motion.initialScale == 0.6)
    #expect(motion.initialAlpha == 0.25)
    #expect(motion.fadeInFraction == 0.3)
    #expect(motion.hideScale == 0.8)
  }

  @Test func defaultsMatchPhysicsPanHandler() {
    #expect(motion.flingSpeedThreshold == 600)
    #expect(motion.maximumLinearSpeed == 1800)
    #expect(motion.maximumAngularSpeed == 10)
    #expect(motion.offScreenHideDelay == 0.2)
    #expect(motion.snapBackDuration == 0.5)
    #expect(motion.snapBackDamping == 0.65)
  }

  @Test func fadeInIsThreeTenthsOfTheShowDuration() {
    #expect(abs(motion.fadeInDuration - 0.15) < 1e-12)
    var custom = ScaleMotion()
    custom.showDuration = 2
    #expect(abs(custom.fadeInDuration - 0.6) < 1e-12)
    custom.fadeInFraction = 0.5
    #expect(custom.fadeInDuration == 1)
  }

  // MARK: Fling

  @Test func flingNeedsMoreThanSixHundredPointsPerSecond() {
    #expect(motion.shouldFling(velocityX: 601, velocityY: 0))
    #expect(!motion.shouldFling(velocityX: 599, velocityY: 0))
    #expect(!motion.shouldFling(velocityX: 600, velocityY: 0))
    #expect(motion.shouldFling(velocityX: 0, velocityY: -601))
    #expect(!motion.shouldFling(velocityX: 0, velocityY: -599))
    #expect(!motion.shouldFling(velocityX: 0, velocityY: 0))
  }

  @Test func flingUsesTheSpeedNotEachComponent() {
    // 3-4-5 triangle: (360, 480) is exactly 600, not more.
    #expect(!motion.shouldFling(velocityX: 360, velocityY: 480))
    #expect(motion.shouldFling(velocityX: 361, velocityY: 481))
    // Neither component exceeds 600, the diagonal speed (≈ 636) does.
    #expect(motion.shouldFling(velocityX: 450, velocityY: -450))
    #expect(motion.shouldFling(velocityX: -450, velocityY: 450))
    // ≈ 594: below.
    #expect(!motion.shouldFling(velocityX: -420, velocityY: -420))
  }

  @Test func flingThresholdIsConfigurable() {
    var custom = ScaleMotion()
    custom.flingSpeedThreshold = 100
    #expect(custom.shouldFling(velocityX: 80, velocityY: 80))
    #expect(!custom.shouldFling(velocityX: 60, velocityY: 80))
  }

  // MARK: Velocity caps

  @Test func linearVelocityBelowTheCapIsUnchanged() {
    let capped = motion.cappedLinearVelocity(x: 1000, y: -1000)
    #expect(capped.x == 1000)
    #expect(capped.y == -1000)
    let exact = motion.cappedLinearVelocity(x: 1080, y: 1440)  // exactly 1800
    #expect(exact.x == 1080)
    #expect(exact.y == 1440)
  }

  @Test func linearVelocityAboveTheCapKeepsItsDirection() {
    // (3000, 4000) has speed 5000; scaled by 1800 / 5000 = 0.36.
    let capped = motion.cappedLinearVelocity(x: 3000, y: 4000)
    #expect(abs(capped.x - 1080) < 1e-9)
    #expect(abs(capped.y - 1440) < 1e-9)
    let mirrored = motion.cappedLinearVelocity(x: -3000, y: 4000)
    #expect(abs(mirrored.x - -1080) < 1e-9)
    #expect(abs(mirrored.y - 1440) < 1e-9)
    let vertical = motion.cappedLinearVelocity(x: 0, y: -9000)
    #expect(vertical.x == 0)
    #expect(abs(vertical.y - -1800) < 1e-9)
    let speed = (capped.x * capped.x + capped.y * capped.y).squareRoot()
    #expect(abs(speed - 1800) < 1e-9)
  }

  @Test func angularVelocityIsClampedToTenRadiansPerSecond() {
    #expect(motion.cappedAngularVelocity(15) == 10)
    #expect(motion.cappedAngularVelocity(-15) == -10)
    #expect(motion.cappedAngularVelocity(10) == 10)
    #expect(motion.cappedAngularVelocity(-3.5) == -3.5)
    #expect(motion.cappedAngularVelocity(0) == 0)
  }

  @Test func nonFiniteAngularVelocityBecomesZero() {
    #expect(motion.cappedAngularVelocity(.nan) == 0)
    #expect(motion.cappedAngularVelocity(.infinity) == 0)
    #expect(motion.cappedAngularVelocity(-.infinity) == 0)
  }

  @Test func angularCapIsConfigurable() {
    var custom = ScaleMotion()
    custom.maximumAngularSpeed = 2
    #expect(custom.cappedAngularVelocity(3) == 2)
    #expect(custom.cappedAngularVelocity(-3) == -2)
  }
}
