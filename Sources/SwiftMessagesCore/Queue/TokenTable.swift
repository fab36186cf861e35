import Foundation

/// The queue's waiting messages keyed by ``MessageToken`` in token order: tokens are issued
/// increasing, so inserts append and look-ups binary-search; removal holes are compacted once they
/// outnumber the messages. Entries are read and changed in place (``read(_:_:)``,
/// ``modify(_:_:)``), never copied out whole.
struct TokenTable: Sendable {
  typealias Entry = QueueStateMachine.Entry

  private var tokens: [MessageToken] = []
  private var slots: [Entry?] = []
  private(set) var count = 0

  /// The position of `token` in `tokens`, or `nil` when it was never stored or was compacted away.
  private func index(of token: MessageToken) -> Int? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle] < token { low = middle + 1 } else { high = middle }
    }
    return low < tokens.count && tokens[low] == token ? low : nil
  }

  /// Whether an entry is stored under `token`.
  func contains(_ token: MessageToken) -> Bool { read(token) { _ in true } ?? false }

  /// What `body` reads from the entry under `token`, in place; `nil` when there is none.
  func read<Result>(_ token: MessageToken, _ body: (Entry) -> Result) -> Result? {
    guard let index = index(of: token) else { return nil }
    return slots[index].map(body)
  }

  /// Changes the entry under `token` in place; does nothing when there is none.
  mutating func modify(_ token: MessageToken, _ body: (inout Entry) -> Void) {
    guard let index = index(of: token), slots[index] != nil else { return }
    body(&slots[index]!)
  }

  /// Stores `entry` under its token, a new one (tokens only grow, so this appends).
  mutating func insert(_ entry: Entry) {
    assert(tokens.last.map { $0 < entry.token } ?? true, "tokens are stored in increasing order")
    tokens.append(entry.token)
    slots.append(entry)
    count += 1
  }

  /// Removes and returns the entry under `token`.
  @discardableResult
  mutating func removeValue(forKey token: MessageToken) -> Entry? {
    guard let index = index(of: token), let old = slots[index] else { return nil }
    slots[index] = nil
    count -= 1
    if tokens.count > 32, count * 2 < tokens.count {
      var kept = 0
      for index in slots.indices where slots[index] != nil {
        tokens[kept] = tokens[index]
        slots.swapAt(kept, index)
        kept += 1
      }
      tokens.removeLast(tokens.count - kept)
      slots.removeLast(slots.count - kept)
    }
    return old
  }

  /// The entries in token order.
  var values: [Entry] { slots.compactMap { $0 } }
}
