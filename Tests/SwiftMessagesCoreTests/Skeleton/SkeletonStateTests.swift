import Foundation
import Testing

@testable import SwiftMessagesCore

/// Per-view skeleton state over the node tree (marks), clipping and touches, on an iPhone 15
/// screen (393 x 852): a feed with two cells and a Retry button that is not skeletonable.
@Suite struct SkeletonStateTests {
  enum ID {
    static let root = 0
    static let cell1 = 1
    static let avatar1 = 2
    static let title1 = 3
    static let cell2 = 4
    static let avatar2 = 5
    static let title2 = 6
    static let retry = 7
  }

  private func cell(_ id: Int, y: Double, mark: SkeletonMark? = nil) -> SkeletonNode {
    SkeletonNode(
      id: id, frame: SkeletonRect(x: 0, y: y, width: 393, height: 80), isSkeletonable: true, mark: mark,
      children: [
        SkeletonNode(
          id: id + 1, kind: .image, frame: SkeletonRect(x: 16, y: 16, width: 48, height: 48),
          isSkeletonable: true, cornerRadius: 24),
        SkeletonNode(
          id: id + 2, kind: .text, frame: SkeletonRect(x: 76, y: 16, width: 301, height: 20),
          isSkeletonable: true, text: SkeletonTextStyle(numberOfLines: 1)),
      ])
  }

  private func feed(rootMark: Int = 1, cell1: SkeletonMark? = nil, cell2: SkeletonMark? = nil) -> SkeletonNode
  {
    SkeletonNode(
      id: ID.root, frame: SkeletonRect(width: 393, height: 852), isSkeletonable: true,
      mark: SkeletonMark(isShown: true, sequence: rootMark),
      children: [
        cell(ID.cell1, y: 59, mark: cell1), cell(ID.cell2, y: 139, mark: cell2),
        SkeletonNode(id: ID.retry, kind: .button, frame: SkeletonRect(x: 16, y: 784, width: 361, height: 44)),
      ])
  }

  // MARK: - State per view

  @Test func hidingOneCellRevealsThatCellOnly() {
    let plan = Skeletonizer.plan(for: feed(cell1: SkeletonMark(isShown: false, sequence: 2)))
    #expect(plan.leafIDs == [ID.avatar2, ID.title2])
    #expect(Set(plan.shapes.map(\.nodeID)) == [ID.avatar2, ID.title2])
    #expect(plan.activeIDs == [ID.root, ID.cell2, ID.avatar2, ID.title2])
    // The revealed cell is still reached: a later show on it goes to the same overlay.
    #expect(plan.reachedIDs.contains(ID.cell1) && plan.reachedIDs.contains(ID.title1))
  }

  @Test func subviewsUnderAnActiveRootAreActive() {
    let plan = Skeletonizer.plan(for: feed())
    #expect(
      Set(plan.activeIDs) == [ID.root, ID.cell1, ID.avatar1, ID.title1, ID.cell2, ID.avatar2, ID.title2])
    // The Retry button is not skeletonable: never reached, never active.
    #expect(!plan.reachedIDs.contains(ID.retry))
  }

  @Test func showingARevealedCellAgainCoversItInTheSameTree() {
    // Root shown (1), cell 1 hidden (2), cell 1 shown again (3): one overlay, all covered.
    let tree = feed(cell1: SkeletonMark(isShown: true, sequence: 3))
    let revealedThenShown = tree.withChild(0) {
      $0.withChild(1) { $0.with(mark: SkeletonMark(isShown: false, sequence: 2)) }
    }
    let plan = Skeletonizer.plan(for: revealedThenShown)
    #expect(plan.leafIDs == [ID.avatar1, ID.title1, ID.avatar2, ID.title2])
  }

  @Test func aLaterCallOnTheRootOverridesEveryMarkBelowIt() {
    // Cell 1 hidden (2), then the root shown again (3): the cell is covered again.
    let plan = Skeletonizer.plan(
      for: feed(rootMark: 3, cell1: SkeletonMark(isShown: false, sequence: 2)))
    #expect(plan.leafIDs == [ID.avatar1, ID.title1, ID.avatar2, ID.title2])
    // A show inside a revealed subtree covers that view only.
    let tree = feed(cell1: SkeletonMark(isShown: false, sequence: 2)).withChild(0) {
      $0.withChild(1) { $0.with(mark: SkeletonMark(isShown: true, sequence: 4)) }
    }
    #expect(Skeletonizer.plan(for: tree).leafIDs == [ID.title1, ID.avatar2, ID.title2])
  }

  // MARK: - Touches

  @Test func onlyLeavesThatAskForItStopTakingTouches() {
    let tree = feed().withChild(1) { $0.withChild(0) { $0.with(disablesInteractionWhenActive: false) } }
    let plan = Skeletonizer.plan(for: tree)
    let disabled = plan.coverRequests.filter(\.request.disablesInteraction).map(\.id)
    #expect(disabled == [ID.avatar1, ID.title1, ID.title2])
    // Containers keep their touches (an inner scroll view still scrolls).
    #expect(!disabled.contains(ID.cell1) && !disabled.contains(ID.root))
  }

  // MARK: - Clipping

  /// A screen with a 44-pt toolbar at the top (y 59…103) and an inner scroll view below it
  /// (y 103…843) scrolled by 100 pt: the first row's content sits partly above the scroll
  /// view's visible top, under the toolbar.
  private func scrolledList(clips: Bool = true) -> SkeletonNode {
    let rows = (0..<12).map { index in
      SkeletonNode(
        id: 10 + index, kind: .image,
        frame: SkeletonRect(x: 16, y: Double(index) * 80 - 100 + 16, width: 361, height: 48),
        isSkeletonable: true, cornerRadius: 8)
    }
    let scroll = SkeletonNode(
      id: 1, typeName: "UIScrollView", frame: SkeletonRect(x: 0, y: 103, width: 393, height: 740),
      isSkeletonable: true, clipsToBounds: clips, children: rows)
    return SkeletonNode(
      id: 0, frame: SkeletonRect(width: 393, height: 852), isSkeletonable: true, children: [scroll])
  }

  @Test func placeholdersAreCutToAnInnerScrollView() {
    let shapes = Skeletonizer.plan(for: scrolledList()).shapes
    // Row 0 (content y -84…-36) is scrolled out entirely; row 1 (y -4…44) is cut at the top.
    #expect(!shapes.contains { $0.nodeID == 10 })
    let row1 = shapes.first { $0.nodeID == 11 }
    #expect(row1?.rect == SkeletonRect(x: 16, y: 103, width: 361, height: 44))
    #expect(row1?.roundedCorners == [.bottomLeft, .bottomRight])
    // Nothing is drawn outside the scroll view: not over the toolbar, not below it.
    #expect(shapes.allSatisfy { $0.rect.minY >= 103 && $0.rect.maxY <= 843 })
    // Row 9 (y 739…787) is whole and keeps its four corners; row 10 (y 819…867) is cut at the
    // bottom; row 11 is below the visible area.
    #expect(
      shapes.first { $0.nodeID == 19 }?.roundedCorners == [.topLeft, .topRight, .bottomLeft, .bottomRight])
    #expect(shapes.first { $0.nodeID == 20 }?.rect.maxY == 843)
    #expect(shapes.first { $0.nodeID == 20 }?.roundedCorners == [.topLeft, .topRight])
    #expect(!shapes.contains { $0.nodeID == 21 })
  }

  @Test func withoutClippingPlaceholdersFollowTheContentOutside() {
    let shapes = Skeletonizer.plan(for: scrolledList(clips: false)).shapes
    #expect(shapes.count == 12)
    #expect(shapes.first { $0.nodeID == 10 }?.rect.minY == 19)
  }

  @Test func nestedClipsIntersectAndTheRootsOwnClipIsNotApplied() {
    // A scroll-view root spans its content (the overlay is in content coordinates): a leaf
    // below its visible height keeps its shape. Inside, a clipping card cuts its child.
    let child = SkeletonNode(
      id: 3, kind: .image, frame: SkeletonRect(x: -10, y: 10, width: 100, height: 40), isSkeletonable: true)
    let card = SkeletonNode(
      id: 2, frame: SkeletonRect(x: 20, y: 900, width: 60, height: 60), isSkeletonable: true,
      clipsToBounds: true, children: [child])
    let root = SkeletonNode(
      id: 0, typeName: "UITableView", frame: SkeletonRect(x: 0, y: 300, width: 393, height: 852),
      isSkeletonable: true, clipsToBounds: true, children: [card])
    #expect(
      Skeletonizer.plan(for: root).shapes == [
        SkeletonShape(
          rect: SkeletonRect(x: 20, y: 910, width: 60, height: 40), nodeID: 3)
      ])
  }

  @Test func aClippedShapeKeepsTheCornersOfEdgesThatWereNotCut() {
    let shape = SkeletonShape(
      rect: SkeletonRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 4, nodeID: 1)
    #expect(shape.clipped(to: SkeletonRect(x: 0, y: 0, width: 100, height: 20)) == shape)
    #expect(shape.clipped(to: SkeletonRect(x: 100, y: 0, width: 50, height: 20)) == nil)
    let cut = shape.clipped(to: SkeletonRect(x: 0, y: 0, width: 60, height: 100))
    #expect(cut?.rect == SkeletonRect(x: 0, y: 0, width: 60, height: 20))
    #expect(cut?.roundedCorners == [.topLeft, .bottomLeft])
    #expect(cut?.cornerRadius == 4)
  }
}
