import Foundation

/// An append-only array stored in fixed chunks of 256 elements: growing never copies or
/// reallocates what is already stored, so a queue that grows to n messages touches its
/// memory once rather than twice (no old and new buffer side by side while doubling).
struct ChunkedArray<Element: Sendable>: Sendable {
  private static var chunkShift: Int { 8 }
  private static var chunkMask: Int { 255 }

  private var chunks: [[Element]] = []
  private(set) var count = 0

  var indices: Range<Int> { 0..<count }

  subscript(index: Int) -> Element {
    get { chunks[index >> Self.chunkShift][index & Self.chunkMask] }
    _modify { yield &chunks[index >> Self.chunkShift][index & Self.chunkMask] }
  }

  mutating func append(_ element: Element) {
    if count & Self.chunkMask == 0 {
      var chunk: [Element] = []
      chunk.reserveCapacity(Self.chunkMask + 1)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    count += 1
  }
}
