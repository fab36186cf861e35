import Foundation
import Testing

@testable import SwiftMessagesCore

/// The physics drag of a centred message. Facts: an iPhone 15 container (393 x 852 pt) with a
/// 353 x 200 pt alert centred at (196.5, 426), touched at (250, 450).
@Suite struct FlingPanTests {
  private let container = CGRect(x: 0, y: 0, width: 393, height: 852)
  private let center = PathPoint(x: 196.5, y: 426)
  private let touch = PathPoint(x: 250, y: 450)

  private func pan(
    _ phase: PanPhase, at touch: PathPoint? = nil, velocity: PathPoint = .zero, center: PathPoint? = nil,
    omega: Double = 0
  ) -> Physics.Event {
    .pan(phase, touch: touch ?? self.touch, velocity: velocity, center: center ?? self.center, omega: omega)
  }

  @Test func dragAttachesWhereTouchedAndPausesAutoHide() {
    let fling = Physics()
    #expect(
      fling.handle(pan(.began))
        == [.attach(touch, PathPoint(x: 53.5, y: 24)), .report(.started)])
    #expect(
      fling.handle(pan(.changed, at: PathPoint(x: 260, y: 430)))
        == [.moveAnchor(PathPoint(x: 260, y: 430))])
  }

  @Test func fastReleaseFlingsWithCappedVelocities() {
    let fling = Physics()
    _ = fling.handle(pan(.began))
    // 3000 pt/s down-right at 25 rad/s: capped to 1800 pt/s (direction kept) and 10 rad/s.
    let reply = fling.handle(pan(.ended, velocity: PathPoint(x: 1800, y: 2400), omega: 25))
    #expect(reply == [.fling(PathPoint(x: 1080, y: 1440), 10)])
  }

  /// Defect 10: a fling the system cancelled always snapped back.
  @Test func cancelledFlingStillFlings() {
    let fling = Physics()
    _ = fling.handle(pan(.began))
    let reply = fling.handle(pan(.cancelled, velocity: PathPoint(x: 0, y: 900)))
    #expect(reply == [.fling(PathPoint(x: 0, y: 900), 0)])
  }

  @Test func slowReleaseSnapsBackToWhereItRested() {
    let fling = Physics()
    _ = fling.handle(pan(.began))
    let moved = PathPoint(x: 240, y: 380)
    let reply = fling.handle(pan(.ended, velocity: PathPoint(x: 300, y: -400), center: moved))
    // 500 pt/s is below 600: home to the centre measured when the drag began.
    #expect(reply == [.snapBack(center), .report(.ended)])
  }

  @Test func failedRecognitionSnapsBackEvenWhenFast() {
    let fling = Physics()
    _ = fling.handle(pan(.began))
    #expect(
      fling.handle(pan(.failed, velocity: PathPoint(x: 0, y: 2000)))
        == [.snapBack(center), .report(.ended)])
  }

  @Test func releaseWithoutADragDoesNothing() {
    let fling = Physics()
    #expect(fling.handle(pan(.changed)) == [])
    #expect(fling.handle(pan(.ended, velocity: PathPoint(x: 0, y: 2000))) == [])
  }

  @Test func dragCaughtDuringTheSnapBackReturnsToTheFirstRestingPlace() {
    let fling = Physics()
    _ = fling.handle(pan(.began))
    _ = fling.handle(pan(.ended, center: PathPoint(x: 240, y: 380)))
    // Caught mid-spring at (220, 400): the resting place stays the original centre.
    _ = fling.handle(pan(.began, center: PathPoint(x: 220, y: 400)))
    _ = fling.handle(.snapBackFinished)
    #expect(fling.handle(pan(.ended, center: PathPoint(x: 230, y: 390))).first == .snapBack(center))
  }

  @Test func restingPlaceIsMeasuredAfreshOnceAtRest() {
    let fling = Physics()
    _ = fling.handle(pan(.began))
    _ = fling.handle(pan(.ended))
    _ = fling.handle(.snapBackFinished)
    // Rotated to landscape (852 x 393): the alert now rests at (426, 196.5).
    let landscape = PathPoint(x: 426, y: 196.5)
    _ = fling.handle(pan(.began, at: PathPoint(x: 430, y: 200), center: landscape))
    #expect(fling.handle(pan(.ended, center: PathPoint(x: 500, y: 250))).first == .snapBack(landscape))
  }

  @Test func leavingTheContainerHidesOnceAfterTheDelay() {
    let fling = Physics()
    let inside = CGRect(x: 20, y: 700, width: 353, height: 200)
    #expect(fling.handle(.moved(visibleFrame: inside, containerBounds: container)) == [])
    #expect(!fling.isOffScreen)
    let below = CGRect(x: 20, y: 860, width: 353, height: 200)
    #expect(
      fling.handle(.moved(visibleFrame: below, containerBounds: container)) == [.hide(0.2)])
    #expect(fling.isOffScreen)
    #expect(fling.handle(.moved(visibleFrame: below, containerBounds: container)) == [])
  }

  @Test func aNewMessageIsOnScreenAgain() {
    let fling = Physics()
    let below = CGRect(x: 20, y: 860, width: 353, height: 200)
    _ = fling.handle(.moved(visibleFrame: below, containerBounds: container))
    _ = fling.handle(.attached)
    #expect(!fling.isOffScreen)
    #expect(
      fling.handle(.moved(visibleFrame: below, containerBounds: container)) == [.hide(0.2)])
  }
}

/// A ``FlingPan`` driving a recorder: each event returns the calls it made, in order.
private final class Physics: FlingPanPhysics {
  enum Event {
    case attached
    case pan(PanPhase, touch: PathPoint, velocity: PathPoint, center: PathPoint, omega: Double)
    case moved(visibleFrame: CGRect, containerBounds: CGRect)
    case snapBackFinished
  }

  enum Call: Equatable {
    case attach(PathPoint, PathPoint)
    case moveAnchor(PathPoint)
    case fling(PathPoint, Double)
    case snapBack(PathPoint)
    case report(PanReport)
    case hide(TimeInterval)
  }

  let fling = FlingPan()
  private var calls: [Call] = []
  var isOffScreen: Bool { fling.isOffScreen }

  func handle(_ event: Event) -> [Call] {
    calls = []
    switch event {
    case .attached: fling.attached()
    case .pan(let phase, let touch, let velocity, let center, let omega):
      fling.pan(
        phase, touch: touch, velocity: velocity, viewCenter: center, angularVelocity: omega, physics: self)
    case .moved(let frame, let bounds):
      fling.moved(visibleFrame: frame, containerBounds: bounds, physics: self)
    case .snapBackFinished: fling.snapBackFinished()
    }
    return calls
  }

  func attach(anchor: PathPoint, offsetFromCenter: PathPoint) {
    calls.append(.attach(anchor, offsetFromCenter))
  }
  func moveAnchor(to anchor: PathPoint) { calls.append(.moveAnchor(anchor)) }
  func fling(velocity: PathPoint, angularVelocity: Double) { calls.append(.fling(velocity, angularVelocity)) }
  func report(_ report: PanReport) { calls.append(.report(report)) }
  func hide(after delay: TimeInterval) { calls.append(.hide(delay)) }

  func snapBack(to center: PathPoint, duration: TimeInterval, damping: Double) {
    // SwiftMessages 10's snap-back spring: 0.5 s, damping 0.65.
    #expect(duration == 0.5 && damping == 0.65)
    calls.append(.snapBack(center))
  }
}
