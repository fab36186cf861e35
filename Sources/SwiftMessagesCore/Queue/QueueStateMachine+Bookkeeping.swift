import Foundation

extension QueueStateMachine {
  /// What the machine keeps per message id: its live messages, oldest first (the first apart,
  /// so that an id with one message, the usual case, allocates nothing), and its count. 24 bytes:
  /// the first is stored as a plain token, `#0` (never issued: sequence numbers start at 1)
  /// standing for none.
  struct IDRecord: Sendable {
    private static let none = MessageToken(rawValue: 0)
    private var first = Self.none
    private var others: [MessageToken] = []
    private var storedCount = 0

    /// The `hideCounted(id:)` count; `nil` when not counted. Never 0 or negative.
    var count: Int? {
      get { storedCount > 0 ? storedCount : nil }
      set { storedCount = max(0, newValue ?? 0) }
    }

    var isEmpty: Bool { first == Self.none }

    /// Whether a live message with the id satisfies `predicate` (allocates nothing).
    func contains(where predicate: (MessageToken) -> Bool) -> Bool {
      guard !isEmpty else { return false }
      return predicate(first) || others.contains(where: predicate)
    }

    /// The live messages with the id that `isIncluded` accepts, oldest first.
    func filter(_ isIncluded: (MessageToken) -> Bool) -> [MessageToken] {
      guard !isEmpty else { return [] }
      let rest = others.filter(isIncluded)
      guard isIncluded(first) else { return rest }
      return rest.isEmpty ? [first] : [first] + rest
    }

    mutating func countRequest() { count = (count ?? 0) + 1 }

    /// Adds a live message; `count`, when given, replaces the count.
    mutating func add(_ token: MessageToken, count: Int?) {
      if isEmpty { first = token } else { others.append(token) }
      if let count { self.count = count }
    }

    mutating func remove(_ token: MessageToken) {
      if first == token {
        first = others.isEmpty ? Self.none : others.removeFirst()
      } else {
        others.removeAll { $0 == token }
      }
    }
  }

  /// Queued messages in presentation order: a 4-ary heap (half a binary heap's depth, siblings
  /// side by side in memory) by priority, then by when a message entered the queue (a delayed one
  /// when its delay ended), not when requested. Removal is lazy: stale elements are skipped, and
  /// purged once they are most of the heap.
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
      while child > 0, Self.precedes(heap[child], heap[(child - 1) / 4]) {
        heap.swapAt(child, (child - 1) / 4)
        child = (child - 1) / 4
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
      for index in stride(from: (heap.count - 2) / 4, through: 0, by: -1) { siftDown(index) }
    }

    private mutating func siftDown(_ start: Int) {
      var parent = start
      while true {
        var best = parent
        for child in (4 * parent + 1)...(4 * parent + 4)
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

  /// What `body` reads from the live message `token` (visible or waiting), in place; `nil` when
  /// it is gone.
  func read<Result>(_ token: MessageToken, _ body: (Entry) -> Result) -> Result? {
    if let index = visibleIndex(of: token) { return body(visible[index]) }
    return waiting.index(of: token).map { body(waiting[$0]) }
  }

  /// Forgets a message taken out of ``waiting`` or ``visible``; its id goes with its last
  /// message.
  mutating func forget(_ entry: Entry) {
    if entry.phase == .queued { queuedCount -= 1 }
    guard let slot = ids.index(forKey: entry.id) else { return }
    ids.values[slot].remove(entry.token)
    if ids.values[slot].isEmpty {
      ids.remove(at: slot)
    } else if entry.hide == nil {
      releaseCountIfHidden(at: slot)
    }
  }

  /// Moves the visible message at `index` in ``visible`` to a phase with the hide asked for.
  mutating func setPhase(ofVisible index: Int, to phase: MessagePhase, hide: HideRequest) {
    visible[index].phase = phase
    visible[index].hide = hide
    if let slot = ids.index(forKey: visible[index].id) { releaseCountIfHidden(at: slot) }
  }

  /// Clears the count of the id at `slot` once a hide was asked for every message with it: the count goes
  /// with its last message a new request would duplicate (orphans included).
  private mutating func releaseCountIfHidden(at slot: [String: IDRecord].Index) {
    guard ids.values[slot].count != nil,
      !ids.values[slot].contains(where: { token in read(token) { $0.hide == nil } == true })
    else { return }
    ids.values[slot].count = nil
  }
}
