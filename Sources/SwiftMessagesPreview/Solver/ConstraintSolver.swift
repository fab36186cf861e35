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
/// - Edit variables (``addEditVariable(_:priority:)``, ``suggestValue(_:_:)``) re-solve cheaply
///   when a suggested value changes (dual simplex from the previous optimum).
/// - Values are always current: ``value(of:)`` reads the tableau, no separate update step.
///
/// The tableau keeps one sparse row (a dictionary from symbol to coefficient) per basic symbol.
/// Entering and leaving symbols follow Bland's rule (lowest symbol number among candidates), so
/// the simplex cannot cycle and the result does not depend on dictionary order. Coefficients
/// smaller than ``tolerance`` in magnitude are dropped.
///
/// Not thread-safe: use one solver from one thread at a time.
public final class ConstraintSolver {
  /// Magnitudes below this are treated as zero (coefficients, constants, reduced costs): `1e-8`.
  public static let tolerance = 1e-8

  /// The weight an optional constraint of `priority` gets in the objective, or `nil` when the
  /// priority is required (1000 or more).
  ///
  /// `strength = 10^(6 × priority / 1000)`: 1 → 1.01, 250 → 31.6, 251 → 32.1, 500 → 1000,
  /// 750 → 31 623, 999 → 986 279. A higher priority always has a larger weight, so it wins a
  /// one-against-one conflict (251 over 250, hugging vs. compression); each step of 250 multiplies
  /// the weight by about 31.6, so a 750 constraint also beats up to 31 conflicting 250 ones pulling
  /// the same way, and 999 beats about 970 000 units of error at priority 1. Weights are ordinary
  /// numbers, not lexicographic levels: enough low-priority error can outweigh one
  /// higher-priority constraint, as in Auto Layout's own engine.
  public static func strength(forPriority priority: Double) -> Double? {
    guard priority < 1000 else { return nil }
    return pow(10, 6 * priority / 1000)
  }

  enum Kind: UInt8 {
    case external, slack, error, dummy
  }

  struct Row {
    var constant: Double
    var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
      self.constant = constant
      self.cells = cells
    }

    /// cells[symbol] += coefficient, dropping the cell when it reaches zero.
    mutating func add(_ symbol: Int, _ coefficient: Double) {
      if let index = cells.index(forKey: symbol) {
        let sum = cells.values[index] + coefficient
        if abs(sum) < ConstraintSolver.tolerance {
          cells.remove(at: index)
        } else {
          cells.values[index] = sum
        }
      } else if abs(coefficient) >= ConstraintSolver.tolerance {
        cells[symbol] = coefficient
      }
    }

    /// self += factor × row.
    mutating func add(_ row: Row, times factor: Double) {
      constant += factor * row.constant
      for (symbol, coefficient) in row.cells { add(symbol, factor * coefficient) }
    }

    /// `0 = self` rewritten as `symbol = …` (the symbol's cell removed, the rest divided).
    mutating func solve(for symbol: Int) {
      guard let coefficient = cells.removeValue(forKey: symbol) else { return }
      let factor = -1 / coefficient
      constant *= factor
      for index in cells.indices { cells.values[index] *= factor }
    }

    /// `lhs = self` rewritten as `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
      add(lhs, -1)
      solve(for: rhs)
    }

    mutating func substitute(_ symbol: Int, _ row: Row) {
      if let coefficient = cells.removeValue(forKey: symbol) { add(row, times: coefficient) }
    }
  }

  struct Record {
    var marker: Int
    var other: Int
    var strength: Double
    var tag: String
  }

  struct Tableau {
    var slot: [Int] = []
    var rows: [Row] = []
    var basic: [Int] = []
    var objective = Row()
    var infeasible: [Int] = []
  }

  private var kinds: [Kind] = []
  private var externalSymbols: [Int] = []
  private var names: [String] = []
  private var tableau = Tableau()
  private var artificial: Row?
  private var records: [Int: Record] = [:]
  private var edits: [LayoutVariable: (handle: ConstraintHandle, value: Double)] = [:]
  private var nextConstraintID = 0

  /// An empty solver.
  public init() {}

  /// The number of constraints currently in the solver (edit variables included).
  public var constraintCount: Int { records.count }

  /// A new variable, free until constraints mention it (its value is 0 until then).
  public func makeVariable(_ name: String) -> LayoutVariable {
    let variable = LayoutVariable(index: externalSymbols.count)
    externalSymbols.append(newSymbol(.external))
    names.append(name)
    return variable
  }

  /// The name the variable was made with ("?" for a variable this solver did not make).
  public func name(of variable: LayoutVariable) -> String {
    names.indices.contains(variable.index) ? names[variable.index] : "?"
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
  public func add(
    _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
    priority: Double = 1000, tag: String
  ) throws(ConstraintSolverError) -> ConstraintHandle {
    guard priority > 0, priority <= 1000 else { throw .invalidPriority(tag: tag) }
    let constant = lhs.constant - rhs.constant
    guard constant.isFinite else { throw .nonFiniteValue(tag: tag) }
    for term in lhs.terms + rhs.terms {
      guard term.coefficient.isFinite else { throw .nonFiniteValue(tag: tag) }
      guard externalSymbols.indices.contains(term.variable.index) else {
        throw .unknownVariable(tag: tag)
      }
    }
    var row = Row(constant: constant)
    func addTerm(_ term: LinearExpression.Term, _ sign: Double) {
      let symbol = externalSymbols[term.variable.index]
      let slot = tableau.slot[symbol]
      if slot >= 0 {
        row.add(tableau.rows[slot], times: sign * term.coefficient)
      } else {
        row.add(symbol, sign * term.coefficient)
      }
    }
    for term in lhs.terms { addTerm(term, 1) }
    for term in rhs.terms { addTerm(term, -1) }

    let strength = Self.strength(forPriority: priority)
    var record = Record(marker: -1, other: -1, strength: strength ?? 0, tag: tag)
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // lhs - rhs + slack = 0 (≤) or lhs - rhs - slack = 0 (≥), slack ≥ 0; an optional one also
      // gets an error term that lets lhs - rhs overshoot at a cost.
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      record.marker = newSymbol(.slack)
      row.add(record.marker, sign)
      if let strength {
        record.other = newSymbol(.error)
        row.add(record.other, -sign)
        tableau.objective.add(record.other, strength)
      }
    case .equal:
      if let strength {
        // lhs - rhs = plus - minus, both ≥ 0 and both weighted.
        record.marker = newSymbol(.error)
        record.other = newSymbol(.error)
        row.add(record.marker, -1)
        row.add(record.other, 1)
        tableau.objective.add(record.marker, strength)
        tableau.objective.add(record.other, strength)
      } else {
        // A dummy marks the row so it can be found for removal; it never enters the basis.
        record.marker = newSymbol(.dummy)
        row.add(record.marker, 1)
      }
    }
    if row.constant < 0 {
      row.constant = -row.constant
      for index in row.cells.indices { row.cells.values[index] = -row.cells.values[index] }
    }

    if let subject = chooseSubject(row, record) {
      row.solve(for: subject)
      substitute(subject, row)
      insertRow(subject, row)
    } else if row.cells.allSatisfy({ kinds[$0.key] == .dummy }) {
      // Only fixed symbols: the constraint restates (or contradicts) earlier required ones.
      guard abs(row.constant) < Self.tolerance else { throw .unsatisfiable(tag: tag) }
      row.solve(for: record.marker)
      insertRow(record.marker, row)
    } else {
      let saved = tableau
      guard addWithArtificialVariable(row) else {
        tableau = saved
        // Symbols made during the attempt stay unused; keep one slot per symbol.
        tableau.slot += Array(repeating: -1, count: kinds.count - tableau.slot.count)
        throw .unsatisfiable(tag: tag)
      }
    }
    optimize()
    let handle = ConstraintHandle(id: nextConstraintID)
    nextConstraintID += 1
    records[handle.id] = record
    return handle
  }

  /// Removes a constraint and re-solves. Does nothing for a handle that is not in the solver.
  public func remove(_ handle: ConstraintHandle) {
    guard let record = records.removeValue(forKey: handle.id) else { return }
    for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol] == .error {
      let slot = tableau.slot[symbol]
      if slot >= 0 {
        tableau.objective.add(tableau.rows[slot], times: -record.strength)
      } else {
        tableau.objective.add(symbol, -record.strength)
      }
    }
    if removeRow(record.marker) == nil, let leaving = markerLeavingRow(record.marker),
      var row = removeRow(leaving)
    {
      row.solve(for: leaving, record.marker)
      substitute(record.marker, row)
    }
    if record.other >= 0 { _ = removeRow(record.other) }
    optimize()
  }

  /// Makes `variable` an edit variable: a constraint `variable == suggested value` at `priority`
  /// (`0 < priority < 1000`), the suggested value 0 until ``suggestValue(_:_:)``.
  public func addEditVariable(_ variable: LayoutVariable, priority: Double)
    throws(ConstraintSolverError)
  {
    let name = name(of: variable)
    guard edits[variable] == nil else { throw .duplicateEditVariable(name) }
    guard priority > 0, priority < 1000 else { throw .invalidPriority(tag: name) }
    let handle = try add(
      LinearExpression(variable), .equal, LinearExpression(constant: 0), priority: priority,
      tag: name)
    edits[variable] = (handle, 0)
  }

  /// Removes an edit variable's constraint.
  public func removeEditVariable(_ variable: LayoutVariable) throws(ConstraintSolverError) {
    guard let edit = edits.removeValue(forKey: variable) else {
      throw .unknownEditVariable(name(of: variable))
    }
    remove(edit.handle)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

  /// Suggests a new value for an edit variable and re-solves incrementally.
  public func suggestValue(_ variable: LayoutVariable, _ value: Double)
    throws(ConstraintSolverError)
  {
    guard let edit = edits[variable], let record = records[edit.handle.id] else {
      throw .unknownEditVariable(name(of: variable))
    }
    guard value.isFinite else { throw .nonFiniteValue(tag: name(of: variable)) }
    let delta = value - edit.value
    edits[variable] = (edit.handle, value)
    // The edit row reads `variable - value - plus + minus = 0`: a new value shifts `plus` by delta.
    let plusSlot = tableau.slot[record.marker]
    let minusSlot = tableau.slot[record.other]
    if plusSlot >= 0 {
      tableau.rows[plusSlot].constant -= delta
      if tableau.rows[plusSlot].constant < 0 { tableau.infeasible.append(record.marker) }
    } else if minusSlot >= 0 {
      tableau.rows[minusSlot].constant += delta
      if tableau.rows[minusSlot].constant < 0 { tableau.infeasible.append(record.other) }
    } else {
      for index in tableau.rows.indices {
        guard let coefficient = tableau.rows[index].cells[record.marker] else { continue }
        tableau.rows[index].constant += coefficient * delta
        let basic = tableau.basic[index]
        if tableau.rows[index].constant < 0, kinds[basic] != .external {
          tableau.infeasible.append(basic)
        }
      }
    }
    dualOptimize()
  }

  /// The variable's current value (0 for a variable no constraint fixes, or one this solver did
  /// not make).
  public func value(of variable: LayoutVariable) -> Double {
    guard externalSymbols.indices.contains(variable.index) else { return 0 }
    let slot = tableau.slot[externalSymbols[variable.index]]
    return slot >= 0 ? tableau.rows[slot].constant : 0
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
  public func isAmbiguous(_ variable: LayoutVariable) -> Bool {
    guard externalSymbols.indices.contains(variable.index) else { return false }
    let symbol = externalSymbols[variable.index]
    let slot = tableau.slot[symbol]
    guard slot >= 0 else { return isFree(symbol) }
    for (parameter, coefficient) in tableau.rows[slot].cells
    where abs(coefficient) >= Self.tolerance && isFree(parameter) {
      return true
    }
    return false
  }

  // MARK: - Tableau

  private func newSymbol(_ kind: Kind) -> Int {
    kinds.append(kind)
    tableau.slot.append(-1)
    return kinds.count - 1
  }

  private func insertRow(_ basic: Int, _ row: Row) {
    tableau.slot[basic] = tableau.rows.count
    tableau.rows.append(row)
    tableau.basic.append(basic)
  }

  private func removeRow(_ basic: Int) -> Row? {
    guard basic >= 0 else { return nil }
    let slot = tableau.slot[basic]
    guard slot >= 0 else { return nil }
    let last = tableau.rows.count - 1
    if slot != last {
      tableau.rows.swapAt(slot, last)
      tableau.basic.swapAt(slot, last)
      tableau.slot[tableau.basic[slot]] = slot
    }
    tableau.basic.removeLast()
    tableau.slot[basic] = -1
    return tableau.rows.removeLast()
  }

  /// Replaces `symbol` by `row` everywhere; restricted rows driven negative are queued for the
  /// dual simplex.
  private func substitute(_ symbol: Int, _ row: Row) {
    for index in tableau.rows.indices {
      guard let coefficient = tableau.rows[index].cells.removeValue(forKey: symbol) else { continue }
      tableau.rows[index].add(row, times: coefficient)
      if tableau.rows[index].constant < 0 {
        let basic = tableau.basic[index]
        if kinds[basic] != .external { tableau.infeasible.append(basic) }
      }
    }
    tableau.objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  private func pivot(entering: Int, leaving: Int) {
    guard var row = removeRow(leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, row)
    insertRow(entering, row)
  }

  /// The symbol a new row is solved for: an external variable (lowest number) if any, else the
  /// new slack or error symbol when its coefficient is negative (then its value, the row's
  /// non-negative constant over minus that coefficient, is feasible).
  private func chooseSubject(_ row: Row, _ record: Record) -> Int? {
    var external = -1
    for symbol in row.cells.keys where kinds[symbol] == .external {
      if external < 0 || symbol < external { external = symbol }
    }
    if external >= 0 { return external }
    for symbol in [record.marker, record.other] where symbol >= 0 && kinds[symbol] != .dummy {
      if let coefficient = row.cells[symbol], coefficient < 0 { return symbol }
    }
    return nil
  }

  /// Phase one for a row with no usable subject: minimise an artificial variable equal to the
  /// row; the constraint is satisfiable when it reaches zero.
  private func addWithArtificialVariable(_ row: Row) -> Bool {
    let symbol = newSymbol(.slack)
    insertRow(symbol, row)
    artificial = row
    optimize(artificialPhase: true)
    let success = abs(artificial?.constant ?? 0) < Self.tolerance
    artificial = nil
    if var basicRow = removeRow(symbol) {
      if basicRow.cells.isEmpty { return success }
      var entering = -1
      for candidate in basicRow.cells.keys
      where kinds[candidate] == .slack || kinds[candidate] == .error {
        if entering < 0 || candidate < entering { entering = candidate }
      }
      guard entering >= 0 else { return false }
      basicRow.solve(for: symbol, entering)
      substitute(entering, basicRow)
      insertRow(entering, basicRow)
    }
    for index in tableau.rows.indices { tableau.rows[index].cells.removeValue(forKey: symbol) }
    tableau.objective.cells.removeValue(forKey: symbol)
    return success
  }

  /// Primal simplex on the objective (or the artificial one) with Bland's rule. External
  /// (unrestricted) symbols may enter in either direction.
  private func optimize(artificialPhase: Bool = false) {
    while true {
      let objective = artificialPhase ? (artificial ?? Row()) : tableau.objective
      var entering = -1
      var direction = 1.0
      for (symbol, cost) in objective.cells where kinds[symbol] != .dummy {
        if entering >= 0 && symbol > entering { continue }
        if cost < -Self.tolerance {
          entering = symbol
          direction = 1
        } else if cost > Self.tolerance && kinds[symbol] == .external {
          entering = symbol
          direction = -1
        }
      }
      guard entering >= 0 else { return }
      var leaving = -1
      var ratio = Double.infinity
      for index in tableau.rows.indices {
        let basic = tableau.basic[index]
        guard kinds[basic] != .external,
          let coefficient = tableau.rows[index].cells[entering]
        else { continue }
        let rate = coefficient * direction
        guard rate < 0 else { continue }
        let candidate = tableau.rows[index].constant / -rate
        if candidate < ratio || (candidate == ratio && basic < leaving) {
          ratio = candidate
          leaving = basic
        }
      }
      // No leaving row would mean an unbounded objective; a sum of weighted non-negative
      // errors is bounded below, so this only guards against numerical breakdown.
      guard leaving >= 0 else { return }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Dual simplex: restores feasibility of the queued rows while keeping the objective optimal.
  private func dualOptimize() {
    while let leaving = tableau.infeasible.popLast() {
      let slot = tableau.slot[leaving]
      guard slot >= 0, tableau.rows[slot].constant < -Self.tolerance else { continue }
      var entering = -1
      var ratio = Double.infinity
      for (symbol, coefficient) in tableau.rows[slot].cells where kinds[symbol] != .dummy {
        let external = kinds[symbol] == .external
        guard coefficient > 0 || (external && coefficient < 0) else { continue }
        let cost = tableau.objective.cells[symbol] ?? 0
        let candidate = external ? abs(cost / coefficient) : cost / coefficient
        if candidate < ratio || (candidate == ratio && symbol < entering) {
          ratio = candidate
          entering = symbol
        }
      }
      guard entering >= 0 else { continue }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The row to pivot a non-basic marker out through when its constraint is removed: the
  /// tightest restricted row where the marker's coefficient is negative, else the tightest other
  /// restricted row, else an external variable's row.
  private func markerLeavingRow(_ marker: Int) -> Int? {
    var first = (basic: -1, ratio: Double.infinity)
    var second = (basic: -1, ratio: Double.infinity)
    var third = -1
    for index in tableau.rows.indices {
      guard let coefficient = tableau.rows[index].cells[marker] else { continue }
      let basic = tableau.basic[index]
      if kinds[basic] == .external {
        if third < 0 || basic < third { third = basic }
      } else if coefficient < 0 {
        let ratio = -tableau.rows[index].constant / coefficient
        if ratio < first.ratio || (ratio == first.ratio && basic < first.basic) {
          first = (basic, ratio)
        }
      } else {
        let ratio = tableau.rows[index].constant / coefficient
        if ratio < second.ratio || (ratio == second.ratio && basic < second.basic) {
          second = (basic, ratio)
        }
      }
    }
    if first.basic >= 0 { return first.basic }
    if second.basic >= 0 { return second.basic }
    return third >= 0 ? third : nil
  }

  /// Whether a non-basic symbol can move without changing the objective or breaking a
  /// restricted row (see ``isAmbiguous(_:)``).
  private func isFree(_ symbol: Int) -> Bool {
    guard kinds[symbol] != .dummy, tableau.slot[symbol] < 0 else { return false }
    guard abs(tableau.objective.cells[symbol] ?? 0) < Self.tolerance else { return false }
    func canMove(_ direction: Double) -> Bool {
      for index in tableau.rows.indices where kinds[tableau.basic[index]] != .external {
        guard let coefficient = tableau.rows[index].cells[symbol] else { continue }
        let rate = coefficient * direction
        if rate < 0, tableau.rows[index].constant / -rate <= Self.tolerance { return false }
      }
      return true
    }
    return canMove(1) || (kinds[symbol] == .external && canMove(-1))
  }
}
