import Foundation
import Testing

@testable import SwiftMessagesCore

/// ``PriorityLevels``: highest priority first, first pushed first among equals.
@Suite struct PriorityLevelsTests {
  private func element(_ priority: Int, _ slot: Int32) -> PriorityLevels.Element {
    PriorityLevels.Element(priority: priority, slot: slot)
  }

  private func drain(_ queue: inout PriorityLevels) -> [Int32] {
    var out: [Int32] = []
    while let first = queue.popFirst() { out.append(first.slot) }
    return out
  }

  @Test func anEmptyQueue() {
    var queue = PriorityLevels()
    #expect(queue.isEmpty)
    #expect(queue.count == 0)
    #expect(queue.popFirst() == nil)
  }

  @Test func popsByPriorityThenPushOrder() {
    var queue = PriorityLevels()
    for (priority, slot) in [(0, 1), (5, 2), (0, 3), (-1, 4), (5, 5), (2, 6)] as [(Int, Int32)] {
      queue.push(element(priority, slot))
    }
    #expect(queue.count == 6)
    #expect(drain(&queue) == [2, 5, 6, 1, 3, 4])
    #expect(queue.isEmpty)
  }

  @Test func equalPrioritiesComeOutInPushOrderWhateverTheSlots() {
    var queue = PriorityLevels()
    for slot in [7, 3, 9, 1, 5] as [Int32] { queue.push(element(1, slot)) }
    #expect(drain(&queue) == [7, 3, 9, 1, 5])
  }

  @Test func theElementKeepsItsPriority() {
    var queue = PriorityLevels()
    queue.push(element(3, 42))
    #expect(queue.popFirst() == element(3, 42))
  }

  @Test func aPriorityThatRanOutAndComesBackKeepsItsPlace() {
    var queue = PriorityLevels()
    queue.push(element(1, 1))
    queue.push(element(0, 2))
    #expect(queue.popFirst()?.slot == 1)
    queue.push(element(1, 3))
    queue.push(element(2, 4))
    #expect(drain(&queue) == [4, 3, 2])
  }

  @Test func compactDropsDeadElementsKeepsTheOrderAndReportsWhatItDropped() {
    var queue = PriorityLevels()
    for slot in 1...20 as ClosedRange<Int32> { queue.push(element(Int(slot % 4), slot)) }
    let dropped = queue.compact { $0 % 2 == 0 }
    #expect(dropped.sorted() == [1, 3, 5, 7, 9, 11, 13, 15, 17, 19])
    #expect(queue.count == 10)
    // Even slots only: priorities 2 (2, 6, 10, 14, 18) then 0 (4, 8, 12, 16, 20).
    #expect(drain(&queue) == [2, 6, 10, 14, 18, 4, 8, 12, 16, 20])
  }

  @Test func compactAfterPopsKeepsOnlyWhatIsLeft() {
    var queue = PriorityLevels()
    for slot in 1...200 as ClosedRange<Int32> { queue.push(element(0, slot)) }
    for _ in 0..<150 { _ = queue.popFirst() }
    let dropped = queue.compact { $0 % 10 != 0 }
    #expect(dropped == [160, 170, 180, 190, 200])
    #expect(queue.count == 45)
    #expect(drain(&queue) == (151...200).filter { $0 % 10 != 0 })
  }

  @Test func matchesASortedReferenceOnRandomInput() {
    var rng = SplitMix64(seed: 42)
    for round in 0..<50 {
      var queue = PriorityLevels()
      var reference: [(priority: Int, slot: Int32)] = []
      var nextSlot: Int32 = 0
      var popped: [Int32] = []
      var expected: [Int32] = []
      // Few priorities in some rounds, many (more than the scanned few) in others.
      let priorities = round % 2 == 0 ? 5 : 40
      for _ in 0..<300 {
        if rng.next() % 3 == 0 {
          if let first = queue.popFirst() { popped.append(first.slot) }
          // The reference keeps push order, so the first of the highest priority goes first.
          if let best = reference.indices.min(by: {
            reference[$0].priority != reference[$1].priority
              ? reference[$0].priority > reference[$1].priority : $0 < $1
          }) {
            expected.append(reference.remove(at: best).slot)
          }
        } else {
          nextSlot += 1
          let priority = Int(rng.next() % UInt64(priorities)) - priorities / 2
          queue.push(element(priority, nextSlot))
          reference.append((priority, nextSlot))
        }
      }
      #expect(popped == expected)
      #expect(queue.count == reference.count)
    }
  }
}
