@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// The README's engine sample ("Quick start"), run as written (`.ci/samples-check` finds it
/// here line for line; edit both together).
@Suite struct ReadmeSampleTests {
  @Test func theQuickStartEngineSampleShowsTheErrorFirstAndDropsTheDuplicate() throws {
    let sim = QueueSimulator()  // real queue engine, virtual clock
    try sim.show(MessageRequest(id: "welcome"))  // .automatic: 2 s after the show animation
    try sim.show(MessageRequest(id: "welcome"))  // duplicate: dropped, but counted
    try sim.show(MessageRequest(id: "error", priority: 10, duration: .seconds(seconds: 3)))
    sim.advance(by: 10)
    print(sim.recorder.timeline())

    let shown = sim.recorder.events.filter { $0.name == "didShow" }.map(\.id)
    #expect(shown == ["welcome", "error"])
    #expect(sim.recorder.events.filter { $0.name == "dropped" }.map(\.id) == ["welcome"])
  }
}
