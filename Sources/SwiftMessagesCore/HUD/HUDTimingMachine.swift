import Foundation

/// The timing of a loading HUD: a pure state machine. Each ``Event`` (work started, work
/// finished or was cancelled, a timer fired, the HUD finished hiding) goes in through
/// ``handle(_:)``, which returns the ``HUDAction``s the driver must perform, in order. It never
/// reads a clock: every event carries its time on any monotonic timeline, and the caller
/// allocates request ids (each new).
///
/// The rules:
/// - **Grace.** Work that ends within ``HUDTimingPolicy/graceTime`` of the HUD becoming
///   available to it is never shown, outcome included: the caller still gets the value or
///   the error.
/// - **Minimum display.** Once it begins to appear (``Event/appeared(at:)``, the start of the
///   show animation: work that ends during the scale-in must not reverse it at once), the HUD
///   stays at least ``HUDTimingPolicy/minimumDisplayTime``.
/// - **Never seen.** Work that ends before its HUD began to appear (a HUD waiting behind
///   other messages in a shared queue, ``HUDLane/messageQueue``) hides it at once, outcome
///   included: nobody saw it, and a "Done" for work that ended seconds ago would read as
///   news. Its caller still gets the value or the error. A flash is different: it is news.
/// - **Outcome.** Work that finishes with a ``HUDOutcome`` while shown morphs at once, then
///   hides after ``HUDTimingPolicy/outcomeHold`` plus the caller's extra time (the morph's
///   own animation, VoiceOver's speech), and not before the minimum display time.
/// - **Cancellation** hides at once, without a morph and without waiting for the minimum: the
///   user asked for it, and a HUD that lingers makes the cancel look ignored.
/// - **One HUD, newest work in place.** There is one HUD per presenter. Work started while
///   it is up takes over its content in place (``HUDAction/display(_:)``; no second HUD, no
///   hide and show); while several pieces of work run, the HUD shows the newest, and when
///   that one ends the HUD goes back to the newest still running. Only the last piece of
///   work to end morphs or hides the HUD; the others end silently (their value or error
///   still reaches their caller). Every start is ended exactly once: a second finish or
///   cancel of the same request, or one for a request not ``isRunning(_:)``, does nothing.
/// - **Waiting outcomes.** Work started during an outcome hold or a hide is not displayed
///   until it is over, so "Done" stays readable. If it ends meanwhile with an outcome, after
///   running longer than the grace time, its outcome follows the hold (or the hide, on a
///   fresh HUD), first come first shown; if it still runs, it takes the HUD over after the
///   hold, or gets a fresh HUD after the hide with its grace counted from its start.
/// - **Flash.** ``Event/flash(_:_:extraHold:at:)`` shows an outcome with no work behind it at
///   once: it morphs the HUD (or a new one) now, or waits its turn during a hold or a hide.
/// - **Removed by someone else** (an interactive dim tapped, `hide()`, `hideAll()`): the work
///   it showed runs on without a HUD and its waiting outcomes are dropped; see
///   ``Event/removalBegan(at:)``, ``Event/disappeared(at:)`` and ``Event/dismissAll(at:)``.
///
/// ```swift
/// var timing = HUDTimingMachine()
/// let id = HUDRequestID(rawValue: 1)
/// timing.handle(.start(id, at: 0))            // [.schedule(.grace, after: 0.15)]
/// timing.handle(.timerFired(.grace, at: 0.15)) // [.show(id)]
/// timing.handle(.finish(id, .success, at: 2)) // [.morph(id, .success), .schedule(.settle, after: 1)]
/// ```
struct HUDTimingMachine: Sendable {
  /// Something that happened, with when.
  package enum Event: Sendable {
    /// Work `id` (a new id) starts.
    case start(HUDRequestID, at: TimeInterval)
    /// An outcome to show on its own, as request `id` (a new id) with no work behind it (for
    /// example "Copied"). It shows at once, without grace time: on a HUD that shows running
    /// work or has finished with plain work, it morphs now and the work takes the HUD back
    /// after the hold; during another outcome's hold or while the HUD hides, it waits its
    /// turn; otherwise a HUD appears with it. `extraHold` as in ``finish(_:_:extraHold:at:)``.
    case flash(HUDRequestID, HUDOutcome, extraHold: TimeInterval = 0, at: TimeInterval)
    /// Work finished: with an outcome the HUD morphs into it (when this is the last running
    /// work and the HUD is up), without one (`nil`) it just hides. `extraHold` is added to
    /// ``HUDTimingPolicy/outcomeHold`` for this outcome, for example the time VoiceOver needs
    /// to speak it (negative or NaN counts as 0). Ignored unless the work ``isRunning(_:)``.
    case finish(HUDRequestID, HUDOutcome?, extraHold: TimeInterval = 0, at: TimeInterval)
    /// Work was cancelled: if it was the last running work and the HUD is up, it hides at
    /// once, without a morph. Ignored unless the work ``isRunning(_:)``.
    case cancel(HUDRequestID, at: TimeInterval)
    /// A timer fired. Stale, early or cancelled timers do nothing.
    case timerFired(HUDTimer, at: TimeInterval)
    /// The HUD begins to appear: its show animation starts (it may have waited behind another
    /// message in a shared queue). The minimum display time, and an outcome hold reached
    /// before now, count from this moment, so a HUD that appears late never just flashes.
    case appeared(at: TimeInterval)
    /// The HUD left the screen: after a ``HUDAction/hide`` it finished animating out (or a
    /// removal announced with ``removalBegan(at:)`` ended), otherwise something else removed
    /// it at once (the queue dropped it, its presentation failed).
    ///
    /// After a hide, outcomes that waited for it are shown on a fresh HUD, and work that
    /// started meanwhile gets a fresh HUD after what is left of its grace time (counted from
    /// when the oldest of it started). After a removal, the work it showed keeps running
    /// without a HUD: its updates and its end do nothing on screen, and only work started
    /// afterwards shows a HUD again.
    case disappeared(at: TimeInterval)
    /// Someone else started removing the HUD (the user tapped an interactive dim, the app hid
    /// it): the work it showed runs on without a HUD, as after ``disappeared(at:)``, and work
    /// started before it is gone gets a fresh HUD afterwards.
    case removalBegan(at: TimeInterval)
    /// Everything is dismissed at once (the app hides all its messages): the running work is
    /// silenced as after a removal by the user, waiting outcomes are dropped, a HUD in its
    /// grace time never shows, and a HUD on screen hides.
    case dismissAll(at: TimeInterval)
  }

  private enum Phase: Sendable {
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

  /// An outcome waiting for the HUD: ended work or a flash, shown after the current hold (or
  /// after the HUD that is hiding).
  private struct PendingOutcome: Sendable {
    let id: HUDRequestID
    let outcome: HUDOutcome
    let hold: TimeInterval
  }

  /// The timing numbers; a change applies from the next event on.
  var policy: HUDTimingPolicy
  private var phase: Phase = .idle
  /// When the HUD on screen finished appearing; `nil` before (it may wait in a queue).
  private var appearedAt: TimeInterval?
  /// Running work, oldest first, with when each started (a HUD is shared by a few pieces of
  /// work at most, so a plain array).
  private var running: [(id: HUDRequestID, startedAt: TimeInterval)] = []
  /// Work whose HUD was removed by someone else: it ends without effect.
  private var silenced: [HUDRequestID] = []
  /// The request whose content the HUD shows, while one is on screen.
  private var displayed: HUDRequestID?
  /// Outcomes waiting for the current hold or hide to end, first come first shown.
  private var pending: [PendingOutcome] = []

  /// Creates an idle machine with `policy` (the defaults of ``HUDTimingPolicy`` unless given).
  package init(policy: HUDTimingPolicy = HUDTimingPolicy()) {
    self.policy = policy
  }

  /// The requests still running, oldest first.
  var runningRequests: [HUDRequestID] { running.map(\.id) }

  /// Whether any request runs.
  var hasRunningRequests: Bool { !running.isEmpty }

  /// Whether request `id` is running (started, not yet ended or silenced).
  func isRunning(_ id: HUDRequestID) -> Bool { startTime(of: id) != nil }

  private func startTime(of id: HUDRequestID) -> TimeInterval? {
    running.first { $0.id == id }?.startedAt
  }

  /// The requests whose outcomes wait for the current hold or hide to end, in order.
  var pendingOutcomeRequests: [HUDRequestID] { pending.map(\.id) }

  // MARK: - Events

  /// Applies `event` and returns what the driver must do, in order.
  package mutating func handle(_ event: Event) -> [HUDAction] {
    var actions: [HUDAction] = []
    switch event {
    case .start(let id, let now): start(id, at: now, into: &actions)
    case .flash(let id, let outcome, let extra, let now):
      flash(id, outcome, extraHold: extra, at: now, into: &actions)
    case .finish(let id, let outcome, let extra, let now):
      finish(id, outcome: outcome, extraHold: extra, at: now, into: &actions)
    case .cancel(let id, _): cancel(id, into: &actions)
    case .timerFired(let timer, let now): timerFired(timer, at: now, into: &actions)
    case .appeared(let now): appeared(at: now, into: &actions)
    case .disappeared(let now): disappeared(at: now, into: &actions)
    case .removalBegan: removalBegan(into: &actions)
    case .dismissAll: dismissAll(into: &actions)
    }
    return actions
  }

  private mutating func start(_ id: HUDRequestID, at now: TimeInterval, into actions: inout [HUDAction]) {
    running.append((id, now))
    switch phase {
    case .idle:
      beginGrace(at: now, startedAt: now, into: &actions)
    case .grace, .hiding:
      break  // The grace timer shows the newest work; a hiding HUD is replaced after it is gone.
    case .working:
      displayed = id
      actions.append(.display(id))
    case .settling(let deadline, let morphed, _):
      if !morphed {
        // Still within the minimum display time of plain finished work: take over now.
        if deadline != nil { actions.append(.cancel(.settle)) }
        phase = .working
        displayed = id
        actions.append(.display(id))
      }
    // A morph holds until its deadline; the settle timer then hands the HUD over.
    }
  }

  private mutating func flash(
    _ id: HUDRequestID, _ outcome: HUDOutcome, extraHold: TimeInterval, at now: TimeInterval,
    into actions: inout [HUDAction]
  ) {
    let hold = holdTime(extra: extraHold)
    switch phase {
    case .idle, .grace:
      if case .grace = phase { actions.append(.cancel(.grace)) }
      show(id, into: &actions)
      morph(id, outcome, hold: hold, at: now, into: &actions)
    case .working:
      morph(id, outcome, hold: hold, at: now, into: &actions)
    case .settling(let deadline, false, _):
      if deadline != nil { actions.append(.cancel(.settle)) }
      morph(id, outcome, hold: hold, at: now, into: &actions)
    case .settling(_, true, _), .hiding:
      pending.append(PendingOutcome(id: id, outcome: outcome, hold: hold))
    }
  }

  private mutating func finish(
    _ id: HUDRequestID, outcome: HUDOutcome?, extraHold: TimeInterval, at now: TimeInterval,
    into actions: inout [HUDAction]
  ) {
    let startedAt = startTime(of: id)
    guard remove(id) else { return }
    switch phase {
    case .settling(_, true, _), .hiding:
      // Started during an outcome hold or a hide and never displayed: an outcome of work
      // that ran past the grace time is shown after it; faster work ends silently.
      if let outcome, let startedAt, policy.window.showDelay(requestedAt: startedAt, now: now) == 0 {
        pending.append(PendingOutcome(id: id, outcome: outcome, hold: holdTime(extra: extraHold)))
      }
      return
    case .idle, .grace, .working, .settling:
      break
    }
    guard running.isEmpty else {
      handOver(from: id, into: &actions)
      return
    }
    switch phase {
    case .grace:
      actions.append(.cancel(.grace))
      phase = .idle
    case .working:
      // An outcome of work whose HUD never began to appear (it waited in a shared queue) is
      // dropped with the HUD: a "Done" for work that ended seconds ago reads as news.
      if let outcome, appearedAt != nil {
        morph(id, outcome, hold: holdTime(extra: extraHold), at: now, into: &actions)
      } else {
        settlePlain(at: now, into: &actions)
      }
    case .idle, .settling, .hiding:
      break
    }
  }

  private mutating func cancel(_ id: HUDRequestID, into actions: inout [HUDAction]) {
    guard remove(id) else { return }
    guard running.isEmpty else {
      handOver(from: id, into: &actions)
      return
    }
    switch phase {
    case .grace:
      actions.append(.cancel(.grace))
      phase = .idle
    case .working:
      beginHiding(into: &actions)
    case .idle, .settling, .hiding:
      break
    }
  }

  private mutating func timerFired(_ timer: HUDTimer, at now: TimeInterval, into actions: inout [HUDAction]) {
    switch (timer, phase) {
    case (.grace, .grace(let deadline)):
      guard now + GraceWindow.tolerance >= deadline, let newest = running.last else { return }
      show(newest.id, into: &actions)
    case (.settle, .settling(let deadline?, _, _)):
      guard now + GraceWindow.tolerance >= deadline else { return }
      if !pending.isEmpty {
        let next = pending.removeFirst()
        morph(next.id, next.outcome, hold: next.hold, at: now, into: &actions)
      } else if let newest = running.last {
        phase = .working
        displayed = newest.id
        actions.append(.display(newest.id))
      } else {
        beginHiding(into: &actions)
      }
    default:
      return
    }
  }

  private mutating func appeared(at now: TimeInterval, into actions: inout [HUDAction]) {
    switch phase {
    case .working:
      appearedAt = now
    case .settling(let deadline, let morphed, let hold):
      appearedAt = now
      let minimum = policy.window.minimum
      let floor = now + max(minimum, morphed ? hold : minimum)
      if let deadline, floor <= deadline + GraceWindow.tolerance { return }
      if deadline != nil { actions.append(.cancel(.settle)) }
      settle(deadline: floor, morphed: morphed, hold: hold, at: now, into: &actions)
    case .idle, .grace, .hiding:
      break
    }
  }

  private mutating func disappeared(at now: TimeInterval, into actions: inout [HUDAction]) {
    switch phase {
    case .hiding:
      phase = .idle
      appearedAt = nil
      if !pending.isEmpty {
        let next = pending.removeFirst()
        show(next.id, into: &actions)
        morph(next.id, next.outcome, hold: next.hold, at: now, into: &actions)
      } else if let oldest = running.first {
        beginGrace(at: now, startedAt: oldest.startedAt, into: &actions)
      }
    case .working, .settling:
      silenceHUD(into: &actions)
      phase = .idle
    case .idle, .grace:
      break
    }
  }

  private mutating func removalBegan(into actions: inout [HUDAction]) {
    switch phase {
    case .working, .settling:
      silenceHUD(into: &actions)
      phase = .hiding
    case .idle, .grace, .hiding:
      break
    }
  }

  private mutating func dismissAll(into actions: inout [HUDAction]) {
    silenced += running.map(\.id)
    running.removeAll()
    pending.removeAll()
    switch phase {
    case .grace:
      actions.append(.cancel(.grace))
      phase = .idle
    case .working:
      beginHiding(into: &actions)
    case .settling(let deadline, _, _):
      if deadline != nil { actions.append(.cancel(.settle)) }
      beginHiding(into: &actions)
    case .idle, .hiding:
      break
    }
  }

  // MARK: - Steps

  private func holdTime(extra: TimeInterval) -> TimeInterval {
    policy.outcomeHold.nonNegativeFinite + extra.nonNegativeFinite
  }

  private mutating func remove(_ id: HUDRequestID) -> Bool {
    if let index = silenced.firstIndex(of: id) {
      silenced.remove(at: index)
      return false
    }
    guard let index = running.firstIndex(where: { $0.id == id }) else { return false }
    running.remove(at: index)
    return true
  }

  /// The HUD is going without having been asked to: its running work and waiting outcomes
  /// are dropped from it.
  private mutating func silenceHUD(into actions: inout [HUDAction]) {
    if case .settling(let deadline?, _, _) = phase, deadline.isFinite { actions.append(.cancel(.settle)) }
    silenced += running.map(\.id)
    running.removeAll()
    pending.removeAll()
    displayed = nil
    appearedAt = nil
  }

  /// Another piece of work is still running: if the HUD showed the one that ended, it shows
  /// the newest remaining one.
  private mutating func handOver(from id: HUDRequestID, into actions: inout [HUDAction]) {
    guard case .working = phase, displayed == id, let newest = running.last else { return }
    displayed = newest.id
    actions.append(.display(newest.id))
  }

  private mutating func beginGrace(
    at now: TimeInterval, startedAt: TimeInterval, into actions: inout [HUDAction]
  ) {
    guard let newest = running.last else { return }
    let delay = policy.window.showDelay(requestedAt: startedAt, now: now)
    guard delay > 0 else {
      show(newest.id, into: &actions)
      return
    }
    phase = .grace(deadline: now + delay)
    actions.append(.schedule(.grace, after: delay))
  }

  private mutating func show(_ id: HUDRequestID, into actions: inout [HUDAction]) {
    phase = .working
    appearedAt = nil
    displayed = id
    actions.append(.show(id))
  }

  /// Morphs the HUD into `id`'s outcome and holds it: `hold` seconds from now and at least
  /// the minimum display time, counted once the HUD has appeared.
  private mutating func morph(
    _ id: HUDRequestID, _ outcome: HUDOutcome, hold: TimeInterval, at now: TimeInterval,
    into actions: inout [HUDAction]
  ) {
    displayed = id
    actions.append(.morph(id, outcome))
    guard let appearedAt else {
      phase = .settling(deadline: nil, morphed: true, hold: hold)
      return
    }
    let minimumLeft = policy.window.hideDelay(shownAt: appearedAt, now: now)
    settle(deadline: now + max(minimumLeft, hold), morphed: true, hold: hold, at: now, into: &actions)
  }

  /// The last work ended without an outcome: the HUD stays until its minimum display time is
  /// over, or goes at once if it never appeared (nobody saw it).
  private mutating func settlePlain(at now: TimeInterval, into actions: inout [HUDAction]) {
    guard let appearedAt else {
      beginHiding(into: &actions)
      return
    }
    let minimumLeft = policy.window.hideDelay(shownAt: appearedAt, now: now)
    settle(deadline: now + minimumLeft, morphed: false, hold: 0, at: now, into: &actions)
  }

  private mutating func settle(
    deadline: TimeInterval, morphed: Bool, hold: TimeInterval, at now: TimeInterval,
    into actions: inout [HUDAction]
  ) {
    guard deadline > now + GraceWindow.tolerance else {
      phase = .settling(deadline: now, morphed: morphed, hold: hold)
      timerFired(.settle, at: now, into: &actions)
      return
    }
    phase = .settling(deadline: deadline, morphed: morphed, hold: hold)
    actions.append(.schedule(.settle, after: deadline - now))
  }

  private mutating func beginHiding(into actions: inout [HUDAction]) {
    phase = .hiding
    displayed = nil
    appearedAt = nil
    actions.append(.hide)
  }
}
