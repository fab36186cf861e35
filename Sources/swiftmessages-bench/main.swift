import Foundation

// swift run -c release swiftmessages-bench [queue|skeleton|hud|gallery …]
// Prints the best of several runs per size, so that noise from the machine is filtered out.
// With arguments, only the named tables run; without, all of them.

let sizes = [1_000, 10_000, 100_000]
let repetitions = 5

/// `text` right-aligned in `width` characters.
func column(_ text: String, width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `value` with `decimals` decimals.
func fixed(_ value: Double, _ decimals: Int) -> String {
  String(format: "%.\(decimals)f", value)
}

/// The nanoseconds `work` took.
func nanoseconds(_ work: () -> Void) -> UInt64 {
  let start = DispatchTime.now().uptimeNanoseconds
  work()
  return DispatchTime.now().uptimeNanoseconds - start
}

/// A table of right-aligned columns; creating one prints its header.
struct Table {
  let widths: [Int]

  init(_ columns: KeyValuePairs<String, Int>) {
    widths = columns.map(\.value)
    print(columns.map { column($0.key, width: $0.value) }.joined())
  }

  func row(_ cells: String...) {
    print(zip(cells, widths).map { column($0, width: $1) }.joined())
  }
}

/// What a throughput run did: `n`, the events it sent into the engine, what they produced
/// (messages shown, screen updates) and how long they took.
struct Throughput {
  let n: Int
  let operations: Int
  let effects: Int
  let nanoseconds: UInt64

  var nanosecondsPerOperation: Double { Double(nanoseconds) / Double(max(1, operations)) }
}

let selected = Set(ProcessInfo.processInfo.arguments.dropFirst())

func runs(_ table: String) -> Bool { selected.isEmpty || selected.contains(table) }

/// The best of `repetitions` runs of `run`: the one with the least `cost`.
func bestRun<Result>(_ cost: (Result) -> Double, _ run: () -> Result) -> Result {
  var best = run()
  for _ in 1..<repetitions {
    let result = run()
    if cost(result) < cost(best) { best = result }
  }
  return best
}

if runs("queue") {
  print("Queue engine: enqueue n (50 % duplicate ids, priorities -1…3), then drain with timer fires")
  print("(best of \(repetitions) runs; one operation = one event into the state machine)")
  for maximumVisible in [1, 3] {
    if maximumVisible > 1 {
      print("")
      print("The same with stacking: a deck of 3 visible messages (maximumVisible 3)")
    }
    print("")
    let table = Table([
      "n": 8, "operations": 12, "shown": 9, "total ms": 11, "ns/op": 9, "ns/op/log2(n)": 15,
    ])
    var results: [Throughput] = []
    for n in sizes {
      let best = bestRun({ Double($0.nanoseconds) }) {
        QueueBenchmark(n: n).run(maximumVisible: maximumVisible)
      }
      results.append(best)
      table.row(
        "\(n)", "\(best.operations)", "\(best.effects)", fixed(Double(best.nanoseconds) / 1e6, 3),
        fixed(best.nanosecondsPerOperation, 1), fixed(best.nanosecondsPerOperation / log2(Double(n)), 2))
    }
    if maximumVisible == 1, let first = results.first, let last = results.last, first.n != last.n {
      let growth = Double(last.nanoseconds) / Double(first.nanoseconds)
      let nLogN = Double(last.n) * log2(Double(last.n)) / (Double(first.n) * log2(Double(first.n)))
      print("")
      print(
        "total time grew ×\(fixed(growth, 1)) from n = \(first.n) to \(last.n);"
          + " n log n grows ×\(fixed(nLogN, 1)), n² would grow ×\(fixed(pow(Double(last.n) / Double(first.n), 2), 0))"
      )
    }
  }

}

if runs("skeleton") {
  print("")
  print("Skeleton geometry: Skeletonizer.plan(for:) over a list of clipping cells (avatar, 1-line")
  print("title, 1–3-line body, button in 2 of 3 cells): clipped shapes, leaves, per-view state;")
  print("best of \(repetitions) runs")
  print("")
  let table = Table([
    "nodes": 8, "leaves": 8, "ms/tree": 10, "shapes": 8, "anims (ours)": 14, "anims (SkeletonView)": 22,
    "layers (SkeletonView)": 23,
  ])
  for nodes in [100, 1_000, 10_000] {
    let benchmark = SkeletonBenchmark(nodes: nodes)
    let iterations = max(1, 20_000 / nodes)
    let best = bestRun({ Double($0.nanoseconds) }) { benchmark.run(iterations: iterations) }
    table.row(
      "\(best.nodes)", "\(best.leaves)", fixed(Double(best.nanoseconds) / 1e6, 3), "\(best.shapes)", "1",
      "\(best.skeletonViewAnimations)", "\(best.skeletonViewLayers)")
  }
  print("")
  print("ours: every shape of a root goes into one layer under one shimmer (1 animation per root);")
  print("SkeletonView: one CAAnimation per leaf layer (1 per text line, 1 per other leaf).")

  print("")
  print("Screen skeleton over a scrolling list: 1,000 placeholder rows (cells carry their own")
  print("skeletons) scrolled 16 pt per frame under a screen skeleton; core work per frame, best of")
  print("\(repetitions) runs")
  print("")
  let scrollTable = Table(["observes": 22, "frames": 8, "re-plans": 10, "µs/frame": 10, "µs/re-plan": 12])
  for replans in [true, false] {
    let benchmark = SkeletonScrollBenchmark()
    let best = bestRun(\.nanosecondsPerFrame) { benchmark.run(replansEveryFrame: replans) }
    scrollTable.row(
      replans ? "bounds (before)" : "size only (core)", "\(best.frames)", "\(best.refreshes)",
      fixed(best.nanosecondsPerFrame / 1e3, 3), fixed(best.nanosecondsPerRefresh / 1e3, 1))
  }

}

if runs("hud") {
  print("")
  print("Loading HUD driver: n progress reports into a HUD on screen (every one drawn), and n pieces")
  print("of work started together, then ended in a scrambled order; best of \(repetitions) runs")
  print("")
  let table = Table([
    "n": 8, "ns/report": 11, "screen updates": 16, "ns/start or end": 17, "screen updates": 16,
  ])
  for n in [100, 1_000, 10_000] {
    let bestReports = bestRun({ Double($0.nanoseconds) }) { HUDBenchmark.progressReports(n * 10) }
    let bestWork = bestRun({ Double($0.nanoseconds) }) { HUDBenchmark.concurrentWork(n) }
    table.row(
      "\(n)", fixed(bestReports.nanosecondsPerOperation, 1), "\(bestReports.effects)",
      fixed(bestWork.nanosecondsPerOperation, 1), "\(bestWork.effects)")
  }
  print("")
  print("(progress: n × 10 reports; work: the HUD shows the newest running piece, so ending it hands")
  print("the HUD back to the next newest, one screen update each)")
}

if runs("gallery") {
  print("")
  GalleryBenchmark.printTable()
}
