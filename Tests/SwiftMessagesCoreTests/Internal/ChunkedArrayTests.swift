import Foundation
import Testing

@testable import SwiftMessagesCore

/// ``ChunkedArray``: an array that grows in fixed chunks, with value semantics and every
/// element released exactly when no value holds it any more.
@Suite struct ChunkedArrayTests {
  private final class Tracked {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  @Test func elementsAreReadAndWrittenAcrossChunks() {
    var array = ChunkedArray<Int>()
    for value in 0..<1000 { array.append(value) }
    #expect(array.count == 1000)
    #expect(array.indices == 0..<1000)
    #expect(array.indices.map { array[$0] } == Array(0..<1000))
    for index in stride(from: 0, to: 1000, by: 7) { array[index] += 10_000 }
    #expect(array[255] == 255)
    #expect(array[259] == 10_259)
    #expect(array[999] == 999)
  }

  @Test func aCopyIsIndependentOfTheOriginal() {
    var original = ChunkedArray<Int>()
    for value in 0..<300 { original.append(value) }
    var copy = original
    copy[10] = -1
    copy.append(300)
    original[280] = -2
    #expect(original[10] == 10)
    #expect(original.count == 300)
    #expect(copy[280] == 280)
    #expect(copy[10] == -1)
    #expect(copy.count == 301)
    #expect(copy[300] == 300)
  }

  @Test func everyElementIsReleasedOnceNoValueHoldsIt() {
    var released: [Bool] = []
    do {
      var weakElements: [() -> Tracked?] = []
      var array = ChunkedArray<Tracked?>()
      for value in 0..<600 {
        let element = Tracked(value)
        weakElements.append { [weak element] in element }
        array.append(element)
      }
      var copy = array
      // Replacing or clearing an element releases it only when the other value lets go too.
      copy[5] = nil
      array[5] = nil
      copy[300] = nil
      #expect(weakElements[5]() == nil)
      #expect(weakElements[300]()?.value == 300)
      #expect(array[300]?.value == 300)
      array = ChunkedArray()
      copy = ChunkedArray()
      released = weakElements.map { $0() == nil }
    }
    #expect(released.allSatisfy { $0 })
  }
}
