import Foundation

/// Turns HUD requests into ``HUDScreenUpdate``s for one screen; not thread-safe. Rules: work ending
/// within the grace time never shows; from ``appeared()`` the HUD stays the minimum display time;
/// an outcome morphs and holds, unless its HUD never appeared; cancel hides at once; one HUD shows
/// the newest running work; outcomes arriving during a hold or hide wait, first come first shown.
package final class HUDDriver {
  /// Receives what the screen must do, in order. Does nothing by default.
  package var onScreenUpdate: (HUDScreenUpdate) -> Void = { _ in }
  /// Whether VoiceOver runs (outcomes then stay until spoken) and Reduce Motion is on (morphs
  /// cross-fade and their hold starts sooner), read when needed. Both `false` by default.
  package var accessibility: () -> (voiceOver: Bool, reduceMotion: Bool) = { (false, false) }

  /// What the driver keeps of one request while it runs, is on screen or waits for a hold.
  private struct Request {
    let id: HUDRequestID
    /// What the request shows; its `progress` only moves forward.
    var content: HUDContent
    /// How long its outcome holds once shown (``holdTime(extra:)``).
    var hold: TimeInterval = 0
    /// What only running work holds; `nil` for a flash, and once it ended or its HUD was
    /// removed by someone else (it then ends without effect).
    var work: Work?
  }

  /// What a request holds while it runs.
  private final class Work {
    let startedAt: TimeInterval
    let origin: HUDRequestOrigin
    var onUserDismiss: (() -> Void)?
    var cancel: (() -> Void)?
    var attachments: [AnyObject] = []

    init(startedAt: TimeInterval, origin: HUDRequestOrigin) {
      self.startedAt = startedAt
      self.origin = origin
    }
  }

  private enum Phase {
    /// No HUD and no work.
    case idle
    /// Work is running; the HUD shows at `deadline` unless all work ends first.
    case grace(deadline: TimeInterval)
    /// The HUD is up, showing running work.
    case working
    /// The HUD is up and all the work it showed has ended; it hides (or hands over) at
    /// `deadline`, which waits for the HUD to appear when `nil`. `morphed` when it shows an
    /// outcome, held for `hold` seconds.
    case settling(deadline: TimeInterval?, morphed: Bool, hold: TimeInterval)
    /// The HUD is animating out.
    case hiding
  }

  /// The timing numbers; a change applies from the next event on.
  package var policy: HUDTimingPolicy
  private let scheduler: any MessageScheduling
  /// The timer of the `grace` phase, or of a `settling` phase with a deadline.
  private var timer: ScheduledTimer?
  /// The requests kept, oldest first (a few at most, so a plain array).
  private var requests: [Request] = []
  /// Outcomes waiting for the current hold or hide to end, first come first shown.
  private var pending: [HUDRequestID] = []
  private var phase: Phase = .idle
  /// When the HUD on screen began to appear; `nil` before (it may wait in a queue).
  private var appearedAt: TimeInterval?
  /// The request whose content is on screen (also while it shows its outcome). Only work
  /// in the `working` phase is on screen while it runs, so an outcome takes no more updates.
  private var onScreen: HUDRequestID?
  private var lastID: UInt64 = 0
  /// Whether the HUD in the queue was asked to hide (``HUDScreenUpdate/hide``): its removal is
  /// then expected, not someone else's.
  private var hideRequested = false
  /// Whether the HUD finished appearing (`didShow`): VoiceOver has heard of it, so a morph is
  /// announced (before, its arrival reads the new label).
  private var isUp = false

  package init(scheduler: any MessageScheduling, policy: HUDTimingPolicy = HUDTimingPolicy()) {
    self.scheduler = scheduler
    self.policy = policy
  }

  deinit {
    timer?.cancel()
  }

  /// What the HUD shows now; `nil` when no HUD is on screen.
  var content: HUDContent? { onScreen.flatMap { self[$0]?.content } }

  /// How many requests' contents are kept (running, on screen or waiting for a hold).
  var keptContentCount: Int { requests.count }

  /// Whether the request is still running (not ended, its HUD not removed by someone else).
  package func isRunning(_ id: HUDRequestID) -> Bool { work(id) != nil }

  private func runningIndex(_ id: HUDRequestID) -> Int? {
    requests.firstIndex { $0.id == id && $0.work != nil }
  }

  private func work(_ id: HUDRequestID) -> Work? { requests.first { $0.id == id }?.work }

  private var newestRunning: HUDRequestID? { requests.last { $0.work != nil }?.id }

  // MARK: - Requests

  /// Work starts with `title` and the indeterminate indicator. The HUD appears after the grace
  /// time if the work is still running, or takes over the HUD on screen in place.
  @discardableResult
  package func begin(title: String? = nil, origin: HUDRequestOrigin = .handle) -> HUDRequestID {
    let id = nextID()
    let now = scheduler.now
    requests.append(
      Request(id: id, content: HUDContent(title: title), work: Work(startedAt: now, origin: origin)))
    switch phase {
    case .idle:
      beginGrace(at: now, startedAt: now)
    case .grace, .hiding:
      break  // The grace timer shows the newest work; a hiding HUD is replaced after it is gone.
    case .working:
      display(id)
    case .settling(let deadline, let morphed, _):
      // Within the minimum display time of plain finished work: take over now. A morph holds
      // until its deadline; the settle timer then hands the HUD over.
      guard !morphed else { break }
      if deadline != nil { cancelTimer() }
      phase = .working
      display(id)
    }
    return id
  }

  /// Shows an outcome with no work behind it at once (no grace time), morphing the HUD on screen or
  /// a new one; during another outcome's hold or a hide it waits its turn.
  package func flash(_ outcome: HUDOutcome, title: String? = nil) {
    let content = HUDContent(title: title, outcome: outcome)
    let hold = holdTime(extra: extraHold(for: content, fromRing: self.content?.progress != nil))
    let id = nextID()
    let now = scheduler.now
    requests.append(Request(id: id, content: content, hold: hold))
    switch phase {
    case .idle, .grace:
      if case .grace = phase { cancelTimer() }
      show(id)
      morph(id, at: now)
    case .working:
      morph(id, at: now)
    case .settling(let deadline, false, _):
      if deadline != nil { cancelTimer() }
      morph(id, at: now)
    case .settling(_, true, _), .hiding:
      pending.append(id)
    }
    discardEnded()
  }

  /// `hideHUD()`: ends the running work begun with a handle, without an outcome.
  package func endHandleWork() {
    for id in requests.map(\.id) where isHandleWork(id) { end(id, .dismissed) }
  }

  /// The handle of `id` was released: its running work ends without an outcome (else a
  /// non-interactive dim would stay). Returns the DEBUG log message, or `nil`.
  package func handleReleased(_ id: HUDRequestID) -> String? {
    guard isHandleWork(id) else { return nil }
    end(id, .dismissed)
    return
      "SwiftMessages: a HUDHandle was released while its work ran (hud#\(id.rawValue)); its HUD was ended. "
      + "Keep the handle until the work ends (succeed, fail, dismiss or cancel), or use withHUD."
  }

  /// Calls `cancel` once if the user removes the HUD while `id` runs (origin
  /// ``HUDRequestOrigin/task(cancelsOnUserDismiss:)``); not if the host went or it never showed.
  package func onCancelRequest(_ id: HUDRequestID, _ cancel: @escaping () -> Void) {
    guard let work = work(id), case .task(cancelsOnUserDismiss: true) = work.origin else { return }
    work.cancel = cancel
  }

  private func isHandleWork(_ id: HUDRequestID) -> Bool {
    guard case .handle? = work(id)?.origin else { return false }
    return true
  }

  /// Dismisses everything at once, as `hideAll()` does: running work is silenced (its handlers
  /// run), work in its grace time never shows, and the HUD on screen hides.
  package func dismissAll() {
    let handlers = silenceRunning()
    pending.removeAll()
    switch phase {
    case .grace:
      cancelTimer()
      phase = .idle
    case .working:
      beginHiding()
    case .settling(let deadline, _, _):
      if deadline != nil { cancelTimer() }
      beginHiding()
    case .idle, .hiding:
      break
    }
    finishLeaving(handlers, notifying: true)
  }

  package func userDismissHandler(for id: HUDRequestID) -> (() -> Void)? { work(id)?.onUserDismiss }

  /// Calls `handler` once if the user removes the HUD while request `id` runs; its updates and end
  /// then do nothing. Replaces an earlier handler of the request; dropped when it ends.
  package func onUserDismiss(_ id: HUDRequestID, _ handler: (() -> Void)?) {
    work(id)?.onUserDismiss = handler
  }

  /// Keeps `object` (for example a `Progress` observation) alive until request `id` ends, is
  /// silenced or is cancelled; released at once if `id` does not run.
  package func attach(_ object: AnyObject, to id: HUDRequestID) {
    work(id)?.attachments.append(object)
  }

  /// Changes the request's title (`nil` for none); ignored once the request ended.
  package func update(_ id: HUDRequestID, title: String?) {
    guard let index = runningIndex(id), requests[index].content.title != title else { return }
    requests[index].content.title = title
    refresh(id)
  }

  /// Reports progress, 0…1 (clamped, NaN as 0; `nil` keeps the arc indicator); the ring only moves
  /// forward, so out-of-order reports or a retry never run it backwards. Ignored once ended.
  package func update(_ id: HUDRequestID, progress fraction: Double?) {
    guard let index = runningIndex(id), let fraction else { return }
    let old = requests[index].content.progress
    let value = max(old ?? 0, fraction.clampedToUnit())
    guard value != old else { return }
    requests[index].content.progress = value
    refresh(id)
  }

  /// Ends the request as ``HUDEnding`` says; returns `false` and does nothing if it already ended,
  /// is unknown or its HUD was removed by someone else.
  @discardableResult
  package func end(_ id: HUDRequestID, _ ending: HUDEnding) -> Bool {
    guard let index = runningIndex(id), let startedAt = requests[index].work?.startedAt else { return false }
    let now = scheduler.now
    let fromRing = requests[index].content.progress != nil
    let outcome = ending.outcome
    if case .outcome(let outcome, let title) = ending {
      requests[index].content = HUDContent(title: title, outcome: outcome)
    }
    var cancelled = false
    if case .cancelled = ending { cancelled = true }
    let wasShown = onScreen == id
    requests[index].work = nil
    if !cancelled {
      requests[index].hold = holdTime(extra: extraHold(for: requests[index].content, fromRing: fromRing))
    }
    ended(id, outcome: outcome, cancelled: cancelled, startedAt: startedAt, at: now)
    discardEnded()
    // Dismissed work that was the HUD's last: VoiceOver hears that the loading ended.
    if !cancelled, outcome == nil, wasShown, newestRunning == nil {
      announce(SwiftMessagesString.loaded.localized)
    }
    return true
  }

  private func ended(
    _ id: HUDRequestID, outcome: HUDOutcome?, cancelled: Bool, startedAt: TimeInterval, at now: TimeInterval
  ) {
    switch phase {
    case .settling(_, true, _), .hiding:
      // Started during an outcome hold or a hide and never displayed: an outcome of work
      // that ran past the grace time is shown after it; faster work ends silently.
      if !cancelled, outcome != nil, policy.window.showDelay(requestedAt: startedAt, now: now) == 0 {
        pending.append(id)
      }
      return
    case .idle, .grace, .working, .settling:
      break
    }
    if newestRunning != nil {
      // Other work still runs: if the HUD showed this one, it shows the newest remaining one.
      guard case .working = phase, onScreen == id, let newest = newestRunning else { return }
      display(newest)
      return
    }
    switch phase {
    case .grace:
      cancelTimer()
      phase = .idle
    case .working:
      if cancelled {
        beginHiding()
      } else if outcome != nil, appearedAt != nil {
        morph(id, at: now)
      } else if let appearedAt {
        // Plain work: the HUD stays until its minimum display time is over.
        let minimumLeft = policy.window.hideDelay(shownAt: appearedAt, now: now)
        settle(deadline: now + minimumLeft, morphed: false, hold: 0, at: now)
      } else {
        // An outcome of work whose HUD never began to appear (it waited in a shared queue) is
        // dropped with the HUD: nobody saw it, and a "Done" for work that ended seconds ago
        // reads as news.
        beginHiding()
      }
    case .idle, .settling, .hiding:
      break
    }
  }

  /// How much longer than the policy's hold an outcome stays: its morph's animation (the hold
  /// counts from the end of the draw) and, while VoiceOver runs, what is left of the time
  /// ``ReadingTime/standard`` gives its announcement (2 s at least) once the hold is over.
  private func extraHold(for content: HUDContent, fromRing: Bool) -> TimeInterval {
    let (voiceOver, reduceMotion) = accessibility()
    let morph = HUDLook.morphDuration(fromRing: fromRing, reduceMotion: reduceMotion)
    guard voiceOver else { return morph }
    let speech = ReadingTime.standard.duration(for: content.accessibilityLabel, voiceOverRunning: false)
    return morph + max(0, speech - policy.outcomeHold.nonNegativeFinite)
  }

  /// Ends `withHUD`'s request `id`: a value with `success`, a thrown error as ``HUDEnding`` maps
  /// it (titled by `failure`), and any end of a cancelled task as ``HUDEnding/cancelled``.
  package func endTask(
    _ id: HUDRequestID, error: (any Error)?, taskIsCancelled: Bool, success: String?,
    failure: (any Error) -> String?
  ) {
    guard let error else {
      end(id, taskIsCancelled ? .cancelled : .success(title: success))
      return
    }
    end(id, HUDEnding(error: error, taskIsCancelled: taskIsCancelled, failureTitle: failure(error)))
  }

  // MARK: - Screen reports

  /// Turns the HUD message's queue events into reports (`willShow`, the show animation's start).
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

  /// The HUD begins to appear (the minimum display time, and an outcome hold reached before
  /// now, count from now, so a HUD that appears late never just flashes).
  package func appeared() {
    let now = scheduler.now
    switch phase {
    case .working:
      appearedAt = now
    case .settling(let deadline, let morphed, let hold):
      appearedAt = now
      let minimum = policy.window.minimum
      let floor = now + max(minimum, morphed ? hold : minimum)
      if let deadline, floor <= deadline + GraceWindow.tolerance { return }
      if deadline != nil { cancelTimer() }
      settle(deadline: floor, morphed: morphed, hold: hold, at: now)
    case .idle, .grace, .hiding:
      break
    }
  }

  /// The HUD left the screen. Unrequested, its work runs on without it and its
  /// ``onUserDismiss(_:_:)`` handlers are told; after a hide, waiting outcomes get a fresh HUD and
  /// running work one after the rest of its grace time (counted from the oldest start).
  package func disappeared() {
    leaveScreen(notifying: true)
  }

  /// Someone else started removing the HUD (a tap on an interactive dim, `hide()`,
  /// `hideAll()`): the work it showed runs on without a HUD, and its
  /// ``onUserDismiss(_:_:)`` handlers are told. Report ``disappeared()`` once it is gone.
  func removalBegan(notifying: Bool = true) {
    var handlers: [() -> Void] = []
    switch phase {
    case .working, .settling:
      handlers = silenceHUD()
      phase = .hiding
    case .idle, .grace, .hiding:
      break
    }
    finishLeaving(handlers, notifying: notifying)
  }

  /// The HUD could not be shown or was dropped from the queue before appearing (no window, a
  /// full queue): its work runs on without a HUD, and no ``onUserDismiss(_:_:)`` handler is
  /// told (the user did nothing).
  package func presentationLost() {
    leaveScreen(notifying: false)
  }

  /// The queue dropped the HUD unasked before it appeared (`.hidden`: the app hid it).
  func dropped(_ reason: DropReason) {
    if case .hidden = reason {
      disappeared()
    } else {
      presentationLost()
    }
  }

  /// The HUD left the screen.
  private func leaveScreen(notifying: Bool) {
    onScreen = nil
    isUp = false
    hideRequested = false
    let now = scheduler.now
    var handlers: [() -> Void] = []
    switch phase {
    case .hiding:
      phase = .idle
      appearedAt = nil
      if !pending.isEmpty {
        let next = pending.removeFirst()
        show(next)
        morph(next, at: now)
      } else if let startedAt = requests.first(where: { $0.work != nil })?.work?.startedAt {
        beginGrace(at: now, startedAt: startedAt)
      }
    case .working, .settling:
      handlers = silenceHUD()
      phase = .idle
    case .idle, .grace:
      break
    }
    finishLeaving(handlers, notifying: notifying)
  }

  /// After the HUD was taken from its work (a removal, a dismissal, its leaving the screen).
  private func finishLeaving(_ handlers: [() -> Void], notifying: Bool) {
    discardEnded()
    guard notifying else { return }
    for handler in handlers { handler() }
  }

  /// The HUD goes unasked: returns the user-dismiss handlers and task cancellers to call.
  private func silenceHUD() -> [() -> Void] {
    if case .settling(let deadline?, _, _) = phase, deadline.isFinite { cancelTimer() }
    pending.removeAll()
    appearedAt = nil
    return silenceRunning()
  }

  /// Running work runs on without a HUD, ending without effect; its handlers are taken once.
  private func silenceRunning() -> [() -> Void] {
    var handlers: [() -> Void] = []
    for index in requests.indices {
      guard let work = requests[index].work else { continue }
      handlers += [work.onUserDismiss, work.cancel].compactMap { $0 }
      requests[index].work = nil
    }
    return handlers
  }

  private func announce(_ text: String) {
    guard isUp, accessibility().voiceOver else { return }
    onScreenUpdate(.announce(text))
  }

  // MARK: - Performing

  private func nextID() -> HUDRequestID {
    lastID += 1
    return HUDRequestID(rawValue: lastID)
  }

  private func refresh(_ id: HUDRequestID) {
    guard onScreen == id, let content = self[id]?.content else { return }
    onScreenUpdate(.display(content, motion: HUDMotion.progress(reduceMotion: accessibility().reduceMotion)))
  }

  private func holdTime(extra: TimeInterval) -> TimeInterval {
    policy.outcomeHold.nonNegativeFinite + extra.nonNegativeFinite
  }

  /// Schedules the grace timer of the newest running work, counted from `startedAt`, or
  /// shows the HUD at once if that time is over.
  private func beginGrace(at now: TimeInterval, startedAt: TimeInterval) {
    guard let newest = newestRunning else { return }
    let delay = policy.window.showDelay(requestedAt: startedAt, now: now)
    guard delay > 0 else {
      show(newest)
      return
    }
    phase = .grace(deadline: now + delay)
    schedule(after: delay)
  }

  /// Installs and animates in the HUD, showing request `id`'s content.
  private func show(_ id: HUDRequestID) {
    phase = .working
    appearedAt = nil
    putOnScreen(id)
    hideRequested = false
    isUp = false
    onScreenUpdate(.show(self[id]?.content ?? HUDContent()))
  }

  /// The HUD on screen shows request `id`'s content in place: progress of the same work
  /// sweeps; a take-over replaces the old content at once.
  private func display(_ id: HUDRequestID) {
    let motion = onScreen == id ? HUDMotion.progress(reduceMotion: accessibility().reduceMotion) : nil
    putOnScreen(id)
    onScreenUpdate(.display(self[id]?.content ?? HUDContent(), motion: motion))
  }

  /// Morphs the HUD into request `id`'s outcome and holds it: its hold from now and at least
  /// the minimum display time, counted once the HUD has appeared.
  private func morph(_ id: HUDRequestID, at now: TimeInterval) {
    let hold = self[id]?.hold ?? 0
    putOnScreen(id)
    let content = self[id]?.content ?? HUDContent()
    onScreenUpdate(.display(content, motion: HUDMotion.morph(reduceMotion: accessibility().reduceMotion)))
    announce(content.accessibilityLabel)
    guard let appearedAt else {
      phase = .settling(deadline: nil, morphed: true, hold: hold)
      return
    }
    let minimumLeft = policy.window.hideDelay(shownAt: appearedAt, now: now)
    settle(deadline: now + max(minimumLeft, hold), morphed: true, hold: hold, at: now)
  }

  private func settle(deadline: TimeInterval, morphed: Bool, hold: TimeInterval, at now: TimeInterval) {
    phase = .settling(deadline: max(deadline, now), morphed: morphed, hold: hold)
    guard deadline > now + GraceWindow.tolerance else {
      settled(at: now)
      return
    }
    schedule(after: deadline - now)
  }

  /// The hold or minimum display time is over: the next waiting outcome morphs the HUD, or the
  /// newest running work takes it over, or it hides.
  private func settled(at now: TimeInterval) {
    if !pending.isEmpty {
      morph(pending.removeFirst(), at: now)
    } else if let newest = newestRunning {
      phase = .working
      display(newest)
    } else {
      beginHiding()
    }
  }

  /// Animates the HUD out; ``disappeared()`` is expected once it is gone.
  private func beginHiding() {
    phase = .hiding
    appearedAt = nil
    hideRequested = true
    onScreenUpdate(.hide)
  }

  private func schedule(after delay: TimeInterval) {
    timer?.cancel()
    timer = scheduler.schedule(after: delay) { [weak self] in self?.fire() }
  }

  private func cancelTimer() {
    timer?.cancel()
    timer = nil
  }

  private func putOnScreen(_ id: HUDRequestID) {
    onScreen = id
    discardEnded()
  }

  /// The timer fired; early or stale (the phase moved on), it does nothing.
  private func fire() {
    timer = nil
    let now = scheduler.now
    switch phase {
    case .grace(let deadline):
      guard now + GraceWindow.tolerance >= deadline, let newest = newestRunning else { return }
      show(newest)
    case .settling(let deadline?, _, _):
      guard now + GraceWindow.tolerance >= deadline else { return }
      settled(at: now)
    default:
      return
    }
  }

  /// Drops the content of requests that ended and are neither on screen nor waiting to be.
  private func discardEnded() {
    requests.removeAll { $0.work == nil && $0.id != onScreen && !pending.contains($0.id) }
  }

  private subscript(id: HUDRequestID) -> Request? { requests.first { $0.id == id } }
}
