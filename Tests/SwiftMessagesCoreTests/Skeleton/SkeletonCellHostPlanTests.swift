import Foundation
import Testing

@testable import SwiftMessagesCore

/// SkeletonView's README pattern: the skeleton is shown on a screen's view, and a skeletonable
/// table inside it (whose data source is a skeleton data source) swaps to placeholder cells.
@Suite struct SkeletonCellHostPlanTests {
  /// An iPhone 15 screen: a title label under the 59-pt safe area, a table below it with two
  /// visible (skeletonable) cells of 88 pt, each with a label.
  private func screen(
    tableHasSkeletonDataSource: Bool = true, tableMark: SkeletonMark? = nil, tableIsSkeletonable: Bool = true
  ) -> SkeletonNode {
    let cells = (0..<2).map { index in
      SkeletonNode(
        id: 10 + index, frame: SkeletonRect(x: 0, y: Double(index) * 88, width: 393, height: 88),
        isSkeletonable: true,
        children: [
          SkeletonNode(
            id: 20 + index, kind: .text, frame: SkeletonRect(x: 16, y: 12, width: 361, height: 21),
            isSkeletonable: true)
        ])
    }
    let table = SkeletonNode(
      id: 2, frame: SkeletonRect(x: 0, y: 111, width: 393, height: 707), isSkeletonable: tableIsSkeletonable,
      clipsToBounds: true, hasSkeletonDataSource: tableHasSkeletonDataSource, mark: tableMark,
      children: cells)
    let title = SkeletonNode(
      id: 1, kind: .text, frame: SkeletonRect(x: 16, y: 67, width: 361, height: 36), isSkeletonable: true)
    return SkeletonNode(
      id: 0, frame: SkeletonRect(width: 393, height: 852), isSkeletonable: true, children: [title, table])
  }

  @Test func aTableWithASkeletonDataSourceUnderTheShownViewCarriesTheSkeletonInItsCells() {
    let plan = Skeletonizer.plan(for: screen())
    #expect(plan.cellHostIDs == [2])
    // Not one grey block over its own placeholder cells, and its cells are left to their own
    // skeletons (they are reused as the table scrolls).
    #expect(!plan.shapes.contains { $0.nodeID == 2 || [10, 11, 20, 21].contains($0.nodeID) })
    #expect(plan.leafIDs == [1])
    #expect(!plan.reachedIDs.contains(where: { [10, 11, 20, 21].contains($0) }))
    // The table itself is under the skeleton (`sk.isSkeletonActive`).
    #expect(plan.activeIDs == [0, 1, 2])
  }

  @Test func aTableRevealedBySubviewHideGivesItsCellsBack() {
    let plan = Skeletonizer.plan(for: screen(tableMark: SkeletonMark(isShown: false, sequence: 5)))
    #expect(plan.cellHostIDs.isEmpty)
    #expect(plan.revealedIDs == [2])
  }

  @Test func aRootTableWithASkeletonDataSourceIsItsOwnCellHost() {
    var table = screen().children[1]
    table.frame = SkeletonRect(width: 393, height: 852)
    let plan = Skeletonizer.plan(for: table)
    #expect(plan.cellHostIDs == [2] && plan.shapes.isEmpty && plan.leafIDs.isEmpty)
  }

  @Test func aTableShowingItsOwnSkeletonIsLeftToIt() {
    var tree = screen()
    tree.children[1].hasOwnSkeleton = true
    let plan = Skeletonizer.plan(for: tree)
    #expect(plan.cellHostIDs.isEmpty && plan.activeIDs == [0, 1, 2])
    // As the root of that skeleton it is its own cell host.
    #expect(Skeletonizer.plan(for: tree.children[1]).cellHostIDs == [2])
  }

  @Test func aTableWithoutASkeletonDataSourceIsSkeletonisedLikeAnyContainer() {
    let plan = Skeletonizer.plan(for: screen(tableHasSkeletonDataSource: false))
    #expect(plan.cellHostIDs.isEmpty)
    #expect(plan.leafIDs == [1, 20, 21])
  }

  @Test func aTableTheTraversalDoesNotReachKeepsTheAppsData() {
    let plan = Skeletonizer.plan(for: screen(tableIsSkeletonable: false))
    #expect(plan.cellHostIDs.isEmpty)
  }
}
