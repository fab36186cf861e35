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
    let element = ArcIndicatorPlan.accessibility(isAnimating: true)
    #expect(element.isAccessibilityElement)
    #expect(element.label == "Loading")
    #expect(element.updatesFrequently)
  }

  @Test func aStoppedVisibleIndicatorSaysNothing() {
    // hidesWhenStopped = false: the still ring stays on screen, but nothing is loading.
    let element = ArcIndicatorPlan.accessibility(isAnimating: false)
    #expect(!element.isAccessibilityElement)
    #expect(element.label == nil)
    #expect(!element.updatesFrequently)
  }
}
