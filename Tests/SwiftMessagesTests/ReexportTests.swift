import SwiftMessages
import Testing

/// `import SwiftMessages` alone must give apps the whole core (queue engine, durations…),
/// on every platform. On Linux the UIKit layer compiles away and only the re-export remains.
@Suite struct ReexportTests {
  @Test func coreQueueEngineIsReachableThroughSwiftMessages() throws {
    var machine = QueueStateMachine()
    var actions: [QueueAction] = []
    let token = try machine.enqueue(MessageRequest(id: "hello"), at: 0, into: &actions)
    #expect(actions == [.present(token)])
    #expect(MessageDuration.automaticSeconds == 2)
  }
}
