import Foundation

/// A binary heap of message tokens ordered by priority (highest first) and then by sequence
/// (earliest first), so equal priorities stay first-in, first-out. The sequence is taken when
/// a message enters the queue (for a delayed message, when its delay ends), not when it was
/// requested.
///
/// Push and pop are O(log n). Removal is lazy: the owner keeps the authoritative set of live
/// entries and skips stale tokens on pop; ``compact(keeping:)`` rebuilds in O(n) when stale
/// tokens pile up, which keeps the amortized cost of a removal O(log n).
struct PriorityHeap: Sendable {
  struct Element: Sendable {
    var priority: Int
    var sequence: UInt64
    var token: MessageToken

    /// Whether `self` should leave the heap before `other`.
    @inline(__always)
    func precedes(_ other: Element) -> Bool {
      priority != other.priority ? priority > other.priority : sequence < other.sequence
    }
  }

  private(set) var elements: [Element] = []

  var count: Int { elements.count }
  var isEmpty: Bool { elements.isEmpty }
  var first: Element? { elements.first }

  mutating func push(_ element: Element) {
    elements.append(element)
    siftUp(from: elements.count - 1)
  }

  mutating func popFirst() -> Element? {
    guard let top = elements.first else { return nil }
    let last = elements.removeLast()
    if !elements.isEmpty {
      elements[0] = last
      siftDown(from: 0)
    }
    return top
  }

  /// Drops every element whose token `isLive` rejects and restores the heap order in O(n).
  mutating func compact(keeping isLive: (MessageToken) -> Bool) {
    elements.removeAll { !isLive($0.token) }
    guard elements.count > 1 else { return }
    for index in stride(from: elements.count / 2 - 1, through: 0, by: -1) {
      siftDown(from: index)
    }
  }

  private mutating func siftUp(from start: Int) {
    var child = start
    let element = elements[child]
    while child > 0 {
      let parent = (child - 1) / 2
      guard element.precedes(elements[parent]) else { break }
      elements[child] = elements[parent]
      child = parent
    }
    elements[child] = element
  }

  private mutating func siftDown(from start: Int) {
    let count = elements.count
    var parent = start
    let element = elements[parent]
    while true {
      let left = 2 * parent + 1
      guard left < count else { break }
      let right = left + 1
      var best = left
      if right < count && elements[right].precedes(elements[left]) { best = right }
      guard elements[best].precedes(element) else { break }
      elements[parent] = elements[best]
      parent = best
    }
    elements[parent] = element
  }
}
