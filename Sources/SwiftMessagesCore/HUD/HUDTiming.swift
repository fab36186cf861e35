import Foundation

/// The timing of a loading HUD: a pure state machine. Events go in as `mutating` calls (work
/// started, work finished or was cancelled, a timer fired, the HUD finished hiding); each
/// appends the ``HUDAction``s the driver must perform, in order. It never reads a clock:
/// every call takes `at now:` on any monotonic timeline.
///
/// The rules:
/// - **Grace.** Work that ends within ``HUDTimingPolicy/graceTime`` of the HUD becoming
///   available to it is never shown, outcome included: the caller still gets the value or
///   the error.
/// - **Minimum display.** Once shown, the HUD stays at least
///   ``HUDTimingPolicy/minimumDisplayTime``.
/// - **Outcome.** Work that finishes with a ``HUDOutcome`` while shown morphs at once, then
///   hides after ``HUDTimingPolicy/outcomeHold`` plus the caller's extra time (and not before
///   the minimum display time).
/// - **Cancellation** hides at once, without a morph and without waiting for the minimum: the
///   user asked for it, and a HUD that lingers makes the cancel look ignored.
/// - **One HUD, newest work in place.** There is one HUD per presenter. Work started while
///   it is up takes over its content in place (``HUDAction/display(_:)``; no second HUD, no
///   hide and show); while several pieces of work run, the HUD shows the newest, and when
///   that one ends the HUD goes back to the newest still running. Only the last piece of
///   work to end morphs or hides the HUD; the others end silently (their value or error
///   still reaches their caller). Work started during an outcome hold waits for the hold to
///   end, so "Done" stays readable, then takes over in place (if it ended meanwhile, after
///   running longer than the grace time, with an outcome, that outcome is shown then); work started while the HUD is
///   hiding gets a fresh HUD after ``disappeared(at:into:)``, with grace counted from when it
///   started. Every start is ended exactly once: a second finish or cancel of the same
///   request, or one for an unknown request, does nothing and returns `false`.
/// - **Late appearance.** The minimum display time counts from ``appeared(at:into:)`` (a HUD
///   may wait behind another message in the queue).
/// - **Removed by someone else** (an interactive dim tapped, `hideAll()`): the work it showed
///   runs on without a HUD; see ``disappeared(at:into:)``.
///
/// ```swift
/// var timing = HUDTiming()
/// var actions: [HUDAction] = []
/// let id = timing.start(at: 0, into: &actions)      // [.schedule(.grace, after: 0.15)]
/// timing.timerFired(.grace, at: 0.15, into: &actions) // [.show(id)]
/// timing.finish(id, outcome: .success, at: 2, into: &actions)
/// // [.morph(id, .success), .schedule(.settle, after: 1)]
/// ```
public struct HUDTiming: Sendable {
  private enum Phase: Equatable, Sendable {
    /// No HUD and no work.
    case idle
    /// Work is running; the HUD shows at `deadline` unless all work ends first.
    case grace(deadline: TimeInterval)
    /// The HUD is up, showing running work.
    case working(shownAt: TimeInterval)
    /// The HUD is up and all the work it showed has ended; it hides (or hands over to newer
    /// work) at `deadline`. `morphed` when it shows an outcome, held for `hold` seconds.
    case settling(shownAt: TimeInterval, deadline: TimeInterval, morphed: Bool, hold: TimeInterval)
    /// The HUD is animating out.
    case hiding
  }

  /// The timing numbers; a change applies from the next event on.
  public var policy: HUDTimingPolicy
  private var phase: Phase = .idle
  /// Running work, oldest first, with when each started.
  private var running = RunningRequests()
  /// Work whose HUD was removed by someone else: it ends without effect.
  private var silenced: Set<HUDRequestID> = []
  /// The request whose content the HUD shows, while one is on screen.
  private var displayed: HUDRequestID?
  /// Work started during an outcome hold that ended with an outcome of its own before the
  /// hold was over: its morph follows the hold.
  private var pendingOutcome: (id: HUDRequestID, outcome: HUDOutcome, hold: TimeInterval)?
  private var lastID: UInt64 = 0
  /// A hair of tolerance for timers reported at their deadline on a floating-point clock.
  private static let tolerance: TimeInterval = 1e-9

  /// Creates an idle machine with `policy` (the defaults of ``HUDTimingPolicy`` unless given).
  public init(policy: HUDTimingPolicy = HUDTimingPolicy()) {
    self.policy = policy
  }

  /// Whether a HUD is on screen (shown and not yet hidden; `true` while it animates out).
  var isHUDOnScreen: Bool {
    switch phase {
    case .idle, .grace: return false
    case .working, .settling, .hiding: return true
    }
  }

  /// The requests still running, oldest first.
  public var runningRequests: [HUDRequestID] { running.ids }

  /// Whether request `id` is running (started, not yet ended or silenced).
  public func isRunning(_ id: HUDRequestID) -> Bool { running.startTime(of: id) != nil }

  /// The request whose outcome waits for the current hold to end, if any.
  public var pendingOutcomeRequest: HUDRequestID? { pendingOutcome?.id }

  // MARK: - Events

  /// Work starts: returns its request id and appends what to do.
  ///
  /// - Parameter immediate: skip the grace time: the HUD shows at once (for an outcome
  ///   shown on its own, like "Saved"). `false` by default.
  @discardableResult
  public mutating func start(at now: TimeInterval, immediate: Bool = false, into actions: inout [HUDAction])
    -> HUDRequestID
  {
    lastID += 1
    let id = HUDRequestID(rawValue: lastID)
    running.append(id, startedAt: now)
    switch phase {
    case .idle:
      if immediate {
        show(id, at: now, into: &actions)
      } else {
        beginGrace(at: now, startedAt: now, into: &actions)
      }
    case .grace where immediate:
      actions.append(.cancel(.grace))
      show(id, at: now, into: &actions)
    case .grace, .hiding:
      break  // The grace timer shows the newest work; a hiding HUD is replaced after it is gone.
    case .working:
      displayed = id
      actions.append(.display(id))
    case .settling(let shownAt, _, let morphed, _):
      if !morphed {
        // Still within the minimum display time of plain finished work: take over now.
        actions.append(.cancel(.settle))
        phase = .working(shownAt: shownAt)
        displayed = id
        actions.append(.display(id))
      }
    // A morph holds until its deadline; the settle timer then hands the HUD over.
    }
    return id
  }

  /// Work `id` finished: with an `outcome` the HUD morphs into it (when this is the last
  /// running work and the HUD is up), without one it just hides.
  ///
  /// - Parameters:
  ///   - extraHold: seconds added to ``HUDTimingPolicy/outcomeHold`` for this outcome, for
  ///     example the time VoiceOver needs to speak it. 0 by default; negative or NaN counts as 0.
  /// - Returns: `false` if `id` was not running (already ended, or unknown); nothing happens.
  @discardableResult
  public mutating func finish(
    _ id: HUDRequestID, outcome: HUDOutcome?, extraHold: TimeInterval = 0, at now: TimeInterval,
    into actions: inout [HUDAction]
  ) -> Bool {
    let startedAt = running.startTime(of: id)
    guard remove(id) else { return false }
    if running.isEmpty {
      switch phase {
      case .grace:
        actions.append(.cancel(.grace))
        phase = .idle
      case .working(let shownAt):
        let minimumEnd = shownAt + HUDTimingPolicy.sanitized(policy.minimumDisplayTime)
        if let outcome {
          actions.append(.morph(id, outcome))
          let hold = HUDTimingPolicy.sanitized(policy.outcomeHold) + HUDTimingPolicy.sanitized(extraHold)
          settle(
            shownAt: shownAt, deadline: max(minimumEnd, now + hold), morphed: true, hold: hold, at: now,
            into: &actions)
        } else {
          settle(shownAt: shownAt, deadline: minimumEnd, morphed: false, hold: 0, at: now, into: &actions)
        }
      case .settling(_, _, true, _):
        // Started during an outcome hold and never displayed: an outcome of work that ran
        // past the grace time is shown once the hold is over; faster work ends silently.
        if let outcome, let started = startedAt,
          now - started + Self.tolerance >= HUDTimingPolicy.sanitized(policy.graceTime)
        {
          let hold = HUDTimingPolicy.sanitized(policy.outcomeHold) + HUDTimingPolicy.sanitized(extraHold)
          pendingOutcome = (id, outcome, hold)
        }
      case .idle, .settling, .hiding:
        break  // Never displayed (started during a hide): ends silently.
      }
    } else {
      handOver(from: id, into: &actions)
    }
    return true
  }

  /// Work `id` was cancelled: if it was the last running work and the HUD is up, it hides at
  /// once, without a morph.
  ///
  /// - Returns: `false` if `id` was not running (already ended, or unknown); nothing happens.
  @discardableResult
  public mutating func cancel(_ id: HUDRequestID, at now: TimeInterval, into actions: inout [HUDAction])
    -> Bool
  {
    guard remove(id) else { return false }
    if running.isEmpty {
      switch phase {
      case .grace:
        actions.append(.cancel(.grace))
        phase = .idle
      case .working:
        beginHiding(into: &actions)
      case .idle, .settling, .hiding:
        break
      }
    } else {
      handOver(from: id, into: &actions)
    }
    return true
  }

  /// A timer fired. Stale, early or cancelled timers do nothing.
  public mutating func timerFired(_ timer: HUDTimer, at now: TimeInterval, into actions: inout [HUDAction]) {
    switch (timer, phase) {
    case (.grace, .grace(let deadline)):
      guard now + Self.tolerance >= deadline, let newest = running.newest() else { return }
      show(newest.id, at: now, into: &actions)
    case (.settle, .settling(let shownAt, let deadline, _, _)):
      guard now + Self.tolerance >= deadline else { return }
      if let pending = pendingOutcome {
        pendingOutcome = nil
        displayed = pending.id
        actions.append(.morph(pending.id, pending.outcome))
        settle(
          shownAt: shownAt, deadline: now + pending.hold, morphed: true, hold: pending.hold, at: now,
          into: &actions)
      } else if let newest = running.newest() {
        phase = .working(shownAt: shownAt)
        displayed = newest.id
        actions.append(.display(newest.id))
      } else {
        beginHiding(into: &actions)
      }
    default:
      return
    }
  }

  /// The HUD is on screen: the show animation ended (it may have waited behind another
  /// message in the queue). The minimum display time, and an outcome hold reached before now,
  /// count from this moment, so a HUD that appears late never just flashes.
  public mutating func appeared(at now: TimeInterval, into actions: inout [HUDAction]) {
    switch phase {
    case .working:
      phase = .working(shownAt: now)
    case .settling(_, let deadline, let morphed, let hold):
      let minimum = HUDTimingPolicy.sanitized(policy.minimumDisplayTime)
      let floor = now + max(minimum, morphed ? hold : minimum)
      guard floor > deadline + Self.tolerance else {
        phase = .settling(shownAt: now, deadline: deadline, morphed: morphed, hold: hold)
        return
      }
      actions.append(.cancel(.settle))
      settle(shownAt: now, deadline: floor, morphed: morphed, hold: hold, at: now, into: &actions)
    case .idle, .grace, .hiding:
      break
    }
  }

  /// The HUD left the screen: after a ``HUDAction/hide`` it finished animating out, otherwise
  /// something else removed it (the user tapped an interactive dim, the app called
  /// `hideAll()`, the queue dropped it).
  ///
  /// After a requested hide, work that started meanwhile gets a fresh HUD, after what is left
  /// of its grace time (counted from when the oldest of it started). After a removal, the work
  /// it showed keeps running without a HUD: its updates and its end do nothing on screen (the
  /// user dismissed it), and only work started afterwards shows a HUD again.
  public mutating func disappeared(at now: TimeInterval, into actions: inout [HUDAction]) {
    switch phase {
    case .hiding:
      phase = .idle
      guard let oldest = running.oldest() else { return }
      beginGrace(at: now, startedAt: oldest.startedAt, into: &actions)
    case .working, .settling:
      if case .settling = phase { actions.append(.cancel(.settle)) }
      pendingOutcome = nil
      phase = .idle
      displayed = nil
      silenced.formUnion(running.ids)
      running.removeAll()
    case .idle, .grace:
      break
    }
  }

  /// Everything is dismissed at once (the app hides all its messages): the running work is
  /// silenced as after a removal by the user (see ``disappeared(at:into:)``), a HUD in its
  /// grace time never shows, and a HUD on screen hides.
  public mutating func dismissAll(at now: TimeInterval, into actions: inout [HUDAction]) {
    silenced.formUnion(running.ids)
    running.removeAll()
    pendingOutcome = nil
    switch phase {
    case .grace:
      actions.append(.cancel(.grace))
      phase = .idle
    case .working:
      beginHiding(into: &actions)
    case .settling:
      actions.append(.cancel(.settle))
      beginHiding(into: &actions)
    case .idle, .hiding:
      break
    }
  }

  // MARK: - Steps

  private mutating func remove(_ id: HUDRequestID) -> Bool {
    if silenced.remove(id) != nil { return false }
    return running.remove(id)
  }

  /// Another piece of work is still running: if the HUD showed the one that ended, it shows
  /// the newest remaining one.
  private mutating func handOver(from id: HUDRequestID, into actions: inout [HUDAction]) {
    guard case .working = phase, displayed == id, let newest = running.newest() else { return }
    displayed = newest.id
    actions.append(.display(newest.id))
  }

  private mutating func beginGrace(
    at now: TimeInterval, startedAt: TimeInterval, into actions: inout [HUDAction]
  ) {
    guard let newest = running.newest() else { return }
    let deadline = startedAt + HUDTimingPolicy.sanitized(policy.graceTime)
    guard deadline > now + Self.tolerance else {
      show(newest.id, at: now, into: &actions)
      return
    }
    phase = .grace(deadline: deadline)
    actions.append(.schedule(.grace, after: deadline - now))
  }

  private mutating func show(_ id: HUDRequestID, at now: TimeInterval, into actions: inout [HUDAction]) {
    phase = .working(shownAt: now)
    displayed = id
    actions.append(.show(id))
  }

  private mutating func settle(
    shownAt: TimeInterval, deadline: TimeInterval, morphed: Bool, hold: TimeInterval, at now: TimeInterval,
    into actions: inout [HUDAction]
  ) {
    guard deadline > now + Self.tolerance else {
      beginHiding(into: &actions)
      return
    }
    phase = .settling(shownAt: shownAt, deadline: deadline, morphed: morphed, hold: hold)
    actions.append(.schedule(.settle, after: deadline - now))
  }

  private mutating func beginHiding(into actions: inout [HUDAction]) {
    phase = .hiding
    displayed = nil
    actions.append(.hide)
  }
}

/// The running requests in start order, with O(1) membership, removal, newest and oldest
/// (amortized): a HUD may be shared by many pieces of work at once.
struct RunningRequests: Sendable {
  private var startTimes: [HUDRequestID: TimeInterval] = [:]
  /// Start order; ended requests are skipped lazily.
  private var order: [HUDRequestID] = []
  /// The first index of `order` that may still run.
  private var head = 0

  var isEmpty: Bool { startTimes.isEmpty }

  /// The running requests, oldest first.
  var ids: [HUDRequestID] { order[head...].filter { startTimes[$0] != nil } }

  func startTime(of id: HUDRequestID) -> TimeInterval? { startTimes[id] }

  mutating func append(_ id: HUDRequestID, startedAt: TimeInterval) {
    startTimes[id] = startedAt
    order.append(id)
  }

  /// Removes `id`; `false` if it was not running.
  mutating func remove(_ id: HUDRequestID) -> Bool {
    guard startTimes.removeValue(forKey: id) != nil else { return false }
    guard !startTimes.isEmpty else {
      order.removeAll(keepingCapacity: true)
      head = 0
      return true
    }
    // Skip ended requests at the front, and drop them once they are half the storage.
    while head < order.count, startTimes[order[head]] == nil { head += 1 }
    if head >= 32, head * 2 >= order.count {
      order.removeFirst(head)
      head = 0
    }
    return true
  }

  mutating func removeAll() {
    startTimes.removeAll()
    order.removeAll()
    head = 0
  }

  /// The newest running request and when it started.
  mutating func newest() -> (id: HUDRequestID, startedAt: TimeInterval)? {
    while let last = order.last, order.count > head {
      if let started = startTimes[last] { return (last, started) }
      order.removeLast()
    }
    return nil
  }

  /// The oldest running request and when it started.
  mutating func oldest() -> (id: HUDRequestID, startedAt: TimeInterval)? {
    while head < order.count {
      if let started = startTimes[order[head]] { return (order[head], started) }
      head += 1
    }
    order.removeAll()
    head = 0
    return nil
  }
}
