import Testing

@testable import SwiftMessagesPreview

/// A constraint system as data (`Σ terms + constant (relation) 0` over variables by index), to
/// build the same system into several solvers.
struct ConstraintSystemDescription {
  struct Term {
    var variable: Int
    var coefficient: Double
    init(_ variable: Int, _ coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  struct Constraint {
    var terms: [Term]
    var constant: Double = 0
    var relation: ConstraintRelation
    var priority: Double = 1000
    var tag: String

    /// `Σ terms + constant` over `variables`.
    func expression(_ variables: [LayoutVariable]) -> LinearExpression {
      terms.reduce(LinearExpression(constant: constant)) {
        $0 + LinearExpression(variables[$1.variable]) * $1.coefficient
      }
    }
  }

  var variables: [String]
  var constraints: [Constraint] = []

  /// A solver holding the system, and its variables in the order of `variables`.
  func makeSolver() throws -> (solver: ConstraintSolver, variables: [LayoutVariable]) {
    let solver = ConstraintSolver()
    let made = variables.map { _ in solver.makeVariable() }
    for constraint in constraints {
      try solver.add(
        constraint.expression(made), constraint.relation, LinearExpression(constant: 0),
        priority: constraint.priority, tag: constraint.tag)
    }
    return (solver, made)
  }
}

/// Incremental changes must land where a fresh solve of the same constraints lands.
@Suite struct ConstraintSolverIncrementalTests {
  /// A deterministic row of labels: chained lefts, widths between a required minimum and
  /// intrinsic sizes held by hugging / compression priorities that never tie, a container edge.
  static func rowSystem(views: Int, seed: UInt64) -> ConstraintSystemDescription {
    var state = seed
    func next(_ bound: UInt64) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double((state >> 33) % bound)
    }
    var system = ConstraintSystemDescription(variables: ["container"])
    system.constraints.append(.init(terms: [.init(0, 1)], constant: -375, relation: .equal, tag: "container"))
    for index in 0..<views {
      let left = system.variables.count
      let width = left + 1
      system.variables += ["v\(index).left", "v\(index).width"]
      let intrinsic = 40 + next(120)
      system.constraints += [
        .init(terms: [.init(width, 1)], constant: -20, relation: .greaterThanOrEqual, tag: "min \(index)"),
        .init(
          terms: [.init(width, 1)], constant: -intrinsic, relation: .lessThanOrEqual,
          priority: 250 + Double(index), tag: "hug \(index)"),
        .init(
          terms: [.init(width, 1)], constant: -intrinsic, relation: .greaterThanOrEqual,
          priority: 750 - Double(index), tag: "compress \(index)"),
        index == 0
          ? .init(terms: [.init(left, 1)], constant: -16, relation: .equal, tag: "leading")
          : .init(
            terms: [.init(left, 1), .init(left - 2, -1), .init(left - 1, -1)], constant: -8,
            relation: .equal, tag: "gap \(index)"),
      ]
    }
    let last = system.variables.count - 2
    system.constraints.append(
      .init(
        terms: [.init(last, 1), .init(last + 1, 1), .init(0, -1)], constant: 16,
        relation: .lessThanOrEqual, tag: "trailing"))
    return system
  }

  @Test func removingConstraintsMatchesAFreshSolve() throws {
    for seed in UInt64(1)...6 {
      let system = Self.rowSystem(views: 6, seed: seed)
      let solver = ConstraintSolver()
      let variables = system.variables.map { _ in solver.makeVariable() }
      var handles: [ConstraintHandle] = []
      for constraint in system.constraints {
        handles.append(
          try solver.add(
            constraint.expression(variables), constraint.relation, LinearExpression(constant: 0),
            priority: constraint.priority, tag: constraint.tag))
      }
      let (fresh, freshVariables) = try system.makeSolver()
      for (mine, theirs) in zip(variables, freshVariables) {
        #expect(abs(solver.value(of: mine) - fresh.value(of: theirs)) < 1e-6)
      }
      // Remove the hugging and compression of every other view, then compare with a fresh solve
      // of what is left.
      var remaining = system
      remaining.constraints = []
      for (constraint, handle) in zip(system.constraints, handles) {
        let isOdd =
          constraint.tag.hasSuffix("1") || constraint.tag.hasSuffix("3")
          || constraint.tag.hasSuffix("5")
        if isOdd && (constraint.tag.hasPrefix("hug") || constraint.tag.hasPrefix("compress")) {
          solver.remove(handle)
        } else {
          remaining.constraints.append(constraint)
        }
      }
      let (reduced, reducedVariables) = try remaining.makeSolver()
      for (mine, theirs) in zip(variables, reducedVariables) where !reduced.isAmbiguous(theirs) {
        #expect(
          abs(solver.value(of: mine) - reduced.value(of: theirs)) < 1e-6,
          "seed \(seed) variable \(mine.index)")
        #expect(!solver.isAmbiguous(mine))
      }
    }
  }

  @Test func overflowingRowSqueezesTheLowestCompressionPriorityFirst() throws {
    // Six views with intrinsic widths summing past 343 points: compression priorities fall
    // with the index, so the last views give way (down to 20) before earlier ones.
    let system = Self.rowSystem(views: 6, seed: 3)
    let (solver, variables) = try system.makeSolver()
    let widths = stride(from: 2, to: variables.count, by: 2).map { solver.value(of: variables[$0]) }
    let intrinsic = system.constraints.filter { $0.tag.hasPrefix("hug") }.map { -$0.constant }
    let squeezed = zip(widths, intrinsic).map { $0 < $1 - 1e-6 }
    let firstSqueezed = try #require(squeezed.firstIndex(of: true))
    #expect(squeezed[firstSqueezed...].allSatisfy { $0 })
    #expect(widths[(firstSqueezed + 1)...].allSatisfy { abs($0 - 20) < 1e-6 })
    let right = solver.value(of: variables[variables.count - 2]) + widths[widths.count - 1]
    #expect(right <= 359 + 1e-6)
  }

  @Test func rejectedRequiredConstraintsLeaveAWorkingUnchangedSolver() throws {
    let system = Self.rowSystem(views: 6, seed: 5)
    let (solver, variables) = try system.makeSolver()
    let before = variables.map { solver.value(of: $0) }
    for index in 0..<6 {
      // Each width is held ≥ 20 by a required constraint, so ≤ 10 must fail, after a phase-one
      // attempt that pivots the tableau.
      let width = variables[2 + 2 * index]
      #expect(throws: ConstraintSolverError.unsatisfiable(tag: "narrow \(index)")) {
        try solver.add(
          LinearExpression(width), .lessThanOrEqual, LinearExpression(constant: 10),
          tag: "narrow \(index)")
      }
      #expect(variables.map { solver.value(of: $0) } == before)
    }
    // The solver keeps working like one that never saw the rejected constraints.
    let last = variables[variables.count - 1]
    let cap = try solver.add(
      LinearExpression(last), .lessThanOrEqual, LinearExpression(constant: 30), tag: "cap")
    var capped = system
    capped.constraints.append(
      .init(terms: [.init(variables.count - 1, 1)], constant: -30, relation: .lessThanOrEqual, tag: "cap"))
    let (fresh, freshVariables) = try capped.makeSolver()
    for (mine, theirs) in zip(variables, freshVariables) {
      #expect(abs(solver.value(of: mine) - fresh.value(of: theirs)) < 1e-6)
    }
    solver.remove(cap)
    for (variable, value) in zip(variables, before) {
      #expect(abs(solver.value(of: variable) - value) < 1e-6)
    }
  }
}
