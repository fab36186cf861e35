import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct PulseMotionTests {
  @Test func defaultsAreSkeletonViewsPulse() {
    let pulse = PulseMotion.standard
    #expect(pulse.duration == 1)
    #expect(pulse.autoreverses)
    #expect(pulse.curve == .easeInEaseOut)
    #expect(pulse.period == 2)
    #expect(pulse == PulseMotion())
    #expect(PulseMotion(autoreverses: false).period == 1)
  }

  @Test func targetIsTheComplementaryColour() {
    let clouds = SkeletonFlatColor.clouds.color
    #expect(PulseMotion().toColor(from: clouds) == clouds.complementary)
    #expect(PulseMotion().toColor(from: clouds).hexString == "#DEE2E3")  // (222, 226, 227)
  }

  @Test func badDurationsFallBackAndReduceMotionIsSlower() {
    #expect(PulseMotion(duration: 0).duration == 1)
    #expect(PulseMotion(duration: .nan).duration == 1)
    #expect(PulseMotion(duration: 0.4).duration == 0.4)
    #expect(PulseMotion(duration: -2).duration == 1)
    #expect(PulseMotion.reducedMotion.duration == 2)
    #expect(PulseMotion.reducedMotion.autoreverses)
  }

  @Test func pulseIsPhaseLockedToTheSharedClock() {
    let pulse = PulseMotion.standard
    // Two roots starting 0.7 s apart (or one restarted after its root moved) share a phase.
    #expect(pulse.alignedBeginTime(now: 1_000.3) == 1_000)
    #expect(pulse.alignedBeginTime(now: 1_001.0) == 1_000)
    #expect(pulse.alignedBeginTime(now: 1_002.0) == 1_002)
    #expect(pulse.alignedBeginTime(now: .nan) == 0)
    #expect(PulseMotion(autoreverses: false).alignedBeginTime(now: 7.5) == 7)
  }
}
