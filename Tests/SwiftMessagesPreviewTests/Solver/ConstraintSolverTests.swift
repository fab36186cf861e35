import Testing

@testable import SwiftMessagesPreview

private func expr(_ variable: LayoutVariable) -> LinearExpression { LinearExpression(variable) }
private func const(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

@Suite struct ConstraintSolverTests {
  // MARK: - Small systems

  @Test func solvesAChainOfRequiredEqualities() throws {
    let solver = ConstraintSolver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.add(expr(left), .equal, const(16), tag: "leading")
    try solver.add(expr(width), .equal, const(343), tag: "width")
    try solver.add(expr(right), .equal, expr(left) + expr(width), tag: "right")
    #expect(solver.value(of: right) == 359)
  }

  @Test func expressionOperatorsScaleAndShift() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    // centerX = (left + right) / 2 written as 2 * y == x + 10 - 4 with x = 30.
    try solver.add(expr(x), .equal, const(30), tag: "x")
    try solver.add(expr(y) * 2, .equal, expr(x) + 10 - 4, tag: "y")
    #expect(close(solver.value(of: y), 18))
    try solver.add(expr(y) * 0.5 - expr(x), .lessThanOrEqual, const(0), tag: "harmless")
    #expect(close(solver.value(of: y), 18))
  }

  // MARK: - Priorities

  @Test func higherPriorityWinsOneAgainstOne() throws {
    for (high, low) in [(251.0, 250.0), (750.0, 250.0), (999.0, 1.0), (1000.0, 999.0)] {
      let solver = ConstraintSolver()
      let width = solver.makeVariable()
      try solver.add(expr(width), .equal, const(100), priority: low, tag: "low")
      try solver.add(expr(width), .equal, const(200), priority: high, tag: "high")
      #expect(close(solver.value(of: width), 200), "priority \(high) against \(low)")
    }
  }

  @Test func compressionResistanceBeatsHuggingOfAnotherLabel() throws {
    // Two labels (intrinsic 120 and 100) in a 200-point row with 8 between them: the one with
    // compression resistance 751 keeps its width; the 750 one is squeezed.
    let solver = ConstraintSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    try solver.add(expr(a) + expr(b) + 8, .equal, const(200), tag: "row")
    try solver.add(expr(a), .greaterThanOrEqual, const(120), priority: 751, tag: "a.compression")
    try solver.add(expr(b), .greaterThanOrEqual, const(100), priority: 750, tag: "b.compression")
    try solver.add(expr(a), .lessThanOrEqual, const(120), priority: 250, tag: "a.hugging")
    try solver.add(expr(b), .lessThanOrEqual, const(100), priority: 251, tag: "b.hugging")
    #expect(close(solver.value(of: a), 120))
    #expect(close(solver.value(of: b), 72))
  }

  @Test func strengthGrowsWithPriority() {
    let strengths = [1.0, 250, 251, 500, 749, 750, 999].compactMap {
      ConstraintSolver.strength(forPriority: $0)
    }
    #expect(strengths == strengths.sorted() && Set(strengths).count == 7)
    #expect(ConstraintSolver.strength(forPriority: 1000) == nil)
  }

  // MARK: - Inequalities

  @Test func inequalitiesBoundAnOptionalTarget() throws {
    let solver = ConstraintSolver()
    let height = solver.makeVariable()
    try solver.add(expr(height), .greaterThanOrEqual, const(44), tag: "min")
    try solver.add(expr(height), .lessThanOrEqual, const(60), tag: "max")
    try solver.add(expr(height), .equal, const(20), priority: 500, tag: "wish")
    #expect(close(solver.value(of: height), 44))
    try solver.add(expr(height), .equal, const(90), priority: 750, tag: "stronger wish")
    #expect(close(solver.value(of: height), 60))
  }

  // MARK: - Removal

  @Test func removingAConstraintReleasesItsVariable() throws {
    let solver = ConstraintSolver()
    let width = solver.makeVariable()
    try solver.add(expr(width), .equal, const(100), priority: 250, tag: "intrinsic")
    let fixed = try solver.add(expr(width), .equal, const(300), tag: "fixed")
    let minimum = try solver.add(expr(width), .greaterThanOrEqual, const(200), tag: "min")
    #expect(close(solver.value(of: width), 300))
    solver.remove(fixed)
    #expect(close(solver.value(of: width), 200))
    solver.remove(minimum)
    #expect(close(solver.value(of: width), 100))
    solver.remove(minimum)  // unknown handle: no effect
  }

  @Test func addAndRemoveManyTimesReturnsToTheSameSolution() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(expr(x) + expr(y), .equal, const(100), tag: "sum")
    try solver.add(expr(x), .equal, const(30), priority: 500, tag: "x wish")
    for round in 0..<20 {
      let handle = try solver.add(
        expr(y), .lessThanOrEqual, const(Double(round)), priority: 750, tag: "cap")
      #expect(close(solver.value(of: y), Double(round)))
      solver.remove(handle)
      #expect(close(solver.value(of: x), 30) && close(solver.value(of: y), 70))
    }
  }

  // MARK: - Conflicts

  @Test func conflictingRequiredConstraintThrowsItsTagAndChangesNothing() throws {
    let solver = ConstraintSolver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.add(expr(right), .equal, expr(left) + expr(width), tag: "frame")
    try solver.add(expr(left), .equal, const(10), tag: "leading")
    try solver.add(expr(width), .greaterThanOrEqual, const(50), tag: "min width")
    try solver.add(expr(right), .equal, const(80), priority: 300, tag: "trailing wish")
    let before = [left, width, right].map { solver.value(of: $0) }

    #expect(throws: ConstraintSolverError.unsatisfiable(tag: "trailing")) {
      try solver.add(expr(right), .lessThanOrEqual, const(40), tag: "trailing")
    }
    #expect(throws: ConstraintSolverError.unsatisfiable(tag: "fixed")) {
      try solver.add(expr(left), .equal, const(11), tag: "fixed")
    }
    #expect([left, width, right].map { solver.value(of: $0) } == before)
    // Still fully working afterwards.
    try solver.add(expr(width), .equal, const(100), tag: "width")
    #expect(close(solver.value(of: right), 110))
  }

  @Test func malformedInputThrows() {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    #expect(throws: ConstraintSolverError.invalidPriority(tag: "p")) {
      try solver.add(expr(x), .equal, const(1), priority: 1001, tag: "p")
    }
    #expect(throws: ConstraintSolverError.invalidPriority(tag: "nan")) {
      try solver.add(expr(x), .equal, const(1), priority: .nan, tag: "nan")
    }
    #expect(throws: ConstraintSolverError.nonFiniteValue(tag: "inf")) {
      try solver.add(expr(x), .equal, const(.infinity), tag: "inf")
    }
    #expect(throws: ConstraintSolverError.unknownVariable(tag: "foreign")) {
      try solver.add(expr(LayoutVariable(index: 7)), .equal, const(1), tag: "foreign")
    }
  }

  // MARK: - Stack view

  @Test func equalDistributionFillsTheContainer() throws {
    // A horizontal stack view 343 wide, spacing 8, .fillEqually with 4 arranged subviews.
    let solver = ConstraintSolver()
    let count = 4
    let lefts = (0..<count).map { _ in solver.makeVariable() }
    let widths = (0..<count).map { _ in solver.makeVariable() }
    try solver.add(expr(lefts[0]), .equal, const(16), tag: "leading")
    for index in 1..<count {
      try solver.add(
        expr(lefts[index]), .equal, expr(lefts[index - 1]) + expr(widths[index - 1]) + 8,
        tag: "spacing \(index)")
      try solver.add(expr(widths[index]), .equal, expr(widths[0]), tag: "equal \(index)")
    }
    try solver.add(expr(lefts[count - 1]) + expr(widths[count - 1]), .equal, const(359), tag: "trailing")
    for index in 0..<count {
      // Hugging of the arranged subviews' content must not break the distribution.
      try solver.add(expr(widths[index]), .lessThanOrEqual, const(40), priority: 250, tag: "hug")
      #expect(close(solver.value(of: widths[index]), 79.75))
      #expect(close(solver.value(of: lefts[index]), 16 + Double(index) * 87.75))
      #expect(!solver.isAmbiguous(lefts[index]))
    }
  }

  // MARK: - Ambiguity

  @Test func ambiguityFollowsTheMissingConstraints() throws {
    let solver = ConstraintSolver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    let right = solver.makeVariable()
    let loose = solver.makeVariable()
    try solver.add(expr(right), .equal, expr(left) + expr(width), tag: "frame")
    try solver.add(expr(left), .equal, const(16), tag: "leading")
    #expect(!solver.isAmbiguous(left))
    #expect(solver.isAmbiguous(width) && solver.isAmbiguous(right) && solver.isAmbiguous(loose))

    // A lower bound alone leaves the width open upwards.
    let minimum = try solver.add(expr(width), .greaterThanOrEqual, const(50), tag: "min")
    #expect(solver.isAmbiguous(width))
    // An optional preferred width fixes it (the objective would grow).
    try solver.add(expr(width), .equal, const(120), priority: 250, tag: "intrinsic")
    #expect(!solver.isAmbiguous(width) && !solver.isAmbiguous(right))
    solver.remove(minimum)
    #expect(!solver.isAmbiguous(width))
  }

  @Test func equalWeightsPullingApartAreAmbiguous() throws {
    // Two equally strong wishes for one width: any value between them costs the same.
    let solver = ConstraintSolver()
    let width = solver.makeVariable()
    try solver.add(expr(width), .equal, const(100), priority: 500, tag: "a")
    try solver.add(expr(width), .equal, const(200), priority: 500, tag: "b")
    #expect(solver.isAmbiguous(width))
    try solver.add(expr(width), .equal, const(150), priority: 1, tag: "tie-break")
    #expect(!solver.isAmbiguous(width) && close(solver.value(of: width), 150))
  }
}
