@testable import SwiftMessagesCore

// The bindings' actions are not `Equatable` in the library (nothing there compares
// them); the tests compare them field by field.

extension MessageBinding.Presentation: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.number == rhs.number && lhs.id == rhs.id
  }
}

extension MessageBinding.Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.hideAll, .hideAll), (.clearBinding, .clearBinding):
      return true
    case (.show(let left), .show(let right)), (.adopt(let left), .adopt(let right)),
      (.update(let left), .update(let right)):
      return left == right
    case (.hide(let left, let leftReason), .hide(let right, let rightReason)):
      return left == right && leftReason == rightReason
    default:
      return false
    }
  }
}
