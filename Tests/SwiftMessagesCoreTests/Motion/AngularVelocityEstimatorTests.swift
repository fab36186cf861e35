import Testing

@testable import SwiftMessagesCore

@Suite struct AngularVelocityEstimatorTests {
  @Test func noSamplesOrOneSampleMeansNoRotation() {
    var estimator = AngularVelocityEstimator()
    #expect(estimator.angularVelocity == 0)
    estimator.record(angle: 0.5, time: 1)
    #expect(estimator.angularVelocity == 0)
  }

  @Test func velocityIsAngleChangeOverTimeBetweenTheLastTwoDistinctSamples() {
    var estimator = AngularVelocityEstimator()
    estimator.record(angle: 0, time: 0)
    estimator.record(angle: 0.1, time: 0.1)
    estimator.record(angle: 0.3, time: 0.2)
    // (0.3 - 0.1) / (0.2 - 0.1) = 2 rad/s: only the newest pair counts.
    #expect(abs(estimator.angularVelocity - 2) < 1e-9)
  }

  @Test func samplesWithTheSameAngleOrTimeAsTheLastAreSkipped() {
    var estimator = AngularVelocityEstimator()
    estimator.record(angle: 0, time: 0)
    estimator.record(angle: 0.4, time: 0.2)  // same time as the last: skipped
    estimator.record(angle: 0.2, time: 0.1)  // same angle as... not; appended for order test below
    estimator.reset()
    estimator.record(angle: -0.2, time: 0)
    estimator.record(angle: 0.2, time: 0.1)
    estimator.record(angle: 0.2, time: 0.15)  // last; the previous has the same angle
    estimator.record(angle: 0.6, time: 0.15)  // last; the previous has the same time
    // Back from (0.6, 0.15): (0.2, 0.15) same time, (0.2, 0.1) differs in both.
    #expect(abs(estimator.angularVelocity - 8) < 1e-9)
  }

  @Test func rotatingBackwardsGivesANegativeVelocity() {
    var estimator = AngularVelocityEstimator()
    estimator.record(angle: 1, time: 2)
    estimator.record(angle: 0.5, time: 2.5)
    #expect(abs(estimator.angularVelocity + 1) < 1e-9)
  }

  @Test func keepsOnlyTheNewestSamples() {
    var estimator = AngularVelocityEstimator(capacity: 4)
    for step in 0..<1000 { estimator.record(angle: Double(step) * 0.01, time: Double(step) * 0.01) }
    #expect(estimator.samples.count == 4)
    #expect(estimator.samples.first?.time == 9.96)
    #expect(abs(estimator.angularVelocity - 1) < 1e-9)
  }

  @Test func capacityIsAtLeastTwo() {
    #expect(AngularVelocityEstimator(capacity: 0).capacity == 2)
    #expect(AngularVelocityEstimator().capacity == 16)
  }

  @Test func nonFiniteSamplesAreIgnored() {
    var estimator = AngularVelocityEstimator()
    estimator.record(angle: 0, time: 0)
    estimator.record(angle: .nan, time: 0.1)
    estimator.record(angle: 0.1, time: .infinity)
    estimator.record(angle: 0.5, time: 0.5)
    #expect(estimator.samples.count == 2)
    #expect(abs(estimator.angularVelocity - 1) < 1e-9)
  }

  @Test func resetForgetsEverything() {
    var estimator = AngularVelocityEstimator()
    estimator.record(angle: 0, time: 0)
    estimator.record(angle: 1, time: 1)
    estimator.reset()
    #expect(estimator.samples.isEmpty)
    #expect(estimator.angularVelocity == 0)
  }
}

@Suite struct ScaleMotionDegenerateVelocityTests {
  @Test func nonFiniteReleaseVelocitiesDoNotLaunchTheMessage() {
    let motion = ScaleMotion()
    #expect(motion.cappedLinearVelocity(x: .nan, y: 100) == (0, 0))
    #expect(motion.cappedLinearVelocity(x: 100, y: .infinity) == (0, 0))
  }
}
