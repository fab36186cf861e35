import Foundation
import Testing

@testable import SwiftMessagesCore

/// The cases of SkeletonView's README "Hierarchy" section: a view controller's `view` holding
/// a container view (with a label and an image view) and a table view. Which views become
/// leaves, which are pass-through containers, and where the recursion stops.
@Suite struct SkeletonHierarchyTests {
  enum ID {
    static let root = 1
    static let container = 2
    static let label = 3
    static let image = 4
    static let table = 5
  }

  private func screen(
    root: Bool = true, container: Bool = false, label: Bool = false, image: Bool = false,
    table: Bool = false
  ) -> SkeletonNode {
    SkeletonNode(
      id: ID.root, frame: SkeletonRect(x: 0, y: 0, width: 320, height: 480), isSkeletonable: root,
      children: [
        SkeletonNode(
          id: ID.container, frame: SkeletonRect(x: 10, y: 20, width: 300, height: 100),
          isSkeletonable: container,
          children: [
            SkeletonNode(
              id: ID.label, kind: .text, frame: SkeletonRect(x: 100, y: 10, width: 180, height: 40),
              isSkeletonable: label),
            SkeletonNode(
              id: ID.image, kind: .image, frame: SkeletonRect(x: 10, y: 10, width: 80, height: 80),
              isSkeletonable: image, cornerRadius: 40),
          ]),
        SkeletonNode(
          id: ID.table, typeName: "UITableView", frame: SkeletonRect(x: 0, y: 140, width: 320, height: 340),
          isSkeletonable: table),
      ])
  }

  @Test func nothingIsSkeletonable() {
    let tree = screen(root: false)
    #expect(Skeletonizer.shapes(for: tree).isEmpty)
    #expect(Skeletonizer.plan(for: tree).leafIDs.isEmpty)
  }

  @Test func aNonSkeletonableRootStopsEverything() {
    // Every child is skeletonable, but the recursion never starts (SkeletonView #245).
    let tree = screen(root: false, container: true, label: true, image: true, table: true)
    #expect(Skeletonizer.shapes(for: tree).isEmpty)
    #expect(Skeletonizer.plan(for: tree).leafIDs.isEmpty)
  }

  @Test func onlyTheRootCoversTheWholeScreen() {
    let shapes = Skeletonizer.shapes(for: screen())
    #expect(
      shapes == [SkeletonShape(rect: SkeletonRect(x: 0, y: 0, width: 320, height: 480), nodeID: ID.root)])
  }

  @Test func aSkeletonableContainerWithoutSkeletonableChildrenIsOneBlock() {
    let tree = screen(container: true)
    #expect(Skeletonizer.plan(for: tree).leafIDs == [ID.container])
    #expect(
      Skeletonizer.shapes(for: tree) == [
        SkeletonShape(rect: SkeletonRect(x: 10, y: 20, width: 300, height: 100), nodeID: ID.container)
      ])
  }

  @Test func skeletonableChildrenOfANonSkeletonableContainerAreNotReached() {
    // The README's ☠: the container breaks the recursion, so the root becomes the leaf.
    let tree = screen(container: false, label: true, image: true)
    #expect(Skeletonizer.plan(for: tree).leafIDs == [ID.root])
    #expect(Skeletonizer.shapes(for: tree).map(\.nodeID) == [ID.root])
  }

  @Test func containerChildrenBecomeLeavesInRootCoordinates() {
    let shapes = Skeletonizer.shapes(for: screen(container: true, label: true, image: true))
    #expect(
      Skeletonizer.plan(for: screen(container: true, label: true, image: true)).leafIDs == [
        ID.label, ID.image,
      ])
    // Label 40 pt tall: 2 lines at (10 + 100, 20 + 10); image a round block.
    #expect(
      shapes == [
        SkeletonShape(
          rect: SkeletonRect(x: 110, y: 30, width: 180, height: 15), nodeID: ID.label, role: .line(index: 0)),
        SkeletonShape(
          rect: SkeletonRect(x: 110, y: 55, width: 126, height: 15), nodeID: ID.label, role: .line(index: 1)),
        SkeletonShape(
          rect: SkeletonRect(x: 20, y: 30, width: 80, height: 80), cornerRadius: 40, nodeID: ID.image),
      ])
  }

  @Test func onlySomeChildrenSkeletonable() {
    let tree = screen(container: true, image: true)
    #expect(Skeletonizer.plan(for: tree).leafIDs == [ID.image])
    #expect(Skeletonizer.shapes(for: tree).map(\.nodeID) == [ID.image])
  }

  @Test func aSkeletonableTableIsOneBlockNextToANonSkeletonableContainer() {
    let tree = screen(table: true)
    #expect(Skeletonizer.plan(for: tree).leafIDs == [ID.table])
    #expect(
      Skeletonizer.shapes(for: tree) == [
        SkeletonShape(rect: SkeletonRect(x: 0, y: 140, width: 320, height: 340), nodeID: ID.table)
      ])
  }

  @Test func everythingSkeletonable() {
    let tree = screen(container: true, label: true, image: true, table: true)
    #expect(Skeletonizer.plan(for: tree).leafIDs == [ID.label, ID.image, ID.table])
    #expect(Skeletonizer.shapes(for: tree).map(\.nodeID) == [ID.label, ID.label, ID.image, ID.table])
  }

  @Test func aContainerGetsNoShapeOfItsOwn() {
    let shapes = Skeletonizer.shapes(for: screen(container: true, label: true, image: true, table: true))
    #expect(!shapes.contains { $0.nodeID == ID.root || $0.nodeID == ID.container })
  }

  @Test func cellsAndStackViewsExposeTheChildrenTheCallerGives() {
    // A cell's node carries its content view's subviews; a stack view its arranged subviews.
    let stack = SkeletonNode(
      id: 20, typeName: "UIStackView", frame: SkeletonRect(x: 16, y: 8, width: 200, height: 60),
      isSkeletonable: true,
      children: [
        SkeletonNode(
          id: 21, kind: .button, frame: SkeletonRect(x: 0, y: 0, width: 200, height: 30), isSkeletonable: true
        ),
        SkeletonNode(
          id: 22, kind: .button, frame: SkeletonRect(x: 0, y: 30, width: 200, height: 30),
          isSkeletonable: true),
      ])
    let cell = SkeletonNode(
      id: 10, typeName: "UITableViewCell", frame: SkeletonRect(x: 0, y: 44, width: 320, height: 76),
      isSkeletonable: true, children: [stack])
    #expect(Skeletonizer.plan(for: cell).leafIDs == [21, 22])
    #expect(
      Skeletonizer.shapes(for: cell).map(\.rect) == [
        SkeletonRect(x: 16, y: 8, width: 200, height: 30), SkeletonRect(x: 16, y: 38, width: 200, height: 30),
      ])
  }
}
