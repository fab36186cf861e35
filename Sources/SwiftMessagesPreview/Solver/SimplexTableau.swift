/// The simplex tableau behind ``ConstraintSolver``: one sparse row per basic symbol, kept in
/// solved form (`basic = constant + Σ coefficient × non-basic`), plus the objective.
///
/// A value type on purpose: the algorithms run as mutating methods, so Swift checks exclusive
/// access statically instead of on every row access of a class property.
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

  /// A row's cells: `(symbol, coefficient)` pairs in one array, found by a linear scan while the
  /// row is short (layout rows usually hold a handful of cells, and a scan of a few contiguous
  /// pairs beats hashing) and through a symbol → position dictionary once it grows past
  /// ``Cells/indexThreshold`` cells (the objective can hold hundreds). Removal moves the last pair
  /// into the gap, so the order is arbitrary; every use is order-independent (Bland's rule picks
  /// the lowest symbol among candidates).
  struct Cells: Sequence {
    struct Entry {
      var symbol: Int
      var coefficient: Double
    }

    /// From this many cells on, lookups go through `positions`.
    static let indexThreshold = 24

    private(set) var entries: [Entry] = []
    /// Symbol → position in `entries`; kept only for long rows.
    private var positions: [Int: Int]?

    init() {}

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    var keys: LazyMapSequence<[Entry], Int> { entries.lazy.map(\.symbol) }

    func index(forKey symbol: Int) -> Int? {
      if let positions { return positions[symbol] }
      for position in entries.indices where entries[position].symbol == symbol { return position }
      return nil
    }

    subscript(symbol: Int) -> Double? {
      guard let position = index(forKey: symbol) else { return nil }
      return entries[position].coefficient
    }

    func value(at position: Int) -> Double { entries[position].coefficient }

    mutating func setValue(_ coefficient: Double, at position: Int) {
      entries[position].coefficient = coefficient
    }

    /// Adds a cell for a symbol the row does not hold yet.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
      if positions != nil {
        positions?[symbol] = entries.count
      } else if entries.count + 1 >= Self.indexThreshold {
        var made: [Int: Int] = [:]
        made.reserveCapacity(2 * Self.indexThreshold)
        for position in entries.indices { made[entries[position].symbol] = position }
        made[symbol] = entries.count
        positions = made
      }
      entries.append(Entry(symbol: symbol, coefficient: coefficient))
    }

    mutating func remove(at position: Int) {
      let last = entries.count - 1
      if positions != nil {
        positions?[entries[position].symbol] = nil
        if position != last { positions?[entries[last].symbol] = position }
      }
      if position != last { entries[position] = entries[last] }
      entries.removeLast()
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Int) -> Double? {
      guard let position = index(forKey: symbol) else { return nil }
      let coefficient = entries[position].coefficient
      remove(at: position)
      return coefficient
    }

    mutating func scale(by factor: Double) {
      for position in entries.indices { entries[position].coefficient *= factor }
    }

    struct Iterator: IteratorProtocol {
      let entries: [Entry]
      var position = 0

      mutating func next() -> (key: Int, value: Double)? {
        guard position < entries.count else { return nil }
        defer { position += 1 }
        return (entries[position].symbol, entries[position].coefficient)
      }
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }
  }

  /// `constant + Σ cells[symbol] × symbol`.
  struct Row {
    var constant: Double
    var cells: Cells

    init(constant: Double = 0) {
      self.constant = constant
      self.cells = Cells()
    }

    /// cells[symbol] += coefficient, dropping the cell when it reaches zero; returns the new
    /// coefficient (0 when dropped).
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Double {
      if let index = cells.index(forKey: symbol) {
        let sum = cells.value(at: index) + coefficient
        if abs(sum) < ConstraintSolver.tolerance {
          cells.remove(at: index)
          return 0
        }
        cells.setValue(sum, at: index)
        return sum
      } else if abs(coefficient) >= ConstraintSolver.tolerance {
        cells.insert(symbol, coefficient)
        return coefficient
      }
      return 0
    }

    /// self += factor × row.
    mutating func add(_ row: Row, times factor: Double) {
      constant += factor * row.constant
      for (symbol, coefficient) in row.cells { add(symbol, factor * coefficient) }
    }

    /// `0 = self` rewritten as `symbol = …`.
    mutating func solve(for symbol: Int) {
      guard let coefficient = cells.removeValue(forKey: symbol) else { return }
      let factor = -1 / coefficient
      constant *= factor
      cells.scale(by: factor)
    }

    /// `lhs = self` rewritten as `rhs = …`.
    mutating func solve(for lhs: Int, _ rhs: Int) {
      add(lhs, -1)
      solve(for: rhs)
    }

    mutating func substitute(_ symbol: Int, _ row: Row) {
      if let coefficient = cells.removeValue(forKey: symbol) { add(row, times: coefficient) }
    }

    mutating func negate() {
      constant = -constant
      cells.scale(by: -1)
    }
  }

  /// An objective row (in non-basic symbols) and a min-heap of the symbols whose cost may
  /// improve it, so Bland's rule finds the lowest improving symbol without scanning the row.
  struct Goal {
    var row = Row()
    /// Symbols whose cost was improving when last changed; entries that no longer are
    /// (entered the basis, cost changed) are dropped when they reach the top.
    private var heap: [Int] = []

    mutating func add(_ symbol: Int, _ coefficient: Double, _ kinds: [Kind]) {
      let cost = row.add(symbol, coefficient)
      if cost < -ConstraintSolver.tolerance
        || (cost > ConstraintSolver.tolerance && kinds[symbol] == .external)
      {
        push(symbol)
      }
    }

    mutating func add(_ other: Row, times factor: Double, _ kinds: [Kind]) {
      row.constant += factor * other.constant
      for (symbol, coefficient) in other.cells { add(symbol, factor * coefficient, kinds) }
    }

    mutating func substitute(_ symbol: Int, _ other: Row, _ kinds: [Kind]) {
      if let coefficient = row.cells.removeValue(forKey: symbol) { add(other, times: coefficient, kinds) }
    }

    /// The lowest-numbered symbol whose move lowers the goal, and its direction (+1 raises a
    /// symbol with negative cost; -1 lowers an unrestricted one with positive cost).
    mutating func entering(_ kinds: [Kind]) -> (symbol: Int, direction: Double)? {
      while let top = heap.first {
        if kinds[top] != .dummy, let cost = row.cells[top] {
          if cost < -ConstraintSolver.tolerance { return (top, 1) }
          if cost > ConstraintSolver.tolerance && kinds[top] == .external { return (top, -1) }
        }
        popMin()
      }
      return nil
    }

    private mutating func push(_ symbol: Int) {
      heap.append(symbol)
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard heap[parent] > heap[child] else { break }
        heap.swapAt(parent, child)
        child = parent
      }
    }

    private mutating func popMin() {
      heap.swapAt(0, heap.count - 1)
      heap.removeLast()
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { return }
        let right = left + 1
        let child = right < heap.count && heap[right] < heap[left] ? right : left
        guard heap[child] < heap[parent] else { return }
        heap.swapAt(parent, child)
        parent = child
      }
    }
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
  private var objective = Goal()
  private var artificial: Goal?
  /// While a phase-one attempt runs: the original row of every basic symbol whose row the
  /// attempt changed or removed, to put the tableau back if the constraint is unsatisfiable.
  private var journal: [Int: Row] = [:]
  private var journaling = false

  /// Records `rows[index]` (of `owner`) before its first change in a journaled attempt.
  private mutating func touch(_ owner: Int, _ index: Int) {
    if journaling && journal[owner] == nil { journal[owner] = rows[index] }
  }

  // MARK: - Symbols and rows

  mutating func newSymbol(_ kind: Kind) -> Int {
    kinds.append(kind)
    slot.append(-1)
    columns.append([])
    visited.append(0)
    return kinds.count - 1
  }

  /// The row of `symbol` when it is basic.
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
    if let row = row(of: symbol) {
      objective.add(row, times: coefficient, kinds)
    } else {
      objective.add(symbol, coefficient, kinds)
    }
  }

  /// `constant + Σ coefficient × symbol` with basic symbols replaced by their rows.
  func expressionRow(constant: Double, terms: [(symbol: Int, coefficient: Double)]) -> Row {
    var result = Row(constant: constant)
    for (symbol, coefficient) in terms {
      if let row = row(of: symbol) {
        result.add(row, times: coefficient)
      } else {
        result.add(symbol, coefficient)
      }
    }
    return result
  }

  private mutating func insertRow(_ symbol: Int, _ row: Row) {
    slot[symbol] = rows.count
    rows.append(row)
    basic.append(symbol)
    for cell in row.cells.keys { columns[cell].append(symbol) }
  }

  @discardableResult
  mutating func removeRow(_ symbol: Int) -> Row? {
    guard symbol >= 0 else { return nil }
    let index = slot[symbol]
    guard index >= 0 else { return nil }
    touch(symbol, index)
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
      guard index >= 0, visited[candidate] != pass, rows[index].cells[symbol] != nil else { continue }
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
    let owner = basic[index]
    touch(owner, index)
    rows[index].constant += factor * row.constant
    for (symbol, coefficient) in row.cells {
      let product = factor * coefficient
      if let cell = rows[index].cells.index(forKey: symbol) {
        let sum = rows[index].cells.value(at: cell) + product
        if abs(sum) < ConstraintSolver.tolerance {
          rows[index].cells.remove(at: cell)
        } else {
          rows[index].cells.setValue(sum, at: cell)
        }
      } else if abs(product) >= ConstraintSolver.tolerance {
        rows[index].cells.insert(symbol, product)
        columns[symbol].append(owner)
      }
    }
  }

  /// Replaces `symbol` by `row` in every row and the objectives.
  private mutating func substitute(_ symbol: Int, _ row: Row) {
    let entries = columns[symbol]
    columns[symbol] = []
    for candidate in entries {
      let index = slot[candidate]
      guard index >= 0, rows[index].cells[symbol] != nil else { continue }
      touch(candidate, index)
      guard let coefficient = rows[index].cells.removeValue(forKey: symbol) else { continue }
      addRow(into: index, row, times: coefficient)
    }
    objective.substitute(symbol, row, kinds)
    artificial?.substitute(symbol, row, kinds)
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
    if row.constant < 0 { row.negate() }
    if let subject = subject(of: row, marker: marker, other: other) {
      row.solve(for: subject)
      substitute(subject, row)
      insertRow(subject, row)
    } else if row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
      // Only fixed symbols: the row restates (or contradicts) earlier required constraints.
      guard abs(row.constant) < ConstraintSolver.tolerance else { return false }
      row.solve(for: marker)
      insertRow(marker, row)
    } else {
      let savedSlot = slot
      let savedBasic = basic
      let savedObjective = objective
      journaling = true
      let satisfiable = addWithArtificialVariable(row)
      journaling = false
      defer { journal = [:] }
      guard satisfiable else {
        // Put back the saved basis: the rows in their saved order, the changed ones from the
        // journal; rows the attempt created are dropped. Column entries are re-added for the
        // restored rows (columns only need to be a superset). Symbols made stay unused.
        var restored: [Row] = []
        restored.reserveCapacity(savedBasic.count)
        for owner in savedBasic {
          if let original = journal.removeValue(forKey: owner) {
            for cell in original.cells.keys { columns[cell].append(owner) }
            restored.append(original)
          } else {
            var current = Row()
            swap(&current, &rows[slot[owner]])
            restored.append(current)
          }
        }
        rows = restored
        basic = savedBasic
        slot = savedSlot + Array(repeating: -1, count: kinds.count - savedSlot.count)
        objective = savedObjective
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
    for symbol in row.cells.keys where kinds[symbol] == .external {
      if external < 0 || symbol < external { external = symbol }
    }
    if external >= 0 { return external }
    if kinds[marker] != .dummy, let coefficient = row.cells[marker], coefficient < 0 { return marker }
    if other >= 0, let coefficient = row.cells[other], coefficient < 0 { return other }
    return nil
  }

  /// Phase one for a row with no usable subject: minimise an artificial variable equal to the
  /// row; the constraint is satisfiable when it reaches zero.
  private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let symbol = newSymbol(.slack)
    insertRow(symbol, row)
    var goal = Goal()
    goal.add(row, times: 1, kinds)
    artificial = goal
    optimize(artificialPhase: true)
    let success = abs(artificial?.row.constant ?? 0) < ConstraintSolver.tolerance
    artificial = nil
    if var basicRow = removeRow(symbol) {
      if basicRow.cells.isEmpty { return success }
      var entering = -1
      for candidate in basicRow.cells.keys where kinds[candidate] == .slack || kinds[candidate] == .error {
        if entering < 0 || candidate < entering { entering = candidate }
      }
      guard entering >= 0 else { return false }
      basicRow.solve(for: symbol, entering)
      substitute(entering, basicRow)
      insertRow(entering, basicRow)
    }
    for candidate in rowsContaining(symbol) {
      touch(candidate, slot[candidate])
      rows[slot[candidate]].cells.removeValue(forKey: symbol)
    }
    columns[symbol] = []
    objective.row.cells.removeValue(forKey: symbol)
    return success
  }

  // MARK: - Simplex

  /// Primal simplex on the objective (or the artificial one) with Bland's rule: the lowest
  /// improving symbol enters, the lowest of the tightest rows leaves. External (unrestricted)
  /// symbols may enter in either direction.
  mutating func optimize(artificialPhase: Bool = false) {
    while true {
      let next = artificialPhase ? artificial?.entering(kinds) : objective.entering(kinds)
      guard let (entering, direction) = next else { return }
      var leaving = -1
      var ratio = Double.infinity
      for candidate in rowsContaining(entering) where kinds[candidate] != .external {
        let index = slot[candidate]
        guard let coefficient = rows[index].cells[entering] else { continue }
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
      guard let coefficient = rows[index].cells[marker] else { continue }
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
    guard abs(objective.row.cells[symbol] ?? 0) < ConstraintSolver.tolerance else { return false }
    var canIncrease = true
    var canDecrease = kinds[symbol] == .external
    for candidate in rowsContaining(symbol) where kinds[candidate] != .external {
      let index = slot[candidate]
      guard let coefficient = rows[index].cells[symbol] else { continue }
      if rows[index].constant / abs(coefficient) <= ConstraintSolver.tolerance {
        if coefficient < 0 { canIncrease = false } else { canDecrease = false }
      }
    }
    return canIncrease || canDecrease
  }
}
