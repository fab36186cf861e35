import Foundation

/// A constraint system as plain data: named variables and constraints over them by index.
///
/// Feeds a ``ConstraintSolver`` (``makeSolver()``) and exports to JSON (``jsonData()``) so
/// another solver can be given the identical system (the benchmark's kiwisolver comparison).
package struct ConstraintSystemDescription: Sendable, Equatable {
  /// One constraint: `Σ coefficient × variables[index] + constant (relation) 0`.
  package struct Constraint: Sendable, Equatable {
    /// `(variable index, coefficient)` pairs.
    package var terms: [Term]
    /// The constant part of the left-hand side.
    package var constant: Double
    /// How the left-hand side compares with 0.
    package var relation: ConstraintRelation
    /// Auto Layout priority, `0 < priority <= 1000`; 1000 = required (the default).
    package var priority: Double
    /// The name errors report.
    package var tag: String

    /// A constraint `Σ terms + constant (relation) 0`.
    package init(
      terms: [Term], constant: Double = 0, relation: ConstraintRelation, priority: Double = 1000,
      tag: String
    ) {
      self.terms = terms
      self.constant = constant
      self.relation = relation
      self.priority = priority
      self.tag = tag
    }
  }

  /// `coefficient × variables[variable]`.
  package struct Term: Sendable, Equatable {
    /// Index into ``ConstraintSystemDescription/variables``.
    package var variable: Int
    /// The coefficient.
    package var coefficient: Double

    /// A term.
    package init(_ variable: Int, _ coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// Variable names; a constraint refers to a variable by its index here.
  package var variables: [String]
  /// The constraints, added in this order.
  package var constraints: [Constraint]

  /// A system of the given variables and constraints (both empty by default).
  package init(variables: [String] = [], constraints: [Constraint] = []) {
    self.variables = variables
    self.constraints = constraints
  }

  /// A solver holding the system, and its variables in the order of ``variables``.
  ///
  /// - Throws: The first error ``ConstraintSolver/add(_:_:_:priority:tag:)`` throws;
  ///   ``ConstraintSolverError/unknownVariable(tag:)`` for a term index out of range.
  package func makeSolver() throws -> (
    solver: ConstraintSolver, variables: [LayoutVariable]
  ) {
    let solver = ConstraintSolver()
    let made = variables.map { solver.makeVariable($0) }
    for constraint in constraints {
      var expression = LinearExpression(constant: constraint.constant)
      expression.terms.reserveCapacity(constraint.terms.count)
      for term in constraint.terms {
        guard made.indices.contains(term.variable) else {
          throw ConstraintSolverError.unknownVariable(tag: constraint.tag)
        }
        expression.terms.append(LinearExpression.Term(made[term.variable], term.coefficient))
      }
      try solver.add(
        expression, constraint.relation, LinearExpression(constant: 0),
        priority: constraint.priority, tag: constraint.tag)
    }
    return (solver, made)
  }

  /// The system as JSON, for solvers outside this package:
  ///
  /// ```json
  /// {"variables": ["a", "b"],
  ///  "constraints": [{"terms": [[0, 1.0], [1, -1.0]], "constant": 8.0, "op": "==",
  ///                   "strength": null, "tag": "c1"}]}
  /// ```
  ///
  /// `op` is `"=="`, `"<="` or `">="`; `strength` is
  /// ``ConstraintSolver/strength(forPriority:)`` (`null` = required), so both sides weigh the
  /// optional constraints identically. Keys are sorted, so equal systems give equal bytes.
  package func jsonData() throws -> Data {
    let constraints: [[String: Any]] = constraints.map { constraint in
      let op: String
      switch constraint.relation {
      case .equal: op = "=="
      case .lessThanOrEqual: op = "<="
      case .greaterThanOrEqual: op = ">="
      }
      return [
        "terms": constraint.terms.map { [$0.variable, $0.coefficient] as [Any] },
        "constant": constraint.constant,
        "op": op,
        "strength": ConstraintSolver.strength(forPriority: constraint.priority) ?? NSNull(),
        "tag": constraint.tag,
      ]
    }
    return try JSONSerialization.data(
      withJSONObject: ["variables": variables, "constraints": constraints], options: [.sortedKeys])
  }
}
