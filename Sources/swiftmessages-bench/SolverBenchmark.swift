import Dispatch
import Foundation
import SwiftMessagesPreview

/// Constraint solver cost: builds and solves constraint systems from scratch with
/// ``ConstraintSolver`` and, in the same run, with kiwisolver (C++ Cassowary, through
/// `Scripts/bench/kiwi_bench.py`) on the identical system, and compares the values both find.
enum SolverBenchmark {
  /// One system's figures.
  struct Result {
    let name: String
    let variables: Int
    let constraints: Int
    /// Best time to build and solve the system with the package's solver, in milliseconds.
    let milliseconds: Double
    /// kiwisolver's best time, or why there is none.
    let kiwi: Kiwi

    enum Kiwi {
      /// `core`: kiwi's addConstraint + updateVariables alone (constraint objects prebuilt).
      case measured(milliseconds: Double, core: Double?, maxDifference: Double, version: String)
      case unavailable(String)
    }
  }

  /// A deterministic Auto Layout-like system of about `targetConstraints` constraints: rows of
  /// 2–5 views (left, top, width, height each) in a 375-point container. Per view: a required
  /// minimum width, hugging (≤ intrinsic at 250/251) and compression resistance (≥ intrinsic at
  /// 750 minus its position, so the views of a row never tie), a preferred height (750) above a
  /// required minimum, a required chain of 8-point gaps from a 16-point leading margin, a
  /// required top (first view under the row above, others aligned top or centred); per row a
  /// required trailing margin (≤), and in every third row a fill-equally distribution (required
  /// equal widths, trailing ==) that overrides the intrinsic widths.
  static func gridSystem(targetConstraints: Int, seed: UInt64 = 14) -> ConstraintSystemDescription {
    var system = ConstraintSystemDescription()
    var random = LinearCongruential(seed: seed)
    func variable(_ name: String) -> Int {
      system.variables.append(name)
      return system.variables.count - 1
    }
    func add(
      _ terms: [(Int, Double)], _ constant: Double, _ relation: ConstraintRelation,
      _ priority: Double = 1000
    ) {
      system.constraints.append(
        .init(
          terms: terms.map { .init($0.0, $0.1) }, constant: constant, relation: relation,
          priority: priority, tag: "c\(system.constraints.count)"))
    }
    let containerWidth = variable("container.width")
    add([(containerWidth, 1)], -375, .equal)
    var previousRow: (top: Int, height: Int)?
    var row = 0
    while system.constraints.count < targetConstraints {
      let count = 2 + Int(random.next() % 4)
      let fillsEqually = row % 3 == 0
      var views: [(left: Int, top: Int, width: Int, height: Int)] = []
      for index in 0..<count {
        let name = "r\(row)v\(index)"
        let view = (
          left: variable("\(name).left"), top: variable("\(name).top"),
          width: variable("\(name).width"), height: variable("\(name).height")
        )
        let intrinsicWidth = Double(40 + random.next() % 160)
        let intrinsicHeight = Double(20 + random.next() % 40)
        add([(view.width, 1)], -20, .greaterThanOrEqual)
        add([(view.width, 1)], -intrinsicWidth, .lessThanOrEqual, index % 2 == 0 ? 250 : 251)
        add([(view.width, 1)], -intrinsicWidth, .greaterThanOrEqual, 750 - Double(index))
        add([(view.height, 1)], -intrinsicHeight, .equal, 750)
        add([(view.height, 1)], -16, .greaterThanOrEqual)
        if let previous = views.last {
          add([(view.left, 1), (previous.left, -1), (previous.width, -1)], -8, .equal)
          if index % 2 == 1 {
            add([(view.top, 1), (views[0].top, -1)], 0, .equal)
          } else {
            // Centre Y: 2 top + height == 2 top0 + height0.
            add([(view.top, 2), (view.height, 1), (views[0].top, -2), (views[0].height, -1)], 0, .equal)
          }
          if fillsEqually { add([(view.width, 1), (views[0].width, -1)], 0, .equal) }
        } else {
          add([(view.left, 1)], -16, .equal)
          if let previousRow {
            add([(view.top, 1), (previousRow.top, -1), (previousRow.height, -1)], -8, .equal)
          } else {
            add([(view.top, 1)], -20, .equal)
          }
        }
        views.append(view)
      }
      if let last = views.last {
        add(
          [(last.left, 1), (last.width, 1), (containerWidth, -1)], 16,
          fillsEqually ? .equal : .lessThanOrEqual)
      }
      if let first = views.first { previousRow = (first.top, first.height) }
      row += 1
    }
    return system
  }

  /// Measures every system (best of `repetitions`) with both solvers.
  static func run(systems: [(name: String, system: ConstraintSystemDescription)], repetitions: Int)
    -> [Result]
  {
    systems.map { name, system in
      var best = Double.infinity
      var values: [Double] = []
      for _ in 0..<max(1, repetitions) {
        let start = DispatchTime.now().uptimeNanoseconds
        guard let (solver, variables) = try? system.makeSolver() else { break }
        values = variables.map { solver.value(of: $0) }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        best = min(best, Double(elapsed) / 1e6)
      }
      return Result(
        name: name, variables: system.variables.count, constraints: system.constraints.count,
        milliseconds: best, kiwi: kiwi(name: name, system: system, values: values, repetitions: repetitions))
    }
  }

  /// Prints the "Constraint solver" table for `systems`.
  static func printTable(systems: [(name: String, system: ConstraintSystemDescription)], repetitions: Int) {
    print("Constraint solver: build and solve from scratch (every constraint added, in order), best of")
    print("\(repetitions) runs; kiwisolver (C++ Cassowary) on the identical system in the same run")
    print("")
    print(
      column("system", width: 16) + column("vars", width: 7) + column("constraints", width: 13)
        + column("ours ms", width: 10) + column("kiwi ms", width: 10) + column("ours/kiwi", width: 11)
        + column("max |Δ value|", width: 15) + column("kiwi core ms", width: 14))
    var notes: [String] = []
    for result in run(systems: systems, repetitions: repetitions) {
      var line =
        column(result.name, width: 16) + column("\(result.variables)", width: 7)
        + column("\(result.constraints)", width: 13) + format(result.milliseconds, 3, width: 10)
      switch result.kiwi {
      case .measured(let milliseconds, let core, let difference, let version):
        line +=
          format(milliseconds, 3, width: 10) + format(result.milliseconds / milliseconds, 2, width: 11)
          + column(String(format: "%.1e", difference), width: 15)
          + (core.map { format($0, 3, width: 14) } ?? column("–", width: 14))
        let note = "kiwisolver \(version)"
        if !notes.contains(note) { notes.append(note) }
      case .unavailable(let reason):
        line +=
          column("–", width: 10) + column("–", width: 11) + column("–", width: 15) + column("–", width: 14)
        if !notes.contains(reason) { notes.append(reason) }
      }
      print(line)
    }
    print("")
    print("(both sides time the same work per run: a new solver, one variable per name, every")
    print("constraint built from the description and added in order, then every variable's value")
    print("read. Ours: ConstraintSystemDescription.makeSolver() + value(of:) for each variable; kiwi:")
    print("Solver(), Variable, Term/Expression/relation/strength, addConstraint, updateVariables,")
    print("value(), driven from Python, so its figure includes the interpreter's cost of building")
    print("the objects. The description (and kiwi's parsed JSON) exists before timing starts.")
    print("kiwi core ms, for reference only: kiwi's C++ addConstraint + updateVariables alone, the")
    print("constraint objects prebuilt in Python outside the timing.)")
    for note in notes { print(note) }
  }

  private static func kiwi(
    name: String, system: ConstraintSystemDescription, values: [Double], repetitions: Int
  ) -> Result.Kiwi {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Scripts/bench/kiwi_bench.py").standardizedFileURL
    guard FileManager.default.fileExists(atPath: script.path) else {
      return .unavailable("kiwisolver comparison skipped: \(script.path) not found")
    }
    let hint =
      "kiwisolver comparison skipped: pip install kiwisolver (or -r Scripts/bench/requirements.txt)"
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "swiftmessages-solver-\(ProcessInfo.processInfo.processIdentifier)-\(name).json")
    defer { try? FileManager.default.removeItem(at: file) }
    guard let data = try? system.jsonData(), (try? data.write(to: file)) != nil else {
      return .unavailable("kiwisolver comparison skipped: could not write \(file.path)")
    }
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    return .unavailable("kiwisolver comparison skipped: needs macOS or Linux (Process)")
    #else
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, "--repetitions", "\(repetitions)", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return .unavailable(hint) }
    let reply = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let object = try? JSONSerialization.jsonObject(with: reply) as? [String: Any],
      let milliseconds = object["best_ms"] as? Double,
      let kiwiValues = object["values"] as? [Double], kiwiValues.count == values.count
    else { return .unavailable(hint) }
    let difference = zip(values, kiwiValues).map { abs($0 - $1) }.max() ?? 0
    return .measured(
      milliseconds: milliseconds, core: object["best_core_ms"] as? Double, maxDifference: difference,
      version: object["kiwisolver"] as? String ?? "?")
    #endif
  }
}
