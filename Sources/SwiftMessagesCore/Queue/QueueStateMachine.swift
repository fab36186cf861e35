import Foundation

/// The queue engine: a pure, platform-neutral state machine with SwiftMessages' queue semantics and
/// its known bugs fixed. Each event method appends the ``QueueAction``s to perform, in order, to
/// the caller's `actions` buffer (reuse it to stay allocation-free); time comes in as `at:` seconds
/// on any monotonic timeline, and waiting is a ``QueueAction/schedule(_:after:)``. A hide marks its
/// message at once, so `hide()` then `show()` of the same id shows the new one, and two hide
/// triggers emit one `willHide` and one `didHide`.
package struct QueueStateMachine: Sendable {
  /// A hide that was asked for: pending while the message is presenting or `hidePending`, under
  /// way while it is hiding.
  struct HideRequest: Sendable {
    var reason: DismissReason
    var animated: Bool
  }

  /// A live message, waiting or visible: its request, phase and the hide asked for. Kept small
  /// (the auto-hide state of a visible one is in ``autoHides``): the waiting table holds one per
  /// message.
  struct Entry: Sendable {
    let token: MessageToken
    /// When the message entered the queue (FIFO order among equal priorities); 0 until then.
    var sequence: UInt64 = 0
    var request: MessageRequest
    var phase: MessagePhase
    /// The hide asked for (see ``HideRequest``); `nil` while none is.
    var hide: HideRequest?
    /// Whether its show started (`willShow` emitted) while it is presenting.
    var started = false
    /// Whether its host has left its window (see ``hostDisappeared(_:at:into:)``): it holds no
    /// place.
    var isOrphaned = false
    /// Whether it never started its show, its host is back in a window, and it waits for a
    /// place (see ``hostReappeared(_:into:)``): it holds no place.
    var awaitsPlace = false

    init(token: MessageToken, request: MessageRequest, phase: MessagePhase) {
      self.token = token
      self.request = request
      self.phase = phase
    }

    var id: String { request.id }
    /// Whether a new request with the same id counts as a duplicate of it: no hide was asked
    /// for, and its host (if visible) has not left its window.
    var isDuplicateTarget: Bool { hide == nil && !isOrphaned }
    /// Whether it takes one of the ``maximumVisible`` places.
    var holdsPlace: Bool { !isOrphaned && !awaitsPlace }
    /// Whether it waits in the queue for its turn.
    var isQueued: Bool { phase == .queued }
  }

  /// A visible message's auto-hide: the holds on it and its timer.
  struct AutoHide: Sendable {
    /// Whether the user drags it (from a pan that began while it animated in or was shown).
    var isPanning = false
    /// Whether the driver paused its auto-hide (``setAutoHidePaused(_:for:at:into:)``).
    var isPausedByDriver = false
    /// When its auto-hide timer fires; `nil` when none is scheduled.
    var autoHideDeadline: TimeInterval?
    /// The auto-hide time kept while a hold freezes it.
    var pausedRemaining: TimeInterval?
    /// When its show animation finished.
    var shownAt: TimeInterval?

    /// Whether something holds its auto-hide (a drag or the driver).
    var isAutoHideHeld: Bool { isPanning || isPausedByDriver }
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
  /// more makes a stacked deck. Values below 1 are stored as 1.
  package var maximumVisible: Int {
    get { maxVisible }
    set { maxVisible = max(1, newValue) }
  }

  // MARK: - State

  private var pause: TimeInterval = 0.5
  private var maxVisible = 1
  /// The waiting (delayed or queued) messages; the visible ones are in ``visible``.
  var waiting = TokenTable()
  /// The next queue-entry sequence number.
  var nextSequence: UInt64 = 1
  /// Per id with live messages: those messages and its count.
  var ids: [String: IDRecord] = [:]
  /// The queued messages in presentation order (with stale elements, see ``QueueOrder``).
  var queue = QueueOrder()
  var queuedCount = 0
  /// The visible messages (presenting, shown, `hidePending` or hiding) in the order they became
  /// visible: the last one is the front (the current message). At most ``maximumVisible`` long
  /// besides orphans, so scanning it is O(1) for a fixed maximum.
  var visible: [Entry] = []
  /// The auto-hide of each visible message, at the same index as in ``visible``.
  var autoHides: [AutoHide] = []
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
  /// or hiding.
  var currentToken: MessageToken? { visible.last?.token }
  /// Whether the pause timer runs (no other record of timers is kept: each timer's
  /// liveness follows from the state).
  var isPausing = false
  private var lastSequence: UInt64 = 0

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
    // The id's record, looked up once (again only after something else was removed).
    var slot = ids.index(forKey: id)
    // An orphaned message (its host left the window) is no duplicate: showing the same
    // message again must show it where the user is now.
    if policy == .drop, let slot,
      ids.values[slot].contains(where: { read($0) { $0.isDuplicateTarget } == true })
    {
      ids.values[slot].countRequest()
      actions.append(.emit(.dropped(token, id: id, reason: .duplicate)))
      return token
    }
    // Only `.replace` has targets left: `.drop` found none, `.allow` looks for none.
    let targets =
      policy == .replace
      ? slot.map { ids.values[$0].filter { read($0) { $0.isDuplicateTarget } == true } } ?? [] : []

    let delay = request.duration.window.delay
    if let capacity {
      let waitingTargets = targets.filter { waiting.contains($0) }
      let queuedTargets = waitingTargets.filter { read($0) { $0.isQueued } == true }.count
      // A visible message it replaces keeps its place until it has hidden.
      let mustWait =
        delay > 0 || placesTaken >= maxVisible || isPausing || queuedCount > queuedTargets
        || awaitingPlaceCount > 0 || targets.count > waitingTargets.count
        || heldBackByExclusive(request)
      if mustWait && waiting.count - waitingTargets.count >= capacity.limit
        && !evictForNewcomer(
          priority: request.priority, sparing: targets, policy: capacity.overflow,
          into: &actions)
      {
        actions.append(.emit(.dropped(token, id: id, reason: .overCapacity)))
        return token
      }
      slot = ids.index(forKey: id)
    }

    let carriedCount = targets.isEmpty ? 0 : slot.flatMap { ids.values[$0].count } ?? 0
    for target in targets { replace(target, at: now, into: &actions) }
    var entry = Entry(token: token, request: request, phase: delay > 0 ? .delayed : .queued)
    if delay == 0 { entry.sequence = enterQueue(token, priority: request.priority) }
    waiting.insert(entry)
    let count = policy.countsRequests ? carriedCount + 1 : nil
    if targets.isEmpty, let slot {
      ids.values[slot].add(token, count: count)
    } else {
      ids[id, default: IDRecord()].add(token, count: count)
    }
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

  /// The driver resolved a context and starts the show animation: emits `willShow` once.
  package mutating func presentationStarted(
    _ token: MessageToken, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), visible[index].phase == .presenting,
      !visible[index].started
    else { return }
    visible[index].started = true
    actions.append(.emit(.willShow(token, id: visible[index].id)))
  }

  /// The show animation finished: emits `didShow` (and a missed `willShow`), then performs a hide
  /// requested meanwhile or starts auto-hide, held with its full interval while a show-time drag or
  /// ``setAutoHidePaused(_:for:at:into:)`` holds it.
  package mutating func presentationFinished(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), visible[index].phase == .presenting else { return }
    let id = visible[index].id
    if !visible[index].started { actions.append(.emit(.willShow(token, id: id))) }
    actions.append(.emit(.didShow(token, id: id)))
    let pending = visible[index].hide
    visible[index].phase = .shown
    visible[index].hide = nil
    autoHides[index].shownAt = now
    if let pending {
      requestHide(token, reason: pending.reason, animated: pending.animated, at: now, into: &actions)
    } else if let interval = autoHideInterval(of: visible[index].request) {
      if autoHides[index].isAutoHideHeld {
        autoHides[index].pausedRemaining = interval
      } else {
        autoHides[index].autoHideDeadline = now + interval
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
    guard let index = visibleIndex(of: token), visible[index].phase == .presenting else { return }
    actions.append(.emit(.failed(token, id: visible[index].id, failure: failure)))
    removeVisible(at: index)
    dequeueIfPossible(into: &actions)
  }

  /// The hide animation finished: emits `didHide`, then waits ``pauseBetweenMessages`` (only once
  /// the last visible message has gone; see ``visibleTokens``) before presenting the next.
  package mutating func dismissalFinished(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), visible[index].phase == .hiding,
      let reason = visible[index].hide?.reason
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
    if visible[index].phase == .hiding {
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
    guard visible[index].phase == .presenting, !visible[index].started else { return }
    setAwaitsPlace(true, at: index)
    dequeueIfPossible(into: &actions)
  }

  // MARK: - Internals shared with the extensions

  /// The auto-hide interval of a message; `nil` for `.forever` and `.indefinite`.
  func autoHideInterval(of request: MessageRequest) -> TimeInterval? {
    request.duration.autoHideInterval(
      text: request.text, voiceOverRunning: isVoiceOverRunning, readingTime: request.readingTime)
  }

  var waitingCount: Int { waiting.count }

  /// Presents the next messages while a place is free (fewer than ``maximumVisible`` places
  /// taken) and no pause runs: first a message whose host came back before it ever showed
  /// (see ``hostReappeared(_:into:)``), then the highest-priority queued ones.
  mutating func dequeueIfPossible(into actions: inout [QueueAction]) {
    guard !isPausing else { return }
    while placesTaken < maxVisible {
      // Stacking: an exclusive message shows alone (``MessageRequest/isExclusive``).
      if maxVisible > 1, placesTaken > 0, exclusiveBlocksNext() { break }
      if grantPlaceToReturnedMessage(into: &actions) { continue }
      guard let index = firstQueued() else { break }
      queue.removeFirst()
      queuedCount -= 1
      var entry = waiting.remove(at: index)
      entry.phase = .presenting
      visible.append(entry)
      autoHides.append(AutoHide())
      actions.append(.present(entry.token))
    }
    compactQueueIfNeeded()
  }

  /// Whether `request` would wait for exclusivity alone: with stacking, it is exclusive or an
  /// exclusive message is visible, and others are visible.
  @inline(__always)
  func heldBackByExclusive(_ request: MessageRequest) -> Bool {
    guard maxVisible > 1, placesTaken > 0 else { return false }
    if request.isExclusive { return true }
    return visible.contains { $0.holdsPlace && $0.request.isExclusive }
  }

  /// Whether, with messages visible, the next one must wait: a visible message is exclusive,
  /// or the next waiting one is (it shows only once nothing else is visible). Drops stale
  /// queue elements ahead of the next live one. O(``maximumVisible``) plus the stale ones.
  mutating func exclusiveBlocksNext() -> Bool {
    if visible.contains(where: { $0.holdsPlace && $0.request.isExclusive }) { return true }
    if awaitingPlaceCount > 0 {
      return visible.first(where: \.awaitsPlace)?.request.isExclusive == true
    }
    return firstQueued().map { waiting[$0].request.isExclusive } ?? false
  }

  /// The position in ``waiting`` of the queued message that goes first, left in the queue;
  /// drops stale elements (messages no longer queued) ahead of it.
  mutating func firstQueued() -> Int? {
    while let token = queue.first {
      if let index = waiting.index(of: token), waiting[index].isQueued { return index }
      queue.removeFirst()
    }
    return nil
  }

  /// Drops stale queue elements when removed messages make up most of the queue (amortized
  /// O(1) per removal).
  mutating func compactQueueIfNeeded() {
    guard queue.count > 64, queue.count > 2 * queuedCount else { return }
    let waiting = self.waiting
    queue.filter { token in waiting.index(of: token).map { waiting[$0].isQueued } == true }
  }

  /// Handles a `.replace` request's older message with the same id.
  private mutating func replace(
    _ token: MessageToken, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    if waiting.contains(token) {
      drop(token, reason: .replaced, into: &actions)
    } else {
      requestHide(token, reason: .replaced, animated: true, at: now, into: &actions)
    }
  }

  /// Puts a message into the queue with the next sequence number, which it returns (the caller
  /// stores it in the message's entry with phase `.queued`): messages are FIFO among equal
  /// priorities by the time they entered the queue, so a message shown during another's
  /// `.indefinite` delay goes first, as SwiftMessages documents.
  mutating func enterQueue(_ token: MessageToken, priority: Int) -> UInt64 {
    let sequence = nextSequence
    nextSequence += 1
    queuedCount += 1
    queue.push(.init(priority: priority, sequence: sequence, token: token))
    return sequence
  }

  /// Makes room for a newcomer of `priority`; returns false when the newcomer must go.
  private mutating func evictForNewcomer(
    priority: Int, sparing spared: [MessageToken], policy: QueueCapacity.OverflowPolicy,
    into actions: inout [QueueAction]
  ) -> Bool {
    guard policy == .dropLowestPriority else { return false }
    // The lowest priority, the newest among equals.
    let victim = waiting.values.filter { !spared.contains($0.token) }.min { a, b in
      a.request.priority != b.request.priority
        ? a.request.priority < b.request.priority : a.token > b.token
    }
    guard let victim, victim.request.priority < priority else { return false }
    drop(victim.token, reason: .overCapacity, into: &actions)
    return true
  }

  /// Removes a waiting (queued or delayed) message and emits `dropped`.
  mutating func drop(
    _ token: MessageToken, reason: DropReason, into actions: inout [QueueAction]
  ) {
    guard let index = waiting.index(of: token) else { return }
    dropRemoved(waiting.remove(at: index), reason: reason, into: &actions)
  }

  /// Forgets a message just taken out of ``waiting`` and emits `dropped`.
  mutating func dropRemoved(
    _ entry: Entry, reason: DropReason, into actions: inout [QueueAction]
  ) {
    if entry.phase == .delayed { actions.append(.cancel(.delay(entry.token))) }
    forget(entry)
    actions.append(.emit(.dropped(entry.token, id: entry.id, reason: reason)))
  }
}
