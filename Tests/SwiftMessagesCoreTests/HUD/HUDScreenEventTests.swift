import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// A HUD in its queue, as the UIKit coordinator runs it: the driver's screen updates are
/// logged (stamped in ms) and the queue's events are fed back with ``HUDDriver/screenEvent(_:)``
/// by the test, when the test says they happen.
@MainActor
private final class QueuedHUD: @preconcurrency HUDScreen {
  let scheduler = ManualScheduler()
  let driver: HUDDriver
  private(set) var log: [String] = []
  private(set) var announcements: [String] = []
  let token = MessageToken(rawValue: 7)
  let id = "SwiftMessages.HUD.1"
  var accessibility = (voiceOver: false, reduceMotion: false)

  init() {
    driver = HUDDriver(scheduler: scheduler)
    driver.screen = self
  }

  private var stamp: String { "\(Int((scheduler.now * 1000).rounded()))" }

  func show(_ content: HUDContent) { log.append("\(stamp) show \(content.title ?? "-")") }

  func display(_ content: HUDContent, motion: HUDMotion?) {
    if let outcome = content.outcome {
      log.append("\(stamp) morph \(outcome)")
    } else if motion == nil {
      log.append("\(stamp) takeOver \(content.title ?? "-")")
    } else {
      log.append("\(stamp) change \(content.progress.map { "\($0)" } ?? "indicator")")
    }
  }

  func hide() { log.append("\(stamp) hide") }
  func announce(_ text: String) { announcements.append(text) }

  func willShow() { driver.screenEvent(.willShow(token, id: id)) }
  func didShow() { driver.screenEvent(.didShow(token, id: id)) }
  func removed(_ reason: DismissReason) {
    driver.screenEvent(.willHide(token, id: id, reason: reason))
    driver.screenEvent(.didHide(token, id: id, reason: reason))
  }
}

@MainActor
@Suite struct HUDScreenEventTests {
  /// Issue 25, defect 2: work that ends during the 0.5 s scale-in (willShow at 0.15 s, didShow
  /// at 0.65 s) keeps the HUD its minimum 0.5 s from the start of the animation, not from its
  /// end, and never reverses the show at once.
  @Test func theMinimumDisplayCountsFromTheStartOfTheShowAnimation() {
    let hud = QueuedHUD()
    let work = hud.driver.begin(title: "Loading…")
    hud.scheduler.advance(by: 0.15)
    hud.willShow()  // the scale-in starts at 0.15 s
    hud.scheduler.advance(by: 0.25)
    hud.driver.end(work, .dismissed)  // 0.4 s: in the middle of the scale-in
    hud.scheduler.advance(by: 0.25)
    hud.didShow()  // 0.65 s
    hud.scheduler.advance(by: 1)
    #expect(hud.log == ["150 show Loading…", "650 hide"])
  }

  /// Issue 25, defect 6 (and 7): a removal by the user cancels `withHUD`'s task unless the
  /// call opted out; a host that disappears is no user action and cancels nothing.
  @Test func aUserDismissalCancelsTheTaskOfWorkThatAsksForIt() {
    let hud = QueuedHUD()
    let cancelling = hud.driver.begin(title: "Uploading…", origin: .task(cancelsOnUserDismiss: true))
    let optedOut = hud.driver.begin(title: "Syncing…", origin: .task(cancelsOnUserDismiss: false))
    var cancelled: [String] = []
    hud.driver.onCancelRequest(cancelling) { cancelled.append("upload") }
    hud.driver.onCancelRequest(optedOut) { cancelled.append("sync") }
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    hud.didShow()
    hud.removed(.dimTap)
    #expect(cancelled == ["upload"])
    #expect(!hud.driver.isRunning(cancelling))
  }

  /// Issue 25, defect 7: `onUserDismiss` and the task's cancellation are for the user's
  /// actions; the host leaving its window (a tab switch) is not one.
  @Test func theHostDisappearingTellsNobody() {
    let hud = QueuedHUD()
    let work = hud.driver.begin(title: "Uploading…", origin: .task(cancelsOnUserDismiss: true))
    var told: [String] = []
    hud.driver.onUserDismiss(work) { told.append("dismissed") }
    hud.driver.onCancelRequest(work) { told.append("cancelled") }
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    hud.didShow()
    hud.removed(.hostDisappeared)
    #expect(told.isEmpty)
  }

  /// Issue 25, defect 6: `hideHUD()` ends the handle-started work only; a `withHUD` call on
  /// another screen still morphs into its success.
  @Test func hideHUDEndsOnlyHandleWork() {
    let hud = QueuedHUD()
    let upload = hud.driver.begin(title: "Uploading…", origin: .task(cancelsOnUserDismiss: true))
    let refresh = hud.driver.begin(title: "Refreshing…")
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    hud.scheduler.advance(by: 1)
    hud.driver.endHandleWork()
    #expect(hud.driver.isRunning(upload))
    #expect(!hud.driver.isRunning(refresh))
    hud.driver.end(upload, .success(title: "Uploaded"))
    #expect(hud.log.last == "1150 morph success")
  }

  /// Issue 25, defect 5: a handle released while its work runs ends it (the default dim is
  /// not interactive: it would stay for good), with a message for DEBUG builds; `withHUD`
  /// work has no handle and is left alone.
  @Test func aReleasedHandleEndsItsWorkAndSaysSo() {
    let hud = QueuedHUD()
    let dropped = hud.driver.begin(title: "Loading…")
    let task = hud.driver.begin(title: "Saving…", origin: .task(cancelsOnUserDismiss: true))
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    #expect(hud.driver.handleReleased(task) == nil)
    #expect(hud.driver.handleReleased(dropped) == 1)
    #expect(!hud.driver.isRunning(dropped))
    #expect(hud.driver.handleReleased(dropped) == nil)  // once
    hud.driver.end(task, .dismissed)
    hud.scheduler.advance(by: 1)
    #expect(hud.log.last == "650 hide")
  }

  /// Issue 25, defect 4: a `Progress` without a total (a download without Content-Length) is
  /// indeterminate: the spinner stays until the first determinate value.
  @Test func indeterminateProgressKeepsTheSpinnerUntilTheFirstDeterminateValue() {
    let hud = QueuedHUD()
    let work = hud.driver.begin(title: "Downloading…")
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    let download = Progress(totalUnitCount: -1)
    download.completedUnitCount = 0
    hud.driver.update(work, progress: HUDProgressMailbox.fraction(of: download))
    #expect(hud.driver.content?.progress == nil)
    download.totalUnitCount = 200
    download.completedUnitCount = 80
    hud.driver.update(work, progress: HUDProgressMailbox.fraction(of: download))
    #expect(hud.log == ["150 show Downloading…", "150 change 0.4"])
  }

  /// Issue 25, defect 3: the hold counts from the end of the morph's animation: the ring
  /// completes (0.2 s), the check draws (0.35 s), then "Uploaded" stays its 1 s.
  @Test func theOutcomeHoldCountsFromTheEndOfTheDraw() {
    let hud = QueuedHUD()
    let work = hud.driver.begin(title: "Uploading…")
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    hud.driver.update(work, progress: 0.8)
    hud.scheduler.advance(by: 1.85)
    hud.driver.end(work, .success(title: "Uploaded"))  // at 2 s
    hud.scheduler.advance(by: 3)
    #expect(hud.log.suffix(2) == ["2000 morph success", "3550 hide"])
  }

  /// Issue 25, defect 7: VoiceOver hears a morph once the HUD is up, and hears that loading
  /// ended when work is dismissed without an outcome.
  @Test func voiceOverHearsTheMorphAndTheEndOfPlainWork() {
    let hud = QueuedHUD()
    hud.accessibility = (voiceOver: true, reduceMotion: false)
    let first = hud.driver.begin(title: "Loading…")
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    hud.driver.end(first, .success(title: nil))  // before didShow: its arrival reads "Done"
    #expect(hud.announcements.isEmpty)
    hud.didShow()
    hud.scheduler.advance(by: 5)
    hud.driver.screenEvent(.didHide(hud.token, id: hud.id, reason: .programmatic))
    let second = hud.driver.begin(title: "Refreshing…")
    hud.scheduler.advance(by: 0.15)
    hud.willShow()
    hud.didShow()
    hud.scheduler.advance(by: 1)
    hud.driver.end(second, .dismissed)
    #expect(hud.announcements == ["Loaded"])
  }
}
