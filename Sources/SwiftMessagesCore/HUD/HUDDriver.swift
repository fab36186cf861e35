import Foundation

/// Turns HUD requests into what its ``HUDScreen`` shows; not thread-safe. Rules: work ending
/// within the grace time never shows; from ``appeared()`` the HUD stays the minimum display time;
/// an outcome morphs and holds, unless its HUD never appeared; cancel hides at once; one HUD shows
/// the newest running work; outcomes arriving during a hold or hide wait, first come first shown.
package final class HUDDriver {
  /// Does what the driver asks, in order; `nil` (the default) for none (then neither VoiceOver
  /// nor Reduce Motion counts).
  package weak var screen: (any HUDScreen)?

  /// One request: running work (in `running`), or an ended or flashed outcome kept while it is
  /// on screen or waits for a hold. Ending drops its handler and attachments.
  private final class Request {
    let id: HUDRequestID
    /// What the request shows; its `progress` only moves forward.
    var content: HUDContent
    /// How long its outcome holds once shown (``holdTime(extra:)``).
    var hold: TimeInterval = 0
    /// When its work began and who began it (unused for a flash, which never runs).
    let startedAt: TimeInterval
    let origin: HUDRequestOrigin
    /// Called once if the user removes the HUD while the request runs: the handle's
    /// ``HUDDriver/onUserDismiss(_:_:)`` handler, or the task's canceller.
    var onUserDismiss: (() -> Void)?
    var attachments: [AnyObject] = []

    init(id: HUDRequestID, content: HUDContent, startedAt: TimeInterval, origin: HUDRequestOrigin) {
      self.id = id
      self.content = content
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
  /// The running work, oldest first (a few at most, so a plain array).
  private var running: ContiguousArray<Request> = []
  /// Outcomes waiting for the current hold or hide to end, first come first shown.
  private var pending: ContiguousArray<Request> = []
  private var phase: Phase = .idle
  /// When the HUD on screen began to appear; `nil` before (it may wait in a queue).
  private var appearedAt: TimeInterval?
  /// The request whose content is on screen (also while it shows its outcome). Only work
  /// in the `working` phase is on screen while it runs, so an outcome takes no more updates.
  private var onScreen: Request?
  private var lastID: UInt64 = 0
  /// Whether the HUD in the queue was asked to hide (``HUDScreen/hide()``): its removal is
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
  var content: HUDContent? { onScreen?.content }

  /// How many requests' contents are kept (running, on screen or waiting for a hold).
  var keptContentCount: Int {
    let ended = onScreen.map { shown in running.contains { $0 === shown } ? 0 : 1 } ?? 0
    return running.count + pending.count + ended
  }

  /// Whether the request is still running (not ended, its HUD not removed by someone else).
  package func isRunning(_ id: HUDRequestID) -> Bool { request(id) != nil }

  /// The running request `id`; `nil` once it ended.
  private func request(_ id: HUDRequestID) -> Request? { running.first { $0.id == id } }

  // MARK: - Requests

  /// Work starts with `title` and the indeterminate indicator. The HUD appears after the grace
  /// time if the work is still running, or takes over the HUD on screen in place.
  @discardableResult
  package func begin(title: String? = nil, origin: HUDRequestOrigin = .handle) -> HUDRequestID {
    let now = scheduler.now
    let request = Request(id: nextID(), content: HUDContent(title: title), startedAt: now, origin: origin)
    running.append(request)
    switch phase {
    case .idle:
      beginGrace(at: now, startedAt: now)
    case .grace, .hiding:
      break  // The grace timer shows the newest work; a hiding HUD is replaced after it is gone.
    case .working:
      display(request)
    case .settling(let deadline, let morphed, _):
      // Within the minimum display time of plain finished work: take over now. A morph holds
      // until its deadline; the settle timer then hands the HUD over.
      guard !morphed else { break }
      if deadline != nil { cancelTimer() }
      phase = .working
      display(request)
    }
    return request.id
  }

  /// Shows an outcome with no work behind it at once (no grace time), morphing the HUD on screen or
  /// a new one; during another outcome's hold or a hide it waits its turn.
  package func flash(_ outcome: HUDOutcome, title: String? = nil) {
    let now = scheduler.now
    let request = Request(
      id: nextID(), content: HUDContent(title: title, outcome: outcome), startedAt: now, origin: .modifier)
    request.hold = holdTime(for: request.content, fromRing: content?.progress != nil)
    switch phase {
    case .idle, .grace:
      if case .grace = phase { cancelTimer() }
      show(request)
      morph(request, at: now)
    case .working:
      morph(request, at: now)
    case .settling(let deadline, false, _):
      if deadline != nil { cancelTimer() }
      morph(request, at: now)
    case .settling(_, true, _), .hiding:
      pending.append(request)
    }
  }

  /// `hideHUD()`: ends the running work begun with a handle, without an outcome.
  package func endHandleWork() {
    for request in running where request.origin.isHandle { end(request.id, .dismissed) }
  }

  /// The handle of `id` was released: its running work ends without an outcome (else a
  /// non-interactive dim would stay). Returns the request's number when it did (DEBUG builds
  /// log it), else `nil`.
  package func handleReleased(_ id: HUDRequestID) -> UInt64? {
    guard let request = request(id), request.origin.isHandle else { return nil }
    end(request, .dismissed)
    return id.rawValue
  }

  /// Calls `cancel` once if the user removes the HUD while `id` runs (origin
  /// ``HUDRequestOrigin/task(cancelsOnUserDismiss:)``); not if the host went or it never showed.
  package func onCancelRequest(_ id: HUDRequestID, _ cancel: @escaping () -> Void) {
    guard let request = request(id), case .task(cancelsOnUserDismiss: true) = request.origin else { return }
    request.onUserDismiss = cancel
  }

  /// Dismisses everything at once, as `hideAll()` does: running work is silenced (its handlers
  /// run), work in its grace time never shows, and the HUD on screen hides.
  package func dismissAll() {
    let silenced = silenceRunning()
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
    finishLeaving(silenced, notifying: true)
  }

  package func userDismissHandler(for id: HUDRequestID) -> (() -> Void)? { request(id)?.onUserDismiss }

  /// Calls `handler` once if the user removes the HUD while request `id` runs; its updates and end
  /// then do nothing. Replaces an earlier handler of the request; dropped when it ends.
  package func onUserDismiss(_ id: HUDRequestID, _ handler: (() -> Void)?) {
    request(id)?.onUserDismiss = handler
  }

  /// Keeps `object` (for example a `Progress` observation) alive until request `id` ends, is
  /// silenced or is cancelled; released at once if `id` does not run.
  package func attach(_ object: AnyObject, to id: HUDRequestID) {
    request(id)?.attachments.append(object)
  }

  /// Changes the request's title (`nil` for none); ignored once the request ended.
  package func update(_ id: HUDRequestID, title: String?) {
    guard let request = request(id), request.content.title != title else { return }
    request.content.title = title
    refresh(request)
  }

  /// Reports progress, 0…1 (clamped, NaN as 0; `nil` keeps the arc indicator); the ring only moves
  /// forward, so out-of-order reports or a retry never run it backwards. Ignored once ended.
  package func update(_ id: HUDRequestID, progress fraction: Double?) {
    guard let request = request(id), let fraction else { return }
    let old = request.content.progress ?? -1
    let value = max(old, fraction.clampedToUnit())
    guard value != old else { return }
    request.content.progress = value
    refresh(request)
  }

  /// Ends the request as ``HUDEnding`` says; returns `false` and does nothing if it already ended,
  /// is unknown or its HUD was removed by someone else.
  @discardableResult
  package func end(_ id: HUDRequestID, _ ending: HUDEnding) -> Bool {
    guard let request = request(id) else { return false }
    end(request, ending)
    return true
  }

  private func end(_ request: Request, _ ending: HUDEnding) {
    let now = scheduler.now
    let fromRing = request.content.progress != nil
    var outcome: HUDOutcome?
    var cancelled = false
    switch ending {
    case .outcome(let ended, let title):
      outcome = ended
      request.content = HUDContent(title: title, outcome: ended)
    case .dismissed:
      break
    case .cancelled:
      cancelled = true
    }
    let wasShown = onScreen === request
    if let index = running.firstIndex(where: { $0 === request }) { running.remove(at: index) }
    request.onUserDismiss = nil
    request.attachments = []
    if !cancelled {
      request.hold = holdTime(for: request.content, fromRing: fromRing)
    }
    ended(request, outcome: outcome != nil, cancelled: cancelled, at: now)
    // Dismissed work that was the HUD's last: VoiceOver hears that the loading ended.
    if !cancelled, outcome == nil, wasShown, running.isEmpty {
      announce(SwiftMessagesString.loaded.localized)
    }
  }

  private func ended(_ request: Request, outcome: Bool, cancelled: Bool, at now: TimeInterval) {
    switch phase {
    case .settling(_, true, _), .hiding:
      // Started during an outcome hold or a hide and never displayed: an outcome of work
      // that ran past the grace time is shown after it; faster work ends silently.
      if !cancelled, outcome, policy.window.showDelay(requestedAt: request.startedAt, now: now) == 0 {
        pending.append(request)
      }
      return
    case .idle, .grace, .working, .settling:
      break
    }
    if let newest = running.last {
      // Other work still runs: if the HUD showed this one, it shows the newest remaining one.
      guard case .working = phase, onScreen === request else { return }
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
      } else if outcome, appearedAt != nil {
        morph(request, at: now)
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

  /// How long `content`'s outcome stays: the policy's hold, plus its morph's animation (the hold
  /// counts from the end of the draw) and, while VoiceOver runs, what is left of the time
  /// ``ReadingTime/standard`` gives its announcement (2 s at least) once the hold is over.
  private func holdTime(for content: HUDContent, fromRing: Bool) -> TimeInterval {
    let (voiceOver, reduceMotion) = accessibility
    let hold = policy.outcomeHold.nonNegativeFinite
    var extra = HUDLook.morphDuration(fromRing: fromRing, reduceMotion: reduceMotion)
    if voiceOver {
      extra += max(
        0, ReadingTime.standard.duration(for: content.accessibilityLabel, voiceOverRunning: false) - hold)
    }
    return hold + extra.nonNegativeFinite
  }

  /// Ends `withHUD`'s request `id`: a value with `success`; any end of a cancelled task, a
  /// `CancellationError` or `URLError.cancelled` (what `URLSession` throws for a cancelled task)
  /// as ``HUDEnding/cancelled``; any other error with the cross, titled by `failure` (`nil`:
  /// ``HUDEnding/defaultFailureTitle(for:)``).
  package func endTask(
    _ id: HUDRequestID, error: (any Error)?, taskIsCancelled: Bool, success: String?,
    failure: ((any Error) -> String?)?
  ) {
    guard let request = request(id) else { return }
    let ending: HUDEnding
    if taskIsCancelled || error is CancellationError || (error as? URLError)?.code == .cancelled {
      ending = .cancelled
    } else if let error {
      let title = if let failure { failure(error) } else { HUDEnding.defaultFailureTitle(for: error) }
      ending = .failure(title: title)
    } else {
      ending = .success(title: success)
    }
    end(request, ending)
  }

  /// `withHUD`'s task stopped watching request `id` (its operation ended, or the task was
  /// cancelled): when `taskIsCancelled`, the request ends as ``HUDEnding/cancelled`` at once, so the
  /// HUD goes even if the work is slow to notice.
  package func endIfCancelled(_ id: HUDRequestID, taskIsCancelled: Bool) {
    if taskIsCancelled { end(id, .cancelled) }
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
      removalBegan(notifying: Self.notifies(reason))
    case .didHide(_, _, let reason):
      leaveScreen(notifying: Self.notifies(reason))
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

  /// Whether a removal for `reason` tells the work: not when its host left the screen.
  private static func notifies(_ reason: DismissReason) -> Bool {
    guard case .hostDisappeared = reason else { return true }
    return false
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
    var silenced: ContiguousArray<Request> = []
    switch phase {
    case .working, .settling:
      silenced = silenceHUD()
      phase = .hiding
    case .idle, .grace, .hiding:
      break
    }
    finishLeaving(silenced, notifying: notifying)
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
    var silenced: ContiguousArray<Request> = []
    switch phase {
    case .hiding:
      phase = .idle
      appearedAt = nil
      if !pending.isEmpty {
        let next = pending.removeFirst()
        show(next)
        morph(next, at: now)
      } else if let oldest = running.first {
        beginGrace(at: now, startedAt: oldest.startedAt)
      }
    case .working, .settling:
      silenced = silenceHUD()
      phase = .idle
    case .idle, .grace:
      break
    }
    finishLeaving(silenced, notifying: notifying)
  }

  /// After the HUD was taken from its work (a removal, a dismissal, its leaving the screen):
  /// drops the silenced requests' handlers and attachments, calling the handlers when `notifying`.
  private func finishLeaving(_ silenced: ContiguousArray<Request>, notifying: Bool) {
    for request in silenced {
      let handler = request.onUserDismiss
      request.onUserDismiss = nil
      request.attachments = []
      if notifying { handler?() }
    }
  }

  /// The HUD goes unasked: returns the silenced running work (see ``finishLeaving(_:notifying:)``).
  private func silenceHUD() -> ContiguousArray<Request> {
    if case .settling(let deadline?, _, _) = phase, deadline.isFinite { cancelTimer() }
    pending.removeAll()
    appearedAt = nil
    return silenceRunning()
  }

  /// Running work runs on without a HUD, ending without effect; returns it for
  /// ``finishLeaving(_:notifying:)``.
  private func silenceRunning() -> ContiguousArray<Request> {
    let silenced = running
    running.removeAll()
    return silenced
  }

  private var accessibility: (voiceOver: Bool, reduceMotion: Bool) { screen?.accessibility ?? (false, false) }

  private func announce(_ text: String) {
    guard isUp, accessibility.voiceOver else { return }
    screen?.announce(text)
  }

  // MARK: - Performing

  private func nextID() -> HUDRequestID {
    lastID += 1
    return HUDRequestID(rawValue: lastID)
  }

  private func refresh(_ request: Request) {
    guard onScreen === request else { return }
    screen?.display(request.content, motion: HUDMotion.progress(reduceMotion: accessibility.reduceMotion))
  }

  /// Schedules the grace timer of the newest running work, counted from `startedAt`, or
  /// shows the HUD at once if that time is over.
  private func beginGrace(at now: TimeInterval, startedAt: TimeInterval) {
    guard let newest = running.last else { return }
    let delay = policy.window.showDelay(requestedAt: startedAt, now: now)
    guard delay > 0 else {
      show(newest)
      return
    }
    phase = .grace(deadline: now + delay)
    schedule(after: delay)
  }

  /// Installs and animates in the HUD, showing `request`'s content.
  private func show(_ request: Request) {
    phase = .working
    appearedAt = nil
    onScreen = request
    hideRequested = false
    isUp = false
    screen?.show(request.content)
  }

  /// The HUD on screen shows `request`'s content in place: progress of the same work sweeps; a
  /// take-over replaces the old content at once.
  private func display(_ request: Request) {
    let motion = onScreen === request ? HUDMotion.progress(reduceMotion: accessibility.reduceMotion) : nil
    onScreen = request
    screen?.display(request.content, motion: motion)
  }

  /// Morphs the HUD into `request`'s outcome and holds it: its hold from now and at least the
  /// minimum display time, counted once the HUD has appeared.
  private func morph(_ request: Request, at now: TimeInterval) {
    onScreen = request
    screen?.display(request.content, motion: HUDMotion.morph(reduceMotion: accessibility.reduceMotion))
    announce(request.content.accessibilityLabel)
    let hold = request.hold
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
    } else if let newest = running.last {
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
    screen?.hide()
  }

  private func schedule(after delay: TimeInterval) {
    timer?.cancel()
    timer = scheduler.schedule(after: delay) { [weak self] in self?.fire() }
  }

  private func cancelTimer() {
    timer?.cancel()
    timer = nil
  }

  /// The timer fired; early or stale (the phase moved on), it does nothing.
  private func fire() {
    timer = nil
    let now = scheduler.now
    switch phase {
    case .grace(let deadline):
      guard now + GraceWindow.tolerance >= deadline, let newest = running.last else { return }
      show(newest)
    case .settling(let deadline?, _, _):
      guard now + GraceWindow.tolerance >= deadline else { return }
      settled(at: now)
    default:
      return
    }
  }
}

extension HUDRequestOrigin {
  fileprivate var isHandle: Bool {
    guard case .handle = self else { return false }
    return true
  }
}
