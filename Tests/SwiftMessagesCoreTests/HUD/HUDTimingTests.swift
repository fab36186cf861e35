import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// The check's draw, which the driver adds to every outcome's hold.
private let morph = HUDLook.morphDuration(fromRing: false, reduceMotion: false)

/// Drives a ``HUDDriver`` the way the presenter does: timers on a ``ManualScheduler``, a HUD
/// that begins to appear as soon as it is shown (unless `appears` is off), a hide animation of
/// `hideDuration` seconds, and a log of what reached the screen, stamped in ms. Request `n` is
/// titled "hud#n", so the log tells which request the HUD shows.
@MainActor
private final class HUDSimulator: @preconcurrency HUDScreen {
  let scheduler: any MessageScheduling
  let driver: HUDDriver
  private(set) var screen: [String] = []
  let hideDuration: TimeInterval
  /// Whether a HUD shown begins to appear at once.
  var appears = true
  var accessibility = (voiceOver: false, reduceMotion: false)
  private var lastID = 0

  /// A simulator whose outcomes hold `outcomeHold` seconds in all, the check's draw included
  /// (the policy's hold is shortened by it, down to 0).
  init(
    graceTime: TimeInterval = 0.15, outcomeHold: TimeInterval = 1, hideDuration: TimeInterval = 0.25,
    scheduler: any MessageScheduling = ManualScheduler()
  ) {
    self.scheduler = scheduler
    let policy = HUDTimingPolicy(graceTime: graceTime, outcomeHold: max(0, outcomeHold - morph))
    driver = HUDDriver(scheduler: scheduler, policy: policy)
    self.hideDuration = hideDuration
    driver.screen = self
  }

  var manual: ManualScheduler? { scheduler as? ManualScheduler }

  func start() -> HUDRequestID {
    lastID += 1
    return driver.begin(title: "hud#\(lastID)")
  }

  /// Whether `id` ran, as the driver reports it.
  @discardableResult
  func finish(_ id: HUDRequestID, _ outcome: HUDOutcome? = nil) -> Bool {
    driver.end(id, outcome.map { .outcome($0, title: "hud#\(id.rawValue)") } ?? .dismissed)
  }

  @discardableResult
  func cancel(_ id: HUDRequestID) -> Bool { driver.end(id, .cancelled) }

  func advance(by seconds: TimeInterval) { manual?.advance(by: seconds) }

  private func stamp(_ text: String) {
    screen.append("\(Int((scheduler.now * 1000).rounded())) \(text)")
  }

  func show(_ content: HUDContent) {
    stamp("show \(content.title ?? "-")")
    if appears { driver.appeared() }
  }

  func display(_ content: HUDContent, motion: HUDMotion?) {
    if let outcome = content.outcome {
      stamp("morph \(content.title ?? "-") \(outcome)")
    } else {
      stamp("display \(content.title ?? "-")")
    }
  }

  func hide() {
    stamp("hide")
    _ = scheduler.schedule(after: hideDuration) { [weak self] in
      guard let self else { return }
      self.stamp("hidden")
      self.driver.disappeared()
    }
  }

  func announce(_ text: String) {}

}

/// A scheduler whose timers run only when the test fires them, at any time, even cancelled:
/// the driver must ignore timers that fire early, late or after the state moved on.
private final class LooseScheduler: MessageScheduling {
  var now: TimeInterval = 0
  private(set) var timers: [(deadline: TimeInterval, work: () -> Void)] = []

  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> ScheduledTimer {
    timers.append((now + delay, work))
    return ScheduledTimer {}
  }

  /// Runs timer `index` (in scheduling order) at `time`.
  func fire(_ index: Int, at time: TimeInterval) {
    now = time
    timers[index].work()
  }
}

@MainActor
@Suite struct HUDTimingTests {
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
    #expect(hud.manual?.pendingCount == 0)
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

  @Test func theHoldIsThePolicysHoldPlusTheDraw() {
    let hud = HUDSimulator(outcomeHold: 1 + morph)  // the policy's hold: 1 s
    let id = hud.start()
    hud.advance(by: 2)
    hud.finish(id, .success)
    let hideAt = Int(((3 + morph) * 1000).rounded())
    hud.advance(by: 1 + morph - 0.01)
    #expect(hud.screen.last == "2000 morph hud#1 success")
    hud.advance(by: 0.02)
    #expect(hud.screen.last == "\(hideAt) hide")
  }

  @Test func failureMorphsThenHidesAfterTheHoldPlusTheVoiceOverExtra() {
    let hud = HUDSimulator()
    hud.accessibility = (voiceOver: true, reduceMotion: false)
    let id = hud.start()
    hud.advance(by: 2)
    hud.finish(id, .failure)
    // The speech outlasts the policy's hold: the outcome stays the draw plus the speech.
    let label = HUDContent(title: "hud#1", outcome: .failure).accessibilityLabel
    let speech = ReadingTime.standard.duration(for: label, voiceOverRunning: false)
    #expect(speech >= 2)
    let hold = morph + speech
    hud.advance(by: hold - 0.01)
    #expect(hud.screen == ["150 show hud#1", "2000 morph hud#1 failure"])
    hud.advance(by: 0.01)
    #expect(hud.screen.last == "\(Int(((2 + hold) * 1000).rounded())) hide")
  }

  @Test func anOutcomeRightAfterShowingStillHonoursTheMinimum() {
    let hud = HUDSimulator(outcomeHold: morph)  // the draw alone: well under the minimum
    let id = hud.start()
    hud.advance(by: 0.2)  // shown at 150 ms, minimum until 650 ms
    hud.finish(id, .success)  // the hold alone would end at 550 ms
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

  @Test func anEarlyOrStaleTimerDoesNothing() {
    let scheduler = LooseScheduler()
    let hud = HUDSimulator(scheduler: scheduler)
    let first = hud.start()
    #expect(scheduler.timers.map { ($0.deadline * 1000).rounded() } == [150])
    scheduler.fire(0, at: 0.1)  // early
    #expect(hud.screen.isEmpty)
    scheduler.fire(0, at: 0.15)
    #expect(hud.screen == ["150 show hud#1"])
    scheduler.fire(0, at: 0.3)  // already shown
    #expect(hud.screen == ["150 show hud#1"])
    scheduler.now = 0.4
    hud.finish(first)  // plain work: stays until 650 ms
    #expect(scheduler.timers.map { ($0.deadline * 1000).rounded() } == [150, 650])
    scheduler.now = 0.5
    _ = hud.start()  // takes over, cancelling the settle timer
    scheduler.fire(1, at: 0.65)  // cancelled, and the HUD shows running work
    #expect(hud.screen == ["150 show hud#1", "500 display hud#2"])
  }

  @Test func zeroGraceShowsAtOnce() {
    let hud = HUDSimulator(graceTime: 0)
    hud.advance(by: 4)
    _ = hud.start()
    #expect(hud.screen == ["4000 show hud#1"])
    #expect(hud.manual?.pendingCount == 0)
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
    var all: [HUDRequestID] = []
    for step in 0..<12 {
      let id = hud.start()
      ids.append(id)
      all.append(id)
      hud.advance(by: 0.07 * Double(step % 4))
      if step % 3 == 2, let id = ids.first {
        #expect(hud.finish(id, step % 2 == 0 ? .success : .failure))
        ids.removeFirst()
      }
    }
    for id in ids { #expect(hud.cancel(id)) }
    hud.advance(by: 10)
    #expect(!all.contains { hud.driver.isRunning($0) })
    #expect(hud.screen.last?.hasSuffix(" hidden") ?? true)
    #expect(hud.manual?.pendingCount == 0)
    #expect(hud.driver.keptContentCount == 0)
    let shows = hud.screen.filter { $0.contains(" show ") }.count
    let hides = hud.screen.filter { $0.hasSuffix(" hide") }.count
    let hiddens = hud.screen.filter { $0.hasSuffix(" hidden") }.count
    #expect(shows == hides && hides == hiddens && shows >= 1)
  }

  /// Issue 25, defect 1: a HUD that waited in a shared queue (``HUDLane/messageQueue``) behind
  /// a banner and never began to appear is dropped with its work's outcome: no "Done" seconds
  /// after the work ended.
  @Test func anOutcomeWhoseHUDNeverBeganToAppearIsDroppedWithIt() {
    let hud = HUDSimulator()
    hud.appears = false
    let id = hud.start()
    hud.advance(by: 0.15)
    #expect(hud.screen == ["150 show hud#1"])
    // Still behind the banner at 5 s when the upload succeeds.
    hud.advance(by: 4.85)
    hud.finish(id, .success)
    #expect(hud.screen == ["150 show hud#1", "5000 hide"])
    hud.driver.appeared()  // too late: it is hiding
    hud.advance(by: 0.3)
    #expect(hud.screen == ["150 show hud#1", "5000 hide", "5250 hidden"])
  }
}
