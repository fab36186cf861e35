import Foundation

extension QueueStateMachine {
  /// What the machine keeps per message id.
  struct IDRecord: Sendable {
    /// The oldest live message with the id, stored inline: with de-duplication on (the
    /// default) an id has at most one live message, so no array is allocated.
    var first: MessageToken?
    /// Further live messages with the id, oldest first.
    var rest: [MessageToken] = []
    /// How many of them a new request would duplicate (delayed, queued, presenting without a
    /// pending hide, shown).
    var duplicateTargets = 0
    /// The `hideCounted(id:)` count; `nil` when not counted. Never 0 or negative.
    var count: Int?

    /// Every live message with the id, oldest first.
    var tokens: [MessageToken] {
      guard let first else { return [] }
      return [first] + rest
    }

    var isEmpty: Bool { first == nil }

    mutating func append(_ token: MessageToken) {
      if first == nil { first = token } else { rest.append(token) }
    }

    mutating func remove(_ token: MessageToken) {
      if first == token {
        first = rest.isEmpty ? nil : rest.removeFirst()
      } else if let index = rest.firstIndex(of: token) {
        rest.remove(at: index)
      }
    }
  }

  /// The count of every counted id (for inspection and tests).
  var counts: [String: Int] { records.compactMapValues(\.count) }

  /// The timers that are live: derived from the state rather than stored, so the
  /// bookkeeping can never drift from it.
  var scheduledTimers: Set<QueueTimer> {
    var timers: Set<QueueTimer> = isPausing ? [.pause] : []
    for entry in entries.values where entry.phase == .delayed { timers.insert(.delay(entry.token)) }
    if let currentToken {
      if autoHideDeadline != nil { timers.insert(.autoHide(currentToken)) }
      if case .hidePending = entries[currentToken]?.phase { timers.insert(.minimumDisplay(currentToken)) }
    }
    return timers
  }

  /// The messages with `id` that a new request would duplicate, oldest first.
  func duplicateTargets(of id: String) -> [MessageToken] {
    guard let record = records[id], record.duplicateTargets > 0 else { return [] }
    if record.duplicateTargets == 1, record.rest.isEmpty, let first = record.first { return [first] }
    return record.tokens.filter { entries[$0]?.isDuplicateTarget == true }
  }

  /// Whether a new request with `id` would be a duplicate. O(1).
  func hasDuplicateTarget(_ id: String) -> Bool { (records[id]?.duplicateTargets ?? 0) > 0 }

  mutating func insert(_ entry: Entry) {
    entries[entry.token] = entry
    let target = entry.isDuplicateTarget
    let token = entry.token
    modifyRecord(entry.request.id) { record in
      record.append(token)
      if target { record.duplicateTargets += 1 }
    }
    adjustWaitingCounts(for: entry.phase, by: 1)
  }

  /// Forgets an entry. Its id's count is cleared when no other message can absorb it.
  mutating func remove(_ token: MessageToken) {
    guard let entry = entries.removeValue(forKey: token) else { return }
    let target = entry.isDuplicateTarget
    modifyRecord(entry.request.id) { record in
      record.remove(token)
      if target { record.duplicateTargets -= 1 }
    }
    adjustWaitingCounts(for: entry.phase, by: -1)
  }

  /// Moves a message to a new phase, keeping the waiting counts, duplicate targets and
  /// counts in step.
  mutating func setPhase(_ token: MessageToken, to phase: Phase) {
    guard let index = entries.index(forKey: token) else { return }
    let old = entries.values[index].phase
    entries.values[index].phase = phase
    adjustWaitingCounts(for: old, by: -1)
    adjustWaitingCounts(for: phase, by: 1)
    let isTarget = Entry.isDuplicateTarget(phase)
    if Entry.isDuplicateTarget(old) != isTarget {
      modifyRecord(entries.values[index].request.id) { $0.duplicateTargets += isTarget ? 1 : -1 }
    }
  }

  private mutating func adjustWaitingCounts(for phase: Phase, by delta: Int) {
    if phase == .queued { queuedCount += delta }
    if phase == .delayed { delayedCount += delta }
  }

  /// Edits the record of `id` in place (one hash of the id); drops the count when nothing
  /// can absorb it any more and the whole record when it holds nothing.
  private mutating func modifyRecord(_ id: String, _ body: (inout IDRecord) -> Void) {
    if let index = records.index(forKey: id) {
      body(&records.values[index])
      if records.values[index].duplicateTargets == 0 { records.values[index].count = nil }
      if records.values[index].isEmpty { records.remove(at: index) }
    } else {
      var record = IDRecord()
      body(&record)
      if record.duplicateTargets == 0 { record.count = nil }
      if !record.isEmpty { records[id] = record }
    }
  }
}
