import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
// CGRect's memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// Lays out XIBs as Auto Layout would: one ``ConstraintSolver`` system, optional rows by priority
/// level, re-solved while label wrap widths (automatic `preferredMaxLayoutWidth`) and subviews'
/// safe areas change, at most ``maximumPasses`` times.
package enum XibLayoutEngine {
  package static let maximumPasses = 4
  /// Message nibs have tens of views; a subtree with more gets an empty layout and an error, as
  /// the tableau grows with the square of the constraints (minutes and gigabytes for a hostile nib).
  package static let maximumViews = 2_000

  /// The error for a request whose root subtree has more than ``maximumViews`` views, or `nil`.
  static func sizeLimitDiagnostic(_ request: XibLayoutRequest) -> LayoutDiagnostic? {
    let objects = request.document.allObjects
    guard objects.indices.contains(request.rootIndex) else { return nil }
    let views = request.document.subtree(of: objects[request.rootIndex]).lazy.filter(\.isView).count
    guard views > maximumViews else { return nil }
    return LayoutDiagnostic(
      severity: .error,
      message: "\(views) views to lay out, more than the \(maximumViews) the preview lays out; not laid out",
      objectIDs: [objects[request.rootIndex].id], line: objects[request.rootIndex].line)
  }

  /// How far (pt) a required constraint may be off after solving before it is reported broken.
  static let tolerance = 0.01

  /// Lays out `request` without trapping: a root that is not a view gives an empty layout with an
  /// error, and broken constraints are skipped or reported in ``XibLayout/diagnostics``.
  package static func layout(_ request: XibLayoutRequest, measurer: some TextMeasuring) -> XibLayout {
    if let tooLarge = sizeLimitDiagnostic(request) {
      return XibLayout(frames: [:], size: .zero, diagnostics: [tooLarge])
    }
    var diagnostics: [LayoutDiagnostic] = []
    let request = sanitized(request, diagnostics: &diagnostics)
    guard let scene = LayoutScene(request: request, diagnostics: &diagnostics) else {
      return XibLayout(frames: [:], size: .zero, diagnostics: diagnostics)
    }
    diagnostics += scene.diagnostics
    let solved = settle(scene, measurer: measurer)
    diagnostics += solved.diagnostics
    var frames: [String: CGRect] = [:]
    for slot in 0..<scene.views.count {
      let id = scene.views[slot].object.id
      let frame = Self.frame(slot, solved.values).map(snap)
      if let grid = request.pixelGrid, frame[2] >= 0, frame[3] >= 0 {
        let r = grid.rounded(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        frames[id] = CGRect(x: snap(r.x), y: snap(r.y), width: snap(r.width), height: snap(r.height))
      } else {
        frames[id] = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
      }
      if frame[2] < 0 || frame[3] < 0 {
        diagnostics.append(
          LayoutDiagnostic(
            severity: .warning,
            message:
              "\(scene.views[slot].object.displayName) has a negative size (\(frame[2]) × \(frame[3]))",
            objectIDs: [id], line: scene.views[slot].object.line))
      }
    }
    let root = frames[scene.views[0].object.id] ?? .zero
    return XibLayout(
      frames: frames, size: root.size, diagnostics: diagnostics, hiddenIDs: scene.hiddenIDs)
  }

  /// Solves, re-reads the facts a solve implies and solves again until they settle (at most
  /// ``maximumPasses`` solves).
  static func settle(_ scene: LayoutScene, measurer: some TextMeasuring) -> Solved {
    var facts = Array(repeating: LayoutFacts(), count: scene.views.count)
    var solved = solve(LayoutSystemBuilder(scene: scene, facts: facts, measurer: measurer))
    for _ in 1..<maximumPasses {
      let next = nextFacts(scene: scene, values: solved.values, margins: solved.builder.margins)
      if zip(next, facts).allSatisfy({ $0.isClose(to: $1) }) { break }
      facts = next
      solved = solve(LayoutSystemBuilder(scene: scene, facts: facts, measurer: measurer))
    }
    return solved
  }

  /// `request` with a non-finite or negative width replaced by 0 and such a height by the fitting
  /// height, each with an error.
  static func sanitized(_ request: XibLayoutRequest, diagnostics: inout [LayoutDiagnostic])
    -> XibLayoutRequest
  {
    var request = request
    if !request.width.isFinite || request.width < 0 {
      diagnostics.append(
        LayoutDiagnostic(severity: .error, message: "width \(request.width) is not a size; 0 used"))
      request.width = 0
    }
    if let height = request.height, !height.isFinite || height < 0 {
      diagnostics.append(
        LayoutDiagnostic(severity: .error, message: "height \(height) is not a size; fitting height used"))
      request.height = nil
    }
    return request
  }

  /// One solve: the built system, the values by variable and what went wrong.
  struct Solved {
    var builder: LayoutSystemBuilder
    var values: [Double]
    var diagnostics: [LayoutDiagnostic]
  }

  static func solve(_ builder: LayoutSystemBuilder) -> Solved {
    var builder = builder
    builder.build()
    var diagnostics = builder.diagnostics
    let solver = ConstraintSolver()
    // Made in variable order, so the rows' variable indices are the solver's.
    let variables = (0..<4 * builder.scene.views.count).map { _ in solver.makeVariable() }
    var added: [LayoutRow] = []
    for row in builder.rows where row.isRequired {
      do {
        try solver.add(row.lhs, row.relation, row.rhs, tag: row.tag)
        added.append(row)
      } catch {
        diagnostics.append(diagnostic(for: error, row: row))
      }
    }
    diagnostics += addOptionalRowsByPriority(builder.rows.filter { !$0.isRequired }, to: solver)
    let values = variables.map { value in
      let double = solver.value(of: value)
      return double.isFinite ? double : 0
    }
    for row in added where row.isRequired && row.violation(values) > tolerance {
      diagnostics.append(
        LayoutDiagnostic(
          severity: .error,
          message: "required constraint \(row.tag) is broken by \(row.violation(values)) pt after solving",
          constraintIDs: row.constraintID.map { [$0] } ?? [], objectIDs: row.objectIDs, line: row.line))
    }
    diagnostics += ambiguity(builder: builder, solver: solver, variables: variables)
    return Solved(builder: builder, values: values, diagnostics: diagnostics)
  }

  /// How much a priority level's total error may grow when freezing it at exactly its minimum
  /// fails to rounding: 1e-7 pt plus 1e-7 of the total.
  static let frozenErrorSlack = 1e-7

  /// Adds optional rows one priority level at a time, highest first, each level's total error (rows
  /// weighted equally, as in Auto Layout) minimised then frozen, so a higher priority beats any
  /// number of lower ones (`NSLayoutConstraint.priority`).
  static func addOptionalRowsByPriority(_ rows: [LayoutRow], to solver: ConstraintSolver)
    -> [LayoutDiagnostic]
  {
    var diagnostics: [LayoutDiagnostic] = []
    let zero = LinearExpression(constant: 0)
    for level in Set(rows.map(\.priority)).sorted(by: >) {
      var errors: [LayoutVariable] = []
      func errorVariable(_ name: String) throws -> LinearExpression {
        let variable = solver.makeVariable()
        try solver.add(LinearExpression(variable), .greaterThanOrEqual, zero, tag: name)
        errors.append(variable)
        return LinearExpression(variable)
      }
      for row in rows where row.priority == level {
        do {
          // lhs - rhs = over - under (≤: over only, ≥: under only), errors last.
          var allowance = row.rhs
          if row.relation != .greaterThanOrEqual {
            allowance = allowance + (try errorVariable("\(row.tag).over"))
          }
          if row.relation != .lessThanOrEqual {
            allowance = allowance - (try errorVariable("\(row.tag).under"))
          }
          try solver.add(row.lhs, row.relation, allowance, tag: row.tag)
        } catch {
          diagnostics.append(diagnostic(for: error, row: row))
        }
      }
      guard !errors.isEmpty else { continue }
      let total = errors.dropFirst().reduce(LinearExpression(errors[0])) { $0 + LinearExpression($1) }
      let tag = "priority-\(level)-total-error"
      do {
        let handle = try solver.add(total, .equal, zero, priority: 1, tag: tag)
        let achieved = errors.map { solver.value(of: $0) }.reduce(0, +)
        solver.remove(handle)
        // Frozen exactly at the minimum the solver reached (so ambiguity is judged on what is
        // left), with a little room only if rounding makes the exact bound fail.
        do {
          try solver.add(total, .lessThanOrEqual, LinearExpression(constant: achieved), tag: tag)
        } catch {
          try solver.add(
            total, .lessThanOrEqual,
            LinearExpression(constant: achieved + frozenErrorSlack * (1 + achieved)), tag: tag)
        }
      } catch {
        diagnostics.append(
          LayoutDiagnostic(severity: .warning, message: "priority \(level) could not be settled: \(error)"))
      }
    }
    return diagnostics
  }

  static func diagnostic(for error: any Error, row: LayoutRow) -> LayoutDiagnostic {
    let ids = row.constraintID.map { [$0] } ?? []
    switch error as? ConstraintSolverError {
    case .unsatisfiable?:
      return LayoutDiagnostic(
        severity: .error,
        message:
          "unsatisfiable required constraint \(row.tag): it conflicts with the constraints before it (UIKit would break one of them)",
        constraintIDs: ids, objectIDs: row.objectIDs, line: row.line)
    default:
      return LayoutDiagnostic(
        severity: .warning, message: "constraint \(row.tag) skipped: \(error)", constraintIDs: ids,
        objectIDs: row.objectIDs, line: row.line)
    }
  }

  /// One warning per view whose frame the constraints leave ambiguous.
  static func ambiguity(
    builder: LayoutSystemBuilder, solver: ConstraintSolver, variables: [LayoutVariable]
  ) -> [LayoutDiagnostic] {
    let components = ["x", "y", "width", "height"]
    var result: [LayoutDiagnostic] = []
    for slot in 0..<builder.scene.views.count {
      let ambiguous = (0..<4).filter { solver.isAmbiguous(variables[slot * 4 + $0]) }
      guard !ambiguous.isEmpty else { continue }
      let object = builder.scene.views[slot].object
      result.append(
        LayoutDiagnostic(
          severity: .warning,
          message:
            "ambiguous layout: \(ambiguous.map { components[$0] }.joined(separator: ", ")) of \(object.displayName) not fixed by the constraints",
          objectIDs: [object.id], line: object.line))
    }
    return result
  }

  /// The facts a solved layout implies: wrap widths of multi-line labels, subviews' safe areas,
  /// superviews' margins reaching into views that preserve them (`margins`: the pass's
  /// effective margins by slot).
  static func nextFacts(scene: LayoutScene, values: [Double], margins: [LayoutInsets]) -> [LayoutFacts] {
    let safe = scene.request.safeArea
    let root = Self.frame(0, values)
    return (0..<scene.views.count).map { slot in
      var facts = LayoutFacts()
      let view = scene.views[slot]
      let frame = Self.frame(slot, values)
      if let label = view.object.label, label.numberOfLines != 1 { facts.wrapWidth = max(0, frame[2]) }
      if view.object.attributes["preservesSuperviewLayoutMargins"] == "YES", let parent = view.parentSlot,
        margins.indices.contains(parent)
      {
        let outer = Self.frame(parent, values)
        let reach = margins[parent]
        let preserved = LayoutInsets(
          top: CGFloat(max(0, Double(reach.top) - (frame[1] - outer[1]))),
          left: CGFloat(max(0, Double(reach.left) - (frame[0] - outer[0]))),
          bottom: CGFloat(max(0, Double(reach.bottom) - (outer[1] + outer[3] - frame[1] - frame[3]))),
          right: CGFloat(max(0, Double(reach.right) - (outer[0] + outer[2] - frame[0] - frame[2]))))
        if preserved != .zero { facts.preservedMargins = preserved }
      }
      guard safe != .zero, slot > 0 else { return facts }
      func clamp(_ value: Double, _ limit: Double) -> CGFloat { CGFloat(min(max(value, 0), max(limit, 0))) }
      facts.safeInsets = LayoutInsets(
        top: clamp(Double(safe.top) - frame[1], frame[3]),
        left: clamp(Double(safe.left) - frame[0], frame[2]),
        bottom: clamp(frame[1] + frame[3] - (root[3] - Double(safe.bottom)), frame[3]),
        right: clamp(frame[0] + frame[2] - (root[2] - Double(safe.right)), frame[2]))
      return facts
    }
  }

  static func frame(_ slot: Int, _ values: [Double]) -> [Double] { Array(values[slot * 4..<slot * 4 + 4]) }

  /// `value` rounded to a thousandth of a point, without negative zero.
  static func snap(_ value: Double) -> Double {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == 0 ? 0 : rounded
  }
}
