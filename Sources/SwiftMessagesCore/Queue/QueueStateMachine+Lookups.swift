import Foundation

extension QueueStateMachine {
  /// Whether nothing is on screen, waiting, or pausing between messages.
  package var isIdle: Bool { visible.isEmpty && waitingCount == 0 && !isPausing }

  /// The request a token was accepted with, while the message is queued, delayed or visible.
  package func request(for token: MessageToken) -> MessageRequest? { read(token, \.request) }

  /// Where a message is in its life, or `nil` once it is gone (hidden, dropped or failed).
  package func phase(of token: MessageToken) -> MessagePhase? { read(token, \.phase) }

  /// The visible message with id `id` (with stacking, the newest such), including one that is
  /// animating out. O(1) for a fixed ``maximumVisible``.
  package func current(id: String) -> MessageToken? {
    visible.last { $0.id == id }?.token
  }

  /// The waiting message with `id` that would be shown first (queued before delayed, then by
  /// priority and order), including messages still waiting out a delay. O(k) for k messages
  /// sharing the id, O(1) with de-duplication on.
  package func queued(id: String) -> MessageToken? {
    ids[id]?.tokens.compactMap { token in waiting.read(token) { $0 } }.min(by: Self.showsBefore)?.token
  }

  package func currentOrQueued(id: String) -> MessageToken? {
    current(id: id) ?? queued(id: id)
  }

  /// How many requests for `id` are counted (see ``hideCounted(id:at:into:)``); 0 if none.
  package func count(id: String) -> Int { ids[id]?.count ?? 0 }

  /// Overrides the count of `id`, as SwiftMessages' `set(count:for:)`: ignored if the id has
  /// no count yet. A count of 0 or less removes it, so the next `hideCounted` hides.
  mutating func setCount(_ count: Int, for id: String) {
    guard ids[id]?.count != nil else { return }
    ids[id]?.count = count > 0 ? count : nil
  }

  /// Whether `a` would be presented before `b`.
  static func showsBefore(_ a: Entry, _ b: Entry) -> Bool {
    if a.phase != b.phase { return a.phase == .queued }
    if a.request.priority != b.request.priority { return a.request.priority > b.request.priority }
    return a.phase == .queued ? a.sequence < b.sequence : a.token < b.token
  }
}
