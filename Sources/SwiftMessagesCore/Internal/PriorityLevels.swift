import Foundation

/// The queued messages in presentation order: highest priority first, first-in, first-out
/// among equal priorities, by the time a message entered the queue (for a delayed message,
/// when its delay ended), not when it was requested.
///
/// One FIFO of slots per distinct priority, plus a binary heap of those priorities: a push
/// appends to its priority's FIFO, a pop takes the head of the highest one, both O(1)
/// amortized; a priority that is new or has run out costs O(log p) more, for p distinct
/// priorities (at most n).
///
/// Removal is lazy: the owner keeps the authoritative set of live entries and skips stale
/// slots on pop; ``compact(keeping:)`` drops them in O(n) when they pile up, which keeps the
/// amortized cost of a removal O(1). The owner must not reuse a slot while a stale element
/// still names it.
struct PriorityLevels: Sendable {
  struct Element: Equatable, Sendable {
    var priority: Int
    /// Where the owner stores the message.
    var slot: Int32
  }

  /// The FIFO of one priority: `slots[head...]`.
  private struct Level: Sendable {
    var priority: Int
    var slots: [Int32] = []
    var head = 0

    var isEmpty: Bool { head == slots.count }
  }

  /// Levels by id; the ids of removed levels are reused.
  private var levels: [Level] = []
  private var freeLevels: [Int] = []
  /// The level id of every priority in `order`.
  private var levelByPriority: [Int: Int] = [:]
  /// Level ids as a binary heap by priority, highest first. A level that ran out stays until
  /// it reaches the top, so a priority that keeps coming back keeps its level.
  private var order: [Int] = []
  /// The number of elements, stale ones included.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// Appends `element` to its priority's FIFO.
  mutating func push(_ element: Element) {
    let level = self.level(of: element.priority) ?? addLevel(priority: element.priority)
    levels[level].slots.append(element.slot)
    count += 1
  }

  /// Removes and returns the element that goes first, if any.
  mutating func popFirst() -> Element? {
    while let top = order.first {
      guard levels[top].isEmpty else {
        let slot = levels[top].slots[levels[top].head]
        levels[top].head += 1
        count -= 1
        trimHead(of: top)
        return Element(priority: levels[top].priority, slot: slot)
      }
      removeTopLevel()
    }
    return nil
  }

  /// The element ``popFirst()`` would return, left in place (levels that ran out are
  /// dropped on the way, as a pop would).
  mutating func peekFirst() -> Element? {
    while let top = order.first {
      guard levels[top].isEmpty else {
        return Element(priority: levels[top].priority, slot: levels[top].slots[levels[top].head])
      }
      removeTopLevel()
    }
    return nil
  }

  /// Drops every element that `isLive` rejects, keeping the order, in O(n), and returns the
  /// slots it dropped.
  mutating func compact(keeping isLive: (Int32) -> Bool) -> [Int32] {
    var dropped: [Int32] = []
    count = 0
    for level in order {
      var kept: [Int32] = []
      for slot in levels[level].slots[levels[level].head...] {
        if isLive(slot) { kept.append(slot) } else { dropped.append(slot) }
      }
      levels[level].slots = kept
      levels[level].head = 0
      count += kept.count
    }
    return dropped
  }

  // MARK: - Levels

  /// The level of `priority`: a scan while there are few priorities, a hash look-up beyond.
  private func level(of priority: Int) -> Int? {
    guard order.count > 8 else {
      for level in order where levels[level].priority == priority { return level }
      return nil
    }
    return levelByPriority[priority]
  }

  /// Frees the consumed head of a FIFO: all of it once it ran out, otherwise once it is at
  /// least half the storage (amortized O(1) per pop).
  private mutating func trimHead(of level: Int) {
    let head = levels[level].head
    if head == levels[level].slots.count {
      levels[level].slots.removeAll(keepingCapacity: true)
      levels[level].head = 0
    } else if head >= 64 && head * 2 >= levels[level].slots.count {
      levels[level].slots.removeFirst(head)
      levels[level].head = 0
    }
  }

  private mutating func addLevel(priority: Int) -> Int {
    let level: Int
    if let free = freeLevels.popLast() {
      level = free
      levels[level] = Level(priority: priority)
    } else {
      level = levels.count
      levels.append(Level(priority: priority))
    }
    levelByPriority[priority] = level
    order.append(level)
    var child = order.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard levels[order[child]].priority > levels[order[parent]].priority else { break }
      order.swapAt(child, parent)
      child = parent
    }
    return level
  }

  private mutating func removeTopLevel() {
    let top = order[0]
    levelByPriority[levels[top].priority] = nil
    levels[top] = Level(priority: 0)
    freeLevels.append(top)
    let last = order.removeLast()
    guard !order.isEmpty else { return }
    order[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < order.count else { break }
      let right = left + 1
      var best = left
      if right < order.count && levels[order[right]].priority > levels[order[left]].priority {
        best = right
      }
      guard levels[order[best]].priority > levels[order[parent]].priority else { break }
      order.swapAt(parent, best)
      parent = best
    }
  }
}
