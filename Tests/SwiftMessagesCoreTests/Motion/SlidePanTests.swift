import Foundation
import Testing

@testable import SwiftMessagesCore

/// The swipe on top and bottom messages. Facts: an iPhone 15 (393 x 852 pt); a top card
/// 151 pt tall (59 pt safe area + 92 pt content, background inset 10 pt), a full-width
/// bottom banner 114 pt tall (34 pt home indicator + 80 pt content), bounce 5 pt.
@Suite struct SlidePanTests {
  private func sample(
    _ phase: PanPhase, y: Double, velocity: Double = 0, height: Double = 151, card: Bool = false
  ) -> SlidePan.Event {
    let bounds = CGRect(x: 0, y: 0, width: 393, height: height)
    return .pan(
      SlidePan.Sample(
        phase: phase, translationY: y, velocityY: velocity, height: height,
        backgroundInsets: LayoutInsets(of: card ? bounds.insetBy(dx: 10, dy: 10) : bounds, in: bounds),
        bounceOffset: 5))
  }

  @Test func phasesFollowUIGestureRecognizerState() {
    // UIGestureRecognizer.State: possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5.
    #expect(PanPhase(gestureState: 3) == .ended)
    #expect(PanPhase(gestureState: 4) == .cancelled)
    #expect(PanPhase(gestureState: 5) == .failed)
    #expect(PanPhase(gestureState: 99) == .possible)
  }

  @Test func swipeUpFollowsTheFingerAndPausesAutoHideOnce() {
    var pan = SlidePan(edge: .top)
    #expect(pan.handle(sample(.changed, y: -20)) == SlidePan.Reply(moveY: -20, report: .started))
    #expect(pan.handle(sample(.changed, y: -30)) == SlidePan.Reply(moveY: -30))
  }

  @Test func dragAwayFromAFullWidthBannerDoesNotMoveIt() {
    var pan = SlidePan(edge: .bottom)
    // Up, away from the bottom edge: clamped, no pause.
    #expect(pan.handle(sample(.changed, y: -40, height: 114)) == SlidePan.Reply(moveY: 0))
  }

  @Test func aMotionlessDragDoesNotPauseAutoHide() {
    var pan = SlidePan(edge: .top)
    #expect(pan.handle(sample(.changed, y: 0, card: true)) == SlidePan.Reply(moveY: 0))
  }

  @Test func dragAwayFromACardRubberBands() {
    var pan = SlidePan(edge: .top)
    let reply = pan.handle(sample(.changed, y: 100, card: true))
    // Down 100 pt from a top card: -(100^0.7) towards the edge, i.e. ~25 pt down.
    guard let y = reply.moveY else {
      Issue.record("no move")
      return
    }
    #expect(abs(y - 25.118_864_315_095_8) < 1e-9)
    #expect(reply.report == .started)
  }

  @Test func dragAwayFromATopTabFlushWithTheEdgeDoesNotMoveIt() {
    // A tab's background touches the top edge (inset 10 pt on the other sides only).
    var pan = SlidePan(edge: .top)
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 151)
    let tab = CGRect(x: 10, y: 0, width: 373, height: 141)
    let sample = SlidePan.Sample(
      phase: .changed, translationY: 40, velocityY: 0, height: 151,
      backgroundInsets: LayoutInsets(of: tab, in: bounds), bounceOffset: 5)
    #expect(pan.handle(.pan(sample)) == SlidePan.Reply(moveY: 0))
  }

  @Test func releasedPastTheThresholdsDismisses() {
    var pan = SlidePan(edge: .top)
    _ = pan.handle(sample(.changed, y: -80, velocity: -200))
    #expect(pan.handle(sample(.ended, y: -80)) == SlidePan.Reply(report: .dismissed))
  }

  /// Defect 10: a swipe the system cancels past the thresholds dismissed nothing.
  @Test func cancelledPastTheThresholdsDismissesToo() {
    // Given a bottom banner swiped down 60 pt at 900 pt/s (faster than 750)
    var pan = SlidePan(edge: .bottom)
    _ = pan.handle(sample(.changed, y: 60, velocity: 900, height: 114))
    // When the system cancels the touch (an incoming call banner)
    // Then it dismisses, as SwiftMessages 10 did.
    #expect(pan.handle(sample(.cancelled, y: 60, height: 114)) == SlidePan.Reply(report: .dismissed))
  }

  @Test func failedRecognitionOnlySpringsBack() {
    var pan = SlidePan(edge: .bottom)
    _ = pan.handle(sample(.changed, y: 60, velocity: 900, height: 114))
    #expect(pan.handle(sample(.failed, y: 60, height: 114)) == SlidePan.Reply(springBack: true))
  }

  @Test func shortSlowSwipeSpringsBackAndResumesAutoHideOnceHome() {
    var pan = SlidePan(edge: .top)
    _ = pan.handle(sample(.changed, y: -20, velocity: -100))
    #expect(pan.handle(sample(.ended, y: -20)) == SlidePan.Reply(springBack: true))
    #expect(pan.handle(.springBackFinished) == SlidePan.Reply(report: .ended))
    #expect(pan.handle(.springBackFinished) == SlidePan.Reply())
  }

  @Test func springBackOfADragThatNeverMovedReportsNothing() {
    var pan = SlidePan(edge: .bottom)
    _ = pan.handle(sample(.changed, y: -10, height: 114))
    #expect(pan.handle(sample(.ended, y: -10, height: 114)) == SlidePan.Reply(springBack: true))
    #expect(pan.handle(.springBackFinished) == SlidePan.Reply())
  }

  @Test func dragCaughtDuringTheSpringBackKeepsAutoHidePaused() {
    var pan = SlidePan(edge: .top)
    _ = pan.handle(sample(.changed, y: -20))
    _ = pan.handle(sample(.ended, y: -20))
    // Caught again mid-spring: no second panStarted, and the interrupted spring owes nothing.
    #expect(pan.handle(sample(.changed, y: -10)) == SlidePan.Reply(moveY: -10))
    #expect(pan.handle(.springBackFinished) == SlidePan.Reply())
    _ = pan.handle(sample(.ended, y: -10))
    #expect(pan.handle(.springBackFinished) == SlidePan.Reply(report: .ended))
  }

  @Test func aReusedAnimatorForgetsTheLastMessagesDrag() {
    var pan = SlidePan(edge: .top)
    _ = pan.handle(sample(.changed, y: -20))
    _ = pan.handle(.installed)
    #expect(pan.handle(sample(.changed, y: -20)) == SlidePan.Reply(moveY: -20, report: .started))
  }

  @Test func releaseUsesTheLastMovingSampleVelocity() {
    // The speed at the last `.changed` decides (the release sample's own velocity is not read).
    var pan = SlidePan(edge: .bottom)
    _ = pan.handle(sample(.changed, y: 10, velocity: 800, height: 114))
    #expect(pan.handle(sample(.ended, y: 10, velocity: 0, height: 114)) == SlidePan.Reply(report: .dismissed))
  }
}
