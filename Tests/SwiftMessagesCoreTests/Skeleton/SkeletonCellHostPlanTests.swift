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
    let table = screen().children[1].with(frame: SkeletonRect(width: 393, height: 852))
    let plan = Skeletonizer.plan(for: table)
    #expect(plan.cellHostIDs == [2] && plan.shapes.isEmpty && plan.leafIDs.isEmpty)
  }

  @Test func aTableShowingItsOwnSkeletonIsLeftToIt() {
    let tree = screen().withChild(1) { $0.with(hasOwnSkeleton: true) }
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

  // MARK: - Table header and footer views (defect 4 of issue 26; SkeletonView 1.31 is the spec)

  /// A feed table (iPhone 15, 852 pt) whose `tableHeaderView` is a 120-pt profile header (a
  /// 64-pt round avatar and a name label) and whose `tableFooterView` is a 44-pt "Load more"
  /// label; two placeholder cells between them. As the table's subviews, in UIKit's order.
  private func feedTable(id: Int = 2, frame: SkeletonRect = SkeletonRect(width: 393, height: 852))
    -> SkeletonNode
  {
    let header = SkeletonNode(
      id: 30, frame: SkeletonRect(width: 393, height: 120), isSkeletonable: true,
      isTableHeaderOrFooterView: true,
      children: [
        SkeletonNode(
          id: 31, kind: .image, frame: SkeletonRect(x: 16, y: 28, width: 64, height: 64),
          isSkeletonable: true,
          cornerRadius: 32),
        SkeletonNode(
          id: 32, kind: .text, frame: SkeletonRect(x: 96, y: 50, width: 281, height: 20),
          isSkeletonable: true,
          text: SkeletonTextStyle(numberOfLines: 1)),
      ])
    let cells = (0..<2).map { index in
      SkeletonNode(
        id: 10 + index, frame: SkeletonRect(x: 0, y: 120 + Double(index) * 88, width: 393, height: 88),
        isSkeletonable: true,
        children: [
          SkeletonNode(
            id: 20 + index, kind: .text, frame: SkeletonRect(x: 16, y: 12, width: 361, height: 21),
            isSkeletonable: true)
        ])
    }
    let footer = SkeletonNode(
      id: 40, kind: .text, frame: SkeletonRect(x: 0, y: 296, width: 393, height: 44), isSkeletonable: true,
      isTableHeaderOrFooterView: true)
    return SkeletonNode(
      id: id, frame: frame, isSkeletonable: true, clipsToBounds: true, hasSkeletonDataSource: true,
      children: [header] + cells + [footer])
  }

  @Test func skeletonViewSkeletonisesARootTablesHeaderAndFooterViews() {
    // SkeletonView walks a table's subviews: its tableHeaderView and tableFooterView get
    // placeholders like any skeletonable view; the cells carry their own skeletons.
    let plan = Skeletonizer.plan(for: feedTable())
    #expect(plan.cellHostIDs == [2])
    #expect(plan.leafIDs == [31, 32, 40])
    #expect(Set(plan.shapes.map(\.nodeID)) == [31, 32, 40])
    let avatar = plan.shapes.first { $0.nodeID == 31 }
    #expect(avatar?.rect == SkeletonRect(x: 16, y: 28, width: 64, height: 64) && avatar?.cornerRadius == 32)
    #expect(!plan.reachedIDs.contains(where: { [10, 11, 20, 21].contains($0) }))
  }

  @Test func skeletonViewSkeletonisesTheHeaderOfATableUnderTheScreensSkeleton() {
    // The table 111 pt down the screen, clipping: its header's shapes are in the screen's
    // coordinates, and the header is under the screen's skeleton (sk.isSkeletonActive).
    let screen = screen().withChild(1) { _ in
      feedTable(frame: SkeletonRect(x: 0, y: 111, width: 393, height: 707))
    }
    let plan = Skeletonizer.plan(for: screen)
    #expect(plan.leafIDs == [1, 31, 32, 40])
    #expect(plan.shapes.first { $0.nodeID == 31 }?.rect == SkeletonRect(x: 16, y: 139, width: 64, height: 64))
    #expect(plan.activeIDs == [0, 1, 2, 30, 31, 32, 40])
  }

  @Test func theHeaderOfATableLeftToItsOwnSkeletonIsLeftToIt() {
    let table = feedTable(frame: SkeletonRect(x: 0, y: 111, width: 393, height: 707)).with(
      hasOwnSkeleton: true)
    let screen = screen().withChild(1) { _ in table }
    #expect(Skeletonizer.plan(for: screen).leafIDs == [1])
  }
}
