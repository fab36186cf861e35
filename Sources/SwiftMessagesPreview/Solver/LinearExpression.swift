/// A variable of a ``ConstraintSolver`` (a frame edge, a width, a height).
///
/// Variables are made by ``ConstraintSolver/makeVariable(_:)``; a variable belongs to the solver
/// that made it.
package struct LayoutVariable: Hashable, Sendable {
  /// The variable's position in its solver, 0 for the first variable made.
  package let index: Int

  /// A variable with the given index (the index of a variable its solver made).
  package init(index: Int) { self.index = index }
}

/// A linear expression over layout variables: `Σ coefficient × variable + constant`.
///
/// Terms are kept as written (a variable may appear more than once); the solver merges them.
package struct LinearExpression: Sendable {
  /// One `coefficient × variable` term.
  package struct Term: Sendable, Equatable {
    /// The variable.
    package var variable: LayoutVariable
    /// The coefficient.
    package var coefficient: Double

    /// A term `coefficient × variable`.
    package init(_ variable: LayoutVariable, _ coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order they were written.
  package var terms: [Term]
  /// The constant part, 0 by default.
  package var constant: Double

  /// The expression `1 × variable`.
  package init(_ variable: LayoutVariable) {
    terms = [Term(variable, 1)]
    constant = 0
  }

  /// The constant expression `constant` (no terms).
  package init(constant: Double) {
    terms = []
    self.constant = constant
  }

  /// An expression from its terms and constant (0 by default).
  package init(terms: [Term], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The sum of two expressions.
  package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }

  /// The expression scaled by a factor.
  package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// The expression scaled by a factor.
  package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

  /// The expression plus a constant.
  package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression minus a constant.
  package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}

/// How the two sides of a constraint compare.
package enum ConstraintRelation: String, Sendable, Codable, CaseIterable {
  /// `lhs == rhs`.
  case equal
  /// `lhs <= rhs`.
  case lessThanOrEqual
  /// `lhs >= rhs`.
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
