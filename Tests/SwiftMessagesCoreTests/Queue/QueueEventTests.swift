import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// Events, reasons and tokens: what listeners receive.
@Suite struct QueueEventTests {
  @Test func aShownMessageGetsExactlyFourEventsInOrder() throws {
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "welcome"))
    sim.advance(by: 10)
    #expect(
      sim.recorder.events == [
        .willShow(token, id: "welcome"), .didShow(token, id: "welcome"),
        .willHide(token, id: "welcome", reason: .timeout), .didHide(token, id: "welcome", reason: .timeout),
      ])
  }

  @Test func eventAccessors() {
    let token = MessageToken.nth(3)
    let hide = QueueEvent.willHide(token, id: "welcome", reason: .timeout)
    #expect(hide.token == token)
    #expect(hide.id == "welcome")
    #expect(hide.name == "willHide")
    #expect(hide.detail == "timeout")
    #expect(hide.description == "willHide welcome #3 (timeout)")
    #expect(QueueEvent.willShow(token, id: "a").description == "willShow a #3")
    #expect(QueueEvent.didShow(token, id: "a").detail == nil)
    #expect(QueueEvent.dropped(token, id: "a", reason: .hidden(.hideAll)).detail == "hidden(hideAll)")
    #expect(QueueEvent.failed(token, id: "a", failure: .other("x")).detail == "x")
    #expect(QueueEvent.didHide(token, id: "a", reason: .dimTap).name == "didHide")
  }

  @Test func onlyDidHideDroppedAndFailedAreTerminal() {
    let token = MessageToken.nth(1)
    #expect(!QueueEvent.willShow(token, id: "a").isTerminal)
    #expect(!QueueEvent.didShow(token, id: "a").isTerminal)
    #expect(!QueueEvent.willHide(token, id: "a", reason: .tap).isTerminal)
    #expect(QueueEvent.didHide(token, id: "a", reason: .tap).isTerminal)
    #expect(QueueEvent.dropped(token, id: "a", reason: .duplicate).isTerminal)
    #expect(QueueEvent.failed(token, id: "a", failure: .noContext).isTerminal)
  }

  @Test func userInitiatedReasons() {
    let user = DismissReason.allCases.filter(\.isUserInitiated)
    #expect(Set(user) == [.tap, .swipe, .dimTap, .accessibilityEscape])
    #expect(DismissReason.dimTap.description == "dimTap")
    #expect(DismissReason.hideAll.description == "hideAll")
  }

  @Test func dropReasonDescriptions() {
    #expect(DropReason.duplicate.description == "duplicate")
    #expect(DropReason.overCapacity.description == "overCapacity")
    #expect(DropReason.replaced.description == "replaced")
    #expect(DropReason.hidden(.programmatic).description == "hidden(programmatic)")
  }

  @Test func tokensAreUniqueIncreasingAndNeverReused() throws {
    // Given a machine that shows, drops and hides messages with the same id
    var machine = QueueStateMachine(pauseBetweenMessages: 0)
    var tokens: [MessageToken] = []
    for _ in 0..<3 {
      let result = try machine.enqueue(MessageRequest(id: "same"), at: 0)
      tokens.append(result.token)
      if result.isAccepted {
        _ = machine.presentationFinished(result.token, at: 0)
        _ = machine.hide(at: 0)
        _ = machine.dismissalFinished(result.token, at: 0)
      }
    }
    #expect(tokens == [.nth(1), .nth(2), .nth(3)])
    #expect(MessageToken.nth(1) < MessageToken.nth(2))
    #expect(MessageToken.nth(12).description == "#12")
  }
}
