import Foundation
import Testing

@testable import SwiftMessagesCore

/// ``PriorityLevels``: highest priority first, earliest queue entry first among equals.
@Suite struct PriorityLevelsTests {
  private func element(_ priority: Int, _ sequence: UInt64) -> PriorityLevels.Element {
    PriorityLevels.Element(priority: priority, sequence: sequence, slot: Int32(sequence))
  }

  private func drain(_ queue: inout PriorityLevels) -> [UInt64] {
    var out: [UInt64] = []
    while let first = queue.popFirst() { out.append(first.sequence) }
    return out
  }

  @Test func anEmptyQueue() {
    var queue = PriorityLevels()
    #expect(queue.isEmpty)
    #expect(queue.count == 0)
    #expect(queue.popFirst() == nil)
  }

  @Test func popsByPriorityThenSequence() {
    var queue = PriorityLevels()
    for (priority, sequence) in [(0, 1), (5, 2), (0, 3), (-1, 4), (5, 5), (2, 6)] as [(Int, UInt64)] {
      queue.push(element(priority, sequence))
    }
    #expect(queue.count == 6)
    #expect(drain(&queue) == [2, 5, 6, 1, 3, 4])
    #expect(queue.isEmpty)
  }

  @Test func theElementKeepsItsPriorityAndSlot() {
    var queue = PriorityLevels()
    queue.push(PriorityLevels.Element(priority: 3, sequence: 7, slot: 42))
    #expect(queue.popFirst() == PriorityLevels.Element(priority: 3, sequence: 7, slot: 42))
  }

  @Test func aPriorityThatRanOutAndComesBackKeepsItsPlace() {
    var queue = PriorityLevels()
    queue.push(element(1, 1))
    queue.push(element(0, 2))
    #expect(queue.popFirst()?.sequence == 1)
    queue.push(element(1, 3))
    queue.push(element(2, 4))
    #expect(drain(&queue) == [4, 3, 2])
  }

  @Test func compactRemovesDeadElementsAndKeepsTheOrder() {
    var queue = PriorityLevels()
    for sequence in 1...20 as ClosedRange<UInt64> { queue.push(element(Int(sequence % 4), sequence)) }
    queue.compact { $0.sequence % 2 == 0 }
    #expect(queue.count == 10)
    // Even sequences only: priorities 2 (2, 6, 10, 14, 18) then 0 (4, 8, 12, 16, 20).
    #expect(drain(&queue) == [2, 6, 10, 14, 18, 4, 8, 12, 16, 20])
  }

  @Test func compactAfterPopsKeepsOnlyWhatIsLeft() {
    var queue = PriorityLevels()
    for sequence in 1...200 as ClosedRange<UInt64> { queue.push(element(0, sequence)) }
    for _ in 0..<150 { _ = queue.popFirst() }
    queue.compact { $0.sequence % 10 != 0 }
    #expect(queue.count == 45)
    #expect(drain(&queue) == (151...200).filter { $0 % 10 != 0 })
  }

  @Test func matchesASortedReferenceOnRandomInput() {
    var rng = SplitMix64(seed: 42)
    for round in 0..<50 {
      var queue = PriorityLevels()
      var reference: [(priority: Int, sequence: UInt64)] = []
      var sequence: UInt64 = 0
      var popped: [UInt64] = []
      var expected: [UInt64] = []
      // Few priorities in some rounds, many (more than the scanned few) in others.
      let priorities = round % 2 == 0 ? 5 : 40
      for _ in 0..<300 {
        if rng.next() % 3 == 0 {
          if let first = queue.popFirst() { popped.append(first.sequence) }
          if let best = reference.indices.min(by: {
            reference[$0].priority != reference[$1].priority
              ? reference[$0].priority > reference[$1].priority
              : reference[$0].sequence < reference[$1].sequence
          }) {
            expected.append(reference.remove(at: best).sequence)
          }
        } else {
          sequence += 1
          let priority = Int(rng.next() % UInt64(priorities)) - priorities / 2
          queue.push(element(priority, sequence))
          reference.append((priority, sequence))
        }
      }
      #expect(popped == expected)
      #expect(queue.count == reference.count)
    }
  }
}
