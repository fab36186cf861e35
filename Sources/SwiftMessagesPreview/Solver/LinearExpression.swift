/// A ``ConstraintSolver`` variable (a frame edge, width or height), valid only in the solver that
/// made it.
package struct LayoutVariable: Hashable, Sendable {
  /// The variable's position in its solver, 0 for the first variable made.
  package let index: Int

  package init(index: Int) { self.index = index }
}

/// A linear expression over layout variables: `Σ coefficient × variable + constant`, one
/// coefficient per variable (a variable written twice is summed). The layout engine builds its
/// rows from these before any solver exists, by variable index.
package struct LinearExpression: Sendable {
  /// Coefficients by variable index.
  package var terms: [Int: Double] = [:]
  package var constant: Double = 0

  package init(_ variable: LayoutVariable) { terms[variable.index] = 1 }

  package init(constant: Double) { self.constant = constant }

  package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
    result.constant += rhs.constant
    return result
  }

  package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }

  package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    for variable in result.terms.keys { result.terms[variable, default: 0] *= rhs }
    result.constant *= rhs
    return result
  }

  package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.constant += rhs
    return result
  }

  package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

  /// The non-zero terms by increasing variable index: the order the solver reads them in, so
  /// its results do not depend on dictionary order.
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

/// How the two sides of a constraint compare; the raw values are the XIB's `relation` attribute.
package enum ConstraintRelation: String, Sendable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual
}

/// Identifies a constraint added to a ``ConstraintSolver``, to remove it later.
package struct ConstraintHandle: Hashable, Sendable {
  /// The constraint's serial number in its solver (0 for the first constraint added).
  package let id: Int
}

/// Why the solver refused a request. The solver is unchanged after every thrown error.
package enum ConstraintSolverError: Error, Equatable, Sendable {
  /// A required constraint (priority 1000) contradicts the required constraints already added.
  case unsatisfiable(tag: String)
  /// A priority outside `0 < priority <= 1000`, or not a number; carries the constraint's tag.
  case invalidPriority(tag: String)
  /// A coefficient or constant that is infinite or not a number; carries the constraint's tag.
  case nonFiniteValue(tag: String)
  /// A variable this solver did not make (or a description's variable index out of range);
  /// carries the constraint's tag.
  case unknownVariable(tag: String)
}
