import Foundation

/// A hash table from live message tokens to the slots that store them, in 8 bytes a bucket:
/// open addressing with linear probing and Fibonacci hashing, deletion by backward shift, at
/// most three quarters full.
///
/// A bucket keeps the slot and the low 32 bits of the token; the owner confirms a match with
/// the full token stored in the slot. Tokens are sequence numbers, so a multiplicative hash
/// spreads them evenly and no seeded `Hasher` is needed: a look-up, insertion or removal
/// costs a multiply and a probe or two.
struct TokenIndex: Sendable {
  private struct Bucket: Sendable {
    var check: UInt32
    /// -1 for an empty bucket.
    var slot: Int32

    static let empty = Bucket(check: 0, slot: -1)
  }

  private var buckets = [Bucket](repeating: .empty, count: 16)
  /// `64 - log2(buckets.count)`: the hash keeps the top bits of the product.
  private var shift: UInt64 = 60
  private(set) var count = 0

  private var mask: Int { buckets.count - 1 }

  @inline(__always)
  private static func check(of token: MessageToken) -> UInt32 {
    UInt32(truncatingIfNeeded: token.rawValue)
  }

  @inline(__always)
  private func home(of check: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(check) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot of `token`, or `nil` if it is not stored. `tokenAt` returns the token stored in
  /// a slot.
  @inline(__always)
  func slot(of token: MessageToken, tokenAt: (Int) -> MessageToken) -> Int? {
    let check = Self.check(of: token)
    var index = home(of: check)
    while buckets[index].slot >= 0 {
      let bucket = buckets[index]
      if bucket.check == check && tokenAt(Int(bucket.slot)) == token { return Int(bucket.slot) }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores a token that is not stored yet.
  mutating func insert(_ token: MessageToken, slot: Int) {
    if (count + 1) * 4 > buckets.count * 3 { grow() }
    let check = Self.check(of: token)
    var index = home(of: check)
    while buckets[index].slot >= 0 { index = (index + 1) & mask }
    buckets[index] = Bucket(check: check, slot: Int32(slot))
    count += 1
  }

  /// Forgets `token`, stored at `slot`; unknown tokens are ignored.
  mutating func remove(_ token: MessageToken, slot: Int) {
    let slot = Int32(slot)
    var hole = home(of: Self.check(of: token))
    while buckets[hole].slot != slot {
      if buckets[hole].slot < 0 { return }
      hole = (hole + 1) & mask
    }
    // Backward shift: pull later members of the probe run into the hole unless that would
    // move them before their home bucket.
    var next = hole
    while true {
      next = (next + 1) & mask
      let moved = buckets[next]
      if moved.slot < 0 { break }
      let home = home(of: moved.check)
      let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !staysPut {
        buckets[hole] = moved
        hole = next
      }
    }
    buckets[hole] = .empty
    count -= 1
  }

  private mutating func grow() {
    let old = buckets
    buckets = [Bucket](repeating: .empty, count: old.count * 2)
    shift -= 1
    for bucket in old where bucket.slot >= 0 {
      var index = home(of: bucket.check)
      while buckets[index].slot >= 0 { index = (index + 1) & mask }
      buckets[index] = bucket
    }
  }
}
