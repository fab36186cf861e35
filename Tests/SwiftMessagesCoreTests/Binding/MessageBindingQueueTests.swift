import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// A `swiftMessage` binding driving a real queue: what the user sees when a bound value is
/// set while other messages are up.
@Suite struct MessageBindingQueueTests {
  /// Performs the binding's calls on the simulator's queue, as the SwiftUI coordinator does
  /// on an instance; a bound message is a 2 s toast.
  private final class QueueDriver: MessageBindingDriver {
    let sim: QueueSimulator
    init(_ sim: QueueSimulator) { self.sim = sim }

    func hideAll() { sim.driver.hideAll() }
    func show(_ presentation: MessageBinding.Presentation) {
      #expect(throws: Never.self) {
        try self.sim.show(MessageRequest(id: presentation.id, duration: .seconds(seconds: 2)))
      }
    }
    func adopt(_ presentation: MessageBinding.Presentation) { Issue.record("unexpected adopt") }
    func update(_ presentation: MessageBinding.Presentation) { Issue.record("unexpected update") }
    func hide(_ presentation: MessageBinding.Presentation, reason: DismissReason) {
      Issue.record("unexpected hide")
    }
    func clearBinding() { Issue.record("unexpected clearBinding") }
  }

  @Test func aBoundToastShowsOverAForeverBannerAsInSwiftMessages10() throws {
    // Issue 24, defect 3: an "offline" banner stays up until the network returns; the user
    // saves, and the "Saved" toast must show (SwiftMessages 10's modifier called hideAll()
    // then show), not wait behind the banner for ever.
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "offline", duration: .forever))
    try sim.show(MessageRequest(id: "sync-failed", duration: .seconds(seconds: 3)))
    sim.advance(by: 5)
    MessageBinding().changed(id: "saved", on: QueueDriver(sim))
    // The banner's 0.2 s hide, the 0.5 s pause, the toast's 0.4 s show.
    sim.advance(by: 1.2)
    #expect(sim.driver.visible.map(\.payload.text) == ["saved"])
    #expect(sim.driver.phase(of: .nth(2)) == nil)  // the waiting message went with it, as hideAll() does
  }

  @Test func anInitialValueShowsOverAForeverBannerToo() throws {
    let sim = QueueSimulator()
    try sim.show(MessageRequest(id: "offline", duration: .forever))
    sim.advance(by: 1)
    MessageBinding().appeared(id: "welcome", on: QueueDriver(sim))
    sim.advance(by: 1.2)
    #expect(sim.driver.visible.map(\.payload.text) == ["welcome"])
  }
}
