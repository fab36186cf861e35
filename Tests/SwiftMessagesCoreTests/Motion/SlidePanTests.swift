import Foundation
import Testing

@testable import SwiftMessagesCore

/// The swipe on top and bottom messages. Facts: an iPhone 15 (393 x 852 pt); a top card
/// 151 pt tall (59 pt safe area + 92 pt content, background inset 10 pt), a full-width
/// bottom banner 114 pt tall (34 pt home indicator + 80 pt content), bounce 5 pt.
@Suite struct SlidePanTests {
  private func sample(
    _ phase: PanPhase, y: Double, velocity: Double = 0, height: Double = 151, card: Bool = false
  ) -> Sample {
    let bounds = CGRect(x: 0, y: 0, width: 393, height: height)
    return Sample(
      phase: phase, translationY: y, velocityY: velocity, height: height,
      backgroundInsets: LayoutInsets(of: card ? bounds.insetBy(dx: 10, dy: 10) : bounds, in: bounds))
  }

  @Test func phasesFollowUIGestureRecognizerState() {
    // UIGestureRecognizer.State: possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5.
    #expect(PanPhase(gestureState: 3) == .ended)
    #expect(PanPhase(gestureState: 4) == .cancelled)
    #expect(PanPhase(gestureState: 5) == .failed)
    #expect(PanPhase(gestureState: 99) == .possible)
  }

  @Test func swipeUpFollowsTheFingerAndPausesAutoHideOnce() {
    let pan = Harness(edge: .top)
    #expect(pan.handle(sample(.changed, y: -20)) == [.move(-20), .report(.started)])
    #expect(pan.handle(sample(.changed, y: -30)) == [.move(-30)])
  }

  @Test func dragAwayFromAFullWidthBannerDoesNotMoveIt() {
    let pan = Harness(edge: .bottom)
    // Up, away from the bottom edge: clamped, no pause.
    #expect(pan.handle(sample(.changed, y: -40, height: 114)) == [.move(0)])
  }

  @Test func aMotionlessDragDoesNotPauseAutoHide() {
    let pan = Harness(edge: .top)
    #expect(pan.handle(sample(.changed, y: 0, card: true)) == [.move(0)])
  }

  @Test func dragAwayFromACardRubberBands() {
    let pan = Harness(edge: .top)
    let calls = pan.handle(sample(.changed, y: 100, card: true))
    // Down 100 pt from a top card: -(100^0.7) towards the edge, i.e. ~25 pt down.
    guard calls.count == 2, case .move(let y) = calls[0] else {
      Issue.record("no move: \(calls)")
      return
    }
    #expect(abs(y - 25.118_864_315_095_8) < 1e-9)
    #expect(calls[1] == .report(.started))
  }

  @Test func dragAwayFromATopTabFlushWithTheEdgeDoesNotMoveIt() {
    // A tab's background touches the top edge (inset 10 pt on the other sides only).
    let pan = Harness(edge: .top)
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 151)
    let tab = CGRect(x: 10, y: 0, width: 373, height: 141)
    let sample = Sample(
      phase: .changed, translationY: 40, velocityY: 0, height: 151,
      backgroundInsets: LayoutInsets(of: tab, in: bounds))
    #expect(pan.handle(sample) == [.move(0)])
  }

  @Test func releasedPastTheThresholdsDismisses() {
    let pan = Harness(edge: .top)
    _ = pan.handle(sample(.changed, y: -80, velocity: -200))
    #expect(pan.handle(sample(.ended, y: -80)) == [.report(.dismissed)])
  }

  /// Defect 10: a swipe the system cancels past the thresholds dismissed nothing.
  @Test func cancelledPastTheThresholdsDismissesToo() {
    // Given a bottom banner swiped down 60 pt at 900 pt/s (faster than 750)
    let pan = Harness(edge: .bottom)
    _ = pan.handle(sample(.changed, y: 60, velocity: 900, height: 114))
    // When the system cancels the touch (an incoming call banner)
    // Then it dismisses, as SwiftMessages 10 did.
    #expect(pan.handle(sample(.cancelled, y: 60, height: 114)) == [.report(.dismissed)])
  }

  @Test func failedRecognitionOnlySpringsBack() {
    let pan = Harness(edge: .bottom)
    _ = pan.handle(sample(.changed, y: 60, velocity: 900, height: 114))
    #expect(pan.handle(sample(.failed, y: 60, height: 114)) == [.springBack])
  }

  @Test func shortSlowSwipeSpringsBackAndResumesAutoHideOnceHome() {
    let pan = Harness(edge: .top)
    _ = pan.handle(sample(.changed, y: -20, velocity: -100))
    #expect(pan.handle(sample(.ended, y: -20)) == [.springBack])
    #expect(pan.springBackFinished() == [.report(.ended)])
    #expect(pan.springBackFinished() == [])
  }

  @Test func springBackOfADragThatNeverMovedReportsNothing() {
    let pan = Harness(edge: .bottom)
    _ = pan.handle(sample(.changed, y: -10, height: 114))
    #expect(pan.handle(sample(.ended, y: -10, height: 114)) == [.springBack])
    #expect(pan.springBackFinished() == [])
  }

  @Test func dragCaughtDuringTheSpringBackKeepsAutoHidePaused() {
    let pan = Harness(edge: .top)
    _ = pan.handle(sample(.changed, y: -20))
    _ = pan.handle(sample(.ended, y: -20))
    // Caught again mid-spring: no second panStarted, and the interrupted spring owes nothing.
    #expect(pan.handle(sample(.changed, y: -10)) == [.move(-10)])
    #expect(pan.springBackFinished() == [])
    _ = pan.handle(sample(.ended, y: -10))
    #expect(pan.springBackFinished() == [.report(.ended)])
  }

  @Test func aReusedAnimatorForgetsTheLastMessagesDrag() {
    let pan = Harness(edge: .top)
    _ = pan.handle(sample(.changed, y: -20))
    pan.installed()
    #expect(pan.handle(sample(.changed, y: -20)) == [.move(-20), .report(.started)])
  }

  @Test func releaseUsesTheLastMovingSampleVelocity() {
    // The speed at the last `.changed` decides (the release sample's own velocity is not read).
    let pan = Harness(edge: .bottom)
    _ = pan.handle(sample(.changed, y: 10, velocity: 800, height: 114))
    #expect(pan.handle(sample(.ended, y: 10, velocity: 0, height: 114)) == [.report(.dismissed)])
  }
}

/// One pan event's facts, as `TopBottomAnimation` gathers them (bounce offset 5 pt).
private struct Sample {
  var phase: PanPhase
  var translationY: Double
  var velocityY: Double
  var height: Double
  var backgroundInsets: LayoutInsets
}

/// A ``SlidePan`` driving a recorder: each event returns the calls it made, in order.
private final class Harness: SlidePanTarget {
  enum Call: Equatable {
    case move(Double)
    case report(PanReport)
    case springBack
  }

  let pan: SlidePan
  private var calls: [Call] = []

  init(edge: PresentationPlacement) {
    pan = SlidePan(edge: edge)
  }

  func handle(_ sample: Sample) -> [Call] {
    calls = []
    pan.pan(
      sample.phase, translationY: sample.translationY, velocityY: sample.velocityY, height: sample.height,
      backgroundInsets: sample.backgroundInsets, bounceOffset: 5, target: self)
    return calls
  }

  func springBackFinished() -> [Call] {
    calls = []
    pan.springBackFinished(target: self)
    return calls
  }

  func installed() {
    pan.installed()
  }

  func move(toY y: Double) { calls.append(.move(y)) }
  func report(_ report: PanReport) { calls.append(.report(report)) }
  func springBack() { calls.append(.springBack) }
}
