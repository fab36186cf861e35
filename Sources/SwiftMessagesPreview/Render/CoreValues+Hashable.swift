import Foundation
import SwiftMessagesCore

// The preview's render tree and layout values are `Hashable` (`Equatable`); the library never
// hashes or compares these core values, so their conformances live here, field by field.

extension LayoutInsets: Hashable {
  package static func == (lhs: LayoutInsets, rhs: LayoutInsets) -> Bool {
    lhs.top == rhs.top && lhs.left == rhs.left && lhs.bottom == rhs.bottom && lhs.right == rhs.right
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(top)
    hasher.combine(left)
    hasher.combine(bottom)
    hasher.combine(right)
  }
}

extension PathPoint: Hashable {
  package static func == (lhs: PathPoint, rhs: PathPoint) -> Bool {
    lhs.x == rhs.x && lhs.y == rhs.y
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(y)
  }
}

extension SkeletonUnitPoint: Hashable {
  package func hash(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(y)
  }
}

extension PathCommand: Hashable {
  package static func == (lhs: PathCommand, rhs: PathCommand) -> Bool {
    switch (lhs, rhs) {
    case (.move(let left), .move(let right)), (.line(let left), .line(let right)): return left == right
    case (.arc(let c1, let r1, let s1, let e1, let k1), .arc(let c2, let r2, let s2, let e2, let k2)):
      return c1 == c2 && r1 == r2 && s1 == s2 && e1 == e2 && k1 == k2
    default: return false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .move(let point):
      hasher.combine(0)
      hasher.combine(point)
    case .line(let point):
      hasher.combine(1)
      hasher.combine(point)
    case .arc(let center, let radius, let start, let end, let clockwise):
      hasher.combine(2)
      hasher.combine(center)
      hasher.combine(radius)
      hasher.combine(start)
      hasher.combine(end)
      hasher.combine(clockwise)
    }
  }
}

extension IconSymbol: Equatable {
  package static func == (lhs: IconSymbol, rhs: IconSymbol) -> Bool {
    lhs.name == rhs.name && lhs.pointSize == rhs.pointSize
  }
}
