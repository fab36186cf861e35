import Foundation

/// The tokens stored in the slots a ``TokenIndex`` points into.
protocol SlotTokens {
  /// The token of the message in `slot`.
  func token(at slot: Int) -> MessageToken
}

/// A hash table from live message tokens to the slots that store them, in 4 bytes a bucket:
/// open addressing with linear probing and Fibonacci hashing, deletion by backward shift, at
/// most three quarters full.
///
/// A bucket holds only the slot; the token is read from the slot (``SlotTokens``). Tokens are
/// sequence numbers, so a multiplicative hash of their low 32 bits spreads them evenly and no
/// seeded `Hasher` is needed: a look-up, insertion or removal costs a multiply and a probe or
/// two.
struct TokenIndex: Sendable {
  /// Slots by bucket; -1 marks an empty bucket.
  private var buckets = [Int32](repeating: -1, count: 16)
  /// `64 - log2(buckets.count)`: the hash keeps the top bits of the product.
  private var shift: UInt64 = 60
  private(set) var count = 0

  private var mask: Int { buckets.count - 1 }

  @inline(__always)
  private func home(of token: MessageToken) -> Int {
    LinearProbing.home(of: UInt32(truncatingIfNeeded: token.rawValue), shift: shift)
  }

  /// The slot of `token`, or `nil` if it is not stored.
  @inline(__always)
  func slot<Tokens: SlotTokens>(of token: MessageToken, in tokens: Tokens) -> Int? {
    var index = home(of: token)
    while buckets[index] >= 0 {
      let slot = Int(buckets[index])
      if tokens.token(at: slot) == token { return slot }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Stores a token that is not stored yet; `tokens` already holds it at `slot`.
  mutating func insert<Tokens: SlotTokens>(_ token: MessageToken, slot: Int, in tokens: Tokens) {
    if (count + 1) * 4 > buckets.count * 3 { grow(tokens) }
    var index = home(of: token)
    while buckets[index] >= 0 { index = (index + 1) & mask }
    buckets[index] = Int32(slot)
    count += 1
  }

  /// Forgets `token`, stored at `slot` (which `tokens` still holds); unknown tokens are
  /// ignored.
  mutating func remove<Tokens: SlotTokens>(_ token: MessageToken, slot: Int, in tokens: Tokens) {
    let slot = Int32(slot)
    var hole = home(of: token)
    while buckets[hole] != slot {
      if buckets[hole] < 0 { return }
      hole = (hole + 1) & mask
    }
    let shift = self.shift
    LinearProbing.remove(at: hole, in: &buckets, mask: mask) {
      LinearProbing.home(of: UInt32(truncatingIfNeeded: tokens.token(at: Int($0)).rawValue), shift: shift)
    }
    count -= 1
  }

  private mutating func grow<Tokens: SlotTokens>(_ tokens: Tokens) {
    let old = buckets
    buckets = [Int32](repeating: -1, count: old.count * 2)
    shift -= 1
    for slot in old where slot >= 0 {
      var index = home(of: tokens.token(at: Int(slot)))
      while buckets[index] >= 0 { index = (index + 1) & mask }
      buckets[index] = slot
    }
  }
}
