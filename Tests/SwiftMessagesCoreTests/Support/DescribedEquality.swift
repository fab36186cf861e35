@testable import SwiftMessagesCore

// The library never compares these plans, decisions or actions (it switches over them); the tests
// do. Two values are equal when they describe alike: every case name, field and number (a
// `Double` prints exactly) is part of the description.

extension ContextDecision: DescribedEquatable {}
extension SegueLifetime.Event: DescribedEquatable {}
extension SegueLifetime.Action: DescribedEquatable {}
extension FlingPan.Action: DescribedEquatable {}
extension HidePlan: DescribedEquatable {}
extension HidePlan.Movement: DescribedEquatable {}
extension OpacityChange: DescribedEquatable {}
extension SeguePreset.Animation: DescribedEquatable {}

/// Equal when `String(reflecting:)` of both is the same.
protocol DescribedEquatable: Equatable {}

extension DescribedEquatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
  }
}

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
