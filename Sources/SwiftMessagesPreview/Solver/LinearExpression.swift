/// A variable of a ``ConstraintSolver`` (a frame edge, a width, a height).
///
/// Variables are made by ``ConstraintSolver/makeVariable(_:)``; a variable belongs to the solver
/// that made it.
public struct LayoutVariable: Hashable, Sendable {
  /// The variable's position in its solver, 0 for the first variable made.
  public let index: Int

  /// A variable with the given index (the index of a variable its solver made).
  public init(index: Int) { self.index = index }
}

/// A linear expression over layout variables: `Σ coefficient × variable + constant`.
///
/// Terms are kept as written (a variable may appear more than once); the solver merges them.
public struct LinearExpression: Sendable {
  /// One `coefficient × variable` term.
  public struct Term: Sendable, Equatable {
    /// The variable.
    public var variable: LayoutVariable
    /// The coefficient.
    public var coefficient: Double

    /// A term `coefficient × variable`.
    public init(_ variable: LayoutVariable, _ coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant part, 0 by default.
  public var constant: Double

  /// The expression `1 × variable`.
  public init(_ variable: LayoutVariable) {
    terms = [Term(variable, 1)]
    constant = 0
  }

  /// The constant expression `constant` (no terms).
  public init(constant: Double) {
    terms = []
    self.constant = constant
  }

  /// An expression from its terms and constant (0 by default).
  public init(terms: [Term], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The sum of two expressions.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }

  /// The expression scaled by a factor.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// The expression scaled by a factor.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

  /// The expression plus a constant.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression minus a constant.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
}

/// How the two sides of a constraint compare.
public enum ConstraintRelation: String, Sendable, Codable, CaseIterable {
  /// `lhs == rhs`.
  case equal
  /// `lhs <= rhs`.
  case lessThanOrEqual
  /// `lhs >= rhs`.
  case greaterThanOrEqual
}

/// Identifies a constraint added to a ``ConstraintSolver``, to remove it later.
public struct ConstraintHandle: Hashable, Sendable {
  /// The constraint's serial number in its solver (0 for the first constraint added).
  public let id: Int
}

/// Why the solver refused a request. The solver is unchanged after every thrown error.
public enum ConstraintSolverError: Error, Equatable, Sendable {
  /// A required constraint (priority 1000) contradicts the required constraints already added.
  case unsatisfiable(tag: String)
  /// The constraint was already added. Reserved: every ``ConstraintSolver/add(_:_:_:priority:tag:)``
  /// makes a new constraint, so the solver itself never throws it.
  case duplicateConstraint(tag: String)
  /// A priority outside `0 < priority <= 1000`, or not a number; carries the constraint's tag.
  case invalidPriority(tag: String)
  /// A coefficient or constant that is infinite or not a number; carries the constraint's tag.
  case nonFiniteValue(tag: String)
  /// A variable this solver did not make (or a description's variable index out of range);
  /// carries the constraint's tag.
  case unknownVariable(tag: String)
}
