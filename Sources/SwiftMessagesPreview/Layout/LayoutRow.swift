import Foundation

/// One constraint of the built system, with where it came from.
struct LayoutRow: Sendable {
  var lhs: LinearExpression
  var relation: ConstraintRelation
  var rhs: LinearExpression
  /// Auto Layout priority, 1...1000 (1000 = required).
  var priority: Double
  /// A unique name: the XIB constraint id, or a generated name such as `UISV-spacing(id)#1`.
  var tag: String
  var constraintID: String?
  var objectIDs: [String]
  var line: Int?

  var isRequired: Bool { priority >= 1000 }

  /// By how much `values` break the constraint (0 when it holds).
  func violation(_ values: [Double]) -> Double {
    let difference = lhs.evaluate(values) - rhs.evaluate(values)
    switch relation {
    case .equal: return abs(difference)
    case .lessThanOrEqual: return max(0, difference)
    case .greaterThanOrEqual: return max(0, -difference)
    }
  }
}
