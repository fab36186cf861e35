import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// Exclusive requests (a deck's `.center` messages) show alone while other messages stack.
@Suite struct ExclusiveMessageTests {
  /// A deck of `maximumVisible` showing `ids` at once; ids starting with "center" are
  /// exclusive. Returns the simulator and the rule violations seen after each event: a
  /// message that became visible next to an exclusive one, or an exclusive one that became
  /// visible next to another message.
  private func run(_ ids: [String], maximumVisible: Int = 3) throws -> (QueueSimulator, [String]) {
    let sim = QueueSimulator(maximumVisible: maximumVisible)
    var violations: [String] = []
    let deliver = sim.driver.onEvent
    sim.driver.onEvent = { [unowned sim] event, presentation in
      deliver(event, presentation)
      let visible = sim.driver.visible.map(\.payload.text)
      if visible.count > 1, visible.contains(where: { $0.hasPrefix("center") }), case .willShow = event {
        violations.append("\(presentation.text) shown with \(visible)")
      }
    }
    for id in ids {
      try sim.show(
        MessageRequest(id: id, duration: .seconds(seconds: 2), text: id, isExclusive: id.hasPrefix("center")))
    }
    sim.advance(by: 30)
    return (sim, violations)
  }

  @Test func messagesThatAreNotExclusiveStackUpToTheMaximum() throws {
    let (sim, violations) = try run(["a", "b", "c", "d"])
    #expect(violations.isEmpty)
    #expect(Array(sim.log.prefix(3)) == ["0.00 willShow a #1", "0.00 willShow b #2", "0.00 willShow c #3"])
  }

  @Test func anExclusiveMessageWaitsForTheDeckToEmptyAndShowsAlone() throws {
    let (sim, violations) = try run(["top1", "center1", "center2", "top2"])
    #expect(violations.isEmpty)
    // top1 alone (center1 waits at the head), then each centre message on its own, then top2,
    // each after the last one hid (0.4 s in, 2 s up, 0.2 s out, 0.5 s pause).
    let shows = sim.log.filter { $0.contains("willShow") }
    #expect(
      shows == [
        "0.00 willShow top1 #1", "3.10 willShow center1 #2", "6.20 willShow center2 #3",
        "9.30 willShow top2 #4",
      ]
    )
  }

  @Test func nothingJoinsAVisibleExclusiveMessage() throws {
    let (sim, violations) = try run(["center1", "a", "b"])
    #expect(violations.isEmpty)
    let shows = sim.log.filter { $0.contains("willShow") }
    #expect(shows.first == "0.00 willShow center1 #1")
    #expect(shows.count == 3)
  }

  @Test func exclusivityChangesNothingWithOneMessageAtATime() throws {
    let (sim, _) = try run(["center1", "a"], maximumVisible: 1)
    #expect(Array(sim.log.prefix(2)) == ["0.00 willShow center1 #1", "0.40 didShow center1 #1"])
  }
}
