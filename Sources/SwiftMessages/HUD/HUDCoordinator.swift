#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Puts one `SwiftMessages` instance's loading HUD on screen: the core ``HUDDriver`` decides
/// when and what, this shows the view through the instance's queue and reports back when it
/// appears and disappears.
@MainActor
final class HUDCoordinator {
  let driver = HUDDriver(scheduler: MainQueueScheduler())
  private unowned let owner: SwiftMessages
  /// The HUD view in the queue or on screen, and its queue token once enqueued.
  private var view: (UIView & HUDDisplaying)?
  private var token: MessageToken?
  private var voiceOverObserver: NSObjectProtocol?

  init(owner: SwiftMessages) {
    self.owner = owner
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
    let reduceMotion = UIAccessibility.isReduceMotionEnabled
    switch update {
    case .show(let content):
      let hud = owner.hudViewProvider?() ?? HUDView.viewFromNib()
      hud.display(content, motion: nil)
      view = hud
      var config = owner.hudConfig
      // The driver decides when the HUD goes.
      config.duration = .forever
      switch owner.enqueue(config: config, view: hud) {
      case .success(let enqueued):
        // A HUD already rejected or gone while enqueuing has been reported (and cleared).
        if view === hud { token = enqueued }
      case .failure:
        gone(hud)
      }
    case .change(let content):
      view?.display(content, motion: HUDMotion.progress(reduceMotion: reduceMotion))
    case .morph(let content):
      view?.display(content, motion: HUDMotion.morph(reduceMotion: reduceMotion))
      if UIAccessibility.isVoiceOverRunning {
        UIAccessibility.post(notification: .announcement, argument: content.accessibilityLabel)
      }
    case .hide:
      guard let token else {
        if let view { gone(view) }
        return
      }
      owner.engine.hide(token, reason: .programmatic)
    }
  }

  /// Hears every event of the owner's queue; acts on the HUD's.
  func observe(_ event: QueueEvent, view eventView: UIView) {
    guard let view, eventView === view else { return }
    switch event {
    case .didShow:
      driver.appeared()
    case .didHide, .dropped, .failed:
      gone(view)
    case .willShow, .willHide:
      break
    }
  }

  private func gone(_ hud: UIView) {
    guard view === hud else { return }
    view = nil
    token = nil
    driver.disappeared()
  }
}
#endif
