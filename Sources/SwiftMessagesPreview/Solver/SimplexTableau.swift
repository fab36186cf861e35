/// ``ConstraintSolver``'s sparse simplex tableau in solved form
/// (`basic = constant + Σ coefficient × non-basic`); a value type so exclusive access is checked
/// statically, not on every row access of a class property.
struct SimplexTableau {
  enum Kind: UInt8 {
    /// A layout variable: unrestricted in sign.
    case external
    /// The slack of an inequality, ≥ 0.
    case slack
    /// The error of an optional constraint, ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
  }

  /// `constant + Σ coefficient × symbol`, the `(symbol, coefficient)` cells in one linearly
  /// scanned array; removal moves the last cell into the gap, so order is arbitrary and every use
  /// must be order-independent.
  struct Row {
    var constant: Double = 0
    var cells: [(symbol: Int, coefficient: Double)] = []

    func position(of symbol: Int) -> Int? { cells.firstIndex { $0.symbol == symbol } }

    /// The coefficient of `symbol`, `nil` when the row does not hold it.
    func coefficient(of symbol: Int) -> Double? { position(of: symbol).map { cells[$0].coefficient } }

    /// Drops `symbol`'s cell, returning its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double? {
      guard let position = position(of: symbol) else { return nil }
      let coefficient = cells[position].coefficient
      cells[position] = cells[cells.count - 1]
      cells.removeLast()
      return coefficient
    }

    /// cells[symbol] += coefficient, dropping the cell when it reaches zero; `true` when a cell
    /// was added.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
      guard let position = position(of: symbol) else {
        guard abs(coefficient) >= ConstraintSolver.tolerance else { return false }
        cells.append((symbol, coefficient))
        return true
      }
      let sum = cells[position].coefficient + coefficient
      if abs(sum) < ConstraintSolver.tolerance {
        remove(symbol)
      } else {
        cells[position].coefficient = sum
      }
      return false
    }

    /// self += coefficient × symbol, or × `basicRow` when the symbol is basic.
    mutating func add(_ symbol: Int, _ coefficient: Double, basicRow: Row?) {
      if let basicRow { add(basicRow, times: coefficient) } else { add(symbol, coefficient) }
    }

    /// self += factor × row.
    mutating func add(_ row: Row, times factor: Double) {
      constant += factor * row.constant
      for (symbol, coefficient) in row.cells { add(symbol, factor * coefficient) }
    }

    /// `0 = self` rewritten as `symbol = …`.
    mutating func solve(for symbol: Int) {
      guard let coefficient = remove(symbol) else { return }
      scale(by: -1 / coefficient)
    }

    /// `lhs = self` rewritten as `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
      add(lhs, -1)
      solve(for: rhs)
    }

    mutating func substitute(_ symbol: Int, _ row: Row) {
      if let coefficient = remove(symbol) { add(row, times: coefficient) }
    }

    mutating func scale(by factor: Double) {
      constant *= factor
      for position in cells.indices { cells[position].coefficient *= factor }
    }
  }

  /// The lowest-numbered symbol whose move lowers the objective `goal` (in non-basic symbols),
  /// and its direction (+1 raises a symbol with negative cost; -1 lowers an unrestricted one
  /// with positive cost).
  private func entering(_ goal: Row) -> (symbol: Int, direction: Double)? {
    var best: (symbol: Int, direction: Double)?
    for (symbol, cost) in goal.cells where kinds[symbol] != .dummy && symbol < (best?.symbol ?? .max) {
      if cost < -ConstraintSolver.tolerance {
        best = (symbol, 1)
      } else if cost > ConstraintSolver.tolerance && kinds[symbol] == .external {
        best = (symbol, -1)
      }
    }
    return best
  }

  private(set) var kinds: [Kind] = []
  /// Symbol → index in `rows`, or -1 when the symbol is not basic.
  private var slot: [Int] = []
  private var rows: [Row] = []
  /// `rows[i]` is the row of `basic[i]`.
  private var basic: [Int] = []
  /// Symbol → basic symbols whose rows may contain it. Appended to when a cell appears, cleaned
  /// lazily (entries for rows that lost the cell or left the basis are skipped and dropped), so
  /// a substitution or ratio test visits only the rows that hold the symbol instead of all rows.
  private var columns: [[Int]] = []
  /// Per basic symbol, the last pass that visited it (to skip duplicate column entries).
  private var visited: [Int] = []
  private var pass = 0
  private var objective = Row()
  private var artificial: Row?

  // MARK: - Symbols and rows

  mutating func newSymbol(_ kind: Kind) -> Int {
    kinds.append(kind)
    slot.append(-1)
    columns.append([])
    visited.append(0)
    return kinds.count - 1
  }

  func row(of symbol: Int) -> Row? {
    let index = slot[symbol]
    return index >= 0 ? rows[index] : nil
  }

  /// The symbol's current value: its row's constant when basic, else 0.
  func value(of symbol: Int) -> Double {
    let index = slot[symbol]
    return index >= 0 ? rows[index].constant : 0
  }

  mutating func addToObjective(_ symbol: Int, _ coefficient: Double) {
    objective.add(symbol, coefficient, basicRow: row(of: symbol))
  }

  /// `constant + Σ coefficient × symbol` with basic symbols replaced by their rows.
  func expressionRow(constant: Double, terms: [(symbol: Int, coefficient: Double)]) -> Row {
    var result = Row(constant: constant)
    for (symbol, coefficient) in terms { result.add(symbol, coefficient, basicRow: row(of: symbol)) }
    return result
  }

  private mutating func insertRow(_ symbol: Int, _ row: Row) {
    slot[symbol] = rows.count
    rows.append(row)
    basic.append(symbol)
    for (cell, _) in row.cells { columns[cell].append(symbol) }
  }

  @discardableResult
  mutating func removeRow(_ symbol: Int) -> Row? {
    guard symbol >= 0 else { return nil }
    let index = slot[symbol]
    guard index >= 0 else { return nil }
    let last = rows.count - 1
    if index != last {
      rows.swapAt(index, last)
      basic.swapAt(index, last)
      slot[basic[index]] = index
    }
    basic.removeLast()
    slot[symbol] = -1
    return rows.removeLast()
  }

  /// The basic symbols whose rows contain `symbol`, each once; drops stale column entries.
  private mutating func rowsContaining(_ symbol: Int) -> [Int] {
    pass += 1
    var entries = columns[symbol]
    columns[symbol] = []
    var kept = 0
    for position in entries.indices {
      let candidate = entries[position]
      let index = slot[candidate]
      guard index >= 0, visited[candidate] != pass, rows[index].position(of: symbol) != nil else { continue }
      visited[candidate] = pass
      entries[kept] = candidate
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    columns[symbol] = entries
    return entries
  }

  /// rows[index] += factor × row, recording new cells in `columns`.
  private mutating func addRow(into index: Int, _ row: Row, times factor: Double) {
    rows[index].constant += factor * row.constant
    for (symbol, coefficient) in row.cells {
      if rows[index].add(symbol, factor * coefficient) { columns[symbol].append(basic[index]) }
    }
  }

  /// Replaces `symbol` by `row` in every row and the objectives.
  private mutating func substitute(_ symbol: Int, _ row: Row) {
    let entries = columns[symbol]
    columns[symbol] = []
    for candidate in entries {
      let index = slot[candidate]
      guard index >= 0, let coefficient = rows[index].remove(symbol) else { continue }
      addRow(into: index, row, times: coefficient)
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  private mutating func pivot(entering: Int, leaving: Int) {
    guard var row = removeRow(leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, row)
    insertRow(entering, row)
  }

  // MARK: - Adding and removing constraints

  /// Adds a constraint row (`0 = row`, constant ≥ 0) whose own symbols are `marker` and
  /// `other` (-1 if none). Returns `false`, with the tableau unchanged, when the row contradicts
  /// the required constraints.
  mutating func add(_ row: consuming Row, marker: Int, other: Int) -> Bool {
    if row.constant < 0 { row.scale(by: -1) }
    if let subject = subject(of: row, marker: marker, other: other) {
      row.solve(for: subject)
      substitute(subject, row)
      insertRow(subject, row)
    } else if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
      // Only fixed symbols: the row restates (or contradicts) earlier required constraints.
      guard abs(row.constant) < ConstraintSolver.tolerance else { return false }
      row.solve(for: marker)
      insertRow(marker, row)
    } else {
      // A value type: the copy shares its storage until the attempt writes to it.
      let saved = self
      guard addWithArtificialVariable(row) else {
        self = saved
        return false
      }
    }
    optimize()
    return true
  }

  /// Removes the constraint whose symbols are `marker` and `other` (its error symbols already
  /// taken out of the objective), then re-optimises.
  mutating func remove(marker: Int, other: Int) {
    if removeRow(marker) == nil, let leaving = markerLeavingRow(marker), var row = removeRow(leaving) {
      row.solve(for: leaving, marker)
      substitute(marker, row)
    }
    removeRow(other)
    optimize()
  }

  /// The symbol a new row is solved for: an external variable (lowest number) if any, else the
  /// new slack or error symbol when its coefficient is negative (its value, the non-negative
  /// constant over minus that coefficient, is then feasible).
  private func subject(of row: Row, marker: Int, other: Int) -> Int? {
    var external = -1
    for (symbol, _) in row.cells where kinds[symbol] == .external {
      if external < 0 || symbol < external { external = symbol }
    }
    if external >= 0 { return external }
    if kinds[marker] != .dummy, let coefficient = row.coefficient(of: marker), coefficient < 0 {
      return marker
    }
    if other >= 0, let coefficient = row.coefficient(of: other), coefficient < 0 { return other }
    return nil
  }

  /// Phase one for a row with no usable subject: minimise an artificial variable equal to the
  /// row; the constraint is satisfiable when it reaches zero.
  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let symbol = newSymbol(.slack)
    insertRow(symbol, row)
    var goal = Row()
    goal.add(row, times: 1)
    artificial = goal
    optimize(artificialPhase: true)
    let success = abs(artificial?.constant ?? 0) < ConstraintSolver.tolerance
    artificial = nil
    if var basicRow = removeRow(symbol) {
      if basicRow.cells.isEmpty { return success }
      var entering = -1
      for (candidate, _) in basicRow.cells where kinds[candidate] == .slack || kinds[candidate] == .error {
        if entering < 0 || candidate < entering { entering = candidate }
      }
      guard entering >= 0 else { return false }
      basicRow.solve(for: symbol, entering)
      substitute(entering, basicRow)
      insertRow(entering, basicRow)
    }
    for candidate in rowsContaining(symbol) {
      rows[slot[candidate]].remove(symbol)
    }
    columns[symbol] = []
    objective.remove(symbol)
    return success
  }

  // MARK: - Simplex

  /// Primal simplex on the objective (or the artificial one) with Bland's rule: the lowest
  /// improving symbol enters, the lowest of the tightest rows leaves. External (unrestricted)
  /// symbols may enter in either direction.
  mutating func optimize(artificialPhase: Bool = false) {
    while true {
      let next = artificialPhase ? artificial.flatMap(entering) : entering(objective)
      guard let (entering, direction) = next else { return }
      var leaving = -1
      var ratio = Double.infinity
      for candidate in rowsContaining(entering) where kinds[candidate] != .external {
        let index = slot[candidate]
        guard let coefficient = rows[index].coefficient(of: entering) else { continue }
        let rate = coefficient * direction
        guard rate < 0 else { continue }
        let bound = rows[index].constant / -rate
        if bound < ratio || (bound == ratio && candidate < leaving) {
          ratio = bound
          leaving = candidate
        }
      }
      // No leaving row would mean an unbounded objective; a sum of weighted non-negative
      // errors is bounded below, so this only guards against numerical breakdown.
      guard leaving >= 0 else { return }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The row to pivot a non-basic marker out through when its constraint is removed: the
  /// tightest restricted row where the marker's coefficient is negative, else the tightest other
  /// restricted row, else an external variable's row.
  private mutating func markerLeavingRow(_ marker: Int) -> Int? {
    var first = (symbol: -1, ratio: Double.infinity)
    var second = (symbol: -1, ratio: Double.infinity)
    var third = -1
    for candidate in rowsContaining(marker) {
      let index = slot[candidate]
      guard let coefficient = rows[index].coefficient(of: marker) else { continue }
      if kinds[candidate] == .external {
        if third < 0 || candidate < third { third = candidate }
      } else if coefficient < 0 {
        let ratio = -rows[index].constant / coefficient
        if ratio < first.ratio || (ratio == first.ratio && candidate < first.symbol) {
          first = (candidate, ratio)
        }
      } else {
        let ratio = rows[index].constant / coefficient
        if ratio < second.ratio || (ratio == second.ratio && candidate < second.symbol) {
          second = (candidate, ratio)
        }
      }
    }
    if first.symbol >= 0 { return first.symbol }
    if second.symbol >= 0 { return second.symbol }
    return third >= 0 ? third : nil
  }

  // MARK: - Ambiguity

  /// Whether `symbol` (a layout variable) can take another value at the same optimum; see
  /// ``ConstraintSolver/isAmbiguous(_:)``.
  mutating func isAmbiguous(_ symbol: Int) -> Bool {
    guard let row = row(of: symbol) else { return isFree(symbol) }
    for (parameter, coefficient) in row.cells
    where abs(coefficient) >= ConstraintSolver.tolerance && isFree(parameter) {
      return true
    }
    return false
  }

  /// Whether a non-basic symbol can move by more than the tolerance without changing the
  /// objective or driving a restricted basic symbol negative.
  private mutating func isFree(_ symbol: Int) -> Bool {
    guard kinds[symbol] != .dummy, slot[symbol] < 0 else { return false }
    guard abs(objective.coefficient(of: symbol) ?? 0) < ConstraintSolver.tolerance else { return false }
    var canIncrease = true
    var canDecrease = kinds[symbol] == .external
    for candidate in rowsContaining(symbol) where kinds[candidate] != .external {
      let index = slot[candidate]
      guard let coefficient = rows[index].coefficient(of: symbol) else { continue }
      if rows[index].constant / abs(coefficient) <= ConstraintSolver.tolerance {
        if coefficient < 0 { canIncrease = false } else { canDecrease = false }
      }
    }
    return canIncrease || canDecrease
  }
}
