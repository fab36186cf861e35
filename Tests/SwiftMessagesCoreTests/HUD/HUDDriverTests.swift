import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// A screen that logs what a ``HUDDriver`` asks of it, stamped in ms, animating in and out in
/// 0.25 s like the presenter (the HUD begins to appear as soon as it is shown).
@MainActor
private final class LoggedScreen: @preconcurrency HUDScreen {
  let scheduler = ManualScheduler()
  let driver: HUDDriver
  private(set) var log: [String] = []
  /// The motion of every in-place display, in order.
  private(set) var motions: [HUDMotion?] = []
  /// Whether the screen reports appearing and disappearing by itself after 0.25 s.
  var animates = true
  var accessibility = (voiceOver: false, reduceMotion: false)

  init(policy: HUDTimingPolicy = HUDTimingPolicy()) {
    driver = HUDDriver(scheduler: scheduler, policy: policy)
    driver.screen = self
  }

  private var stamp: String { "\(Int((scheduler.now * 1000).rounded()))" }

  func show(_ content: HUDContent) {
    log.append("\(stamp) show \(Self.describe(content))")
    if animates { driver.appeared() }
  }

  func display(_ content: HUDContent, motion: HUDMotion?) {
    motions.append(motion)
    let kind = content.outcome != nil ? "morph" : motion == nil ? "takeOver" : "change"
    log.append("\(stamp) \(kind) \(Self.describe(content))")
  }

  func announce(_ text: String) {}

  func hide() {
    log.append("\(stamp) hide")
    guard animates else { return }
    _ = scheduler.schedule(after: 0.25) { [weak self] in
      guard let self else { return }
      self.log.append("\(self.stamp) gone")
      self.driver.disappeared()
    }
  }

  private static func describe(_ content: HUDContent) -> String {
    var parts = [content.title ?? "-"]
    if let progress = content.progress { parts.append("\(Int((progress * 100).rounded()))%") }
    if let outcome = content.outcome { parts.append("\(outcome)") }
    return parts.joined(separator: " ")
  }
}

private struct UploadFailed: LocalizedError {
  var errorDescription: String? { "Offline" }
}

private struct Opaque: Error {}

extension HUDEnding {
  /// How an ending reads in expectations: "success Saved", "dismissed", "cancelled".
  var summary: String {
    switch self {
    case .outcome(let outcome, let title): return "\(outcome) \(title ?? "-")"
    case .dismissed: return "dismissed"
    case .cancelled: return "cancelled"
    }
  }
}

extension HUDDriver {
  /// Runs `operation` as request `id` and ends it as `withHUD` does (``endTask``), rethrowing.
  @MainActor fileprivate func perform<T>(
    _ id: HUDRequestID, success: String? = nil,
    failure: ((any Error) -> String?)? = nil,
    operation: () async throws -> T
  ) async throws -> T {
    do {
      let value = try await operation()
      endTask(id, error: nil, taskIsCancelled: Task.isCancelled, success: success, failure: failure)
      return value
    } catch {
      endTask(id, error: error, taskIsCancelled: Task.isCancelled, success: success, failure: failure)
      throw error
    }
  }
}

@MainActor
@Suite struct HUDDriverTests {
  @Test func fastWorkReturnsItsValueAndNeverShowsAHUD() async throws {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Saving…")
    let value = try await screen.driver.perform(id) {
      screen.scheduler.advance(by: 0.1)
      return 42
    }
    screen.scheduler.advance(by: 5)
    #expect(value == 42)
    #expect(screen.log.isEmpty)
  }

  @Test func slowWorkShowsAfterTheGraceThenMorphsIntoTheCheckAndHidesAfterTheHold() async throws {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Uploading…")
    let value = try await screen.driver.perform(id, success: "Uploaded") {
      screen.scheduler.advance(by: 2)
      return "ok"
    }
    screen.scheduler.advance(by: 5)
    #expect(value == "ok")
    #expect(screen.log == ["150 show Uploading…", "2000 morph Uploaded success", "3350 hide", "3600 gone"])
  }

  @Test func aThrownErrorIsRethrownAfterMorphingIntoTheCrossWithItsDescription() async {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Uploading…")
    await #expect(throws: UploadFailed.self) {
      try await screen.driver.perform(id) {
        screen.scheduler.advance(by: 1)
        throw UploadFailed()
      }
    }
    screen.scheduler.advance(by: 5)
    #expect(screen.log == ["150 show Uploading…", "1000 morph Offline failure", "2350 hide", "2600 gone"])
  }

  @Test func anErrorThatDoesNotDescribeItselfShowsTheCrossAloneAndIsReadAsFailed() async {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Uploading…")
    await #expect(throws: Opaque.self) {
      try await screen.driver.perform(id) {
        screen.scheduler.advance(by: 1)
        throw Opaque()
      }
    }
    #expect(screen.log.last == "1000 morph - failure")
    #expect(screen.driver.content?.accessibilityLabel == "Failed")
  }

  @Test func cancellationHidesWithoutAMorphAndStillRethrows() async {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Uploading…")
    await #expect(throws: CancellationError.self) {
      try await screen.driver.perform(id) {
        screen.scheduler.advance(by: 1)
        throw CancellationError()
      }
    }
    screen.scheduler.advance(by: 5)
    #expect(screen.log == ["150 show Uploading…", "1000 hide", "1250 gone"])
  }

  /// `withHUD` stops watching when its operation ends (the request runs on to its ending) or
  /// when its task is cancelled (the HUD hides at once, before the work notices).
  @Test func aCancelledTaskEndsItsRequestAtOnce() {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Uploading…")
    screen.scheduler.advance(by: 1)
    screen.driver.endIfCancelled(id, taskIsCancelled: false)
    #expect(screen.driver.isRunning(id))
    screen.driver.endIfCancelled(id, taskIsCancelled: true)
    #expect(!screen.driver.isRunning(id))
    screen.scheduler.advance(by: 5)
    #expect(screen.log == ["150 show Uploading…", "1000 hide", "1250 gone"])
  }

  @Test func aCancelledURLLoadCountsAsCancellationNotFailure() {
    let screen = LoggedScreen()
    let endings: [(any Error, taskIsCancelled: Bool)] = [
      (URLError(.cancelled), false), (URLError(.notConnectedToInternet), false), (Opaque(), true),
    ]
    for (error, taskIsCancelled) in endings {
      let id = screen.driver.begin(title: "Loading")
      screen.scheduler.advance(by: 1)
      screen.driver.endTask(id, error: error, taskIsCancelled: taskIsCancelled, success: nil) { _ in "x" }
      screen.scheduler.advance(by: 5)
    }
    #expect(
      screen.log == [
        "150 show Loading", "1000 hide", "1250 gone",
        "6150 show Loading", "7000 morph x failure", "8350 hide", "8600 gone",
        "12150 show Loading", "13000 hide", "13250 gone",
      ])
  }

  @Test func progressTurnsTheIndicatorIntoTheRingAndNeverRunsBackwards() {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Uploading…")
    screen.scheduler.advance(by: 0.5)
    screen.driver.update(id, progress: 0)
    screen.driver.update(id, progress: 0.47)
    screen.driver.update(id, progress: 0.3)  // a late report: the ring stays at 47 %
    screen.driver.update(id, title: "Almost there")
    #expect(
      screen.log == [
        "150 show Uploading…", "500 change Uploading… 0%", "500 change Uploading… 47%",
        "500 change Almost there 47%",
      ])
    #expect(screen.driver.content?.accessibilityValue == "40%")
    // Garbage and a retry's restart change nothing; an overshoot is clamped to 100 %.
    for report in [.nan, 0.4, 3, 0] { screen.driver.update(id, progress: report) }
    #expect(screen.log.suffix(2) == ["500 change Almost there 47%", "500 change Almost there 100%"])
  }

  @Test func progressReadsInTenPercentStepsAndCompleteOnlyAtTheEnd() {
    func percent(_ progress: Double) -> String? { HUDContent(progress: progress).accessibilityValue }
    #expect(percent(0.47) == "40%")
    #expect(percent(0.999) == "90%")
    #expect(percent(0.3) == "30%")
    #expect(percent(0.7) == "70%")
    #expect(percent(1) == "100%")
    #expect(percent(.nan) == "0%")
  }

  @Test func anOutcomeStaysUntilVoiceOverHasSpokenIt() {
    let screen = LoggedScreen()
    screen.accessibility = (voiceOver: true, reduceMotion: false)
    let id = screen.driver.begin(title: "Uploading…")
    screen.scheduler.advance(by: 1)
    screen.driver.end(id, .success(title: "Uploaded"))
    screen.scheduler.advance(by: 5)
    // The check's 0.35 s draw, then "Uploaded": 1 s + 8 × 60 ms = 1.48 s, floored at the
    // standard 2 s reading time.
    #expect(screen.log.suffix(2) == ["3350 hide", "3600 gone"])
  }

  @Test func aHUDThatAppearsLateStillStaysTheMinimum() {
    let screen = LoggedScreen()
    screen.animates = false
    let id = screen.driver.begin(title: "Syncing…")
    screen.scheduler.advance(by: 0.15)  // shown, but waiting behind another message
    screen.scheduler.advance(by: 2.85)
    screen.driver.appeared()  // on screen at 3 s
    screen.scheduler.advance(by: 0.1)
    screen.driver.end(id, .dismissed)
    screen.scheduler.advance(by: 0.3)
    #expect(screen.log == ["150 show Syncing…"])
    screen.scheduler.advance(by: 0.1)
    #expect(screen.log == ["150 show Syncing…", "3500 hide"])
  }

  @Test func aHUDTheUserDismissedStaysGoneForItsWorkButTheNextWorkShowsAgain() {
    let screen = LoggedScreen()
    let first = screen.driver.begin(title: "Uploading…")
    screen.scheduler.advance(by: 1)
    screen.driver.disappeared()  // the user tapped the interactive dim
    screen.driver.update(first, progress: 0.5)
    #expect(screen.driver.end(first, .success(title: "Uploaded")) == false)
    let second = screen.driver.begin(title: "Saving…")
    screen.scheduler.advance(by: 1)
    screen.driver.end(second, .dismissed)
    screen.scheduler.advance(by: 1)
    #expect(
      screen.log == ["150 show Uploading…", "1150 show Saving…", "2000 hide", "2250 gone"])
  }

  @Test func secondWorkTakesTheOneHUDOverAndTheFirstWorksUpdatesStayOffScreen() {
    let screen = LoggedScreen()
    let upload = screen.driver.begin(title: "Uploading…")
    screen.scheduler.advance(by: 0.5)
    let save = screen.driver.begin(title: "Saving…")
    screen.driver.update(upload, progress: 0.5)
    screen.driver.end(save, .success(title: "Saved"))  // the upload still runs: no morph
    screen.driver.end(upload, .success(title: "Uploaded"))
    screen.scheduler.advance(by: 3)
    #expect(
      screen.log == [
        "150 show Uploading…", "500 takeOver Saving…", "500 takeOver Uploading… 50%",
        "500 morph Uploaded success", "2050 hide", "2300 gone",
      ])
  }
}

@MainActor
@Suite struct HUDDriverEdgeTests {
  @Test func aFailureOfWorkStartedDuringASuccessHoldIsShownAfterTheHold() {
    let screen = LoggedScreen()
    let save = screen.driver.begin(title: "Saving…")
    screen.scheduler.advance(by: 1)
    screen.driver.end(save, .success(title: "Saved"))  // holds until 2 s
    let sync = screen.driver.begin(title: "Syncing…")
    screen.scheduler.advance(by: 0.6)
    screen.driver.end(sync, .failure(title: "Offline"))  // ran 0.6 s: past the grace time
    screen.scheduler.advance(by: 5)
    #expect(
      screen.log == [
        "150 show Saving…", "1000 morph Saved success", "2350 morph Offline failure", "3700 hide",
        "3950 gone",
      ])
  }

  @Test func fastWorkStartedDuringAHoldStaysSilent() {
    let screen = LoggedScreen()
    let save = screen.driver.begin(title: "Saving…")
    screen.scheduler.advance(by: 1)
    screen.driver.end(save, .success(title: "Saved"))
    let check = screen.driver.begin(title: "Checking…")
    screen.scheduler.advance(by: 0.1)
    screen.driver.end(check, .failure(title: "Nope"))
    screen.scheduler.advance(by: 5)
    #expect(screen.log == ["150 show Saving…", "1000 morph Saved success", "2350 hide", "2600 gone"])
  }

  @Test func aFlashedOutcomeShowsAtOnceAndHoldsFromWhenItIsOnScreen() {
    let screen = LoggedScreen()
    screen.driver.flash(.success, title: "Copied")
    screen.scheduler.advance(by: 5)
    // On screen at 250 ms (the show animation), held 1 s from then.
    #expect(screen.log == ["0 show Copied success", "0 morph Copied success", "1350 hide", "1600 gone"])
  }

  @Test func aFlashDuringAnotherOutcomesHoldFollowsIt() {
    let screen = LoggedScreen()
    let save = screen.driver.begin(title: "Saving…")
    screen.scheduler.advance(by: 1)
    screen.driver.end(save, .success(title: "Saved"))
    screen.scheduler.advance(by: 0.2)
    screen.driver.flash(.failure, title: "Couldn't copy")
    screen.scheduler.advance(by: 5)
    #expect(
      screen.log == [
        "150 show Saving…", "1000 morph Saved success", "2350 morph Couldn\'t copy failure", "3700 hide",
        "3950 gone",
      ])
  }

  @Test func aFlashWhileTheHUDHidesShowsOnAFreshHUDAfterIt() {
    let screen = LoggedScreen()
    let save = screen.driver.begin(title: "Saving…")
    screen.scheduler.advance(by: 1)
    screen.driver.end(save, .dismissed)  // hides at 1000, gone at 1250
    screen.scheduler.advance(by: 0.1)
    screen.driver.flash(.success, title: "Copied")
    screen.scheduler.advance(by: 5)
    #expect(
      screen.log == [
        "150 show Saving…", "1000 hide", "1250 gone", "1250 show Copied success", "1250 morph Copied success",
        "2600 hide", "2850 gone",
      ])
  }

  @Test func aFlashDuringOtherWorksGraceShowsAtOnceAndTheWorkTakesOverAfterTheHold() {
    let screen = LoggedScreen()
    let load = screen.driver.begin(title: "Loading")
    screen.scheduler.advance(by: 0.05)
    screen.driver.flash(.success, title: "Copied")
    screen.scheduler.advance(by: 2)
    screen.driver.end(load, .success(title: "Loaded"))
    screen.scheduler.advance(by: 5)
    #expect(
      screen.log == [
        "50 show Copied success", "50 morph Copied success", "1400 takeOver Loading",
        "2050 morph Loaded success", "3400 hide", "3650 gone",
      ])
  }

  @Test func aFailureDuringAHoldIsNotReplacedByALaterSuccess() {
    let screen = LoggedScreen()
    let first = screen.driver.begin(title: "A")
    screen.scheduler.advance(by: 1)
    screen.driver.end(first, .success(title: "A ok"))
    let second = screen.driver.begin(title: "B")
    let third = screen.driver.begin(title: "C")
    screen.scheduler.advance(by: 0.4)
    screen.driver.end(second, .failure(title: "B failed"))
    screen.scheduler.advance(by: 0.05)
    screen.driver.end(third, .success(title: "C ok"))
    screen.scheduler.advance(by: 5)
    #expect(
      screen.log == [
        "150 show A", "1000 morph A ok success", "2350 morph B failed failure", "3700 morph C ok success",
        "5050 hide", "5300 gone",
      ])
  }

  @Test func aFailureOfWorkStartedWhileTheHUDHidesIsShownAfterIt() {
    let screen = LoggedScreen()
    let first = screen.driver.begin(title: "A")
    screen.scheduler.advance(by: 1)
    screen.driver.end(first, .dismissed)  // hides at 1000
    let second = screen.driver.begin(title: "B")
    screen.scheduler.advance(by: 0.22)
    screen.driver.end(second, .failure(title: "B failed"))
    screen.scheduler.advance(by: 5)
    #expect(
      screen.log == [
        "150 show A", "1000 hide", "1250 gone", "1250 show B failed failure", "1250 morph B failed failure",
        "2600 hide", "2850 gone",
      ])
  }

  @Test func workThatEndsWhileItsHUDWaitsInASharedQueueDropsTheHUDAndItsOutcome() {
    let screen = LoggedScreen()
    screen.animates = false
    let sync = screen.driver.begin(title: "Syncing…")
    screen.scheduler.advance(by: 1)
    screen.driver.end(sync, .failure(title: "Offline"))  // still behind another message
    screen.scheduler.advance(by: 5)
    #expect(screen.log == ["150 show Syncing…", "1000 hide"])
  }

  @Test func aFlashWaitingInASharedQueueHoldsFromItsAppearance() {
    let screen = LoggedScreen()
    screen.animates = false
    screen.driver.flash(.success, title: "Copied")
    screen.scheduler.advance(by: 1.5)  // behind another message
    screen.driver.appeared()
    screen.scheduler.advance(by: 5)
    #expect(screen.log == ["0 show Copied success", "0 morph Copied success", "2850 hide"])
  }

  @Test func workStartedWhileTheUserRemovesTheHUDGetsAFreshHUDAndIsNotToldOfTheRemoval() {
    let screen = LoggedScreen()
    screen.animates = false
    let first = screen.driver.begin(title: "A")
    screen.scheduler.advance(by: 1)
    var told: [String] = []
    screen.driver.onUserDismiss(first) { told.append("A") }
    screen.driver.removalBegan()  // the user tapped the dim; the hide animation runs
    let second = screen.driver.begin(title: "B")
    screen.driver.onUserDismiss(second) { told.append("B") }
    screen.scheduler.advance(by: 0.3)
    screen.driver.disappeared()
    screen.scheduler.advance(by: 1)
    #expect(told == ["A"])
    #expect(screen.driver.isRunning(second))
    #expect(screen.log == ["150 show A", "1300 show B"])
  }

  @Test func aHUDThatCouldNotBePresentedDoesNotTellTheWorkTheUserDismissedIt() {
    let screen = LoggedScreen()
    let upload = screen.driver.begin(title: "Uploading…")
    var told = false
    screen.driver.onUserDismiss(upload) { told = true }
    screen.scheduler.advance(by: 0.2)
    screen.driver.presentationLost()
    #expect(!told)
    #expect(!screen.driver.isRunning(upload))
  }

  @Test func aQueuedHUDHiddenByTheAppTellsItsWorkButOneDroppedForCapacityDoesNot() {
    for (reason, expected) in [
      (DropReason.hidden(.hideAll), true), (.overCapacity, false), (.duplicate, false),
    ] {
      let screen = LoggedScreen()
      screen.animates = false
      let upload = screen.driver.begin(title: "Uploading…")
      var told = false
      screen.driver.onUserDismiss(upload) { told = true }
      screen.scheduler.advance(by: 0.2)
      screen.driver.dropped(reason)
      #expect(told == expected, "\(reason)")
      #expect(!screen.driver.isRunning(upload))
    }
  }

  @Test func anAttachedObjectLivesUntilItsRequestEnds() {
    let screen = LoggedScreen()
    let upload = screen.driver.begin(title: "Uploading…")
    weak var weakBox: NSObject?
    do {
      let box = NSObject()
      weakBox = box
      screen.driver.attach(box, to: upload)
    }
    #expect(weakBox != nil)
    screen.driver.end(upload, .dismissed)
    #expect(weakBox == nil)
  }

  @Test func endHandleWorkEndsWorkStillInItsGraceTime() {
    let screen = LoggedScreen()
    screen.driver.begin(title: "A")
    screen.driver.begin(title: "B")
    screen.scheduler.advance(by: 0.1)
    screen.driver.endHandleWork()
    screen.scheduler.advance(by: 5)
    #expect(screen.log.isEmpty)
  }

  @Test func theUserDismissHandlerRunsOnceForWorkStillRunningAndNeverAfterItsEnd() {
    let screen = LoggedScreen()
    let upload = screen.driver.begin(title: "Uploading…")
    let done = screen.driver.begin(title: "Saving…")
    var dismissed: [String] = []
    screen.driver.onUserDismiss(upload) { dismissed.append("upload") }
    screen.driver.onUserDismiss(done) { dismissed.append("save") }
    screen.scheduler.advance(by: 1)
    screen.driver.end(done, .dismissed)
    screen.driver.disappeared()  // the user tapped the dim
    screen.driver.disappeared()
    #expect(dismissed == ["upload"])
    #expect(screen.driver.isRunning(upload) == false)
  }

  @Test func dismissAllStopsAHUDInItsGraceTimeAndTellsItsWork() {
    let screen = LoggedScreen()
    let sync = screen.driver.begin(title: "Syncing…")
    var dismissed = false
    screen.driver.onUserDismiss(sync) { dismissed = true }
    screen.scheduler.advance(by: 0.1)
    screen.driver.dismissAll()
    screen.scheduler.advance(by: 5)
    #expect(screen.log.isEmpty)
    #expect(dismissed)
    #expect(screen.driver.end(sync, .success(title: "Synced")) == false)
  }

  @Test func dismissAllHidesTheHUDOnScreenWithoutAMorph() {
    let screen = LoggedScreen()
    let sync = screen.driver.begin(title: "Syncing…")
    screen.scheduler.advance(by: 1)
    screen.driver.dismissAll()
    screen.driver.end(sync, .success(title: "Synced"))
    screen.scheduler.advance(by: 5)
    #expect(screen.log == ["150 show Syncing…", "1000 hide", "1250 gone"])
  }

  @Test func nothingIsKeptOnceEveryRequestHasEndedAndTheHUDIsGone() {
    let screen = LoggedScreen()
    var ids = (0..<50).map { screen.driver.begin(title: "Work \($0)") }
    screen.scheduler.advance(by: 1)
    let dismissedByUser = screen.driver.begin(title: "Dismissed")
    for (index, id) in ids.enumerated() where index % 3 == 0 { screen.driver.update(id, progress: 0.5) }
    // End in a scrambled order, some with outcomes, one during a hold.
    while let id = ids.popLast() {
      screen.driver.end(id, id.rawValue % 2 == 0 ? .dismissed : .failure(title: "x"))
      if ids.count == 10 { ids.reverse() }
    }
    screen.driver.end(dismissedByUser, .success(title: "Done"))
    let late = screen.driver.begin(title: "Late")
    screen.scheduler.advance(by: 0.6)
    screen.driver.end(late, .failure(title: "Late failure"))
    screen.scheduler.advance(by: 10)
    let silenced = screen.driver.begin(title: "Silenced")
    screen.scheduler.advance(by: 1)
    screen.driver.disappeared()
    screen.driver.end(silenced, .dismissed)
    screen.scheduler.advance(by: 10)
    #expect(screen.driver.keptContentCount == 0)
    #expect(screen.log.last == "11750 show Silenced")
  }

  @Test func failureTitlesComeFromTheErrorsOwnDescription() {
    let offline = NSError(
      domain: NSURLErrorDomain, code: -1009,
      userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
    #expect(HUDEnding.defaultFailureTitle(for: offline) == "The Internet connection appears to be offline.")
    #expect(HUDEnding.defaultFailureTitle(for: UploadFailed()) == "Offline")
    #expect(HUDEnding.defaultFailureTitle(for: Opaque()) == nil)
  }

  @Test func theFailureTitleIsNotAskedForACancellation() async {
    let screen = LoggedScreen()
    let id = screen.driver.begin(title: "Uploading…")
    var asked = false
    await #expect(throws: CancellationError.self) {
      try await screen.driver.perform(
        id,
        failure: { _ in
          asked = true
          return "x"
        }
      ) { throw CancellationError() }
    }
    #expect(!asked)
  }
}

@MainActor
@Suite struct HUDScreenUpdateTests {
  /// Progress of the same work sweeps the ring; a take-over jumps; a morph draws, or with
  /// Reduce Motion cross-fades.
  @Test func onlyProgressOfTheSameWorkSweepsTheRing() {
    let screen = LoggedScreen()
    let upload = screen.driver.begin(title: "Uploading…")
    screen.scheduler.advance(by: 0.2)
    screen.driver.update(upload, progress: 0.5)
    let sync = screen.driver.begin(title: "Syncing…")
    screen.accessibility = (voiceOver: false, reduceMotion: true)
    screen.driver.end(upload, .dismissed)
    screen.driver.end(sync, .success(title: nil))
    #expect(screen.motions == [.draw(duration: 0.2), nil, .crossFade(duration: 0.2)])
  }
}

@Suite struct HUDMotionTests {
  @Test func reduceMotionCrossFadesTheMorphInsteadOfDrawingTheGlyph() {
    #expect(HUDMotion.morph(reduceMotion: false) == .draw(duration: 0.35))
    #expect(HUDMotion.morph(reduceMotion: true) == .crossFade(duration: 0.2))
  }

  @Test func reduceMotionSetsProgressWithoutSweepingTheRing() {
    #expect(HUDMotion.progress(reduceMotion: true) == nil)
    #expect(HUDMotion.progress(reduceMotion: false) == .draw(duration: 0.2))
  }
}

@Suite struct HUDGlyphColorTests {
  /// The HUD card: the system's secondary background.
  let card = DynamicColor(
    light: RGBAColor(red255: 242, green: 242, blue: 247), dark: RGBAColor(red255: 28, green: 28, blue: 30))

  @Test(arguments: [HUDOutcome.success, .failure], [InterfaceStyle.light, .dark])
  func glyphsKeepGraphicsContrastOnTheCard(outcome: HUDOutcome, style: InterfaceStyle) {
    let ratio = outcome.glyphColor.resolved(for: style).contrastRatio(with: card.resolved(for: style))
    #expect(ratio >= 3)
  }
}

@Suite struct HUDContentLabelTextTests {
  @Test func withGraphicsTheLabelShowsOnlyTheTitle() {
    #expect(HUDContent(title: "Uploading…", progress: 0.47).labelText(drawsGraphics: true) == "Uploading…")
    #expect(HUDContent(outcome: .success).labelText(drawsGraphics: true) == "")
  }

  @Test func withoutAnIndicatorTheLabelWritesTheProgressAndTheOutcome() {
    #expect(
      HUDContent(title: "Uploading…", progress: 0.47).labelText(drawsGraphics: false) == "Uploading… 40%")
    #expect(HUDContent(progress: 0.5).labelText(drawsGraphics: false) == "50%")
    #expect(HUDContent(outcome: .failure).labelText(drawsGraphics: false) == "Failed")
    #expect(HUDContent(title: "Saved", outcome: .success).labelText(drawsGraphics: false) == "Saved")
    #expect(HUDContent(title: "Syncing…").labelText(drawsGraphics: false) == "Syncing…")
  }
}
