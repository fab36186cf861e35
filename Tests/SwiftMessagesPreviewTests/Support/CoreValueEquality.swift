@testable import SwiftMessagesCore

// The library never compares these values; the tests do. Equal when they describe alike: the
// case and every payload are part of the description.

extension InlineIndicatorSlot: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension SkeletonShape.Role: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    String(reflecting: lhs) == String(reflecting: rhs)
  }
}
