import Foundation

/// An append-only array stored in fixed chunks of 256 elements, with value semantics.
///
/// Growing never moves what is already stored, so a queue that grows to n messages touches
/// its memory once: no old and new buffer side by side while doubling, no capacity left
/// unused beyond the last chunk. The chunks belong to one owner object that is copied on
/// write as a whole, so a write checks uniqueness once (an array of arrays would check the
/// outer and the inner array on every write).
struct ChunkedArray<Element>: @unchecked Sendable {
  // @unchecked: the chunks are only written after `makeUnique()`, like a standard library
  // collection's buffer, so two values never share mutable state.

  private static var chunkShift: Int { 8 }
  private static var chunkSize: Int { 1 << chunkShift }
  private static var chunkMask: Int { chunkSize - 1 }

  /// Owns the chunks: frees them (and the elements in them) when the last value lets go.
  private final class Owner {
    var chunks: [UnsafeMutablePointer<Element>] = []
    var count = 0

    deinit {
      for (index, chunk) in chunks.enumerated() {
        chunk.deinitialize(count: ChunkedArray.elements(inChunk: index, of: count))
        chunk.deallocate()
      }
    }
  }

  private var owner = Owner()
  /// The owner's chunks, kept here so reads and writes never touch the owner.
  private var chunks: [UnsafeMutablePointer<Element>] = []
  private(set) var count = 0

  var indices: Range<Int> { 0..<count }

  subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count, "ChunkedArray index out of range")
      return chunks[index >> Self.chunkShift][index & Self.chunkMask]
    }
    _modify {
      precondition(index >= 0 && index < count, "ChunkedArray index out of range")
      makeUnique()
      yield &chunks[index >> Self.chunkShift][index & Self.chunkMask]
    }
  }

  mutating func append(_ element: Element) {
    makeUnique()
    if count & Self.chunkMask == 0 {
      let chunk = UnsafeMutablePointer<Element>.allocate(capacity: Self.chunkSize)
      chunks.append(chunk)
      owner.chunks.append(chunk)
    }
    (chunks[count >> Self.chunkShift] + (count & Self.chunkMask)).initialize(to: element)
    count += 1
    owner.count = count
  }

  /// How many of `count` elements live in chunk `index`.
  private static func elements(inChunk index: Int, of count: Int) -> Int {
    min(chunkSize, count - index * chunkSize)
  }

  /// Gives this value its own chunks (a copy of every element) if another value shares them.
  @inline(__always)
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&owner) { copyChunks() }
  }

  @inline(never)
  private mutating func copyChunks() {
    let copy = Owner()
    copy.count = count
    for (index, chunk) in chunks.enumerated() {
      let chunkCopy = UnsafeMutablePointer<Element>.allocate(capacity: Self.chunkSize)
      chunkCopy.initialize(from: chunk, count: Self.elements(inChunk: index, of: count))
      copy.chunks.append(chunkCopy)
    }
    owner = copy
    chunks = copy.chunks
  }
}
