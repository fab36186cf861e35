import Foundation

/// The queue engine: a pure, platform-neutral state machine with SwiftMessages' queue semantics and
/// its known bugs fixed. Each event method appends the ``QueueAction``s to perform, in order, to
/// the caller's `actions` buffer (reuse it to stay allocation-free); time comes in as `at:` seconds
/// on any monotonic timeline, and waiting is a ``QueueAction/schedule(_:after:)``. A hide marks its
/// message at once, so `hide()` then `show()` of the same id shows the new one, and two hide
/// triggers emit one `willHide` and one `didHide`.
package struct QueueStateMachine: Sendable {
  /// A phase plus what the machine remembers about a message while it is current.
  enum Phase: Sendable {
    case delayed
    case queued
    case presenting(started: Bool, pendingHide: PendingHide?)
    case shown
    case hidePending(PendingHide)
    case hiding(DismissReason)
  }

  /// A hide that was requested but cannot start yet.
  struct PendingHide: Sendable {
    var reason: DismissReason
    var animated: Bool
  }

  struct Entry: Sendable {
    let token: MessageToken
    var request: MessageRequest
    var phase: Phase
    /// When the message entered the queue (FIFO order among equal priorities); 0 until then.
    var sequence: UInt64 = 0

    /// Whether a new request with the same id counts as a duplicate of this entry.
    var isDuplicateTarget: Bool { Self.isDuplicateTarget(phase) }

    /// Moves to `newPhase`; returns the phase it leaves and the id (one look-up serves the
    /// caller's bookkeeping).
    mutating func replacePhase(with newPhase: Phase) -> (old: Phase, id: String) {
      defer { phase = newPhase }
      return (phase, request.id)
    }

    static func isDuplicateTarget(_ phase: Phase) -> Bool {
      switch phase {
      case .delayed, .queued, .shown: return true
      case .presenting(_, let pending): return pending == nil
      case .hidePending, .hiding: return false
      }
    }
  }

  // MARK: - Options

  /// The pause after a message hides before the next one is shown, in seconds. 0.5 s by
  /// default. NaN, negative and infinite values are stored as 0 (an infinite pause would
  /// wedge the queue).
  package var pauseBetweenMessages: TimeInterval {
    get { pause }
    set { pause = newValue.isFinite ? max(0, newValue) : 0 }
  }

  /// An optional bound on waiting messages. `nil` (unbounded) by default.
  package internal(set) var capacity: QueueCapacity?

  /// Whether VoiceOver is running, which lengthens `.readingTime` durations scheduled from
  /// now on. `false` by default; the platform layer keeps it current.
  package internal(set) var isVoiceOverRunning: Bool = false

  /// How many messages may be visible at once: 1 (SwiftMessages' one at a time) by default;
  /// more makes a stacked deck. Values below 1 are stored as 1. See ``setMaximumVisible(_:into:)``
  /// to change it while messages wait, and the stacking rules in ``visibleTokens``.
  package var maximumVisible: Int {
    get { maxVisible }
    set { maxVisible = max(1, newValue) }
  }

  // MARK: - State

  private var pause: TimeInterval = 0.5
  private var maxVisible = 1
  /// The waiting (delayed or queued) messages; the visible ones are in ``visible``.
  var waiting = TokenTable<Entry>()
  /// The next queue-entry sequence number.
  var nextSequence: UInt64 = 1
  /// Per id with live messages: those messages, how many are duplicate targets, and its count.
  var ids: [String: IDRecord] = [:]
  /// The queued messages in presentation order (with stale elements, see ``QueueOrder``).
  var queue = QueueOrder()
  var queuedCount = 0
  var delayedCount = 0
  /// The visible messages (presenting, shown or hiding) with their timing state, in the order
  /// they became visible: the last one is the front (the current message). At most
  /// ``maximumVisible`` long, so scanning it is O(1) for a fixed maximum.
  var visible: [VisibleMessage] = []
  /// How many visible messages are orphaned: with none (the usual case) a request skips the
  /// orphan checks.
  var orphanCount = 0
  /// How many visible messages wait for a place since their host came back before they ever
  /// showed.
  var awaitingPlaceCount = 0
  /// How many places the visible messages take: orphans and messages waiting for a place take
  /// none.
  var placesTaken: Int { visible.count - orphanCount - awaitingPlaceCount }
  /// The token of the current message: the front (newest) visible message, presenting, shown
  /// or hiding; with the default ``maximumVisible`` of 1, the only one. `nil` when nothing is
  /// visible.
  var currentToken: MessageToken? { visible.last?.token }
  /// Whether the pause timer runs (no other record of timers is kept: each timer's
  /// liveness follows from the state).
  var isPausing = false
  private var lastSequence: UInt64 = 0

  /// Creates an empty machine; an invalid `pauseBetweenMessages` becomes 0 and a `maximumVisible`
  /// below 1 becomes 1.
  package init(
    pauseBetweenMessages: TimeInterval = 0.5, capacity: QueueCapacity? = nil, maximumVisible: Int = 1
  ) {
    self.capacity = capacity
    self.pauseBetweenMessages = pauseBetweenMessages
    self.maximumVisible = maximumVisible
  }

  // MARK: - Enqueue

  /// Requests a message: validated, de-duplicated by its ``DuplicatePolicy``, counted, checked
  /// against ``capacity``, then delayed, queued, or presented at once when a place is free and no
  /// pause runs. The token is returned even when dropped (with ``QueueEvent/dropped(_:id:reason:)``
  /// in `actions`); throws ``QueueError`` for an invalid duration or reading time, changing
  /// nothing.
  @discardableResult
  package mutating func enqueue(
    _ request: MessageRequest, at now: TimeInterval, into actions: inout [QueueAction]
  ) throws -> MessageToken {
    try request.validate()
    lastSequence += 1
    let token = MessageToken(rawValue: lastSequence)
    let id = request.id
    let policy = request.duplicatePolicy
    // An orphaned message (its host left the window) is no duplicate: showing the same
    // message again must show it where the user is now.
    let orphanedTargets = orphanCount > 0 ? orphanedDuplicateTargets(id: id) : []
    let targetCount = (ids[id]?.duplicateTargets ?? 0) - orphanedTargets.count
    let hasTargets = policy != .allow && targetCount > 0
    if policy == .drop && hasTargets {
      ids[id]?.countRequest()
      actions.append(.emit(.dropped(token, id: id, reason: .duplicate)))
      return token
    }

    let delay = request.duration.window.delay
    var targets = hasTargets ? duplicateTargets(of: id) : []
    if !orphanedTargets.isEmpty { targets.removeAll { orphanedTargets.contains($0) } }
    if let capacity {
      let waitingTargets = targets.filter { waiting[$0] != nil }
      let queuedTargets = waitingTargets.filter { waiting[$0]?.phase.kind == .queued }.count
      // A visible message it replaces keeps its place until it has hidden.
      let replacesVisible = targets.count > waitingTargets.count
      let mustWait =
        delay > 0 || placesTaken >= maxVisible || isPausing || queuedCount > queuedTargets
        || awaitingPlaceCount > 0
        || replacesVisible || heldBackByExclusive(request)
      if mustWait && waitingCount - waitingTargets.count >= capacity.limit
        && !evictForNewcomer(
          priority: request.priority, sparing: targets, policy: capacity.overflow,
          into: &actions)
      {
        actions.append(.emit(.dropped(token, id: id, reason: .overCapacity)))
        return token
      }
    }

    let carriedCount = targets.isEmpty ? 0 : ids[id]?.count ?? 0
    for target in targets { replace(target, at: now, into: &actions) }
    insert(
      token, request: request, phase: delay > 0 ? .delayed : .queued,
      count: policy.countsRequests ? carriedCount + 1 : nil)
    if delay > 0 {
      actions.append(.schedule(.delay(token), after: delay))
      // Replacing or evicting an exclusive message may free the places it held back.
      if maxVisible > 1 { dequeueIfPossible(into: &actions) }
    } else {
      dequeueIfPossible(into: &actions)
    }
    return token
  }

  // MARK: - Presentation callbacks

  /// The driver resolved a context and starts the show animation: emits `willShow`.
  /// Calls for any other message or phase are ignored.
  package mutating func presentationStarted(
    _ token: MessageToken, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token),
      case .presenting(false, let pending) = phase(ofVisible: index)
    else { return }
    setPhase(ofVisible: index, to: .presenting(started: true, pendingHide: pending))
    actions.append(.emit(.willShow(token, id: visible[index].id)))
  }

  /// The show animation finished: emits `didShow` (and a missed `willShow`), then performs a hide
  /// requested meanwhile or starts auto-hide, held with its full interval while a show-time drag or
  /// ``setAutoHidePaused(_:for:at:into:)`` holds it.
  package mutating func presentationFinished(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token),
      case .presenting(let started, let pending) = phase(ofVisible: index)
    else { return }
    let id = visible[index].id
    if !started { actions.append(.emit(.willShow(token, id: id))) }
    actions.append(.emit(.didShow(token, id: id)))
    setPhase(ofVisible: index, to: .shown)
    visible[index].shownAt = now
    if let pending {
      requestHide(token, reason: pending.reason, animated: pending.animated, at: now, into: &actions)
    } else if let interval = autoHideInterval(of: visible[index].entry.request) {
      if visible[index].isAutoHideHeld {
        // Held (the user drags it, or it is behind a deck's front): the full interval starts
        // counting when the hold ends.
        visible[index].pausedRemaining = interval
      } else {
        visible[index].autoHideDeadline = now + interval
        actions.append(.schedule(.autoHide(token), after: interval))
      }
    }
  }

  /// The driver could not present the message: emits `failed`, forgets the message and
  /// moves on to the next one without a pause (nothing was shown).
  mutating func presentationFailed(
    _ token: MessageToken, failure: PresentationFailure, at now: TimeInterval,
    into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), case .presenting = phase(ofVisible: index) else {
      return
    }
    actions.append(.emit(.failed(token, id: visible[index].id, failure: failure)))
    removeVisible(at: index)
    dequeueIfPossible(into: &actions)
  }

  /// The hide animation finished: emits `didHide`, then waits ``pauseBetweenMessages`` (only once
  /// the last visible message has gone; see ``visibleTokens``) before presenting the next.
  package mutating func dismissalFinished(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), case .hiding(let reason) = phase(ofVisible: index)
    else { return }
    actions.append(.emit(.didHide(token, id: visible[index].id, reason: reason)))
    removeVisible(at: index)
    if pause > 0 && placesTaken == 0 {
      // A zero pause left by a message that was never seen gives way to the full one.
      if isPausing { actions.append(.cancel(.pause)) }
      isPausing = true
      actions.append(.schedule(.pause, after: pause))
    } else {
      dequeueIfPossible(into: &actions)
    }
  }

  /// A visible message's host left its window (or never had one: `viewDidLoad`). As SwiftMessages'
  /// `isOrphaned` rule it stays but frees its place; unlike it, nothing ends it: it ends on its own
  /// terms (without animation while away), stops being a duplicate target, and a hiding one
  /// finishes at once.
  mutating func hostDisappeared(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token) else { return }
    if case .hiding = phase(ofVisible: index) {
      dismissalFinished(token, at: now, into: &actions)
      return
    }
    setAwaitsPlace(false, at: index)
    setOrphaned(true, at: index)
    dequeueIfPossible(into: &actions)
  }

  /// An orphaned message's host is back in a window: a message already seen takes its place back at
  /// once, even above ``maximumVisible``; one whose show never started waits for a free place ahead
  /// of the queue and is presented again (``QueueAction/present(_:)``).
  mutating func hostReappeared(_ token: MessageToken, into actions: inout [QueueAction]) {
    guard let index = visibleIndex(of: token), visible[index].isOrphaned else { return }
    setOrphaned(false, at: index)
    guard case .presenting(false, _) = phase(ofVisible: index) else { return }
    setAwaitsPlace(true, at: index)
    dequeueIfPossible(into: &actions)
  }

  // MARK: - Internals shared with the extensions

  /// The auto-hide interval of a message; `nil` for `.forever` and `.indefinite`.
  func autoHideInterval(of request: MessageRequest) -> TimeInterval? {
    request.duration.autoHideInterval(
      text: request.text, voiceOverRunning: isVoiceOverRunning, readingTime: request.readingTime)
  }

  /// The number of messages waiting (queued or delayed) behind the visible ones.
  var waitingCount: Int { queuedCount + delayedCount }

  /// Presents the next messages while a place is free (fewer than ``maximumVisible`` places
  /// taken) and no pause runs: first a message whose host came back before it ever showed
  /// (see ``hostReappeared(_:into:)``), then the highest-priority queued ones.
  mutating func dequeueIfPossible(into actions: inout [QueueAction]) {
    guard !isPausing else { return }
    while placesTaken < maxVisible {
      // Stacking: an exclusive message shows alone (``MessageRequest/isExclusive``).
      if maxVisible > 1, placesTaken > 0, exclusiveBlocksNext() { break }
      if grantPlaceToReturnedMessage(into: &actions) { continue }
      guard let token = firstQueued(), var entry = waiting.removeValue(forKey: token) else {
        break
      }
      queue.removeFirst()
      let (old, id) = entry.replacePhase(with: .presenting(started: false, pendingHide: nil))
      account(from: old, to: entry.phase, id: id)
      visible.append(VisibleMessage(entry: entry))
      actions.append(.present(token))
    }
    compactQueueIfNeeded()
  }

  /// Whether `request` would wait for exclusivity alone: with stacking, it is exclusive or an
  /// exclusive message is visible, and others are visible.
  @inline(__always)
  func heldBackByExclusive(_ request: MessageRequest) -> Bool {
    guard maxVisible > 1, placesTaken > 0 else { return false }
    if request.isExclusive { return true }
    return visible.contains { $0.holdsPlace && $0.entry.request.isExclusive }
  }

  /// Whether, with messages visible, the next one must wait: a visible message is exclusive,
  /// or the next waiting one is (it shows only once nothing else is visible). Drops stale
  /// queue elements ahead of the next live one. O(``maximumVisible``) plus the stale ones.
  mutating func exclusiveBlocksNext() -> Bool {
    if visible.contains(where: { $0.holdsPlace && $0.entry.request.isExclusive }) { return true }
    if awaitingPlaceCount > 0 {
      return visible.first(where: \.awaitsPlace)?.entry.request.isExclusive == true
    }
    return firstQueued().map { waiting[$0]?.request.isExclusive == true } ?? false
  }

  /// The queued message that goes first, left in the queue; drops stale elements (messages
  /// no longer queued) ahead of it.
  mutating func firstQueued() -> MessageToken? {
    while let token = queue.first {
      if waiting[token]?.phase.kind == .queued { return token }
      queue.removeFirst()
    }
    return nil
  }

  /// Drops stale queue elements when removed messages make up most of the queue (amortized
  /// O(1) per removal).
  mutating func compactQueueIfNeeded() {
    guard queue.count > 64, queue.count > 2 * queuedCount else { return }
    let waiting = self.waiting
    queue.filter { waiting[$0]?.phase.kind == .queued }
  }

  /// Handles a `.replace` request's older message with the same id.
  private mutating func replace(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    if waiting[token] != nil {
      drop(token, reason: .replaced, into: &actions)
    } else {
      requestHide(token, reason: .replaced, animated: true, at: now, into: &actions)
    }
  }

  /// Puts a queued message into the queue with the next sequence number: messages are FIFO
  /// among equal priorities by the time they entered the queue, so a message shown during
  /// another's `.indefinite` delay goes first, as SwiftMessages documents.
  mutating func enterQueue(_ entry: inout Entry) {
    entry.sequence = nextSequence
    nextSequence += 1
    queue.push(.init(priority: entry.request.priority, sequence: entry.sequence, token: entry.token))
  }

  /// Makes room for a newcomer of `priority`; returns false when the newcomer must go.
  private mutating func evictForNewcomer(
    priority: Int, sparing spared: [MessageToken], policy: QueueCapacity.OverflowPolicy,
    into actions: inout [QueueAction]
  ) -> Bool {
    guard policy == .dropLowestPriority else { return false }
    var victim: Entry?
    for entry in waiting.values where !spared.contains(entry.token) {
      guard let best = victim else {
        victim = entry
        continue
      }
      let lower = entry.request.priority < best.request.priority
      let newerTie = entry.request.priority == best.request.priority && entry.token > best.token
      if lower || newerTie { victim = entry }
    }
    guard let victim, victim.request.priority < priority else { return false }
    drop(victim.token, reason: .overCapacity, into: &actions)
    return true
  }

  /// Removes a waiting (queued or delayed) message and emits `dropped`.
  mutating func drop(
    _ token: MessageToken, reason: DropReason, into actions: inout [QueueAction]
  ) {
    guard let entry = waiting.removeValue(forKey: token) else { return }
    if entry.phase.kind == .delayed { actions.append(.cancel(.delay(token))) }
    forget(entry)
    actions.append(.emit(.dropped(token, id: entry.request.id, reason: reason)))
  }
}

extension QueueStateMachine.Phase {
  /// The phase without what the machine remembers with it.
  var kind: MessagePhase {
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
