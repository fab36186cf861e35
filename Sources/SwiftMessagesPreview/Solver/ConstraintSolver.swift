import Foundation

/// An incremental linear-arithmetic constraint solver in the style of Cassowary (Badros, Borning
/// and Stuckey, 2001): a simplex tableau kept optimal as constraints come and go, like the engine
/// behind Auto Layout.
///
/// - Priorities use the Auto Layout scale. 1000 is *required*: the constraint holds exactly, or
///   ``add(_:_:_:priority:tag:)`` throws ``ConstraintSolverError/unsatisfiable(tag:)`` and the
///   solver is left as it was. Below 1000 a constraint is *optional*: the solver minimises
///   `Σ strength(priority) × |violation|` over the optional constraints, subject to the required
///   ones. ``strength(forPriority:)`` maps a priority to its weight.
/// - Values are always current: ``value(of:)`` reads the tableau, no separate update step.
///
/// The tableau keeps one sparse row (a dictionary from symbol to coefficient) per basic symbol,
/// and per symbol the rows that contain it, so a pivot touches only the rows it changes.
/// Entering and leaving symbols follow Bland's rule (lowest symbol number among candidates), so
/// the simplex cannot cycle and the result does not depend on dictionary order. Coefficients
/// smaller than ``tolerance`` in magnitude are dropped.
///
/// Every throwing method throws only ``ConstraintSolverError``. The signatures say plain `throws`
/// because typed throws (`throws(ConstraintSolverError)`) crash the compiler when the package is
/// built for iOS against the iPhoneOS 16.5 SDK; catch with `catch let error as ConstraintSolverError`.
///
/// Not thread-safe: use one solver from one thread at a time.
package final class ConstraintSolver {
  /// Magnitudes below this are treated as zero (coefficients, constants, reduced costs): `1e-8`.
  package static let tolerance = 1e-8

  /// The weight an optional constraint of `priority` gets in the objective, or `nil` when the
  /// priority is required (1000 or more).
  ///
  /// `strength = 10^(6 × priority / 1000)`: 1 → 1.01, 250 → 31.6, 251 → 32.1, 500 → 1000,
  /// 750 → 31 623, 999 → 986 279. A higher priority always has a larger weight, so it wins a
  /// one-against-one conflict (251 over 250, hugging vs. compression). Each 250 steps multiply the
  /// weight by about 31.6: a 750 constraint outweighs up to 999 conflicting 250 ones pulling the
  /// same way, and 999 outweighs about 970 000 units of error at priority 1. Weights are ordinary
  /// numbers, not lexicographic levels: enough low-priority error can still outweigh one
  /// higher-priority constraint.
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

  /// An empty solver.
  package init() {}

  /// A new variable, free until constraints mention it (its value is 0 until then).
  package func makeVariable() -> LayoutVariable {
    let variable = LayoutVariable(index: externalSymbols.count)
    externalSymbols.append(tableau.newSymbol(.external))
    return variable
  }

  /// Adds the constraint `lhs relation rhs`.
  ///
  /// - Parameters:
  ///   - priority: Auto Layout scale, `0 < priority <= 1000`; 1000 (the default) is required.
  ///   - tag: Names the constraint in errors (for example a nib constraint's id).
  /// - Returns: A handle for ``remove(_:)``.
  /// - Throws: ``ConstraintSolverError/unsatisfiable(tag:)`` when a required constraint
  ///   contradicts the required constraints already added (the solver is then unchanged);
  ///   ``ConstraintSolverError/invalidPriority(tag:)``,
  ///   ``ConstraintSolverError/nonFiniteValue(tag:)`` or
  ///   ``ConstraintSolverError/unknownVariable(tag:)`` for malformed input.
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
    if record.marker >= 0 && tableau.kinds[record.marker] == .error {
      tableau.addToObjective(record.marker, weight)
    }
    if record.other >= 0 && tableau.kinds[record.other] == .error {
      tableau.addToObjective(record.other, weight)
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

  /// Whether the constraints leave `variable`'s value open: another value would satisfy every
  /// required constraint with the same total weighted error of the optional ones, so the value
  /// reported is one arbitrary choice among several (Auto Layout's "ambiguous layout").
  ///
  /// Exactly: some single non-basic symbol of the optimal tableau that `variable` depends on has
  /// zero reduced cost (moving it does not change the objective) and can move by more than
  /// ``tolerance`` in an allowed direction without making a required slack or an error negative.
  /// A variable no constraint mentions is ambiguous. A reported ambiguity is always real; a
  /// freedom that needs several symbols to move together at a degenerate vertex can be missed.
  /// `false` for a variable this solver did not make.
  package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
    guard externalSymbols.indices.contains(variable.index) else { return false }
    return tableau.isAmbiguous(externalSymbols[variable.index])
  }
}
