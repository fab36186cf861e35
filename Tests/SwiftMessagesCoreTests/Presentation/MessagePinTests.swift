import Foundation
import Testing

@testable import SwiftMessagesCore

/// How the animators pin a message in its masking view, and which edge anchors the masking
/// view.
@Suite struct MessagePinTests {
  /// Field by field: `MessagePin` is not `Equatable` (nothing but tests compares pins).
  private func same(_ a: MessagePin, _ b: MessagePin) -> Bool {
    a.anchor == b.anchor && a.constant == b.constant && a.keepsInside == b.keepsInside
  }

  @Test func slidesArePinnedPastTheirEdgeByTheBounceOffset() {
    #expect(
      same(
        MessagePin(placement: .top, motion: .slide, bounceOffset: 5),
        MessagePin(anchor: .top, constant: -5, keepsInside: false)))
    #expect(
      same(
        MessagePin(placement: .bottom, motion: .slide, bounceOffset: 5),
        MessagePin(anchor: .bottom, constant: 5, keepsInside: false)))
  }

  @Test func scalesArePinnedFlushAndKeptInsideWhateverTheBounce() {
    #expect(
      same(
        MessagePin(placement: .top, motion: .scale, bounceOffset: 5),
        MessagePin(anchor: .top, constant: 0, keepsInside: true)))
    #expect(
      same(
        MessagePin(placement: .bottom, motion: .scale, bounceOffset: 5),
        MessagePin(anchor: .bottom, constant: 0, keepsInside: true)))
    #expect(
      same(
        MessagePin(placement: .center, motion: .scale, bounceOffset: 5),
        MessagePin(anchor: .centerY, constant: 0, keepsInside: true)))
  }

  @Test func keyboardTrackerOutranksThePin() {
    #expect(MessagePin.keyboardAvoidancePriority > MessagePin.priority)
    #expect(MessagePin.keyboardAvoidanceConstant(bounceOffset: 5) == -5)
  }
}
