import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// Drives a ``HUDTimingMachine`` the way the presenter will: timers on a ``ManualScheduler``, a hide
/// animation of `hideDuration` seconds, and a log of what reached the screen, stamped in ms.
private final class HUDSimulator {
  let scheduler = ManualScheduler()
  var timing: HUDTimingMachine
  private(set) var screen: [String] = []
  private var timers: [HUDTimer: ScheduledTimer] = [:]
  let hideDuration: TimeInterval
  private var lastID: UInt64 = 0

  init(policy: HUDTimingPolicy = HUDTimingPolicy(), hideDuration: TimeInterval = 0.25) {
    timing = HUDTimingMachine(policy: policy)
    self.hideDuration = hideDuration
  }

  func start() -> HUDRequestID {
    lastID += 1
    let id = HUDRequestID(rawValue: lastID)
    handle(.start(id, at: scheduler.now))
    return id
  }

  /// Whether `id` ran, as the driver reports it.
  @discardableResult
  func finish(_ id: HUDRequestID, _ outcome: HUDOutcome? = nil, extraHold: TimeInterval = 0) -> Bool {
    defer { handle(.finish(id, outcome, extraHold: extraHold, at: scheduler.now)) }
    return timing.isRunning(id)
  }

  @discardableResult
  func cancel(_ id: HUDRequestID) -> Bool {
    defer { handle(.cancel(id, at: scheduler.now)) }
    return timing.isRunning(id)
  }

  private func handle(_ event: HUDTimingMachine.Event) { perform(timing.handle(event)) }

  func advance(by seconds: TimeInterval) { scheduler.advance(by: seconds) }

  private func stamp(_ text: String) {
    screen.append("\(Int((scheduler.now * 1000).rounded())) \(text)")
  }

  /// Performs `actions`; a HUD shown appears at once (its show animation is not modelled).
  private func perform(_ actions: [HUDAction]) {
    var showed = false
    defer {
      if showed { handle(.appeared(at: scheduler.now)) }
    }
    for action in actions {
      switch action {
      case .show(let id):
        stamp("show hud#\(id.rawValue)")
        showed = true
      case .display(let id): stamp("display hud#\(id.rawValue)")
      case .morph(let id, let outcome): stamp("morph hud#\(id.rawValue) \(outcome)")
      case .hide:
        stamp("hide")
        _ = scheduler.schedule(after: hideDuration) { [weak self] in
          guard let self else { return }
          self.stamp("hidden")
          self.handle(.disappeared(at: self.scheduler.now))
        }
      case .schedule(let timer, let delay):
        timers[timer]?.cancel()
        timers[timer] = scheduler.schedule(after: delay) { [weak self] in
          guard let self else { return }
          self.timers[timer] = nil
          self.handle(.timerFired(timer, at: self.scheduler.now))
        }
      case .cancel(let timer):
        timers[timer]?.cancel()
        timers[timer] = nil
      }
    }
  }
}

@Suite struct HUDTimingMachineTests {
  @Test func defaultsAreGrace150msMinimumHalfASecondHoldOneSecond() {
    let policy = HUDTimingPolicy()
    #expect(policy.graceTime == 0.15)
    #expect(policy.minimumDisplayTime == 0.5)
    #expect(policy.outcomeHold == 1)
  }

  @Test func workFasterThanTheGraceTimeNeverShowsAHUD() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 0.1)
    #expect(hud.finish(id, .success))
    hud.advance(by: 5)
    #expect(hud.screen.isEmpty)
    #expect(hud.scheduler.pendingCount == 0)
  }

  @Test func failureFasterThanTheGraceTimeNeverShowsEither() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 0.149)
    hud.finish(id, .failure)
    hud.advance(by: 5)
    #expect(hud.screen.isEmpty)
  }

  @Test func slowWorkShowsAtTheGraceTimeAndStaysTheMinimum() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 0.2)  // shown at 150 ms
    hud.finish(id)  // 50 ms after showing: stays until 650 ms
    hud.advance(by: 0.44)
    #expect(hud.screen == ["150 show hud#1"])
    hud.advance(by: 0.01)
    #expect(hud.screen == ["150 show hud#1", "650 hide"])
    hud.advance(by: 1)
    #expect(hud.screen.last == "900 hidden")
  }

  @Test func workLongerThanTheMinimumHidesAsSoonAsItEnds() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 3)
    hud.finish(id)
    #expect(hud.screen == ["150 show hud#1", "3000 hide"])
  }

  @Test func successMorphsAtOnceThenHidesAfterTheHold() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 2)
    hud.finish(id, .success)
    hud.advance(by: 0.999)
    #expect(hud.screen == ["150 show hud#1", "2000 morph hud#1 success"])
    hud.advance(by: 0.001)
    #expect(hud.screen == ["150 show hud#1", "2000 morph hud#1 success", "3000 hide"])
  }

  @Test func failureMorphsThenHidesAfterTheHoldPlusTheVoiceOverExtra() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 2)
    hud.finish(id, .failure, extraHold: 1.5)
    hud.advance(by: 2.49)
    #expect(hud.screen == ["150 show hud#1", "2000 morph hud#1 failure"])
    hud.advance(by: 0.01)
    #expect(hud.screen.last == "4500 hide")
  }

  @Test func anOutcomeRightAfterShowingStillHonoursTheMinimum() {
    let policy = HUDTimingPolicy(outcomeHold: 0.1)
    let hud = HUDSimulator(policy: policy)
    let id = hud.start()
    hud.advance(by: 0.2)  // shown at 150 ms, minimum until 650 ms
    hud.finish(id, .success)  // hold alone would end at 300 ms
    hud.advance(by: 2)
    #expect(hud.screen == ["150 show hud#1", "200 morph hud#1 success", "650 hide", "900 hidden"])
  }

  @Test func cancellationHidesAtOnceWithoutAMorph() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 0.2)
    #expect(hud.cancel(id))
    #expect(hud.screen == ["150 show hud#1", "200 hide"])
    hud.advance(by: 5)
    #expect(!hud.screen.contains { $0.contains("morph") })
  }

  @Test func cancellationWithinTheGraceTimeShowsNothing() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 0.05)
    hud.cancel(id)
    hud.advance(by: 5)
    #expect(hud.screen.isEmpty)
  }

  @Test func aSecondEndOfTheSameWorkIsIgnored() {
    let hud = HUDSimulator()
    let id = hud.start()
    hud.advance(by: 1)
    #expect(hud.finish(id, .success))
    #expect(!hud.finish(id, .failure))
    #expect(!hud.cancel(id))
    hud.advance(by: 5)
    #expect(hud.screen == ["150 show hud#1", "1000 morph hud#1 success", "2000 hide", "2250 hidden"])
  }

  @Test func aLateOrStaleTimerDoesNothing() {
    var timing = HUDTimingMachine()
    let id = HUDRequestID(rawValue: 1)
    _ = timing.handle(.start(id, at: 0))
    #expect(timing.handle(.timerFired(.grace, at: 0.1)).isEmpty)  // early
    #expect(timing.handle(.timerFired(.settle, at: 0.2)).isEmpty)  // not settling
    #expect(timing.handle(.timerFired(.grace, at: 0.15)) == [.show(id)])
    #expect(timing.handle(.timerFired(.grace, at: 0.3)).isEmpty)  // already shown
  }

  @Test func zeroGraceShowsAtOnce() {
    var timing = HUDTimingMachine(policy: HUDTimingPolicy(graceTime: 0))
    let id = HUDRequestID(rawValue: 1)
    #expect(timing.handle(.start(id, at: 4)) == [.show(id)])
  }

  // MARK: - Two HUDs

  @Test func workStartedWhileTheHUDIsUpTakesItOverInPlace() {
    let hud = HUDSimulator()
    let upload = hud.start()
    hud.advance(by: 1)
    let sync = hud.start()
    #expect(hud.screen == ["150 show hud#1", "1000 display hud#2"])
    hud.advance(by: 1)
    hud.finish(sync, .success)  // the upload still runs: no morph, back to it
    #expect(hud.screen.last == "2000 display hud#1")
    hud.advance(by: 1)
    hud.finish(upload, .success)
    hud.advance(by: 5)
    #expect(
      hud.screen == [
        "150 show hud#1", "1000 display hud#2", "2000 display hud#1", "3000 morph hud#1 success", "4000 hide",
        "4250 hidden",
      ])
  }

  @Test func olderWorkEndingFirstLeavesTheNewerOnScreen() {
    let hud = HUDSimulator()
    let first = hud.start()
    hud.advance(by: 1)
    let second = hud.start()
    hud.advance(by: 1)
    hud.finish(first, .failure)  // the HUD shows the second: nothing changes
    #expect(hud.screen == ["150 show hud#1", "1000 display hud#2"])
    hud.finish(second)
    #expect(hud.screen == ["150 show hud#1", "1000 display hud#2", "2000 hide"])
  }

  @Test func backToBackRequestsWithinTheGraceTimeShowOnlyTheNewest() {
    let hud = HUDSimulator()
    _ = hud.start()
    hud.advance(by: 0.1)
    let second = hud.start()
    hud.advance(by: 0.1)  // the grace of the first work ends at 150 ms
    #expect(hud.screen == ["150 show hud#2"])
    hud.advance(by: 0.05)
    hud.finish(second)  // the first still runs: the HUD goes back to it
    hud.advance(by: 5)
    #expect(hud.screen == ["150 show hud#2", "250 display hud#1"])
  }

  @Test func workStartedDuringAnOutcomeHoldWaitsForTheHoldThenTakesOver() {
    let hud = HUDSimulator()
    let first = hud.start()
    hud.advance(by: 1)
    hud.finish(first, .success)
    hud.advance(by: 0.5)
    let second = hud.start()
    hud.advance(by: 0.5)
    #expect(hud.screen == ["150 show hud#1", "1000 morph hud#1 success", "2000 display hud#2"])
    hud.advance(by: 1)
    hud.finish(second, .failure)
    hud.advance(by: 5)
    #expect(hud.screen.suffix(3) == ["3000 morph hud#2 failure", "4000 hide", "4250 hidden"])
  }

  @Test func workStartedDuringTheMinimumOfPlainWorkTakesOverAtOnce() {
    let hud = HUDSimulator()
    let first = hud.start()
    hud.advance(by: 0.2)
    hud.finish(first)  // would hide at 650 ms
    hud.advance(by: 0.1)
    let second = hud.start()
    hud.advance(by: 2)
    #expect(hud.screen == ["150 show hud#1", "300 display hud#2"])
    hud.finish(second)
    #expect(hud.screen.last == "2300 hide")
  }

  @Test func workStartedWhileHidingGetsAFreshHUDAfterItsGrace() {
    let hud = HUDSimulator(hideDuration: 0.25)
    let first = hud.start()
    hud.advance(by: 1)
    hud.finish(first)  // hides at 1000 ms, hidden at 1250 ms
    hud.advance(by: 0.2)
    let second = hud.start()  // at 1200 ms; grace ends at 1350 ms
    hud.advance(by: 0.1)
    #expect(hud.screen == ["150 show hud#1", "1000 hide", "1250 hidden"])
    hud.advance(by: 0.05)
    #expect(hud.screen.last == "1350 show hud#2")
    hud.cancel(second)
    #expect(hud.screen.last == "1350 hide")
  }

  @Test func workStartedWhileHidingThatRanPastItsGraceShowsRightAfterTheHide() {
    let hud = HUDSimulator(hideDuration: 0.25)
    let first = hud.start()
    hud.advance(by: 1)
    hud.finish(first)
    _ = hud.start()  // at 1000 ms; the hide ends at 1250 ms, past the grace
    hud.advance(by: 0.3)
    #expect(hud.screen == ["150 show hud#1", "1000 hide", "1250 hidden", "1250 show hud#2"])
  }

  @Test func everyStartIsEndedExactlyOnceAcrossOverlappingWork() {
    let hud = HUDSimulator()
    var ids: [HUDRequestID] = []
    for step in 0..<12 {
      ids.append(hud.start())
      hud.advance(by: 0.07 * Double(step % 4))
      if step % 3 == 2, let id = ids.first {
        #expect(hud.finish(id, step % 2 == 0 ? .success : .failure))
        ids.removeFirst()
      }
    }
    for id in ids { #expect(hud.cancel(id)) }
    hud.advance(by: 10)
    #expect(hud.timing.runningRequests.isEmpty)
    #expect(hud.screen.last?.hasSuffix(" hidden") ?? true)
    #expect(hud.scheduler.pendingCount == 0)
    let shows = hud.screen.filter { $0.contains(" show ") }.count
    let hides = hud.screen.filter { $0.hasSuffix(" hide") }.count
    let hiddens = hud.screen.filter { $0.hasSuffix(" hidden") }.count
    #expect(shows == hides && hides == hiddens && shows >= 1)
  }

  /// Issue 25, defect 1: a HUD that waited in a shared queue (``HUDLane/messageQueue``) behind
  /// a banner and never began to appear is dropped with its work's outcome: no "Done" seconds
  /// after the work ended.
  @Test func anOutcomeWhoseHUDNeverBeganToAppearIsDroppedWithIt() {
    var timing = HUDTimingMachine()
    let id = HUDRequestID(rawValue: 1)
    #expect(timing.handle(.start(id, at: 0)) == [.schedule(.grace, after: 0.15)])
    #expect(timing.handle(.timerFired(.grace, at: 0.15)) == [.show(id)])
    // Still behind the banner at 5 s when the upload succeeds.
    #expect(timing.handle(.finish(id, .success, at: 5)) == [.hide])
    #expect(timing.handle(.appeared(at: 6)) == [])
  }
}
