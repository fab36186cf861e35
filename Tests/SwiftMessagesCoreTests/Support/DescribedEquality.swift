@testable import SwiftMessagesCore

// The library never compares these plans, decisions or actions (it switches over them); the tests
// do, field by field (``EqualByFields``).

extension ContextDecision: EqualByFields {}
extension SegueLifetime.Event: EqualByFields {}
extension FlingPan.Reply: EqualByFields {}
extension HidePlan: EqualByFields {}
extension InlineIndicatorSlot: EqualByFields {}
extension HidePlan.Movement: EqualByFields {}
extension OpacityChange: EqualByFields {}
extension SeguePreset.Animation: EqualByFields {}

/// Field by field: a translation of `-0.0` is no move, as `0`.
extension SlidePan.Reply: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.moveY == rhs.moveY && lhs.report == rhs.report && lhs.springBack == rhs.springBack
  }
}
