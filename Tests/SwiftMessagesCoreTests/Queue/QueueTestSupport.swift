import Foundation
import SwiftMessagesTesting

@testable import SwiftMessagesCore

/// Shared helpers for the queue tests: compact, readable views of what the engine did.

extension QueueSimulator {
  /// Every recorded event as `time name id token (detail)`, for example
  /// `2.40 willHide a #1 (timeout)`: one string compares ids, tokens, reasons and times at once.
  var log: [String] {
    recorder.entries.map { String(format: "%.2f ", $0.time) + $0.event.description }
  }

  /// How many presentations are installed now.
  var installedCount: Int { presentations.values.filter(\.isInstalled).count }

  /// A simulator with no pause between messages, for tests that are not about the pause.
  static func noPause(capacity: QueueCapacity? = nil) -> QueueSimulator {
    QueueSimulator(pauseBetweenMessages: 0, capacity: capacity)
  }
}

/// The library never compares actions or internal phases; the tests do, field by field.
extension QueueAction: Equatable {
  public static func == (lhs: QueueAction, rhs: QueueAction) -> Bool {
    switch (lhs, rhs) {
    case (.present(let a), .present(let b)): return a == b
    case (.dismiss(let a, let x), .dismiss(let b, let y)): return a == b && x == y
    case (.schedule(let a, let x), .schedule(let b, let y)): return a == b && x == y
    case (.cancel(let a), .cancel(let b)): return a == b
    case (.emit(let a), .emit(let b)): return a == b
    default: return false
    }
  }
}

/// The tests keep sets of timers; the library only compares them.
extension QueueTimer: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .autoHide(let token): hasher.combine(0); hasher.combine(token)
    case .delay(let token): hasher.combine(1); hasher.combine(token)
    case .minimumDisplay(let token): hasher.combine(2); hasher.combine(token)
    case .pause: hasher.combine(3)
    }
  }
}

extension Array where Element == QueueAction {
  /// The events among the actions, in order.
  var events: [QueueEvent] {
    compactMap { action in
      if case .emit(let event) = action { return event }
      return nil
    }
  }

  /// The events as `name id token (detail)` strings.
  var eventLog: [String] { events.map(\.description) }
}

extension MessageToken {
  /// The token with sequence number `n`, as the n-th request to a fresh machine gets.
  static func nth(_ n: UInt64) -> MessageToken { MessageToken(rawValue: n) }
}

/// What ``QueueStateMachine/enqueue(_:at:into:)`` returned, with the actions it appended.
struct RecordedEnqueue {
  let token: MessageToken
  let dropReason: DropReason?
  let actions: [QueueAction]

  var isAccepted: Bool { dropReason == nil }
}

/// The machine's events, each handled through ``QueueStateMachine/handle(_:into:)`` and
/// returning the actions it appended to a fresh buffer: tests read one step's actions at a time.
extension QueueStateMachine {
  mutating func enqueue(_ request: MessageRequest, at now: TimeInterval) throws -> RecordedEnqueue {
    var actions: [QueueAction] = []
    let token = try enqueue(request, at: now, into: &actions)
    // Dropped at once: its `dropped` event is among the actions.
    let dropReason = actions.events.lazy.compactMap { event -> DropReason? in
      guard case .dropped(token, _, let reason) = event else { return nil }
      return reason
    }.first
    return RecordedEnqueue(token: token, dropReason: dropReason, actions: actions)
  }

  /// The auto-hide time left for the current (front) message at `now`.
  func remainingAutoHide(at now: TimeInterval) -> TimeInterval? {
    currentToken.flatMap { remainingAutoHide(for: $0, at: now) }
  }

  /// One call of the machine's event methods, as a value, so tests can list and replay them.
  enum Event {
    case presentationStarted(MessageToken)
    case presentationFinished(MessageToken, at: TimeInterval)
    case presentationFailed(MessageToken, failure: PresentationFailure, at: TimeInterval)
    case dismissalFinished(MessageToken, at: TimeInterval)
    case hostDisappeared(MessageToken, at: TimeInterval)
    case hostReappeared(MessageToken)
    case panBegan(MessageToken, at: TimeInterval)
    case panEnded(MessageToken, at: TimeInterval)
    case setAutoHidePaused(Bool, for: MessageToken, at: TimeInterval)
    case contentChanged(MessageToken, text: String?, at: TimeInterval)
    case hideCurrent(animated: Bool, reason: DismissReason, at: TimeInterval)
    case hide(MessageToken, reason: DismissReason, animated: Bool, at: TimeInterval)
    case hideID(String, at: TimeInterval)
    case hideCounted(id: String, at: TimeInterval)
    case hideAll(at: TimeInterval)
    case timerFired(QueueTimer, at: TimeInterval)
    case setMaximumVisible(Int)
  }

  /// The actions `event` asks for.
  mutating func handle(_ event: Event) -> [QueueAction] {
    var actions: [QueueAction] = []
    switch event {
    case .presentationStarted(let token): presentationStarted(token, into: &actions)
    case .presentationFinished(let token, let now): presentationFinished(token, at: now, into: &actions)
    case .presentationFailed(let token, let failure, let now):
      presentationFailed(token, failure: failure, at: now, into: &actions)
    case .dismissalFinished(let token, let now): dismissalFinished(token, at: now, into: &actions)
    case .hostDisappeared(let token, let now): hostDisappeared(token, at: now, into: &actions)
    case .hostReappeared(let token): hostReappeared(token, into: &actions)
    case .panBegan(let token, let now): panBegan(token, at: now, into: &actions)
    case .panEnded(let token, let now): panEnded(token, at: now, into: &actions)
    case .setAutoHidePaused(let paused, let token, let now):
      setAutoHidePaused(paused, for: token, at: now, into: &actions)
    case .contentChanged(let token, let text, let now):
      contentChanged(token, text: text, at: now, into: &actions)
    case .hideCurrent(let animated, let reason, let now):
      hide(animated: animated, reason: reason, at: now, into: &actions)
    case .hide(let token, let reason, let animated, let now):
      hide(token, reason: reason, animated: animated, at: now, into: &actions)
    case .hideID(let id, let now): hide(id: id, at: now, into: &actions)
    case .hideCounted(let id, let now): hideCounted(id: id, at: now, into: &actions)
    case .hideAll(let now): hideAll(at: now, into: &actions)
    case .timerFired(let timer, let now): timerFired(timer, at: now, into: &actions)
    case .setMaximumVisible(let maximum): setMaximumVisible(maximum, into: &actions)
    }
    return actions
  }

  mutating func presentationStarted(_ token: MessageToken) -> [QueueAction] {
    handle(.presentationStarted(token))
  }

  mutating func presentationFinished(_ token: MessageToken, at now: TimeInterval) -> [QueueAction] {
    handle(.presentationFinished(token, at: now))
  }

  mutating func presentationFailed(
    _ token: MessageToken, failure: PresentationFailure, at now: TimeInterval
  ) -> [QueueAction] {
    handle(.presentationFailed(token, failure: failure, at: now))
  }

  mutating func dismissalFinished(_ token: MessageToken, at now: TimeInterval) -> [QueueAction] {
    handle(.dismissalFinished(token, at: now))
  }

  mutating func hostDisappeared(_ token: MessageToken, at now: TimeInterval) -> [QueueAction] {
    handle(.hostDisappeared(token, at: now))
  }

  mutating func hide(
    animated: Bool = true, reason: DismissReason = .programmatic, at now: TimeInterval
  ) -> [QueueAction] {
    handle(.hideCurrent(animated: animated, reason: reason, at: now))
  }

  mutating func hide(
    _ token: MessageToken, reason: DismissReason, animated: Bool = true, at now: TimeInterval
  ) -> [QueueAction] {
    handle(.hide(token, reason: reason, animated: animated, at: now))
  }

  mutating func hide(id: String, at now: TimeInterval) -> [QueueAction] {
    handle(.hideID(id, at: now))
  }

  mutating func hideCounted(id: String, at now: TimeInterval) -> [QueueAction] {
    handle(.hideCounted(id: id, at: now))
  }

  mutating func hideAll(at now: TimeInterval) -> [QueueAction] {
    handle(.hideAll(at: now))
  }

  mutating func timerFired(_ timer: QueueTimer, at now: TimeInterval) -> [QueueAction] {
    handle(.timerFired(timer, at: now))
  }

  mutating func panBegan(_ token: MessageToken, at now: TimeInterval) -> [QueueAction] {
    handle(.panBegan(token, at: now))
  }

  mutating func panEnded(_ token: MessageToken, at now: TimeInterval) -> [QueueAction] {
    handle(.panEnded(token, at: now))
  }

  mutating func setAutoHidePaused(
    _ paused: Bool, for token: MessageToken, at now: TimeInterval
  ) -> [QueueAction] {
    handle(.setAutoHidePaused(paused, for: token, at: now))
  }

  mutating func setMaximumVisible(_ maximum: Int) -> [QueueAction] {
    handle(.setMaximumVisible(maximum))
  }

  mutating func contentChanged(_ token: MessageToken, text: String?, at now: TimeInterval) -> [QueueAction] {
    handle(.contentChanged(token, text: text, at: now))
  }
}

/// Views of the machine's state that only the tests read.
extension QueueStateMachine {
  /// The auto-hide time left for a visible message at `now`: `nil` when it will not hide on
  /// its own (or is not visible); the frozen remainder while a pan or
  /// ``setAutoHidePaused(_:for:at:into:)`` holds it.
  func remainingAutoHide(for token: MessageToken, at now: TimeInterval) -> TimeInterval? {
    guard let index = visibleIndex(of: token) else { return nil }
    if let remaining = autoHides[index].pausedRemaining { return remaining }
    return autoHides[index].autoHideDeadline.map { max(0, $0 - now) }
  }

  /// The count of every counted id.
  var counts: [String: Int] { ids.compactMapValues(\.count) }

  /// The timers that are live: derived from the state rather than stored, so the
  /// bookkeeping can never drift from it.
  var scheduledTimers: Set<QueueTimer> {
    var timers: Set<QueueTimer> = isPausing ? [.pause] : []
    for entry in waiting.values where entry.phase == .delayed { timers.insert(.delay(entry.token)) }
    for index in visible.indices {
      let token = visible[index].token
      if autoHides[index].autoHideDeadline != nil { timers.insert(.autoHide(token)) }
      if visible[index].phase == .hidePending { timers.insert(.minimumDisplay(token)) }
    }
    return timers
  }

  /// Every live message, waiting or visible.
  var entries: [MessageToken: Entry] {
    var all: [MessageToken: Entry] = [:]
    for entry in waiting.values { all[entry.token] = entry }
    for message in visible { all[message.token] = message }
    return all
  }

  /// Whether a message with `id` has had no hide asked for (orphans included).
  func hasUnhiddenMessage(_ id: String) -> Bool {
    ids[id]?.contains { token in read(token) { $0.hide == nil } == true } ?? false
  }
}
