import SwiftMessagesCore
import SwiftMessagesPreview

/// A screen skeleton over a 1,000-row table of self-skeletoning cells, scrolled 16 pt per frame:
/// ``SkeletonObservation`` makes a frame cost one size comparison instead of a full re-plan (issue
/// 26, defect 10). UIKit's own redraw is not measured (Linux).
struct SkeletonScrollBenchmark {
  struct Result {
    let frames: Int
    let refreshes: Int
    /// Core work per frame, in nanoseconds.
    let nanosecondsPerFrame: Double
    /// Core work of one full refresh (read tree → plan → cover), in nanoseconds.
    let nanosecondsPerRefresh: Double
  }

  let rows = 1_000
  let rowHeight = 72.0
  let step = 16.0

  /// The screen as its skeleton reads it while the table shows the rows around `offset`.
  func screen(offset: Double) -> SkeletonNode {
    let first = Int(offset / rowHeight)
    let visible = (first..<min(rows, first + Int(701 / rowHeight) + 2)).map { row in
      SkeletonViewSpec(
        id: 10 + row * 4,
        frame: SkeletonRect(x: 0, y: Double(row) * rowHeight - offset, width: 390, height: rowHeight),
        isSkeletonable: true, hasOwnSkeleton: true,
        children: [
          SkeletonViewSpec(
            id: 11 + row * 4, kind: .image, frame: SkeletonRect(x: 16, y: 12, width: 48, height: 48),
            isSkeletonable: true),
          SkeletonViewSpec(
            id: 12 + row * 4, kind: .text, frame: SkeletonRect(x: 76, y: 12, width: 298, height: 20),
            isSkeletonable: true, text: SkeletonTextStyle(numberOfLines: 1)),
        ])
    }
    return SkeletonViewSpec(
      id: 0, frame: SkeletonRect(x: 0, y: 0, width: 390, height: 844), isSkeletonable: true,
      children: [
        SkeletonViewSpec(
          id: 1, kind: .image, frame: SkeletonRect(x: 16, y: 59, width: 64, height: 64), isSkeletonable: true,
          cornerRadius: 32),
        SkeletonViewSpec(
          id: 2, kind: .text, frame: SkeletonRect(x: 92, y: 59, width: 282, height: 24), isSkeletonable: true,
          text: SkeletonTextStyle(numberOfLines: 1)),
        SkeletonViewSpec(
          id: 3, kind: .text, frame: SkeletonRect(x: 92, y: 87, width: 282, height: 40), isSkeletonable: true,
          text: SkeletonTextStyle(numberOfLines: 2)),
        SkeletonViewSpec(
          id: 4, typeName: "UITableView", frame: SkeletonRect(x: 0, y: 143, width: 390, height: 701),
          isSkeletonable: true, hasSkeletonDataSource: true, children: visible),
      ]
    ).node
  }

  /// A view of the screen (the ledger holds views by identity); counts the changes set on it.
  private final class View: SkeletonCoverable {
    var changes = 0
    var skeletonViewFacts: SkeletonViewFacts { SkeletonViewFacts() }
    func applySkeletonChanges(_ changes: SkeletonViewChanges) { self.changes += 1 }
  }

  /// The views of the screen, by node id, and the overlay covering them.
  private let views = (0..<(4_000 + 16)).map { _ in View() }
  private let overlay = View()

  /// One refresh of the screen skeleton: plan, refresh plan, cover.
  private func refresh(_ tree: SkeletonNode, ledger: SkeletonCoverLedger) -> Int {
    let plan = Skeletonizer.plan(for: tree)
    let requests = plan.coverRequests.map {
      (view: views[$0.id % views.count] as any SkeletonCoverable, request: $0.request)
    }
    ledger.update(owner: overlay, requests: requests)
    return plan.shapes.count + requests.count
  }

  /// Scrolls the whole list; `replansEveryFrame` is the old behaviour.
  func run(replansEveryFrame: Bool) -> Result {
    let ledger = SkeletonCoverLedger()
    let contentHeight = Double(rows) * rowHeight - 701
    let observation =
      Skeletonizer.plan(for: screen(offset: 0)).observations(scrollViewIDs: [4])
      .first { $0.id == 4 }?.observation ?? .frame
    var frames = 0
    var refreshes = 0
    var sink = 0
    var offset = 0.0
    let elapsed = nanoseconds {
      while offset < contentHeight {
        let old = SkeletonRect(x: 0, y: offset, width: 390, height: 701)
        offset += step
        let new = SkeletonRect(x: 0, y: offset, width: 390, height: 701)
        frames += 1
        guard replansEveryFrame || observation.refreshes(from: old, to: new) else { continue }
        refreshes += 1
        sink &+= refresh(screen(offset: offset), ledger: ledger)
      }
    }
    let tree = screen(offset: 0)
    let perRefresh =
      (0..<5).map { _ in
        Double(nanoseconds { for _ in 0..<100 { sink &+= refresh(tree, ledger: ledger) } }) / 100
      }.min() ?? 0
    precondition(sink >= 0)
    return Result(
      frames: frames, refreshes: refreshes, nanosecondsPerFrame: Double(elapsed) / Double(max(1, frames)),
      nanosecondsPerRefresh: perRefresh)
  }
}
