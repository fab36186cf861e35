import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct ArcIndicatorRunTests {
  private let style = ArcIndicatorStyle()  // 0.8 s per revolution, 0.1 s per frame

  @Test func startsStopped() {
    let run = ArcIndicatorRun()
    #expect(!run.isAnimating)
    #expect(run.phase(at: 1000, duration: style.revolutionDuration) == 0)
  }

  @Test func secondStartKeepsThePhase() {
    // Given: started at t = 100 s on the media clock
    var run = ArcIndicatorRun()
    run.start(at: 100)

    // When: startAnimating() is called again 0.35 s later
    run.start(at: 100.35)

    // Then: the head stays where it is instead of jumping back to frame 0
    #expect(abs(run.phase(at: 100.35, duration: style.revolutionDuration) - 0.35) < 1e-9)
  }

  @Test func reinstallingAfterABoundsChangeOrWindowMoveContinuesInPhase() {
    // Core Animation drops the animations when the view leaves the window; they are re-added
    // with the phase the run has at that moment.
    var run = ArcIndicatorRun()
    run.start(at: 50)
    // 2.5 revolutions later: half-way round
    #expect(abs(run.phase(at: 52, duration: 0.8) - 0.4) < 1e-9)
  }

  @Test func stopThenStartBeginsAFreshRevolution() {
    var run = ArcIndicatorRun()
    run.start(at: 10)
    run.stop()
    #expect(!run.isAnimating)
    run.start(at: 20.3)
    #expect(run.phase(at: 20.3, duration: 0.8) == 0)
  }

  @Test func clockGoingBackwardsOrNonFiniteTimesGiveTheFirstFrame() {
    var run = ArcIndicatorRun()
    run.start(at: 10)
    #expect(run.phase(at: 9, duration: 0.8) == 0)
    #expect(run.phase(at: .nan, duration: 0.8) == 0)
    #expect(run.phase(at: 11, duration: 0) == 0)
  }
}

@Suite struct ArcIndicatorSizeTests {
  @Test func mediumAndLargeSides() {
    #expect(ArcIndicatorSize.medium.diameter == 20)
    #expect(ArcIndicatorSize.large.diameter == ArcIndicatorStyle().diameter)
  }
}

@Suite struct ArcIndicatorShadesTests {
  @Test func defaultShadesFollowTheAppearance() {
    let style = ArcIndicatorStyle()
    #expect(
      style.shadeColors(tint: nil, appearance: .light).map(\.hexString) == [
        "#F2F2F2", "#E6E6E6", "#B3B3B3", "#808080",
      ])
    #expect(style.shadeColors(tint: nil, appearance: .dark) == style.shades.map(\.dark))
  }

  @Test func aColourTintsEveryShadeFadingTowardsTheHead() {
    // Given: indicator.color = .systemRed (light: 255, 59, 48)
    let red = RGBAColor(red255: 255, green: 59, blue: 48)

    // When
    let shades = ArcIndicatorStyle().shadeColors(tint: red, appearance: .light)

    // Then: the farthest arc is the colour; nearer arcs fade like the default grey ones do
    #expect(shades.count == 4)
    #expect(shades.allSatisfy { $0.red == red.red && $0.green == red.green && $0.blue == red.blue })
    #expect(shades.map(\.alpha) == [0.1, 0.2, 0.6, 1])
  }
}

@Suite struct ArcIndicatorAccessibilityTests {
  @Test func anAnimatingIndicatorSaysLoading() {
    let element = ArcIndicatorRun.accessibility(isAnimating: true)
    #expect(element.isAccessibilityElement)
    #expect(element.label == "Loading")
    #expect(element.updatesFrequently)
  }

  @Test func aStoppedVisibleIndicatorSaysNothing() {
    // hidesWhenStopped = false: the still ring stays on screen, but nothing is loading.
    let element = ArcIndicatorRun.accessibility(isAnimating: false)
    #expect(!element.isAccessibilityElement)
    #expect(element.label == nil)
    #expect(!element.updatesFrequently)
  }
}

/// Issue 26: the arc indicator's decisions from its run (Reduce Motion pulse or keyframes, hidden when
/// stopped, rebuilt on a trait change) in the core, like the skeleton's render plan.
@Suite struct ArcIndicatorRunPlanTests {
  private let style = ArcIndicatorStyle()  // 0.8 s per revolution, 1.6 s pulse to 0.4

  private func running(since start: TimeInterval) -> ArcIndicatorRun {
    var run = ArcIndicatorRun()
    run.start(at: start)
    return run
  }

  @Test func aRunningIndicatorInAWindowTurnsItsShadesInPhase() {
    let run = running(since: 100)
    let animation = run.animation(at: 100.35, inWindow: true, reduceMotion: false, style: style)
    guard case .keyframes(let offset) = animation else { return #expect(Bool(false)) }
    #expect(abs(offset - 0.35) < 1e-9)
    #expect(!run.isHidden(hidesWhenStopped: true))
  }

  @Test func reduceMotionPulsesTheOpacityInsteadOfTurning() {
    let animation = running(since: 100).animation(at: 101, inWindow: true, reduceMotion: true, style: style)
    // Down to 0.4 over 0.8 s and back: 1 s into the 1.6-s cycle.
    #expect("\(animation)" == "pulse(halfDuration: 0.8, minimumOpacity: 0.4, timeOffset: 1.0)")
  }

  @Test func aStoppedIndicatorHidesOnlyWhenAskedAndNothingRunsOutsideAWindow() {
    let stopped = ArcIndicatorRun()
    let stoppedAnimation = stopped.animation(at: 5, inWindow: true, reduceMotion: false, style: style)
    #expect(stopped.isHidden(hidesWhenStopped: true) && "\(stoppedAnimation)" == "none")
    #expect(!stopped.isHidden(hidesWhenStopped: false))
    // Core Animation drops animations outside a window: they are added on the move to one.
    let offscreen = running(since: 1)
    let offscreenAnimation = offscreen.animation(at: 5, inWindow: false, reduceMotion: false, style: style)
    #expect("\(offscreenAnimation)" == "none" && !offscreen.isHidden(hidesWhenStopped: true))
  }
}
