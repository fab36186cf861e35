import SwiftMessages
import Testing

/// `import SwiftMessages` alone must give apps the whole core (queue engine, durations…),
/// on every platform. On Linux the UIKit layer compiles away and only the re-export remains.
@Suite struct ReexportTests {
  @Test func coreQueueEngineIsReachableThroughSwiftMessages() throws {
    var machine = QueueStateMachine()
    var actions: [QueueAction] = []
    let token = try machine.enqueue(MessageRequest(id: "hello"), at: 0, into: &actions)
    guard actions.count == 1, case .present(let presented) = actions[0] else {
      Issue.record("expected one present action, got \(actions)")
      return
    }
    #expect(presented == token)
    #expect(MessageDuration.automaticSeconds == 2)
  }
}
