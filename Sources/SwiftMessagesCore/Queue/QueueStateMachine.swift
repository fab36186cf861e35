import Foundation

/// The queue engine: a pure, platform-neutral state machine for one presenter.
///
/// Events go in as `mutating` method calls (a show request, a finished animation, a hide
/// request, a timer that fired, a pan, a failed presentation, a host that disappeared); each
/// returns the ``QueueAction``s the driver must perform, in order. The machine never reads a
/// clock: every call that depends on time takes `at now:` in seconds on any monotonic
/// timeline, and waiting is expressed as ``QueueAction/schedule(_:after:)``.
///
/// It implements SwiftMessages' queue semantics with their known bugs fixed:
/// - one message on screen at a time; higher ``MessageRequest/priority`` first, FIFO among
///   equals (a binary heap keyed by priority and sequence: O(log n) enqueue and dequeue);
/// - de-duplication, look-ups and counts by id in O(1) (an index by id), including messages
///   still waiting out an `.indefinite` delay;
/// - auto-hide counts from the end of the show animation; a pan pauses it and the end of the
///   pan resumes with the *remaining* time;
/// - a hide marks the message at once, so `hide()` then `show()` of the same id shows the
///   new message, and two hide triggers produce exactly one `willHide` and one `didHide`;
/// - a failed presentation is surfaced as ``QueueEvent/failed(_:id:failure:)``; a vanished
///   host never wedges the queue; invalid durations are rejected with ``QueueError``.
///
/// ```swift
/// var machine = QueueStateMachine()
/// let result = try machine.enqueue(MessageRequest(id: "saved"), at: 0)
/// // result.actions == [.present(result.token)]
/// ```
public struct QueueStateMachine: Sendable {
  /// A phase plus what the machine remembers about a message while it is current.
  enum Phase: Equatable, Sendable {
    case delayed
    case queued
    case presenting(started: Bool, pendingHide: PendingHide?)
    case shown
    case hidePending(PendingHide)
    case hiding(DismissReason)
  }

  /// A hide that was requested but cannot start yet.
  struct PendingHide: Equatable, Sendable {
    var reason: DismissReason
    var animated: Bool
  }

  struct Entry: Sendable {
    let token: MessageToken
    let request: MessageRequest
    var phase: Phase
    /// When the message entered the queue (FIFO order among equal priorities); 0 until then.
    var sequence: UInt64 = 0

    /// Whether a new request with the same id counts as a duplicate of this entry.
    var isDuplicateTarget: Bool { Self.isDuplicateTarget(phase) }

    static func isDuplicateTarget(_ phase: Phase) -> Bool {
      switch phase {
      case .delayed, .queued, .shown: return true
      case .presenting(_, let pending): return pending == nil
      case .hidePending, .hiding: return false
      }
    }
  }

  /// The result of ``enqueue(_:at:)``.
  public struct EnqueueResult: Sendable {
    /// The token given to the request, whether or not it was accepted.
    public let token: MessageToken
    /// `nil` if the message was accepted, otherwise why it was dropped at once.
    public let dropReason: DropReason?
    /// What the driver must do now.
    public let actions: [QueueAction]

    /// Whether the message was accepted (queued, delayed or presented).
    public var isAccepted: Bool { dropReason == nil }
  }

  // MARK: - Options

  /// The pause after a message hides before the next one is shown, in seconds. 0.5 s by
  /// default. NaN, negative and infinite values are stored as 0 (an infinite pause would
  /// wedge the queue).
  public var pauseBetweenMessages: TimeInterval {
    get { pause }
    set { pause = newValue.isFinite ? max(0, newValue) : 0 }
  }

  /// An optional bound on waiting messages. `nil` (unbounded) by default.
  public var capacity: QueueCapacity?

  /// Whether VoiceOver is running, which lengthens auto-hide intervals (reading times
  /// included) scheduled from now on. `false` by default; the platform layer keeps it current.
  public var isVoiceOverRunning: Bool = false

  // MARK: - State

  private var pause: TimeInterval = 0.5
  var entries: [MessageToken: Entry] = [:]
  /// The next queue-entry sequence number.
  var nextSequence: UInt64 = 1
  /// Per id: its live messages, how many are duplicate targets, and its count. One hash of
  /// the id per look-up serves de-duplication, counting and `hide(id:)`.
  var records: [String: IDRecord] = [:]
  var heap = PriorityHeap()
  var queuedCount = 0
  var delayedCount = 0
  /// The token of the message on screen (presenting, shown or hiding), if any.
  public internal(set) var currentToken: MessageToken?
  /// Whether the current message's host has left its window (see ``hostDisappeared(_:at:)``).
  public internal(set) var isCurrentOrphaned = false
  /// Whether the pause timer runs (no other record of timers is kept: each timer's
  /// liveness follows from the state, see ``scheduledTimers``).
  var isPausing = false
  /// When the current message's auto-hide timer fires; `nil` when none is scheduled.
  var autoHideDeadline: TimeInterval?
  var pausedRemaining: TimeInterval?
  var shownAt: TimeInterval?
  private var lastSequence: UInt64 = 0

  /// Creates an empty machine.
  ///
  /// - Parameters:
  ///   - pauseBetweenMessages: 0.5 s by default (invalid values become 0).
  ///   - capacity: `nil` (unbounded) by default.
  public init(pauseBetweenMessages: TimeInterval = 0.5, capacity: QueueCapacity? = nil) {
    self.capacity = capacity
    self.pauseBetweenMessages = pauseBetweenMessages
  }

  // MARK: - Enqueue

  /// Requests that a message be shown.
  ///
  /// The request is validated, de-duplicated according to its ``DuplicatePolicy``, counted,
  /// checked against ``capacity``, then delayed (`.indefinite` with a delay), queued, or
  /// presented at once when nothing is on screen.
  ///
  /// - Throws: ``QueueError`` if the duration or reading time is invalid; nothing changes in
  ///   that case.
  public mutating func enqueue(_ request: MessageRequest, at now: TimeInterval) throws
    -> EnqueueResult
  {
    try request.validate()
    lastSequence += 1
    let token = MessageToken(rawValue: lastSequence)
    var out: [QueueAction] = []
    let id = request.id
    let policy = request.duplicatePolicy
    var targets = policy == .allow ? [] : duplicateTargets(of: id)
    // An orphaned message (its host left the window) is no duplicate: showing the same
    // message again must show it where the user is now.
    if isCurrentOrphaned, let currentToken { targets.removeAll { $0 == currentToken } }
    if policy == .drop && !targets.isEmpty {
      records[id, default: IDRecord()].count = (records[id]?.count ?? 0) + 1
      out.append(.emit(.dropped(token, id: id, reason: .duplicate)))
      return EnqueueResult(token: token, dropReason: .duplicate, actions: out)
    }

    let delay = request.duration.queueDelay
    if let capacity {
      let waitingTargets = targets.filter { entries[$0]?.phase.isWaiting == true }
      let queuedTargets = waitingTargets.filter { entries[$0]?.phase == .queued }.count
      let mustWait = delay > 0 || currentToken != nil || isPausing || queuedCount > queuedTargets
      if mustWait && waitingCount - waitingTargets.count >= capacity.limit
        && !evictForNewcomer(
          priority: request.priority, sparing: Set(targets), policy: capacity.overflow, into: &out)
      {
        out.append(.emit(.dropped(token, id: id, reason: .overCapacity)))
        return EnqueueResult(token: token, dropReason: .overCapacity, actions: out)
      }
    }

    let carriedCount = targets.isEmpty ? 0 : records[id]?.count ?? 0
    for target in targets { replace(target, at: now, into: &out) }
    insert(Entry(token: token, request: request, phase: delay > 0 ? .delayed : .queued))
    if policy.countsRequests { records[id, default: IDRecord()].count = carriedCount + 1 }
    if delay > 0 {
      out.append(.schedule(.delay(token), after: delay))
    } else {
      enterQueue(token)
      dequeueIfPossible(into: &out)
    }
    return EnqueueResult(token: token, dropReason: nil, actions: out)
  }

  // MARK: - Presentation callbacks

  /// The driver resolved a context and starts the show animation: emits `willShow`.
  /// Calls for any other message or phase are ignored.
  public mutating func presentationStarted(_ token: MessageToken) -> [QueueAction] {
    guard currentToken == token, let entry = entries[token],
      case .presenting(false, let pending) = entry.phase
    else { return [] }
    setPhase(token, to: .presenting(started: true, pendingHide: pending))
    var out: [QueueAction] = [.emit(.willShow(token, id: entry.request.id))]
    if let pending {
      // Hidden while it waited for its host's window: start the hide now if it may.
      setPhase(token, to: .presenting(started: true, pendingHide: nil))
      requestHide(token, reason: pending.reason, animated: pending.animated, at: 0, into: &out)
    }
    return out
  }

  /// The show animation finished: emits `didShow` (and `willShow` if the driver never
  /// reported the start), then starts auto-hide, or performs a hide requested meanwhile.
  public mutating func presentationFinished(_ token: MessageToken, at now: TimeInterval)
    -> [QueueAction]
  {
    guard currentToken == token, let entry = entries[token],
      case .presenting(let started, let pending) = entry.phase
    else { return [] }
    var out: [QueueAction] = []
    let id = entry.request.id
    if !started { out.append(.emit(.willShow(token, id: id))) }
    out.append(.emit(.didShow(token, id: id)))
    setPhase(token, to: .shown)
    shownAt = now
    if let pending {
      requestHide(token, reason: pending.reason, animated: pending.animated, at: now, into: &out)
    } else if let interval = entry.request.autoHideInterval(voiceOverRunning: isVoiceOverRunning) {
      autoHideDeadline = now + interval
      out.append(.schedule(.autoHide(token), after: interval))
    }
    return out
  }

  /// The driver could not present the message: emits `failed`, forgets the message and
  /// moves on to the next one without a pause (nothing was shown).
  public mutating func presentationFailed(
    _ token: MessageToken, failure: PresentationFailure, at now: TimeInterval
  ) -> [QueueAction] {
    guard currentToken == token, let entry = entries[token], case .presenting = entry.phase else {
      return []
    }
    var out: [QueueAction] = [.emit(.failed(token, id: entry.request.id, failure: failure))]
    remove(token)
    clearCurrent()
    dequeueIfPossible(into: &out)
    return out
  }

  /// The hide animation finished: emits `didHide`, then pauses for ``pauseBetweenMessages``
  /// before the next message (or shows it at once when the pause is 0).
  public mutating func dismissalFinished(_ token: MessageToken, at now: TimeInterval)
    -> [QueueAction]
  {
    guard currentToken == token, let entry = entries[token],
      case .hiding(let reason) = entry.phase
    else { return [] }
    var out: [QueueAction] = [.emit(.didHide(token, id: entry.request.id, reason: reason))]
    remove(token)
    clearCurrent()
    if pause > 0 {
      isPausing = true
      out.append(.schedule(.pause, after: pause))
    } else {
      dequeueIfPossible(into: &out)
    }
    return out
  }

  /// The view hierarchy hosting the current message left its window (a tab switch, a push,
  /// a full-screen modal) or was never in one (shown from `viewDidLoad`).
  ///
  /// As SwiftMessages' `isOrphaned` rule: the message stays (a `.forever` banner is still there
  /// when the user comes back) but stops blocking the queue. When another message needs the
  /// screen it is evicted: one still presenting fails with
  /// ``PresentationFailure/hostDisappeared``, a visible one is hidden without animation
  /// (reason ``DismissReason/hostDisappeared``). It is no longer a duplicate target either, so
  /// showing the same message again shows it in the new host. A message already hiding
  /// finishes at once (its animation cannot run off screen).
  public mutating func hostDisappeared(_ token: MessageToken, at now: TimeInterval) -> [QueueAction] {
    guard currentToken == token, let entry = entries[token] else { return [] }
    if case .hiding = entry.phase { return dismissalFinished(token, at: now) }
    isCurrentOrphaned = true
    var out: [QueueAction] = []
    dequeueIfPossible(into: &out)
    return out
  }

  /// The host of the current message is back in a window: the message blocks the queue
  /// again. Ignored for other messages.
  public mutating func hostReappeared(_ token: MessageToken) {
    guard currentToken == token else { return }
    isCurrentOrphaned = false
  }

  /// Hides or fails the orphaned current message so that the next one can show.
  private mutating func evictOrphan(
    _ token: MessageToken, at now: TimeInterval, into out: inout [QueueAction]
  ) {
    guard let entry = entries[token] else { return }
    switch entry.phase {
    case .presenting:
      out.append(contentsOf: presentationFailed(token, failure: .hostDisappeared, at: now))
    case .shown, .hidePending:
      beginHiding(token, reason: .hostDisappeared, animated: false, into: &out)
    case .hiding, .delayed, .queued:
      return
    }
  }

  // MARK: - Internals shared with the extensions

  /// The number of messages waiting (queued or delayed) behind the current one.
  public var waitingCount: Int { queuedCount + delayedCount }

  mutating func clearCurrent() {
    currentToken = nil
    isCurrentOrphaned = false
    autoHideDeadline = nil
    pausedRemaining = nil
    shownAt = nil
  }

  /// Presents the highest-priority queued message if nothing is on screen and no pause runs.
  mutating func dequeueIfPossible(into out: inout [QueueAction]) {
    guard !isPausing else { return }
    if let currentToken {
      // An orphaned message gives way to the next one (SwiftMessages' `isOrphaned`).
      guard isCurrentOrphaned, queuedCount > 0 else { return }
      evictOrphan(currentToken, at: 0, into: &out)
      return
    }
    while let top = heap.popFirst() {
      guard entries[top.token]?.phase == .queued else { continue }
      setPhase(top.token, to: .presenting(started: false, pendingHide: nil))
      currentToken = top.token
      out.append(.present(top.token))
      break
    }
    compactHeapIfNeeded()
  }

  /// Rebuilds the heap when removed entries make up most of it (amortized O(1) per removal).
  mutating func compactHeapIfNeeded() {
    guard heap.count > 64, heap.count > 2 * queuedCount else { return }
    let entries = self.entries
    heap.compact { token in entries[token]?.phase == .queued }
  }

  /// Handles a `.replace` request's older message with the same id.
  private mutating func replace(_ token: MessageToken, at now: TimeInterval, into out: inout [QueueAction]) {
    guard let entry = entries[token] else { return }
    if entry.phase.isWaiting {
      drop(token, reason: .replaced, into: &out)
    } else {
      requestHide(token, reason: .replaced, animated: true, at: now, into: &out)
    }
  }

  /// Makes room for a newcomer of `priority`; returns false when the newcomer must go.
  /// Puts a queued message into the heap with the next sequence number: messages are FIFO
  /// among equal priorities by the time they entered the queue, so a message shown during
  /// another's `.indefinite` delay goes first, as SwiftMessages documents.
  mutating func enterQueue(_ token: MessageToken) {
    guard let entry = entries[token] else { return }
    let sequence = nextSequence
    nextSequence += 1
    entries[token]?.sequence = sequence
    heap.push(.init(priority: entry.request.priority, sequence: sequence, token: token))
  }

  private mutating func evictForNewcomer(
    priority: Int, sparing spared: Set<MessageToken>, policy: QueueCapacity.OverflowPolicy,
    into out: inout [QueueAction]
  ) -> Bool {
    guard policy == .dropLowestPriority else { return false }
    var victim: Entry?
    for entry in entries.values where entry.phase.isWaiting && !spared.contains(entry.token) {
      guard let best = victim else {
        victim = entry
        continue
      }
      let lower = entry.request.priority < best.request.priority
      let newerTie = entry.request.priority == best.request.priority && entry.token > best.token
      if lower || newerTie { victim = entry }
    }
    guard let victim, victim.request.priority < priority else { return false }
    drop(victim.token, reason: .overCapacity, into: &out)
    return true
  }

  /// Removes a waiting (queued or delayed) message and emits `dropped`.
  mutating func drop(_ token: MessageToken, reason: DropReason, into out: inout [QueueAction]) {
    guard let entry = entries[token], entry.phase.isWaiting else { return }
    if entry.phase == .delayed { out.append(.cancel(.delay(token))) }
    remove(token)
    out.append(.emit(.dropped(token, id: entry.request.id, reason: reason)))
  }
}

extension QueueStateMachine.Phase {
  var isWaiting: Bool { self == .delayed || self == .queued }

  var publicPhase: MessagePhase {
    switch self {
    case .delayed: return .delayed
    case .queued: return .queued
    case .presenting: return .presenting
    case .shown: return .shown
    case .hidePending: return .hidePending
    case .hiding: return .hiding
    }
  }
}
