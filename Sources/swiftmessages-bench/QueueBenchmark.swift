import SwiftMessagesCore

/// Queue throughput: enqueue n requests (half duplicates, mixed priorities), then drain them by
/// playing the driver through each presentation, auto-hide and dismissal, reusing one action buffer
/// like ``MessageDriver``.
struct QueueBenchmark {
  let n: Int

  /// Builds the requests outside the timed region: ids `m0…`, every odd request repeats a
  /// random earlier id; priorities cycle through -1…3 with a deterministic scramble.
  func makeRequests() -> [MessageRequest] {
    var generator = LinearCongruential(seed: UInt64(n))
    var requests: [MessageRequest] = []
    requests.reserveCapacity(n)
    var fresh = 0
    for index in 0..<n {
      let id: String
      if index % 2 == 1 && fresh > 0 {
        id = "m\(generator.next() % UInt64(fresh))"
      } else {
        id = "m\(fresh)"
        fresh += 1
      }
      let priority = Int(generator.next() % 5) - 1
      requests.append(MessageRequest(id: id, priority: priority, duration: .seconds(seconds: 1)))
    }
    return requests
  }

  /// Drains the queue with a deck of `maximumVisible` messages (1: one at a time): every
  /// presented message is started, finished, timed out and dismissed in the order it was
  /// presented, while the others stay visible.
  func run(maximumVisible: Int) -> Throughput {
    let requests = makeRequests()
    var machine = QueueStateMachine(pauseBetweenMessages: 0, maximumVisible: maximumVisible)
    var operations = 0
    var visible: [MessageToken] = []
    var shown = 0
    let elapsed = nanoseconds {
      var now: Double = 0
      var actions: [QueueAction] = []
      for request in requests {
        actions.removeAll(keepingCapacity: true)
        guard (try? machine.enqueue(request, at: now, into: &actions)) != nil else { continue }
        operations += 1
        Self.appendPresented(in: actions, to: &visible)
      }
      while shown < visible.count {
        let token = visible[shown]
        shown += 1
        now += 1
        actions.removeAll(keepingCapacity: true)
        machine.presentationStarted(token, into: &actions)
        machine.presentationFinished(token, at: now, into: &actions)
        now += 1
        machine.timerFired(.autoHide(token), at: now, into: &actions)
        machine.dismissalFinished(token, at: now, into: &actions)
        operations += 4
        Self.appendPresented(in: actions, to: &visible)
      }
    }
    // The input is torn down after the clock stops, like it was built before it started.
    withExtendedLifetime(requests) {}
    precondition(machine.isIdle, "the benchmark must drain the queue")
    return Throughput(n: n, operations: operations, effects: shown, nanoseconds: elapsed)
  }

  static func appendPresented(in actions: [QueueAction], to tokens: inout [MessageToken]) {
    for case .present(let token) in actions { tokens.append(token) }
  }
}

/// A tiny deterministic generator so every run measures the same workload.
struct LinearCongruential {
  var state: UInt64

  init(seed: UInt64) {
    state = seed &* 6_364_136_223_846_793_005 &+ 1
  }

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
}
