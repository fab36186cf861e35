import Foundation

extension QueueStateMachine {
  /// The count of every counted id (for inspection and tests).
  var counts: [String: Int] { ids.counts { entries.id(in: $0) } }

  /// The key of `id` if it is interned. One hash of the id.
  func idKey(of id: String) -> Int? {
    ids.find(id, tag: IDTable.tag(of: id)) { entries.id(in: $0) }.key
  }

  /// The record of `id`, if it is interned.
  func idRecord(of id: String) -> IDRecord? { idKey(of: id).map { ids.records[$0] } }

  /// The key of `id`, interning it if needed. One hash of the id.
  mutating func internID(_ id: String) -> Int {
    let tag = IDTable.tag(of: id)
    let (key, bucket) = ids.find(id, tag: tag) { entries.id(in: $0) }
    return key ?? ids.insert(tag: tag, at: bucket)
  }

  /// The timers that are live: derived from the state rather than stored, so the
  /// bookkeeping can never drift from it.
  var scheduledTimers: Set<QueueTimer> {
    var timers: Set<QueueTimer> = isPausing ? [.pause] : []
    for entry in entries.values where entry.phase == .delayed { timers.insert(.delay(entry.token)) }
    for index in visible.indices {
      let token = visible[index].token
      if visible[index].autoHideDeadline != nil { timers.insert(.autoHide(token)) }
      if case .hidePending = phase(ofVisible: index) { timers.insert(.minimumDisplay(token)) }
    }
    return timers
  }

  /// The messages with the id of `key` that a new request would duplicate, oldest first.
  func duplicateTargets(ofKey key: Int) -> [MessageToken] {
    let record = ids.records[key]
    guard record.duplicateTargets > 0 else { return [] }
    return ids.slots(of: key).compactMap { slot in
      guard let entry = entries[slot: slot], entry.isDuplicateTarget else { return nil }
      return entry.token
    }
  }

  /// Whether a new request with `id` would be a duplicate. O(1).
  func hasDuplicateTarget(_ id: String) -> Bool { (idRecord(of: id)?.duplicateTargets ?? 0) > 0 }

  /// Stores a new message under its interned id and returns its slot.
  mutating func insert(
    _ token: MessageToken, request: MessageRequest, idKey: Int, phase: Phase
  ) -> Int {
    let header = EntryStore.Header(token: token, sequence: 0, idKey: Int32(idKey), phase: phase)
    let slot = entries.insert(header, request: request)
    ids.append(slot, to: idKey, isDuplicateTarget: Entry.isDuplicateTarget(phase))
    adjustWaitingCounts(for: phase, by: 1)
    return slot
  }

  /// Forgets a message. Its id's count is cleared when no other message can absorb it.
  mutating func remove(_ token: MessageToken) {
    guard let slot = entries.slot(of: token) else { return }
    remove(slot: slot)
  }

  /// Forgets the message in `slot`.
  mutating func remove(slot: Int) {
    guard let header = entries.remove(slot: slot) else { return }
    let wasTarget = Entry.isDuplicateTarget(header.phase)
    ids.remove(slot, from: Int(header.idKey), wasDuplicateTarget: wasTarget)
    adjustWaitingCounts(for: header.phase, by: -1)
  }

  /// Moves a message to a new phase, keeping the waiting counts, duplicate targets and
  /// counts in step.
  mutating func setPhase(_ token: MessageToken, to phase: Phase) {
    guard let slot = entries.slot(of: token) else { return }
    setPhase(slot: slot, to: phase)
  }

  /// ``setPhase(_:to:)`` for the message in `slot`.
  mutating func setPhase(slot: Int, to phase: Phase) {
    let header = entries.headers[slot]
    guard header.token.rawValue != 0 else { return }
    entries.setPhase(slot: slot, to: phase)
    adjustWaitingCounts(for: header.phase, by: -1)
    adjustWaitingCounts(for: phase, by: 1)
    let isTarget = Entry.isDuplicateTarget(phase)
    if Entry.isDuplicateTarget(header.phase) != isTarget {
      ids.adjustDuplicateTargets(of: Int(header.idKey), by: isTarget ? 1 : -1)
    }
  }

  private mutating func adjustWaitingCounts(for phase: Phase, by delta: Int) {
    switch phase {
    case .queued: queuedCount += delta
    case .delayed: delayedCount += delta
    case .presenting, .shown, .hidePending, .hiding: break
    }
  }
}
