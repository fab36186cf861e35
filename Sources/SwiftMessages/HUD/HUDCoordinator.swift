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
        // Queued behind what VoiceOver is saying (the progress value it may be reading),
        // instead of cutting it off or being dropped.
        let announcement = NSAttributedString(
          string: content.accessibilityLabel, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        UIAccessibility.post(notification: .announcement, argument: announcement)
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
    let hud: UIView & HUDDisplaying
    if let provider = owner.hudViewProvider {
      hud = provider()
    } else {
      let view: HUDView = HUDView.viewFromNib()
      // Its own id: a HUD "Syncing…" is no duplicate of an app message "Syncing…", and
      // `hide(id:)` for that text leaves it alone.
      view.id = "SwiftMessages.HUD.\(UUID().uuidString)"
      hud = view
    }
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
      gone(hud, lost: true)
    }
  }

  /// Hears every event of the owner's queue; acts on the HUD's.
  func observe(_ event: QueueEvent, view eventView: UIView) {
    guard let view, eventView === view else { return }
    switch event {
    case .didShow:
      appeared = true
      driver.appeared()
    case .willHide:
      // Hidden by someone else (a tap on an interactive dim, `hide()`): the work it shows
      // runs on without it, and work starting now gets a fresh HUD once it is gone.
      if !hideRequested { driver.removalBegan() }
    case .didHide:
      gone(view, lost: false)
    case .dropped(_, _, let reason):
      guard !hideRequested else {
        gone(view, lost: false)
        return
      }
      os_log(
        "SwiftMessages: the loading HUD was dropped from the queue (%{public}@).", type: .info, "\(reason)")
      forget(view)
      driver.dropped(reason)
    case .failed(_, _, let failure):
      os_log("SwiftMessages: the loading HUD could not be presented: %{public}@", type: .error, "\(failure)")
      gone(view, lost: true)
    case .willShow:
      break
    }
  }

  /// The HUD view left the queue: `lost` when it was never shown for a reason nobody chose.
  private func gone(_ hud: UIView, lost: Bool) {
    guard view === hud else { return }
    forget(hud)
    if lost {
      driver.presentationLost()
    } else {
      driver.disappeared()
    }
  }

  private func forget(_ hud: UIView) {
    view = nil
    token = nil
    hidePending = false
    hideRequested = false
    appeared = false
  }
}
#endif
