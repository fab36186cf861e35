import Foundation
import Testing

@testable import SwiftMessagesCore

/// ``PriorityHeap``: highest priority first, earliest queue entry first among equals.
@Suite struct PriorityHeapTests {
  private func element(_ priority: Int, _ sequence: UInt64) -> PriorityHeap.Element {
    PriorityHeap.Element(priority: priority, sequence: sequence, token: MessageToken(rawValue: sequence))
  }

  private func drain(_ heap: inout PriorityHeap) -> [UInt64] {
    var out: [UInt64] = []
    while let top = heap.popFirst() { out.append(top.token.rawValue) }
    return out
  }

  @Test func anEmptyHeap() {
    var heap = PriorityHeap()
    #expect(heap.isEmpty)
    #expect(heap.count == 0)
    #expect(heap.first == nil)
    #expect(heap.popFirst() == nil)
  }

  @Test func popsByPriorityThenSequence() {
    var heap = PriorityHeap()
    for (priority, sequence) in [(0, 1), (5, 2), (0, 3), (-1, 4), (5, 5), (2, 6)] as [(Int, UInt64)] {
      heap.push(element(priority, sequence))
    }
    #expect(heap.count == 6)
    #expect(heap.first?.token == MessageToken(rawValue: 2))
    #expect(drain(&heap) == [2, 5, 6, 1, 3, 4])
    #expect(heap.isEmpty)
  }

  @Test func theEntrySequenceNotTheTokenBreaksTies() {
    // A delayed message (older token) that entered the queue later goes after a newer token.
    var heap = PriorityHeap()
    heap.push(PriorityHeap.Element(priority: 0, sequence: 9, token: MessageToken(rawValue: 1)))
    heap.push(PriorityHeap.Element(priority: 0, sequence: 4, token: MessageToken(rawValue: 2)))
    #expect(drain(&heap) == [2, 1])
  }

  @Test func equalPrioritiesComeOutInSequenceWhateverThePushOrder() {
    var heap = PriorityHeap()
    for sequence in [7, 3, 9, 1, 5] as [UInt64] { heap.push(element(1, sequence)) }
    #expect(drain(&heap) == [1, 3, 5, 7, 9])
  }

  @Test func compactRemovesDeadElementsAndKeepsTheOrder() {
    var heap = PriorityHeap()
    for sequence in 1...20 as ClosedRange<UInt64> { heap.push(element(Int(sequence % 4), sequence)) }
    heap.compact { $0.rawValue % 2 == 0 }
    #expect(heap.count == 10)
    // Even sequences only: priorities 2 (2, 6, 10, 14, 18) then 0 (4, 8, 12, 16, 20).
    #expect(drain(&heap) == [2, 6, 10, 14, 18, 4, 8, 12, 16, 20])
  }

  @Test func matchesASortedReferenceOnRandomInput() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<50 {
      var heap = PriorityHeap()
      var reference: [(priority: Int, sequence: UInt64)] = []
      var sequence: UInt64 = 0
      var popped: [UInt64] = []
      var expected: [UInt64] = []
      for _ in 0..<200 {
        if rng.next() % 3 == 0 {
          // Pop from both.
          if let top = heap.popFirst() { popped.append(top.token.rawValue) }
          if let best = reference.indices.min(by: {
            reference[$0].priority != reference[$1].priority
              ? reference[$0].priority > reference[$1].priority
              : reference[$0].sequence < reference[$1].sequence
          }) {
            expected.append(reference.remove(at: best).sequence)
          }
        } else {
          sequence += 1
          let priority = Int(rng.next() % 5) - 2
          heap.push(element(priority, sequence))
          reference.append((priority, sequence))
        }
      }
      #expect(popped == expected)
      #expect(heap.count == reference.count)
    }
  }
}
