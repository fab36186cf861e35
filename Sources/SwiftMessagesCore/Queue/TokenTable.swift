import Foundation

/// The queue's waiting messages keyed by ``MessageToken`` in token order: tokens are issued
/// increasing, so inserts append and look-ups binary-search. A removed message leaves a hole (an
/// entry with token `#0`, never issued) until the holes outnumber the messages and are compacted.
/// Entries are found by position (``index(of:)``) and read or changed in place there.
struct TokenTable: Sendable {
  typealias Entry = QueueStateMachine.Entry

  private var tokens: [MessageToken] = []
  private var slots: [Entry] = []
  private(set) var count = 0

  /// The position of the message `token`, or `nil` when it is not stored. Tokens are issued one
  /// by one and holes are compacted, so the stored ones are spread evenly enough for the position
  /// in proportion to the token range to land close: the search gallops from there, then bisects.
  func index(of token: MessageToken) -> Int? {
    guard let first = tokens.first, let last = tokens.last, first <= token, token <= last else {
      return nil
    }
    var low = 0
    var high = tokens.count
    let span = Double(last.rawValue - first.rawValue)
    let guess = span == 0 ? 0 : Int(Double(token.rawValue - first.rawValue) / span * Double(high - 1))
    var step = 1
    if tokens[guess] < token {
      low = guess + 1
      while low + step - 1 < high {
        if tokens[low + step - 1] < token { low += step } else { high = low + step - 1 }
        step *= 2
      }
    } else {
      high = guess
      while high - step >= low {
        if tokens[high - step] < token { low = high - step + 1 } else { high -= step }
        step *= 2
      }
    }
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle] < token { low = middle + 1 } else { high = middle }
    }
    return low < tokens.count && tokens[low] == token && slots[low].token == token ? low : nil
  }

  /// Whether an entry is stored under `token`.
  func contains(_ token: MessageToken) -> Bool { index(of: token) != nil }

  /// The entry at `index`, a position from ``index(of:)``.
  subscript(index: Int) -> Entry { slots[index] }

  /// Changes the entry at `index` (from ``index(of:)``) in place.
  mutating func modify(at index: Int, _ body: (inout Entry) -> Void) { body(&slots[index]) }

  /// Stores `entry` under its token, a new one (tokens only grow, so this appends).
  mutating func insert(_ entry: Entry) {
    assert(tokens.last.map { $0 < entry.token } ?? true, "tokens are stored in increasing order")
    tokens.append(entry.token)
    slots.append(entry)
    count += 1
  }

  /// Removes and returns the entry at `index` (from ``index(of:)``); positions found before are
  /// stale afterwards.
  mutating func remove(at index: Int) -> Entry {
    var old = Entry(token: MessageToken(rawValue: 0), request: MessageRequest(id: ""), phase: .delayed)
    swap(&old, &slots[index])
    count -= 1
    if tokens.count > 32, count * 2 < tokens.count {
      var kept = 0
      for index in slots.indices where slots[index].token.rawValue != 0 {
        tokens[kept] = tokens[index]
        slots.swapAt(kept, index)
        kept += 1
      }
      tokens.removeLast(tokens.count - kept)
      slots.removeLast(slots.count - kept)
    }
    return old
  }

  /// Removes every entry, returning them in token order.
  mutating func removeAll() -> [Entry] {
    let entries = values
    self = TokenTable()
    return entries
  }

  /// The entries in token order.
  var values: [Entry] { slots.filter { $0.token.rawValue != 0 } }
}
