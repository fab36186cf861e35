#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Puts one `SwiftMessages` instance's loading HUD on screen in its ``HUDLane`` for ``HUDDriver``.
@MainActor
final class HUDCoordinator {
  let driver: HUDDriver
  private weak var owner: SwiftMessages?
  /// The HUD's own lane's queue (``HUDLane/separate``): the same presenters, one HUD at a time,
  /// shown at once whatever the instance's queue holds. Swipes and pans on a HUD find it there.
  private(set) var ownLaneQueue: MessageDriver<Presenter>?
  /// The HUD view in its queue or on screen (held there), that queue, and its token there.
  private weak var view: (UIView & HUDDisplaying)?
  private var queue: MessageDriver<Presenter>?
  private var token: MessageToken?

  init(owner: SwiftMessages, policy: HUDTimingPolicy) {
    self.owner = owner
    driver = HUDDriver(scheduler: MainQueueScheduler(), policy: policy)
    driver.screen = self
  }

  /// Hides the HUD in its own lane, with its hide animation and events, as the instance goes away.
  func shutDown() {
    ownLaneQueue?.shutDown()
  }

  /// The queue a new HUD goes to, in `owner`'s ``SwiftMessages/hudLane``.
  private func laneQueue(_ owner: SwiftMessages) -> MessageDriver<Presenter> {
    if case .messageQueue = owner.hudLane { return owner.engine }
    if let ownLaneQueue { return ownLaneQueue }
    let queue = MessageDriver<Presenter>(
      scheduler: MainQueueScheduler(), pauseBetweenMessages: HUDLane.pauseBetweenHUDs)
    queue.onEvent = { [weak self] event, presenter in
      SwiftMessages.deliver(event, presenter: presenter, to: nil, hud: self)
    }
    ownLaneQueue = queue
    return queue
  }

  /// `HUDView.xib` with an id of its own: a HUD "Syncing…" is no duplicate of an app message
  /// "Syncing…", and `hide(id:)` for that text leaves it alone.
  private static func defaultView() -> UIView & HUDDisplaying {
    let view: HUDView = HUDView.viewFromNib()
    view.id = "SwiftMessages.HUD.\(UUID().uuidString)"
    return view
  }

  /// Hears every event of the HUD's queue (the instance's, with a shared lane).
  func observe(_ event: QueueEvent, view eventView: UIView) {
    guard eventView === view else { return }
    // Known before the driver acts (a hide it asks for in reply needs it).
    token = event.token
    driver.screenEvent(event)
  }
}

extension HUDCoordinator: @preconcurrency HUDScreen {
  var accessibility: (voiceOver: Bool, reduceMotion: Bool) {
    (UIAccessibility.isVoiceOverRunning, UIAccessibility.isReduceMotionEnabled)
  }

  func show(_ content: HUDContent) {
    guard let owner else { return }
    let queue = laneQueue(owner)
    let hud = owner.hudViewProvider?() ?? Self.defaultView()
    hud.display(content, motion: nil)
    view = hud
    self.queue = queue
    token = nil
    var config = owner.hudConfig
    // The driver decides when the HUD goes.
    config.duration = .forever
    do {
      token = try owner.enqueue(config: config, view: hud, into: queue).get()
    } catch {
      // `enqueue` logged why.
      driver.presentationLost()
    }
  }

  func display(_ content: HUDContent, motion: HUDMotion?) {
    view?.display(content, motion: motion)
  }

  func hide() {
    guard let token else { return }
    queue?.hide(token, reason: .programmatic)
  }

  func announce(_ text: String) {
    // Queued behind what VoiceOver is saying (the progress value it may be reading),
    // instead of cutting it off or being dropped.
    // (Set on a mutable string: a dictionary literal would cost its own specialisation.)
    let announcement = NSMutableAttributedString(string: text)
    announcement.addAttribute(
      .accessibilitySpeechQueueAnnouncement, value: true,
      range: NSRange(location: 0, length: announcement.length))
    UIAccessibility.post(notification: .announcement, argument: announcement)
  }
}
#endif
