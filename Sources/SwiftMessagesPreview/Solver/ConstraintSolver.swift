import Foundation

/// A Cassowary-style incremental solver (Badros, Borning and Stuckey, 2001) on a sparse simplex
/// tableau with Auto Layout priorities, pivoting by Bland's rule (no cycling, no dictionary-order
/// dependence). Not thread-safe; throws only ``ConstraintSolverError``, untyped because typed
/// throws crash the compiler for iOS (iPhoneOS 16.5 SDK).
package final class ConstraintSolver {
  /// Magnitudes below this are treated as zero (coefficients, constants, reduced costs): `1e-8`.
  package static let tolerance = 1e-8

  /// An optional priority's weight, `10^(6 × priority / 1000)` (250 → 31.6, 750 → 31 623), or `nil`
  /// when required; weights are plain numbers, not lexicographic levels, so enough low-priority
  /// error can outweigh a higher one.
  package static func strength(forPriority priority: Double) -> Double? {
    guard priority < 1000 else { return nil }
    return pow(10, 6 * priority / 1000)
  }

  struct Record {
    var marker: Int
    var other: Int
    var strength: Double
  }

  private var tableau = SimplexTableau()
  private var externalSymbols: [Int] = []
  /// Indexed by constraint id; `nil` once removed.
  private var records: [Record?] = []

  package init() {}

  /// A new variable, free until constraints mention it (its value is 0 until then).
  package func makeVariable() -> LayoutVariable {
    let variable = LayoutVariable(index: externalSymbols.count)
    externalSymbols.append(tableau.newSymbol(.external))
    return variable
  }

  /// Adds `lhs relation rhs` (priority on Auto Layout's scale, 0 < p ≤ 1000; `tag` names it in
  /// errors); a required constraint contradicting earlier ones throws
  /// ``ConstraintSolverError/unsatisfiable(tag:)`` and leaves the solver unchanged.
  @discardableResult
  package func add(
    _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
    priority: Double = 1000, tag: String
  ) throws -> ConstraintHandle {
    guard priority > 0, priority <= 1000 else { throw ConstraintSolverError.invalidPriority(tag: tag) }
    let constant = lhs.constant - rhs.constant
    if let problem = problem(lhs, rhs, constant: constant, tag: tag) { throw problem }
    let terms =
      lhs.sortedTerms.map { (externalSymbols[$0.variable], $0.coefficient) }
      + rhs.sortedTerms.map { (externalSymbols[$0.variable], -$0.coefficient) }
    var row = tableau.expressionRow(constant: constant, terms: terms)

    let strength = Self.strength(forPriority: priority)
    var record = Record(marker: -1, other: -1, strength: strength ?? 0)
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // lhs - rhs + slack = 0 (≤) or lhs - rhs - slack = 0 (≥), slack ≥ 0; an optional one also
      // gets an error term that lets lhs - rhs overshoot at a cost.
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      record.marker = tableau.newSymbol(.slack)
      row.add(record.marker, sign)
      if strength != nil {
        record.other = tableau.newSymbol(.error)
        row.add(record.other, -sign)
      }
    case .equal:
      if strength != nil {
        // lhs - rhs = plus - minus, both ≥ 0 and both weighted.
        record.marker = tableau.newSymbol(.error)
        record.other = tableau.newSymbol(.error)
        row.add(record.marker, -1)
        row.add(record.other, 1)
      } else {
        // A dummy marks the row so it can be found for removal; it never enters the basis.
        record.marker = tableau.newSymbol(.dummy)
        row.add(record.marker, 1)
      }
    }
    if let strength {
      // New symbols are non-basic: the objective takes them as they are.
      addErrorsToObjective(record, strength)
    }
    guard tableau.add(row, marker: record.marker, other: record.other) else {
      throw ConstraintSolverError.unsatisfiable(tag: tag)
    }
    records.append(record)
    return ConstraintHandle(id: records.count - 1)
  }

  /// Adds `weight ×` each of the record's error symbols to the objective.
  private func addErrorsToObjective(_ record: Record, _ weight: Double) {
    for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
      tableau.addToObjective(symbol, weight)
    }
  }

  /// Why the sides of a constraint cannot be added, if they cannot.
  private func problem(
    _ lhs: LinearExpression, _ rhs: LinearExpression, constant: Double, tag: String
  ) -> ConstraintSolverError? {
    guard constant.isFinite else { return .nonFiniteValue(tag: tag) }
    let terms = Array(lhs.terms) + Array(rhs.terms)
    if terms.contains(where: { !$0.value.isFinite }) { return .nonFiniteValue(tag: tag) }
    if terms.contains(where: { !externalSymbols.indices.contains($0.key) }) {
      return .unknownVariable(tag: tag)
    }
    return nil
  }

  /// Removes a constraint and re-solves. Does nothing for a handle that is not in the solver.
  package func remove(_ handle: ConstraintHandle) {
    guard records.indices.contains(handle.id), let record = records[handle.id] else { return }
    records[handle.id] = nil
    addErrorsToObjective(record, -record.strength)
    tableau.remove(marker: record.marker, other: record.other)
  }

  /// The variable's current value (0 for a variable no constraint fixes, or one this solver did
  /// not make).
  package func value(of variable: LayoutVariable) -> Double {
    guard externalSymbols.indices.contains(variable.index) else { return 0 }
    return tableau.value(of: externalSymbols[variable.index])
  }

  /// Whether `variable` is open (Auto Layout's ambiguous layout): unmentioned, or one non-basic
  /// symbol it depends on has zero reduced cost and room to move. Never a false positive, but
  /// freedom needing several symbols at a degenerate vertex can be missed.
  package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
    guard externalSymbols.indices.contains(variable.index) else { return false }
    return tableau.isAmbiguous(externalSymbols[variable.index])
  }
}
