import Foundation

/// The deletion shared by the queue's open-addressing tables (``TokenIndex`` and the id table):
/// buckets hold non-negative entries, `-1` marks an empty bucket, and look-ups probe forward
/// from an entry's home bucket.
enum LinearProbing {
  /// The home bucket of a 32-bit key in a table of `1 << (64 - shift)` buckets (Fibonacci
  /// hashing: the top bits of the key times 2⁶⁴/φ).
  static func home(of key: UInt32, shift: UInt64) -> Int {
    Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Empties bucket `hole` and pulls later members of its probe run back into it (backward
  /// shift), unless that would move one before its home bucket, so every remaining entry is
  /// still found by probing from its home.
  ///
  /// - Parameters:
  ///   - hole: the bucket of the entry being removed.
  ///   - buckets: the table; its count is a power of two.
  ///   - mask: `buckets.count - 1`.
  ///   - home: the home bucket of an entry.
  static func remove(at hole: Int, in buckets: inout [Int32], mask: Int, home: (Int32) -> Int) {
    var hole = hole
    var next = hole
    while true {
      next = (next + 1) & mask
      let moved = buckets[next]
      if moved < 0 { break }
      let movedHome = home(moved)
      let staysPut =
        hole <= next ? (hole < movedHome && movedHome <= next) : (hole < movedHome || movedHome <= next)
      if !staysPut {
        buckets[hole] = moved
        hole = next
      }
    }
    buckets[hole] = -1
  }
}
