import Foundation
import Testing

@testable import SwiftMessagesCore

/// Issue 26: the arc indicator's decisions (Reduce Motion pulse or keyframes, hidden when
/// stopped, rebuilt on a trait change) in the core, like the skeleton's render plan.
@Suite struct ArcIndicatorPlanTests {
  private let style = ArcIndicatorStyle()  // 0.8 s per revolution, 1.6 s pulse to 0.4

  private func running(since start: TimeInterval) -> ArcIndicatorRun {
    var run = ArcIndicatorRun()
    run.start(at: start)
    return run
  }

  @Test func aRunningIndicatorInAWindowTurnsItsShadesInPhase() {
    let plan = ArcIndicatorPlan(
      run: running(since: 100), now: 100.35, inWindow: true, reduceMotion: false, hidesWhenStopped: true,
      style: style)
    guard case .keyframes(let offset) = plan.animation else { return #expect(Bool(false)) }
    #expect(abs(offset - 0.35) < 1e-9)
    #expect(!plan.isHidden)
  }

  @Test func reduceMotionPulsesTheOpacityInsteadOfTurning() {
    let plan = ArcIndicatorPlan(
      run: running(since: 100), now: 101, inWindow: true, reduceMotion: true, hidesWhenStopped: true,
      style: style)
    // Down to 0.4 over 0.8 s and back: 1 s into the 1.6-s cycle.
    #expect("\(plan.animation)" == "pulse(halfDuration: 0.8, minimumOpacity: 0.4, timeOffset: 1.0)")
  }

  @Test func aStoppedIndicatorHidesOnlyWhenAskedAndNothingRunsOutsideAWindow() {
    let stopped = ArcIndicatorRun()
    let hiding = ArcIndicatorPlan(
      run: stopped, now: 5, inWindow: true, reduceMotion: false, hidesWhenStopped: true, style: style)
    #expect(hiding.isHidden && "\(hiding.animation)" == "none")
    let showing = ArcIndicatorPlan(
      run: stopped, now: 5, inWindow: true, reduceMotion: false, hidesWhenStopped: false, style: style)
    #expect(!showing.isHidden)
    // Core Animation drops animations outside a window: they are added on the move to one.
    let offscreen = ArcIndicatorPlan(
      run: running(since: 1), now: 5, inWindow: false, reduceMotion: false, hidesWhenStopped: true,
      style: style)
    #expect("\(offscreen.animation)" == "none" && !offscreen.isHidden)
  }
}
