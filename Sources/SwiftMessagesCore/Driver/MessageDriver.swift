import Foundation

/// Runs messages from a ``MessageQueue`` through their presentations, in one place for every
/// platform: the UIKit `SwiftMessages` and `SwiftMessagesTesting`'s `QueueSimulator` both use it.
///
/// The sequence for each message: install → `willShow` → animate in → `didShow` (auto-hide
/// starts) → animate out → uninstall → `didHide`. Beyond that:
/// - **Nothing is left behind.** Every installed presentation is uninstalled on its message's
///   terminal event (`didHide`, `dropped`, `failed`), before the event is delivered, and when
///   the driver is released.
/// - **A host not yet in a window is waited for** (a view controller that shows a message from
///   `viewDidLoad`): the message is installed, stops blocking the queue (orphaned), and starts
///   its show animation when the queue presents it again: once the host reaches a window and
///   a place is free.
/// - **An animation that never reports back cannot wedge the queue.** Each animation has a
///   deadline of its presentation's duration plus ``completionGrace``: an app sent to the
///   background mid-animation (SwiftMessages #46) or a custom animator that forgets its
///   completion still moves on.
/// - **Stacking** (`maximumVisible` above 1): several presentations are installed and animate
///   at once, each with its own steps, deadlines and host-window wait; one waiting for its
///   window takes no place while others show. The owner lays the deck out from
///   ``MessageQueue/visible`` (newest first) and applies the deck's timer rule with
///   ``MessageQueue/setAutoHidePaused(_:for:)``, typically from ``onEvent``.
///
/// It is not thread-safe: use it from one isolation domain (the main actor on iOS).
package final class MessageDriver<Presentation: MessagePresentation> {
  /// Extra time after an animation's duration before the driver stops waiting for its
  /// completion, in seconds. 1 s.
  static var completionGrace: TimeInterval { 1 }

  /// The queue engine the driver executes.
  package let queue: MessageQueue<Presentation>
  /// Receives every event with its message's presentation, after the driver has acted on it
  /// (a terminal event arrives once the presentation is uninstalled). Does nothing by default.
  package var onEvent: (QueueEvent, Presentation) -> Void = { _, _ in }
  /// Hears an installed message's host entering (`true`) or leaving (`false`) a window, after
  /// the driver has acted on it (a hide under way has ended). Does nothing by default.
  package var onHostWindowChange: (MessageToken, Bool) -> Void = { _, _ in }

  private let scheduler: any MessageScheduling
  /// Installed presentations that are not uninstalled yet.
  private var installed: [MessageToken: Presentation] = [:]
  /// Deadlines of the running show and hide animations.
  private var showDeadlines: [MessageToken: ScheduledTimer] = [:]
  private var hideDeadlines: [MessageToken: ScheduledTimer] = [:]

  /// Creates a driver and its queue.
  ///
  /// - Parameters:
  ///   - scheduler: the source of time and timers (the main queue on iOS).
  ///   - pauseBetweenMessages: 0.5 s by default.
  ///   - capacity: `nil` (unbounded) by default.
  ///   - maximumVisible: 1 (one message at a time) by default; more makes a stacked deck.
  package init(
    scheduler: any MessageScheduling, pauseBetweenMessages: TimeInterval = 0.5,
    capacity: QueueCapacity? = nil, maximumVisible: Int = 1
  ) {
    self.scheduler = scheduler
    queue = MessageQueue(
      scheduler: scheduler, pauseBetweenMessages: pauseBetweenMessages, capacity: capacity,
      maximumVisible: maximumVisible)
    queue.perform = { [weak self] command in self?.perform(command) }
    queue.onEvent = { [weak self] event in self?.handle(event) }
  }

  deinit {
    for timer in showDeadlines.values { timer.cancel() }
    for timer in hideDeadlines.values { timer.cancel() }
    for presentation in installed.values { presentation.uninstall() }
  }

  /// Hides every message (reason `.hideAll`) and keeps the driver alive until the last
  /// installed one is uninstalled, with its events delivered: call it when the driver's owner
  /// goes away (a released `SwiftMessages` instance). A hide held back by an `.indefinite`
  /// minimum still waits for it.
  package func shutDown() {
    if !installed.isEmpty { keepAlive = self }
    queue.hideAll()
  }

  /// Set by ``shutDown()`` while something is installed; cleared with the last uninstall.
  private var keepAlive: MessageDriver?

  /// The presentations that are installed now (for inspection and tests).
  package var installedCount: Int { installed.count }

  // MARK: - Commands

  private func perform(_ command: MessageQueue<Presentation>.Command) {
    switch command {
    case .present(let token, let presentation):
      present(token, presentation)
    case .dismiss(let token, let presentation, let animated):
      dismiss(token, presentation, animated: animated)
    }
  }

  /// Installs the message (the first time) and starts its show; the queue presents a message
  /// again when its host reached a window after the first time.
  private func present(_ token: MessageToken, _ presentation: Presentation) {
    if installed[token] == nil {
      presentation.onHostWindowChange = { [weak self] inWindow in
        self?.hostWindowChanged(token, inWindow: inWindow)
      }
      installed[token] = presentation
      if let failure = presentation.install() {
        queue.presentationFailed(token, failure: failure)
        return
      }
    }
    guard presentation.isHostInWindow else {
      // Shown from `viewDidLoad`: wait for the window without blocking the queue.
      queue.hostDisappeared(token)
      return
    }
    // `willShow` is delivered before the animation starts (see `handle(_:)`), so listeners
    // can still change the view, as in SwiftMessages.
    queue.presentationStarted(token)
  }

  private func animateIn(_ token: MessageToken, _ presentation: Presentation) {
    showDeadlines[token] = scheduler.schedule(after: presentation.showDuration + Self.completionGrace) {
      [weak self] in self?.showEnded(token)
    }
    presentation.animateIn { [weak self] in self?.showEnded(token) }
  }

  private func showEnded(_ token: MessageToken) {
    guard let deadline = showDeadlines.removeValue(forKey: token) else { return }
    deadline.cancel()
    queue.presentationFinished(token)
    // Up and staying a while: announced, including a HUD held by its minimum display time.
    switch queue.phase(of: token) {
    case .shown?, .hidePending?: installed[token]?.didAppear()
    default: break
    }
  }

  private func dismiss(_ token: MessageToken, _ presentation: Presentation, animated: Bool) {
    // A show still running is interrupted: the hide reverses it from where the view is.
    showDeadlines.removeValue(forKey: token)?.cancel()
    // Both capture the driver strongly: a hide that is under way when its owner releases the
    // driver (a `SwiftMessages` instance hiding what it shows on release) still completes and
    // uninstalls; the driver goes when the hide has ended.
    hideDeadlines[token] = scheduler.schedule(after: presentation.hideDuration + Self.completionGrace) {
      self.hideEnded(token)
    }
    presentation.animateOut(animated: animated) { self.hideEnded(token) }
  }

  private func hideEnded(_ token: MessageToken) {
    guard let deadline = hideDeadlines.removeValue(forKey: token) else { return }
    deadline.cancel()
    queue.dismissalFinished(token)
  }

  private func hostWindowChanged(_ token: MessageToken, inWindow: Bool) {
    guard installed[token] != nil else { return }
    if inWindow {
      queue.hostReappeared(token)
    } else {
      queue.hostDisappeared(token)
    }
    onHostWindowChange(token, inWindow)
  }

  // MARK: - Events

  private func handle(_ event: QueueEvent) {
    guard let presentation = queue.payload(for: event.token) else { return }
    switch event {
    case .willShow(let token, _):
      // Listeners first, so they can still change the view before it animates in.
      onEvent(event, presentation)
      animateIn(token, presentation)
    case .didHide(let token, _, _), .failed(let token, _, _), .dropped(let token, _, _):
      // `dropped` reaches an installed message only when it was hidden while waiting for its
      // host's window (never seen); waiting messages were never installed.
      // Uninstalled before listeners hear of it: `didHide` means the message is gone.
      uninstall(token)
      onEvent(event, presentation)
    case .didShow, .willHide:
      onEvent(event, presentation)
    }
  }

  private func uninstall(_ token: MessageToken) {
    showDeadlines.removeValue(forKey: token)?.cancel()
    hideDeadlines.removeValue(forKey: token)?.cancel()
    guard let presentation = installed.removeValue(forKey: token) else { return }
    presentation.onHostWindowChange = nil
    presentation.uninstall()
    if installed.isEmpty { keepAlive = nil }
  }
}
