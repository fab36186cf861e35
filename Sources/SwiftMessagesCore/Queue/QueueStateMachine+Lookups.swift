import Foundation

extension QueueStateMachine {
  /// Whether nothing is on screen, waiting, or pausing between messages.
  package var isIdle: Bool { visible.isEmpty && waitingCount == 0 && !isPausing }

  /// The request a token was accepted with, while the message is queued, delayed or visible.
  package func request(for token: MessageToken) -> MessageRequest? { read(token) { $0.request } }

  /// Where a message is in its life, or `nil` once it is gone (hidden, dropped or failed).
  package func phase(of token: MessageToken) -> MessagePhase? { read(token) { $0.phase } }

  /// The visible message with id `id` (with stacking, the newest such), including one that is
  /// animating out. O(1) for a fixed ``maximumVisible``.
  package func current(id: String) -> MessageToken? {
    visible.last { $0.id == id }?.token
  }

  /// The waiting message with `id` that would be shown first (queued before delayed, then by
  /// priority and order), including messages still waiting out a delay. O(k) for k messages
  /// sharing the id, O(1) with de-duplication on.
  package func queued(id: String) -> MessageToken? {
    var first: Int?
    _ = ids[id]?.contains { token in
      if let index = waiting.index(of: token),
        first.map({ Self.showsBefore(waiting[index], waiting[$0]) }) ?? true
      {
        first = index
      }
      return false
    }
    return first.map { waiting[$0].token }
  }

  package func currentOrQueued(id: String) -> MessageToken? {
    current(id: id) ?? queued(id: id)
  }

  /// How many requests for `id` are counted (see ``hideCounted(id:at:into:)``); 0 if none.
  package func count(id: String) -> Int { ids[id]?.count ?? 0 }

  /// Overrides the count of `id`, as SwiftMessages' `set(count:for:)`: ignored if the id has
  /// no count yet. A count of 0 or less removes it, so the next `hideCounted` hides.
  mutating func setCount(_ count: Int, for id: String) {
    guard let slot = ids.index(forKey: id), ids.values[slot].count != nil else { return }
    ids.values[slot].count = count > 0 ? count : nil
  }

  /// Whether `a` would be presented before `b`.
  static func showsBefore(_ a: Entry, _ b: Entry) -> Bool {
    if a.phase != b.phase { return a.phase == .queued }
    if a.request.priority != b.request.priority { return a.request.priority > b.request.priority }
    return a.phase == .queued ? a.sequence < b.sequence : a.token < b.token
  }
}
