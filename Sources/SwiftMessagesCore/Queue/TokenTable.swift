import Foundation

/// The queue's waiting messages keyed by ``MessageToken`` in token order: tokens are issued
/// increasing, so inserts append and look-ups binary-search; removal holes are compacted once they
/// outnumber the messages.
struct TokenTable: Sendable {
  private var tokens: [MessageToken] = []
  private var slots: [QueueStateMachine.Entry?] = []
  private(set) var count = 0

  /// The first position whose token is not below `token`.
  private func position(of token: MessageToken) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle] < token { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The value stored under `token`; setting `nil` removes it.
  subscript(token: MessageToken) -> QueueStateMachine.Entry? {
    get {
      let index = position(of: token)
      return index < tokens.count && tokens[index] == token ? slots[index] : nil
    }
    set { _ = update(token, to: newValue) }
  }

  @discardableResult
  mutating func removeValue(forKey token: MessageToken) -> QueueStateMachine.Entry? { update(token, to: nil) }

  /// The values in token order.
  var values: [QueueStateMachine.Entry] { slots.compactMap { $0 } }

  /// Stores `value` under `token` (`nil` removes); returns the value it replaces.
  private mutating func update(_ token: MessageToken, to value: QueueStateMachine.Entry?) -> QueueStateMachine
    .Entry?
  {
    let index = position(of: token)
    guard index < tokens.count, tokens[index] == token else {
      guard let value else { return nil }
      tokens.insert(token, at: index)
      slots.insert(value, at: index)
      count += 1
      return nil
    }
    let old = slots[index]
    slots[index] = value
    count += (value == nil ? 0 : 1) - (old == nil ? 0 : 1)
    if value == nil, tokens.count > 32, count * 2 < tokens.count {
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
}
