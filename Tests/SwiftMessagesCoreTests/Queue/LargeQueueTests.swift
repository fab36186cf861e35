import Foundation
import Testing

@testable import SwiftMessagesCore

/// Thousands of waiting messages: the storage grows well past its first chunks and tables,
/// ids with several messages share a record, and the queue still orders, de-duplicates,
/// counts and looks up exactly as it does for a handful.
@Suite struct LargeQueueTests {
  /// 3000 requests over 700 ids, priorities -1…3, one in three allowing duplicates, all
  /// queued behind the first, then drained by a driver that plays every animation and timer.
  @Test func aLargeQueueDrainsInPriorityThenArrivalOrderWithExactCounts() throws {
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    var liveIDs: Set<String> = []
    var dropCounts: [String: Int] = [:]
    var accepted: [(token: MessageToken, id: String, priority: Int)] = []
    var presented: MessageToken?
    for index in 0..<3000 {
      let id = "message-\(index * 7 % 700)"
      let policy: DuplicatePolicy = index % 3 == 0 ? .allow : .drop
      let priority = index * 5 % 7 % 5 - 1
      let request = MessageRequest(
        id: id, priority: priority, duration: .seconds(seconds: 1), duplicatePolicy: policy)
      let result = try machine.enqueue(request, at: 0)
      if policy == .drop { dropCounts[id, default: 0] += 1 }
      let expectAccepted = policy == .allow || !liveIDs.contains(id)
      #expect(result.isAccepted == expectAccepted, "request \(index)")
      if result.isAccepted {
        liveIDs.insert(id)
        accepted.append((result.token, id, priority))
      }
      for case .present(let token) in result.actions { presented = token }
    }
    #expect(machine.waitingCount == accepted.count - 1)
    for (id, count) in dropCounts { #expect(machine.count(id: id) == count, "\(id)") }

    // The first message is on screen; the rest come out by priority, then in arrival order.
    let first = try #require(accepted.first)
    let rest = accepted.dropFirst().sorted {
      $0.priority != $1.priority ? $0.priority > $1.priority : $0.token < $1.token
    }
    let expectedOrder = [first.token] + rest.map(\.token)
    // Before the drain, a look-up by id finds the waiting message of that id that shows first.
    let firstShown = Dictionary(
      rest.map { ($0.id, $0.token) }, uniquingKeysWith: { earlier, _ in earlier })
    for (id, token) in firstShown { #expect(machine.queued(id: id) == token, "\(id)") }

    var order: [MessageToken] = []
    var events: [MessageToken: [String]] = [:]
    var now: TimeInterval = 0
    while let token = presented {
      presented = nil
      order.append(token)
      var actions = machine.presentationStarted(token)
      now += 1
      actions += machine.presentationFinished(token, at: now)
      now += 1
      actions += machine.timerFired(.autoHide(token), at: now)
      actions += machine.dismissalFinished(token, at: now)
      for action in actions {
        if case .emit(let event) = action { events[event.token, default: []].append(event.name) }
        if case .present(let next) = action { presented = next }
      }
    }
    #expect(order == expectedOrder)
    #expect(events.count == accepted.count)
    #expect(events.values.allSatisfy { $0 == ["willShow", "didShow", "willHide", "didHide"] })
    #expect(machine.isIdle)
    #expect(machine.counts.isEmpty)
    #expect(machine.entries.count == 0)
  }
}
