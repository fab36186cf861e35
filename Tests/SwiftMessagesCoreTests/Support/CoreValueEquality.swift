@testable import SwiftMessagesCore

// The library never compares these values (the preview hashes some for its render tree); the
// tests do, field by field (``EqualByFields``; numbers by value, so `-0.0` equals `0`).

extension IconSymbol: EqualByFields {}
extension SkeletonShape.Role: EqualByFields {}

extension LayoutInsets: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    [lhs.top, lhs.left, lhs.bottom, lhs.right] == [rhs.top, rhs.left, rhs.bottom, rhs.right]
  }
}

extension PathPoint: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}

extension PathCommand: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.move(let left), .move(let right)), (.line(let left), .line(let right)): return left == right
    case (.arc(let c1, let r1, let s1, let e1, let k1), .arc(let c2, let r2, let s2, let e2, let k2)):
      return c1 == c2 && r1 == r2 && s1 == s2 && e1 == e2 && k1 == k2
    default: return false
    }
  }
}
