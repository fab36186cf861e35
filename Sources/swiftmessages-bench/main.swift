import Foundation

// swift run -c release swiftmessages-bench [queue|skeleton|hud|gallery …]
// Prints the best of several runs per size, so that noise from the machine is filtered out.
// With arguments, only the named tables run; without, all of them.

let sizes = [1_000, 10_000, 100_000]
let repetitions = 5

func format(_ value: Double, _ decimals: Int, width: Int) -> String {
  let text = String(format: "%.\(decimals)f", value)
  return String(repeating: " ", count: max(0, width - text.count)) + text
}

func column(_ text: String, width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
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
  for stacked in [false, true] {
    if stacked {
      print("")
      print("The same with stacking: a deck of 3 visible messages (maximumVisible 3)")
    }
    print("")
    print(
      column("n", width: 8) + column("operations", width: 12) + column("shown", width: 9)
        + column("total ms", width: 11) + column("ns/op", width: 9) + column("ns/op/log2(n)", width: 15))
    var results: [QueueBenchmark.Result] = []
    for n in sizes {
      let benchmark = QueueBenchmark(n: n)
      let best = bestRun({ Double($0.nanoseconds) }) {
        stacked ? benchmark.runStacked(maximumVisible: 3) : benchmark.run()
      }
      results.append(best)
      print(
        column("\(n)", width: 8) + column("\(best.operations)", width: 12)
          + column("\(best.shown)", width: 9) + format(best.milliseconds, 3, width: 11)
          + format(best.nanosecondsPerOperation, 1, width: 9)
          + format(best.nanosecondsPerOperation / log2(Double(n)), 2, width: 15))
    }
    if !stacked, let first = results.first, let last = results.last, first.n != last.n {
      let growth = Double(last.nanoseconds) / Double(first.nanoseconds)
      let nLogN = Double(last.n) * log2(Double(last.n)) / (Double(first.n) * log2(Double(first.n)))
      print("")
      print(
        "total time grew ×\(format(growth, 1, width: 0)) from n = \(first.n) to \(last.n);"
          + " n log n grows ×\(format(nLogN, 1, width: 0)), n² would grow ×\(format(pow(Double(last.n) / Double(first.n), 2), 0, width: 0))"
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
  print(
    column("nodes", width: 8) + column("leaves", width: 8) + column("ms/tree", width: 10)
      + column("shapes", width: 8) + column("anims (ours)", width: 14)
      + column("anims (SkeletonView)", width: 22) + column("layers (SkeletonView)", width: 23))
  for nodes in [100, 1_000, 10_000] {
    let benchmark = SkeletonBenchmark(nodes: nodes)
    let iterations = max(1, 20_000 / nodes)
    let best = bestRun({ Double($0.nanoseconds) }) { benchmark.run(iterations: iterations) }
    print(
      column("\(best.nodes)", width: 8) + column("\(best.leaves)", width: 8)
        + format(best.milliseconds, 3, width: 10) + column("\(best.shapes)", width: 8)
        + column("1", width: 14) + column("\(best.skeletonViewAnimations)", width: 22)
        + column("\(best.skeletonViewLayers)", width: 23))
  }
  print("")
  print("ours: every shape of a root goes into one layer under one shimmer (1 animation per root);")
  print("SkeletonView: one CAAnimation per leaf layer (1 per text line, 1 per other leaf).")

  print("")
  print("Screen skeleton over a scrolling list: 1,000 placeholder rows (cells carry their own")
  print("skeletons) scrolled 16 pt per frame under a screen skeleton; core work per frame, best of")
  print("\(repetitions) runs")
  print("")
  print(
    column("observes", width: 22) + column("frames", width: 8) + column("re-plans", width: 10)
      + column("µs/frame", width: 10) + column("µs/re-plan", width: 12))
  for replans in [true, false] {
    let benchmark = SkeletonScrollBenchmark()
    let best = bestRun(\.nanosecondsPerFrame) { benchmark.run(replansEveryFrame: replans) }
    print(
      column(replans ? "bounds (before)" : "size only (core)", width: 22) + column("\(best.frames)", width: 8)
        + column("\(best.refreshes)", width: 10) + format(best.nanosecondsPerFrame / 1e3, 3, width: 10)
        + format(best.nanosecondsPerRefresh / 1e3, 1, width: 12))
  }

}

if runs("hud") {
  print("")
  print("Loading HUD driver: n progress reports into a HUD on screen (every one drawn), and n pieces")
  print("of work started together, then ended in a scrambled order; best of \(repetitions) runs")
  print("")
  print(
    column("n", width: 8) + column("ns/report", width: 11) + column("screen updates", width: 16)
      + column("ns/start or end", width: 17) + column("screen updates", width: 16))
  for n in [100, 1_000, 10_000] {
    let bestReports = bestRun({ Double($0.nanoseconds) }) { HUDBenchmark.progressReports(n * 10) }
    let bestWork = bestRun({ Double($0.nanoseconds) }) { HUDBenchmark.concurrentWork(n) }
    print(
      column("\(n)", width: 8) + format(bestReports.nanosecondsPerOperation, 1, width: 11)
        + column("\(bestReports.screenUpdates)", width: 16)
        + format(bestWork.nanosecondsPerOperation, 1, width: 17)
        + column("\(bestWork.screenUpdates)", width: 16))
  }
  print("")
  print("(progress: n × 10 reports; work: the HUD shows the newest running piece, so ending it hands")
  print("the HUD back to the next newest, one screen update each)")
}

if runs("gallery") {
  print("")
  GalleryBenchmark.printTable(repetitions: repetitions)
}
