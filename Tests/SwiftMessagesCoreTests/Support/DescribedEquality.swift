@testable import SwiftMessagesCore

// The library never compares these plans, decisions or actions (it switches over them); the tests
// do, field by field (``EqualByFields``).

extension ContextDecision: EqualByFields {}
extension SegueLifetime.Event: EqualByFields {}
extension SegueLifetime.Action: EqualByFields {}
extension FlingPan.Action: EqualByFields {}
extension HidePlan: EqualByFields {}
extension HidePlan.Movement: EqualByFields {}
extension OpacityChange: EqualByFields {}
extension SeguePreset.Animation: EqualByFields {}

/// Field by field: a translation of `-0.0` is no move, as `0`.
extension SlidePan.Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.move(let left), .move(let right)): return left == right
    case (.panStarted, .panStarted), (.dismiss, .dismiss), (.springBack, .springBack), (.panEnded, .panEnded):
      return true
    default: return false
    }
  }
}
