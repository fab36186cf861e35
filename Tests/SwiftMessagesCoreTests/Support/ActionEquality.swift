@testable import SwiftMessagesCore

// The state machines' actions are not `Equatable` in the library (nothing there compares
// them); the tests compare them field by field.

extension HUDAction: Equatable {
  public static func == (lhs: HUDAction, rhs: HUDAction) -> Bool {
    switch (lhs, rhs) {
    case (.show(let left), .show(let right)), (.display(let left), .display(let right)):
      return left == right
    case (.morph(let left, let leftOutcome), .morph(let right, let rightOutcome)):
      return left == right && leftOutcome == rightOutcome
    case (.hide, .hide):
      return true
    case (.schedule(let left, let leftDelay), .schedule(let right, let rightDelay)):
      return left == right && leftDelay == rightDelay
    case (.cancel(let left), .cancel(let right)):
      return left == right
    default:
      return false
    }
  }
}

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
