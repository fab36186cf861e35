#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// Puts one `SwiftMessages` instance's loading HUD on screen: the core ``HUDDriver`` decides
/// when and what, this shows the view through the instance's queue and reports back when it
/// appears and disappears.
@MainActor
final class HUDCoordinator {
  let driver: HUDDriver
  private weak var owner: SwiftMessages?
  /// The HUD view in the queue or on screen, and its queue token once enqueued.
  private var view: (UIView & HUDDisplaying)?
  private var token: MessageToken?
  /// The driver asked to hide the HUD while it was being enqueued (before its token was known).
  private var hidePending = false
  /// Whether the HUD on screen has finished appearing (VoiceOver has heard of it).
  private var appeared = false
  /// Whether the driver's hide was passed to the queue (dropping a queued HUD is then expected).
  private var hideRequested = false
  private var voiceOverObserver: NSObjectProtocol?

  init(owner: SwiftMessages, policy: HUDTimingPolicy) {
    self.owner = owner
    driver = HUDDriver(scheduler: MainQueueScheduler(), policy: policy)
    driver.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
    driver.onScreenUpdate = { [weak self] update in self?.render(update) }
    voiceOverObserver = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainThread.run { self?.driver.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning }
    }
  }

  deinit {
    if let voiceOverObserver { NotificationCenter.default.removeObserver(voiceOverObserver) }
  }

  private func render(_ update: HUDScreenUpdate) {
    let motion = update.motion(reduceMotion: UIAccessibility.isReduceMotionEnabled)
    switch update {
    case .show(let content):
      show(content)
    case .change(let content), .takeOver(let content):
      view?.display(content, motion: motion)
    case .morph(let content):
      view?.display(content, motion: motion)
      // Before the HUD has appeared, its arrival (focus move or announcement) reads the new
      // label; announcing now as well would be cut off or heard twice.
      if appeared, UIAccessibility.isVoiceOverRunning {
        UIAccessibility.post(notification: .announcement, argument: content.accessibilityLabel)
      }
    case .hide:
      guard let owner, let token else {
        // Still being enqueued: hidden as soon as its token is known.
        if view != nil { hidePending = true }
        return
      }
      hideRequested = true
      owner.engine.hide(token, reason: .programmatic)
    }
  }

  private func show(_ content: HUDContent) {
    guard let owner else { return }
    let hud = owner.hudViewProvider?() ?? HUDView.viewFromNib()
    hud.display(content, motion: nil)
    view = hud
    token = nil
    hidePending = false
    hideRequested = false
    appeared = false
    var config = owner.hudConfig
    // The driver decides when the HUD goes.
    config.duration = .forever
    switch owner.enqueue(config: config, view: hud) {
    case .success(let enqueued):
      // A HUD dropped or failed while enqueuing has been reported (and cleared) already.
      guard view === hud else { return }
      token = enqueued
      if hidePending {
        hidePending = false
        hideRequested = true
        owner.engine.hide(enqueued, reason: .programmatic)
      }
    case .failure(let error):
      os_log("SwiftMessages: the loading HUD was not shown: %{public}@", type: .error, "\(error)")
      gone(hud)
    }
  }

  /// Hears every event of the owner's queue; acts on the HUD's.
  func observe(_ event: QueueEvent, view eventView: UIView) {
    guard let view, eventView === view else { return }
    switch event {
    case .didShow:
      appeared = true
      driver.appeared()
    case .dropped(_, _, let reason):
      if !hideRequested {
        os_log(
          "SwiftMessages: the loading HUD was dropped from the queue (%{public}@).", type: .info, "\(reason)")
      }
      gone(view)
    case .failed(_, _, let failure):
      os_log("SwiftMessages: the loading HUD could not be presented: %{public}@", type: .error, "\(failure)")
      gone(view)
    case .didHide:
      gone(view)
    case .willShow, .willHide:
      break
    }
  }

  private func gone(_ hud: UIView) {
    guard view === hud else { return }
    view = nil
    token = nil
    hidePending = false
    appeared = false
    driver.disappeared()
  }
}
#endif
