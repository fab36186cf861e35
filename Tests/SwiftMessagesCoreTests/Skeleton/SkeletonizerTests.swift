import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonizerTests {
  private func root(_ children: [SkeletonNode], frame: SkeletonRect = SkeletonRect(width: 320, height: 200))
    -> SkeletonNode
  {
    SkeletonNode(id: 0, frame: frame, isSkeletonable: true, children: children)
  }

  private func label(
    _ id: Int, _ frame: SkeletonRect, _ style: SkeletonTextStyle = SkeletonTextStyle(),
    padding: LayoutInsets = .zero, cornerRadius: Double = 0
  ) -> SkeletonNode {
    SkeletonNode(
      id: id, kind: .text, frame: frame, isSkeletonable: true, cornerRadius: cornerRadius, padding: padding,
      text: style)
  }

  @Test func theRootsOwnOriginIsIgnoredAndOffsetsAccumulate() {
    let inner = SkeletonNode(
      id: 2, kind: .image, frame: SkeletonRect(x: 5, y: 6, width: 10, height: 10), isSkeletonable: true)
    let middle = SkeletonNode(
      id: 1, frame: SkeletonRect(x: 100, y: 50, width: 50, height: 50), isSkeletonable: true,
      children: [inner])
    let tree = root([middle], frame: SkeletonRect(x: 999, y: 999, width: 320, height: 200))
    #expect(
      Skeletonizer.shapes(for: tree).map(\.rect) == [SkeletonRect(x: 105, y: 56, width: 10, height: 10)])
  }

  @Test func textLeavesGetOneRoundedShapePerLine() {
    let style = SkeletonTextStyle(linesCornerRadius: 4)
    let tree = root([label(7, SkeletonRect(x: 10, y: 10, width: 100, height: 65), style, cornerRadius: 9)])
    let shapes = Skeletonizer.shapes(for: tree)
    #expect(shapes.map(\.role) == [.line(index: 0), .line(index: 1), .line(index: 2)])
    #expect(shapes.allSatisfy { $0.cornerRadius == 4 && $0.nodeID == 7 })
    #expect(shapes.map(\.rect.y) == [10, 35, 60])
  }

  @Test func aSingleLineLabelIsOneLineByDefault() {
    let shapes = Skeletonizer.shapes(for: root([label(7, SkeletonRect(width: 100, height: 20))]))
    #expect(
      shapes == [
        SkeletonShape(
          rect: SkeletonRect(x: 0, y: 2.5, width: 70, height: 15), nodeID: 7, role: .line(index: 0))
      ])
  }

  @Test func renderSingleLineAsViewDrawsTheWholeLabel() {
    let style = SkeletonTextStyle(numberOfLines: 1, linesCornerRadius: 2, renderSingleLineAsView: true)
    let tree = root([label(7, SkeletonRect(x: 4, y: 4, width: 100, height: 20), style, cornerRadius: 6)])
    #expect(
      Skeletonizer.shapes(for: tree) == [
        SkeletonShape(rect: SkeletonRect(x: 4, y: 4, width: 100, height: 20), cornerRadius: 6, nodeID: 7)
      ])
    // With more than one line the option does nothing.
    let multi = root([
      label(7, SkeletonRect(width: 100, height: 65), SkeletonTextStyle(renderSingleLineAsView: true))
    ])
    #expect(Skeletonizer.shapes(for: multi).count == 3)
  }

  @Test func textPaddingMovesTheLines() {
    let tree = root([
      label(7, SkeletonRect(x: 10, y: 0, width: 100, height: 25), padding: LayoutInsets(all: 5))
    ]
    )
    #expect(Skeletonizer.shapes(for: tree).map(\.rect) == [SkeletonRect(x: 15, y: 5, width: 63, height: 15)])
  }

  @Test func aLabelWithNoRoomGetsNoShapes() {
    let tree = root([label(7, SkeletonRect(width: 100, height: 10), padding: LayoutInsets(top: 5, bottom: 5))]
    )
    #expect(Skeletonizer.shapes(for: tree).isEmpty)
    #expect(Skeletonizer.plan(for: tree).leafIDs == [7])
  }

  @Test func hiddenViewsAreReportedAndGetNoShapes() {
    let hidden = SkeletonNode(
      id: 3, kind: .button, frame: SkeletonRect(width: 10, height: 10), isSkeletonable: true,
      isHiddenWhenSkeletonIsActive: true)
    let shown = SkeletonNode(
      id: 4, kind: .image, frame: SkeletonRect(width: 10, height: 10), isSkeletonable: true)
    let tree = root([hidden, shown])
    #expect(Skeletonizer.plan(for: tree).hiddenIDs == [3])
    #expect(Skeletonizer.plan(for: tree).leafIDs == [4])
    #expect(Skeletonizer.shapes(for: tree).map(\.nodeID) == [4])
  }

  @Test func aHiddenOnlyChildStillMakesItsParentAContainer() {
    let hidden = SkeletonNode(
      id: 3, frame: SkeletonRect(width: 10, height: 10), isSkeletonable: true,
      isHiddenWhenSkeletonIsActive: true)
    let tree = root([hidden])
    #expect(Skeletonizer.shapes(for: tree).isEmpty)
    #expect(Skeletonizer.plan(for: tree).hiddenIDs == [3])
  }

  @Test func hidingNeedsTheTraversalToReachTheView() {
    // "This works only when isSkeletonable = true" (README).
    let notSkeletonable = SkeletonNode(id: 3, isSkeletonable: false, isHiddenWhenSkeletonIsActive: true)
    let belowABarrier = SkeletonNode(
      id: 4, isSkeletonable: false,
      children: [SkeletonNode(id: 5, isSkeletonable: true, isHiddenWhenSkeletonIsActive: true)])
    #expect(Skeletonizer.plan(for: root([notSkeletonable, belowABarrier])).hiddenIDs.isEmpty)
    let hiddenRoot = SkeletonNode(id: 9, isSkeletonable: true, isHiddenWhenSkeletonIsActive: true)
    #expect(Skeletonizer.plan(for: hiddenRoot).hiddenIDs == [9])
    #expect(Skeletonizer.shapes(for: hiddenRoot).isEmpty)
  }

  @Test func degenerateFramesProduceNoShapesAndNeverTrap() {
    let leaves = [
      SkeletonNode(id: 1, frame: SkeletonRect(width: 0, height: 10), isSkeletonable: true),
      SkeletonNode(id: 2, frame: SkeletonRect(width: -5, height: 10), isSkeletonable: true),
      SkeletonNode(id: 3, frame: SkeletonRect(width: .nan, height: 10), isSkeletonable: true),
      SkeletonNode(
        id: 4, kind: .text, frame: SkeletonRect(width: 100, height: .infinity), isSkeletonable: true),
      SkeletonNode(id: 5, frame: SkeletonRect(x: .infinity, width: 10, height: 10), isSkeletonable: true),
      SkeletonNode(id: 6, frame: SkeletonRect(width: 10, height: 10), isSkeletonable: true),
    ]
    let tree = root(leaves)
    #expect(Skeletonizer.shapes(for: tree).map(\.nodeID) == [6])
    #expect(Skeletonizer.plan(for: tree).leafIDs == [1, 2, 3, 4, 5, 6])
  }

  @Test func aBrokenContainerFrameSuppressesItsSubtree() {
    let child = SkeletonNode(id: 2, frame: SkeletonRect(width: 10, height: 10), isSkeletonable: true)
    let broken = SkeletonNode(
      id: 1, frame: SkeletonRect(x: .nan, width: 50, height: 50), isSkeletonable: true, children: [child])
    let negative = SkeletonNode(
      id: 3, frame: SkeletonRect(width: -50, height: 50), isSkeletonable: true, children: [child])
    #expect(Skeletonizer.shapes(for: root([broken, negative])).isEmpty)
    #expect(Skeletonizer.plan(for: root([broken, negative])).leafIDs == [2, 2])
  }

  @Test func leafShapesAreInTheLeafsOwnCoordinates() {
    let node = label(7, SkeletonRect(x: 50, y: 50, width: 100, height: 15))
    #expect(
      Skeletonizer.leafShapes(for: node).map(\.rect) == [SkeletonRect(x: 0, y: 0, width: 70, height: 15)])
  }

  @Test func shapesComeOutDepthFirstInChildOrder() {
    func leaf(_ id: Int) -> SkeletonNode {
      SkeletonNode(id: id, frame: SkeletonRect(width: 1, height: 1), isSkeletonable: true)
    }
    let tree = root([
      SkeletonNode(
        id: 10, frame: SkeletonRect(width: 5, height: 5), isSkeletonable: true,
        children: [leaf(11), leaf(12)]),
      leaf(13),
      SkeletonNode(
        id: 14, frame: SkeletonRect(width: 5, height: 5), isSkeletonable: true, children: [leaf(15)]),
    ])
    #expect(Skeletonizer.shapes(for: tree).map(\.nodeID) == [11, 12, 13, 15])
    #expect(Skeletonizer.plan(for: tree).leafIDs == [11, 12, 13, 15])
  }

  @Test func aLabelThatIsTheRootIsHiddenUnderItsLines() {
    // A 343 × 65 label skeletonised on its own: the overlay lives inside it, so its text is
    // cleared instead of its layer made transparent, and it still gets its three lines.
    let rootLabel = label(0, SkeletonRect(x: 16, y: 120, width: 343, height: 65))
    #expect(Skeletonizer.plan(for: rootLabel).leafIDs == [0])
    #expect(Skeletonizer.shapes(for: rootLabel).count == 3)
    #expect(Skeletonizer.plan(for: rootLabel).clearsRootText)
    let textView = SkeletonNode(
      id: 0, kind: .text, frame: SkeletonRect(width: 343, height: 200), isSkeletonable: true,
      text: SkeletonTextStyle(isTextView: true))
    #expect(Skeletonizer.plan(for: textView).clearsRootText)
  }

  @Test func otherLeavesAreMadeTransparentAndARootBlockCoversItself() {
    let avatar = SkeletonNode(
      id: 3, kind: .image, frame: SkeletonRect(width: 44, height: 44), isSkeletonable: true)
    #expect(!Skeletonizer.plan(for: avatar).clearsRootText)
    let screen = SkeletonNode(
      id: 0, frame: SkeletonRect(width: 200, height: 100), isSkeletonable: true,
      children: [avatar, label(4, SkeletonRect(width: 100, height: 20))])
    let plan = Skeletonizer.plan(for: screen)
    #expect(!plan.clearsRootText && plan.coverRequests.map(\.id) == [3, 4])
    #expect(plan.coverRequests.map(\.request.hidesContent) == [true, true])
  }

  @Test func emptyMessageLabelsAreGivenRoomForTheirLines() {
    // A card's stack: an empty title (0 pt, collapsed), an empty body asking for 2 lines,
    // and a filled caption that already has room.
    let title = label(1, SkeletonRect(x: 16, y: 16, width: 343, height: 0))
    let body = label(2, SkeletonRect(x: 16, y: 24, width: 343, height: 0), SkeletonTextStyle(lines: 2))
    let caption = label(3, SkeletonRect(x: 16, y: 32, width: 343, height: 20.5))
    let hidden = SkeletonNode(
      id: 4, kind: .text, frame: SkeletonRect(width: 343, height: 0), isSkeletonable: true,
      isHiddenWhenSkeletonIsActive: true)
    let rooms = Skeletonizer.plan(for: root([title, body, caption, hidden])).textHeights
    #expect(rooms.map(\.id) == [1, 2])
    #expect(rooms.map(\.height) == [15, 40])
  }
}
