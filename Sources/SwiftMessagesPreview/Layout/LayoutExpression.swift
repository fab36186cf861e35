import Foundation

/// A linear expression over the layout's own variable numbers, built before any solver exists
/// (the engine rebuilds the system on every pass and can hand it to benchmarks unsolved).
struct LayoutExpression: Sendable, Equatable {
  /// Coefficients by variable number.
  var terms: [Int: Double] = [:]
  /// The constant term.
  var constant: Double = 0

  /// `variable * 1`.
  init(variable: Int) { terms[variable] = 1 }
  /// A constant.
  init(constant: Double) { self.constant = constant }

  static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    var result = lhs
    for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
    result.constant += rhs.constant
    return result
  }

  static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    var result = lhs
    for variable in result.terms.keys { result.terms[variable, default: 0] *= rhs }
    result.constant *= rhs
    return result
  }

  static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    lhs + rhs * -1
  }

  static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    var result = lhs
    result.constant += rhs
    return result
  }

  static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }

  /// The terms by increasing variable number (a deterministic order).
  var sortedTerms: [(variable: Int, coefficient: Double)] {
    terms.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The value with `values[variable]` for each variable.
  func evaluate(_ values: [Double]) -> Double {
    var total = constant
    for (variable, coefficient) in terms where values.indices.contains(variable) {
      total += coefficient * values[variable]
    }
    return total
  }
}

/// One constraint of the built system, with where it came from.
struct LayoutRow: Sendable {
  /// The left side.
  var lhs: LayoutExpression
  /// The relation.
  var relation: ConstraintRelation
  /// The right side.
  var rhs: LayoutExpression
  /// Auto Layout priority, 1...1000 (1000 = required).
  var priority: Double
  /// A unique name: the XIB constraint id, or a generated name such as `UISV-spacing(id)#1`.
  var tag: String
  /// The XIB constraint id, for XIB constraints.
  var constraintID: String?
  /// The views involved.
  var objectIDs: [String]
  /// The XIB line, when known.
  var line: Int?

  /// Whether the constraint is required.
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
