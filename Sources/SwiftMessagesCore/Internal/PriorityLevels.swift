import Foundation

/// The queued messages in presentation order: highest priority first, first-in, first-out
/// among equal priorities. The order among equals is the sequence a message got when it
/// entered the queue (for a delayed message, when its delay ended), not when it was requested.
///
/// One FIFO per distinct priority, plus a binary heap of those priorities: a push appends to
/// its priority's FIFO, a pop takes the head of the highest one, both O(1) amortized; a
/// priority that is new or has run out costs O(log p) more, for p distinct priorities (at most
/// n). The owner hands sequences out in increasing order and pushes in that order, which keeps
/// every FIFO sorted.
///
/// Removal is lazy: the owner keeps the authoritative set of live entries and skips stale
/// elements on pop; ``compact(keeping:)`` drops them in O(n) when they pile up, which keeps the
/// amortized cost of a removal O(1).
struct PriorityLevels: Sendable {
  struct Element: Equatable, Sendable {
    var priority: Int
    /// When the message entered the queue: unique, so it also tells a live element from a
    /// stale one.
    var sequence: UInt64
    /// Where the owner stores the message, so a pop needs no look-up by token.
    var slot: Int32
  }

  private struct Item: Sendable {
    var sequence: UInt64
    var slot: Int32
  }

  /// The FIFO of one priority: `items[head...]`.
  private struct Level: Sendable {
    var priority: Int
    var items: [Item] = []
    var head = 0

    var isEmpty: Bool { head == items.count }
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

  /// Appends `element` to its priority's FIFO. Its sequence must exceed every sequence pushed
  /// before with that priority.
  mutating func push(_ element: Element) {
    let level = self.level(of: element.priority) ?? addLevel(priority: element.priority)
    levels[level].items.append(Item(sequence: element.sequence, slot: element.slot))
    count += 1
  }

  /// Removes and returns the element that goes first, if any.
  mutating func popFirst() -> Element? {
    while let top = order.first {
      guard levels[top].isEmpty else {
        let item = levels[top].items[levels[top].head]
        levels[top].head += 1
        count -= 1
        trimHead(of: top)
        return Element(priority: levels[top].priority, sequence: item.sequence, slot: item.slot)
      }
      removeTopLevel()
    }
    return nil
  }

  /// Drops every element that `isLive` rejects, keeping the order, in O(n).
  mutating func compact(keeping isLive: (Element) -> Bool) {
    count = 0
    for level in order {
      let priority = levels[level].priority
      let kept = levels[level].items[levels[level].head...].filter {
        isLive(Element(priority: priority, sequence: $0.sequence, slot: $0.slot))
      }
      levels[level].items = kept
      levels[level].head = 0
      count += kept.count
    }
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
    if head == levels[level].items.count {
      levels[level].items.removeAll(keepingCapacity: true)
      levels[level].head = 0
    } else if head >= 64 && head * 2 >= levels[level].items.count {
      levels[level].items.removeFirst(head)
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
