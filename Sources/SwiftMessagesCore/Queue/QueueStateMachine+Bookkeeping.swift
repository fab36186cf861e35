import Foundation

extension QueueStateMachine {
  /// What the machine keeps per message id.
  struct IDRecord: Sendable {
    /// The oldest live message with the id, and the others, oldest first: apart, so that an
    /// id with one message (the usual case, with de-duplication on) allocates nothing.
    private var first: MessageToken?
    private var others: [MessageToken] = []
    /// How many of them a new request would duplicate (delayed, queued, presenting without a
    /// pending hide, shown). The count goes with the last one.
    var duplicateTargets = 0 {
      didSet { if duplicateTargets == 0 { count = nil } }
    }
    private var storedCount = 0

    /// The `hideCounted(id:)` count; `nil` when not counted. Never 0 or negative.
    var count: Int? {
      get { storedCount > 0 ? storedCount : nil }
      set { storedCount = max(0, newValue ?? 0) }
    }

    /// The live messages with the id, oldest first.
    var tokens: [MessageToken] { first.map { [$0] + others } ?? [] }
    var isEmpty: Bool { first == nil }

    /// Counts one more request for the id.
    mutating func countRequest() { count = (count ?? 0) + 1 }

    /// Adds a live message; `count`, when given, replaces the count.
    mutating func add(_ token: MessageToken, isDuplicateTarget: Bool, count: Int?) {
      if first == nil { first = token } else { others.append(token) }
      if isDuplicateTarget { duplicateTargets += 1 }
      if let count { self.count = count }
    }

    /// Removes a live message.
    mutating func remove(_ token: MessageToken, wasDuplicateTarget: Bool) {
      if first == token {
        first = others.isEmpty ? nil : others.removeFirst()
      } else {
        others.removeAll { $0 == token }
      }
      if wasDuplicateTarget { duplicateTargets -= 1 }
    }
  }

  /// Queued messages in presentation order: a binary heap by priority, then by when a message
  /// entered the queue (a delayed one when its delay ended), not when requested. Removal is lazy:
  /// stale elements are skipped, and purged once they are most of the heap.
  struct QueueOrder: Sendable {
    struct Element: Sendable {
      var priority: Int
      var sequence: UInt64
      var token: MessageToken
    }

    private var heap: [Element] = []

    /// The number of elements, stale ones included.
    var count: Int { heap.count }
    /// The message that goes first, if any.
    var first: MessageToken? { heap.first?.token }

    mutating func push(_ element: Element) {
      heap.append(element)
      var child = heap.count - 1
      while child > 0, Self.precedes(heap[child], heap[(child - 1) / 2]) {
        heap.swapAt(child, (child - 1) / 2)
        child = (child - 1) / 2
      }
    }

    mutating func removeFirst() {
      guard let last = heap.popLast(), !heap.isEmpty else { return }
      heap[0] = last
      siftDown(0)
    }

    /// Keeps only the elements `isLive` accepts, in O(n).
    mutating func filter(_ isLive: (MessageToken) -> Bool) {
      heap.removeAll { !isLive($0.token) }
      for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    private mutating func siftDown(_ start: Int) {
      var parent = start
      while true {
        var best = parent
        for child in (2 * parent + 1)...(2 * parent + 2)
        where child < heap.count && Self.precedes(heap[child], heap[best]) {
          best = child
        }
        guard best != parent else { return }
        heap.swapAt(parent, best)
        parent = best
      }
    }

    private static func precedes(_ a: Element, _ b: Element) -> Bool {
      a.priority != b.priority ? a.priority > b.priority : a.sequence < b.sequence
    }
  }

  /// The messages with `id` that a new request would duplicate, oldest first.
  func duplicateTargets(of id: String) -> [MessageToken] {
    guard let record = ids[id], record.duplicateTargets > 0 else { return [] }
    return record.tokens.filter { entry($0)?.isDuplicateTarget == true }
  }

  /// The live message with `token`, visible or waiting.
  func entry(_ token: MessageToken) -> Entry? {
    visibleIndex(of: token).map { visible[$0].entry } ?? waiting[token]
  }

  /// Stores a new waiting message under its id (a queued one enters the queue); `count`, when
  /// given, becomes the id's count.
  mutating func insert(
    _ token: MessageToken, request: MessageRequest, phase: Phase, count: Int? = nil
  ) {
    var entry = Entry(token: token, request: request, phase: phase)
    if phase.kind == .queued { enterQueue(&entry) }
    waiting[token] = entry
    ids[request.id, default: IDRecord()].add(
      token, isDuplicateTarget: Entry.isDuplicateTarget(phase), count: count)
    adjustWaitingCounts(for: phase, by: 1)
  }

  /// Forgets a message taken out of ``waiting`` or ``visible``; its id goes with its last
  /// message.
  mutating func forget(_ entry: Entry) {
    if var record = ids.removeValue(forKey: entry.request.id) {
      record.remove(entry.token, wasDuplicateTarget: entry.isDuplicateTarget)
      if !record.isEmpty { ids[entry.request.id] = record }
    }
    adjustWaitingCounts(for: entry.phase, by: -1)
  }

  /// Moves the visible message at `index` in ``visible`` to a new phase.
  mutating func setPhase(ofVisible index: Int, to phase: Phase) {
    let (old, id) = visible[index].entry.replacePhase(with: phase)
    account(from: old, to: phase, id: id)
  }

  /// Keeps the waiting counts, duplicate targets and counts in step with a phase change.
  mutating func account(from old: Phase, to new: Phase, id: String) {
    adjustWaitingCounts(for: old, by: -1)
    adjustWaitingCounts(for: new, by: 1)
    let isTarget = Entry.isDuplicateTarget(new)
    if Entry.isDuplicateTarget(old) != isTarget { ids[id]?.duplicateTargets += isTarget ? 1 : -1 }
  }

  private mutating func adjustWaitingCounts(for phase: Phase, by delta: Int) {
    switch phase {
    case .queued: queuedCount += delta
    case .delayed: delayedCount += delta
    case .presenting, .shown, .hidePending, .hiding: break
    }
  }
}
