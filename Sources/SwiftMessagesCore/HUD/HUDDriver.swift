import Foundation

/// Runs loading HUDs on a scheduler: ``HUDTimingMachine``'s rules, each request's content (title,
/// progress, outcome) and the announcements' extra hold, turned into ``HUDScreenUpdate``s for
/// one screen. The UIKit `SwiftMessages.showHUD` / `withHUD` use it, with the main queue as
/// scheduler; tests use a manual one.
///
/// ```swift
/// let driver = HUDDriver(scheduler: scheduler)
/// driver.onScreenUpdate = { update in render(update) }
/// let id = driver.begin(title: "Uploading…")
/// driver.update(id, progress: 0.4)
/// driver.end(id, .success(title: "Uploaded"))
/// ```
///
/// It is not thread-safe: use it from one isolation domain (the main actor on iOS).
package final class HUDDriver {
  /// Receives what the screen must do, in order. Does nothing by default.
  package var onScreenUpdate: (HUDScreenUpdate) -> Void = { _ in }
  /// Whether VoiceOver runs: outcomes then stay until their announcement is spoken
  /// (``extraHold(for:fromRing:)``). `false` by default.
  package var isVoiceOverRunning = false
  /// Whether Reduce Motion is on: morphs cross-fade instead of drawing, and their hold starts
  /// sooner (``HUDLook/morphDuration(fromRing:reduceMotion:)``). `false` by default.
  package var isReduceMotionEnabled = false

  /// What the driver keeps of one request: its content while it runs, is on screen or waits
  /// for a hold, and what only a running request holds.
  private struct Request {
    let id: HUDRequestID
    /// What the request shows; its `progress` only moves forward.
    var content: HUDContent
    /// Who started it (``begin(title:origin:)``); `nil` for a flash and once it ended.
    var origin: HUDRequestOrigin?
    /// Called once if the user removes the HUD while it runs (``onUserDismiss(_:_:)``).
    var onUserDismiss: (() -> Void)?
    /// Cancels its task on a removal by the user (``onCancelRequest(_:_:)``).
    var cancel: (() -> Void)?
    /// Objects kept alive while it runs (``attach(_:to:)``).
    var attachments: [AnyObject] = []
  }

  private var timing: HUDTimingMachine
  private let scheduler: any MessageScheduling
  /// The timers running, indexed by ``HUDTimer/rawValue``.
  private var timers: [ScheduledTimer?] = [nil, nil]
  /// The requests kept, oldest first (a few at most, so a plain array).
  private var requests: [Request] = []
  /// The request whose content is on screen (also while it shows its outcome).
  private var onScreen: HUDRequestID?
  /// Whether the HUD on screen shows an outcome (it takes no more updates).
  private var morphed = false
  /// The number of the last request begun or flashed.
  private var lastID: UInt64 = 0
  /// Whether the HUD in the queue was asked to hide (``HUDScreenUpdate/hide``): its removal is
  /// then expected, not someone else's.
  private var hideRequested = false
  /// Whether the HUD finished appearing (`didShow`): VoiceOver has heard of it, so a morph is
  /// announced (before, its arrival reads the new label).
  private var isUp = false

  /// Creates a driver with `policy` (``HUDTimingPolicy``'s defaults unless given).
  package init(scheduler: any MessageScheduling, policy: HUDTimingPolicy = HUDTimingPolicy()) {
    self.scheduler = scheduler
    timing = HUDTimingMachine(policy: policy)
  }

  deinit {
    for timer in timers { timer?.cancel() }
  }

  /// The timing numbers (``HUDTimingPolicy``'s defaults unless given); a change applies from
  /// the next event on.
  package var policy: HUDTimingPolicy {
    get { timing.policy }
    set { timing.policy = newValue }
  }

  /// What the HUD shows now; `nil` when no HUD is on screen.
  var content: HUDContent? { onScreen.flatMap { self[$0]?.content } }

  /// How many requests' contents are kept (running, on screen or waiting for a hold).
  var keptContentCount: Int { requests.count }

  /// Whether the request is still running (begun, not yet ended).
  package func isRunning(_ id: HUDRequestID) -> Bool { timing.isRunning(id) }

  // MARK: - Requests

  /// Work starts, with `title` (`nil` by default) and the indeterminate indicator, begun by
  /// `origin` (a handle by default; see ``HUDRequestOrigin``). The HUD appears after the grace
  /// time if the work is still running, or takes over the HUD on screen in place.
  @discardableResult
  package func begin(title: String? = nil, origin: HUDRequestOrigin = .handle) -> HUDRequestID {
    let id = nextID()
    requests.append(Request(id: id, content: HUDContent(title: title), origin: origin))
    perform(timing.handle(.start(id, at: scheduler.now)))
    return id
  }

  /// Shows an outcome on its own, at once (no grace time: nothing is pending), for example
  /// "Copied": the HUD appears with the glyph drawing itself, holds it, then hides. On a HUD
  /// showing running work it morphs now, and the work takes the HUD back after the hold;
  /// during another outcome's hold or a hide it waits its turn (see
  /// ``HUDTimingMachine/Event/flash(_:_:extraHold:at:)``).
  package func flash(_ outcome: HUDOutcome, title: String? = nil) {
    let content = HUDContent(title: title, outcome: outcome)
    let extra = extraHold(for: content, fromRing: self.content?.progress != nil)
    let id = nextID()
    requests.append(Request(id: id, content: content))
    perform(timing.handle(.flash(id, outcome, extraHold: extra, at: scheduler.now)))
    discardIfEnded(id)
  }

  /// `hideHUD()`: ends the running work begun with a handle (``HUDRequestOrigin/handle``)
  /// without an outcome. Work run by `withHUD` or shown by a SwiftUI modifier is left alone
  /// (it ends itself, with its own outcome), and so is an outcome on screen.
  package func endHandleWork() {
    for id in timing.runningRequests where isHandleWork(id) { end(id, .dismissed) }
  }

  /// The handle of request `id` was released. Work it began that still runs ends without an
  /// outcome (nobody is left to end it, and a non-interactive dim would stay for good).
  ///
  /// - Returns: the message to log in DEBUG builds when it ended work this way, else `nil`.
  package func handleReleased(_ id: HUDRequestID) -> String? {
    guard isRunning(id), isHandleWork(id) else { return nil }
    end(id, .dismissed)
    return
      "SwiftMessages: a HUDHandle was released while its work ran (hud#\(id.rawValue)); its HUD was ended. "
      + "Keep the handle until the work ends (succeed, fail, dismiss or cancel), or use withHUD."
  }

  /// Calls `cancel` once if the user removes the HUD while request `id` runs and the request
  /// cancels on a removal (``HUDRequestOrigin/task(cancelsOnUserDismiss:)``): `withHUD` cancels
  /// its task there. Never called when the host disappeared or the HUD could not be shown
  /// (the user did nothing); dropped when the request ends.
  package func onCancelRequest(_ id: HUDRequestID, _ cancel: @escaping () -> Void) {
    guard isRunning(id), case .task(cancelsOnUserDismiss: true)? = self[id]?.origin else { return }
    self[id]?.cancel = cancel
  }

  private func isHandleWork(_ id: HUDRequestID) -> Bool {
    guard case .handle? = self[id]?.origin else { return false }
    return true
  }

  /// Dismisses everything at once, as when the app hides all its messages: running work is
  /// silenced (its ``onUserDismiss(_:_:)`` handler runs), work in its grace time never shows,
  /// and the HUD on screen hides.
  package func dismissAll() {
    leave(.dismissAll(at: scheduler.now), notifying: true)
  }

  /// The handler ``onUserDismiss(_:_:)`` keeps for request `id`, if any.
  package func userDismissHandler(for id: HUDRequestID) -> (() -> Void)? { self[id]?.onUserDismiss }

  /// Calls `handler` once if the user removes the HUD while request `id` runs (a tap on an
  /// interactive dim, `hideAll()`): its work then runs on without a HUD, and its updates and
  /// end do nothing. Replaces an earlier handler of the request; dropped when it ends.
  package func onUserDismiss(_ id: HUDRequestID, _ handler: (() -> Void)?) {
    guard isRunning(id) else { return }
    self[id]?.onUserDismiss = handler
  }

  /// Keeps `object` alive until request `id` ends, is silenced or is cancelled (for example
  /// the observation of a `Progress` the request follows); released at once if `id` does not
  /// run.
  package func attach(_ object: AnyObject, to id: HUDRequestID) {
    guard isRunning(id) else { return }
    self[id]?.attachments.append(object)
  }

  /// The request's title changes (`nil` for none); shown at once if the HUD shows it. Ignored
  /// once the request ended.
  package func update(_ id: HUDRequestID, title: String?) {
    guard isRunning(id), self[id]?.content.title != title else { return }
    self[id]?.content.title = title
    refresh(id)
  }

  /// The request reports progress, 0…1 (clamped; NaN as 0), or `nil` while it cannot tell
  /// (``HUDProgressMailbox/fraction(of:)``: an indeterminate `Progress`, which keeps the arc
  /// indicator). The first report turns the arc indicator into the progress ring; the ring
  /// only moves forward (the highest report is shown), so it never runs backwards when reports
  /// arrive out of order or a retry restarts its count. Ignored once the request ended.
  package func update(_ id: HUDRequestID, progress fraction: Double?) {
    guard isRunning(id), let fraction, let content = self[id]?.content else { return }
    let value = max(content.progress ?? 0, fraction.clampedToUnit())
    guard value != content.progress else { return }
    self[id]?.content.progress = value
    refresh(id)
  }

  /// The request ends. A success or failure morphs the HUD when this was the last running
  /// work and the HUD is up (see ``HUDTimingMachine``); dismissed hides after the minimum display
  /// time; cancelled hides at once.
  ///
  /// - Returns: `false` if the request had already ended (or is unknown); nothing happens.
  @discardableResult
  package func end(_ id: HUDRequestID, _ ending: HUDEnding) -> Bool {
    guard isRunning(id) else {
      // Work whose HUD was removed by the user still ends, silently, in the timing.
      _ = timing.handle(.cancel(id, at: scheduler.now))
      return false
    }
    let fromRing = self[id]?.content.progress != nil
    if case .outcome(let outcome, let title) = ending {
      self[id]?.content = HUDContent(title: title, outcome: outcome)
    }
    let actions: [HUDAction]
    var announcesEnd = false
    switch ending {
    case .cancelled:
      actions = timing.handle(.cancel(id, at: scheduler.now))
    case .outcome, .dismissed:
      let extra = self[id].map { extraHold(for: $0.content, fromRing: fromRing) } ?? 0
      actions = timing.handle(.finish(id, ending.outcome, extraHold: extra, at: scheduler.now))
      // Dismissed work that was the HUD's last: VoiceOver hears that the loading ended.
      announcesEnd = ending.outcome == nil && onScreen == id && !timing.hasRunningRequests
    }
    self[id]?.onUserDismiss = nil
    perform(actions)
    discardIfEnded(id)
    if announcesEnd { announce(SwiftMessagesString.loaded.localized) }
    return true  // it was running
  }

  /// How much longer than the policy's hold an outcome stays: its morph's animation (the hold
  /// counts from the end of the draw) and, while VoiceOver runs, what is left of the time
  /// ``ReadingTime/standard`` gives its announcement (2 s at least) once the hold is over.
  private func extraHold(for content: HUDContent, fromRing: Bool) -> TimeInterval {
    let morph = HUDLook.morphDuration(fromRing: fromRing, reduceMotion: isReduceMotionEnabled)
    guard isVoiceOverRunning else { return morph }
    let speech = ReadingTime.standard.duration(for: content.accessibilityLabel, voiceOverRunning: false)
    return morph + max(0, speech - policy.outcomeHold.nonNegativeFinite)
  }

  /// Runs `operation` as request `id` and ends it with what happened: its value →
  /// ``HUDEnding/success(title:)`` with `success`; a thrown error → the
  /// ``HUDEnding/init(error:taskIsCancelled:failureTitle:)`` mapping with `failure(error)`,
  /// and the error is rethrown; a cancelled task → ``HUDEnding/cancelled`` (a value it still
  /// returns is returned). Runs in `isolation`, the driver's (pass `MainActor.shared` on the
  /// main actor).
  ///
  /// - Parameters:
  ///   - id: the request the work runs as (from ``begin(title:)``).
  ///   - success: the success title; `nil` by default (the check alone).
  ///   - failure: the failure title for an error; ``HUDEnding/defaultFailureTitle(for:)`` by
  ///     default.
  ///   - isolation: the actor `operation` runs on, the driver's.
  ///   - operation: the work.
  package func perform<T>(
    _ id: HUDRequestID, isolation: isolated any Actor, success: String? = nil,
    failure: (any Error) -> String? = HUDEnding.defaultFailureTitle(for:),
    operation: () async throws -> T
  ) async throws -> T {
    do {
      let value = try await operation()
      end(id, Task.isCancelled ? .cancelled : .success(title: success))
      return value
    } catch {
      end(id, HUDEnding(error: error, taskIsCancelled: Task.isCancelled, failureTitle: failure(error)))
      throw error
    }
  }

  // MARK: - Screen reports

  /// What happened to the HUD in its queue: the screen passes every event of the HUD's
  /// message, and the driver turns it into the reports below.
  /// - `willShow`: the HUD begins to appear (``appeared()``: the minimum display time counts
  ///   from the start of the show animation).
  /// - `didShow`: it is up; VoiceOver has heard of it, so later morphs are announced.
  /// - `willHide`/`didHide`: expected after ``HUDScreenUpdate/hide``; otherwise someone else
  ///   removes it (``removalBegan()``), and its work is told (``onUserDismiss(_:_:)``,
  ///   ``onCancelRequest(_:_:)``) unless the host disappeared (the user did nothing).
  /// - `dropped`: expected after a hide, else ``dropped(_:)``; `failed`: ``presentationLost()``.
  package func screenEvent(_ event: QueueEvent) {
    switch event {
    case .willShow:
      appeared()
    case .didShow:
      isUp = true
    case .willHide(_, _, let reason):
      guard !hideRequested else { return }
      removalBegan(notifying: reason != .hostDisappeared)
    case .didHide(_, _, let reason):
      leaveScreen(notifying: reason != .hostDisappeared)
    case .dropped(_, _, let reason):
      guard !hideRequested else {
        disappeared()
        return
      }
      dropped(reason)
    case .failed:
      presentationLost()
    }
  }

  /// The HUD begins to appear (the minimum display time counts from now).
  package func appeared() {
    perform(timing.handle(.appeared(at: scheduler.now)))
  }

  /// The HUD left the screen: after ``HUDScreenUpdate/hide`` or ``removalBegan()``, it
  /// finished animating out; otherwise it was removed at once by someone else, and the work
  /// it showed runs on without a HUD, its ``onUserDismiss(_:_:)`` handlers told (see
  /// ``HUDTimingMachine/Event/disappeared(at:)``).
  package func disappeared() {
    leaveScreen(notifying: true)
  }

  /// Someone else started removing the HUD (a tap on an interactive dim, `hide()`,
  /// `hideAll()`): the work it showed runs on without a HUD, and its
  /// ``onUserDismiss(_:_:)`` handlers are told. Report ``disappeared()`` once it is gone.
  func removalBegan(notifying: Bool = true) {
    leave(.removalBegan(at: scheduler.now), notifying: notifying)
  }

  /// The HUD could not be shown or was dropped from the queue before appearing (no window, a
  /// full queue): its work runs on without a HUD, and no ``onUserDismiss(_:_:)`` handler is
  /// told (the user did nothing).
  package func presentationLost() {
    leaveScreen(notifying: false)
  }

  /// The queue dropped the HUD before it appeared, without the driver asking: removed by the
  /// app (`hide(id:)`, `hideAll()`: ``DropReason/hidden(_:)``), its work is told as after
  /// ``disappeared()``; dropped for any other reason (a full queue, a duplicate), it is lost
  /// as after ``presentationLost()``.
  func dropped(_ reason: DropReason) {
    if case .hidden = reason {
      disappeared()
    } else {
      presentationLost()
    }
  }

  /// The HUD left the screen (``HUDTimingMachine/Event/disappeared(at:)``).
  private func leaveScreen(notifying: Bool) {
    let shown = onScreen
    onScreen = nil
    morphed = false
    isUp = false
    hideRequested = false
    leave(.disappeared(at: scheduler.now), shown: shown, notifying: notifying)
  }

  /// Applies an event that takes the HUD from its work (a removal, a dismissal, its leaving
  /// the screen): the work it silenced lets go of its content and, when `notifying`, its
  /// handlers are told; `shown`, the request it showed, goes if it ended.
  private func leave(_ event: HUDTimingMachine.Event, shown: HUDRequestID? = nil, notifying: Bool) {
    let before = timing.runningRequests
    let pending = timing.pendingOutcomeRequests
    let actions = timing.handle(event)
    let dismissed = before.filter { !timing.isRunning($0) }
    let handlers = takeDismissHandlers(of: dismissed)
    perform(actions)
    for id in dismissed + pending { discardIfEnded(id) }
    discardIfEnded(shown)
    guard notifying else { return }
    for handler in handlers { handler() }
  }

  /// The user-dismiss handlers and task cancellers of `dismissed`, each taken once.
  private func takeDismissHandlers(of dismissed: [HUDRequestID]) -> [() -> Void] {
    var handlers: [() -> Void] = []
    for id in dismissed {
      handlers += [self[id]?.onUserDismiss, self[id]?.cancel].compactMap { $0 }
      self[id]?.onUserDismiss = nil
      self[id]?.cancel = nil
    }
    return handlers
  }

  private func announce(_ text: String) {
    guard isUp, isVoiceOverRunning else { return }
    onScreenUpdate(.announce(text))
  }

  // MARK: - Performing

  private func nextID() -> HUDRequestID {
    lastID += 1
    return HUDRequestID(rawValue: lastID)
  }

  private func refresh(_ id: HUDRequestID) {
    guard onScreen == id, !morphed, let content = self[id]?.content else { return }
    onScreenUpdate(.display(content, motion: HUDMotion.progress(reduceMotion: isReduceMotionEnabled)))
  }

  private func perform(_ actions: [HUDAction]) {
    for action in actions {
      switch action {
      case .show(let id):
        putOnScreen(id, morphed: false)
        hideRequested = false
        isUp = false
        onScreenUpdate(.show(self[id]?.content ?? HUDContent()))
      case .display(let id):
        // Progress of the same work sweeps; a take-over replaces the old content at once.
        let motion = onScreen == id ? HUDMotion.progress(reduceMotion: isReduceMotionEnabled) : nil
        putOnScreen(id, morphed: false)
        onScreenUpdate(.display(self[id]?.content ?? HUDContent(), motion: motion))
      case .morph(let id, _):
        putOnScreen(id, morphed: true)
        let content = self[id]?.content ?? HUDContent()
        onScreenUpdate(.display(content, motion: HUDMotion.morph(reduceMotion: isReduceMotionEnabled)))
        announce(content.accessibilityLabel)
      case .hide:
        hideRequested = true
        onScreenUpdate(.hide)
      case .schedule(let timer, let delay):
        timers[timer.rawValue]?.cancel()
        timers[timer.rawValue] = scheduler.schedule(after: delay) { [weak self] in self?.fire(timer) }
      case .cancel(let timer):
        timers[timer.rawValue]?.cancel()
        timers[timer.rawValue] = nil
      }
    }
  }

  /// The HUD now shows request `id`; the content of the request it showed before goes if
  /// that one has ended.
  private func putOnScreen(_ id: HUDRequestID, morphed: Bool) {
    let previous = onScreen
    onScreen = id
    self.morphed = morphed
    if previous != id { discardIfEnded(previous) }
  }

  private func fire(_ timer: HUDTimer) {
    timers[timer.rawValue] = nil
    perform(timing.handle(.timerFired(timer, at: scheduler.now)))
  }

  /// Drops the content of `id` if it ended and is neither on screen nor waiting to be.
  private func discardIfEnded(_ id: HUDRequestID?) {
    guard let id, !timing.isRunning(id) else { return }
    guard id != onScreen, !timing.pendingOutcomeRequests.contains(id) else {
      // Its content stays; an ended request lets go of its handlers and objects.
      self[id]?.origin = nil
      self[id]?.onUserDismiss = nil
      self[id]?.cancel = nil
      self[id]?.attachments = []
      return
    }
    requests.removeAll { $0.id == id }
  }

  /// The kept request `id`; setting it replaces a kept one.
  private subscript(id: HUDRequestID) -> Request? {
    get { requests.first { $0.id == id } }
    set {
      guard let newValue, let index = requests.firstIndex(where: { $0.id == id }) else { return }
      requests[index] = newValue
    }
  }
}
