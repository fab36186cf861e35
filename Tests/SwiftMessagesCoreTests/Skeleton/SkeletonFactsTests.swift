import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonFactsTests {
  /// One view's facts as an adapter would read them.
  struct View: SkeletonFacts {
    var id = 0
    var kind = SkeletonNodeKind.container
    var typeName = "UIView"
    var frame = SkeletonRect(width: 320, height: 80)
    var isSkeletonable = true
    var isHiddenWhenSkeletonIsActive = false
    var disablesInteractionWhenActive = true
    var clipsToBounds = false
    var layerCornerRadius = 0.0
    var skeletonCornerRadius = 0.0
    var padding = LayoutInsets.zero
    var text: SkeletonTextStyle?
    var hasSkeletonDataSource = false
    var isTableHeaderOrFooterView = false
    var hasOwnSkeleton = false
    var mark: SkeletonMark?
    var children: [View] = []
  }

  /// A message: a 48×48 avatar at (16, 16) and a two-line label beside it.
  func message(avatar: View, label: View) -> SkeletonNode {
    SkeletonNode(facts: View(children: [avatar, label]), id: \.id)
  }

  let avatar = View(id: 1, kind: .image, frame: SkeletonRect(x: 16, y: 16, width: 48, height: 48))
  let label = View(
    id: 2, kind: .text, frame: SkeletonRect(x: 80, y: 16, width: 200, height: 40),
    text: SkeletonTextStyle(numberOfLines: 2))

  @Test func aTablesHeaderViewIsReadAsSuchAndSkeletonisedWhileItsCellsAreNot() {
    // Defect 4 of issue 26: a table with a skeleton data source, its 120-pt tableHeaderView
    // (with the avatar and label) and a placeholder cell, as UIKit lists its subviews.
    let header = View(
      id: 3, frame: SkeletonRect(width: 393, height: 120), isTableHeaderOrFooterView: true,
      children: [avatar, label])
    let cell = View(id: 4, frame: SkeletonRect(y: 120, width: 393, height: 88), children: [View(id: 5)])
    let table = View(
      frame: SkeletonRect(width: 393, height: 852), hasSkeletonDataSource: true, children: [header, cell])
    let node = SkeletonNode(facts: table, id: \.id)
    #expect(node.children.map(\.isTableHeaderOrFooterView) == [true, false])
    #expect(Skeletonizer.plan(for: node).leafIDs == [1, 2])
  }

  @Test func aRoundClippedAvatarGetsARoundPlaceholder() {
    var round = avatar
    round.layerCornerRadius = 24
    round.clipsToBounds = true
    let shape = Skeletonizer.shapes(for: message(avatar: round, label: label)).first { $0.nodeID == 1 }
    #expect(shape?.rect == SkeletonRect(x: 16, y: 16, width: 48, height: 48))
    #expect(shape?.cornerRadius == 24)
  }

  @Test func aLayerRadiusThatDoesNotClipLeavesTheAvatarSquare() {
    var unclipped = avatar
    unclipped.layerCornerRadius = 24
    let shape = Skeletonizer.shapes(for: message(avatar: unclipped, label: label)).first { $0.nodeID == 1 }
    #expect(shape?.cornerRadius == 0)
  }

  @Test func skeletonCornerRadiusWinsOverTheLayers() {
    var avatar = avatar
    avatar.layerCornerRadius = 24
    avatar.clipsToBounds = true
    avatar.skeletonCornerRadius = 8
    let shape = Skeletonizer.shapes(for: message(avatar: avatar, label: label)).first { $0.nodeID == 1 }
    #expect(shape?.cornerRadius == 8)
  }

  @Test func paddingInsetsTheLabelsLines() {
    var padded = label
    padded.padding = LayoutInsets(top: 4, left: 10, bottom: 4, right: 20)
    padded.frame.height = 50
    let lines = Skeletonizer.shapes(for: message(avatar: avatar, label: padded)).filter { $0.nodeID == 2 }
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.rect.x == 90 })
    #expect(lines.first?.rect.width == 170)
    #expect(lines.first.map { $0.rect.y >= 20 } == true)
  }

  @Test func lineSettingsShapeTheLines() {
    var styled = label
    styled.text = SkeletonTextStyle(
      numberOfLines: 2, lastLineFillPercent: 50, lineSpacing: 4, linesCornerRadius: 3)
    let lines = Skeletonizer.shapes(for: message(avatar: avatar, label: styled)).filter { $0.nodeID == 2 }
    #expect(lines.map(\.rect.width) == [200, 100])
    #expect(lines.allSatisfy { $0.cornerRadius == 3 })
    #expect(lines.count == 2 && lines[1].rect.y - lines[0].rect.maxY == 4)
  }

  @Test func theLastLineFillsSeventyPercentByDefault() {
    let lines = Skeletonizer.shapes(for: message(avatar: avatar, label: label)).filter { $0.nodeID == 2 }
    #expect(lines.map(\.rect.width) == [200, 140])
  }

  @Test func aViewThatIsNotSkeletonableIsNotReadFurther() {
    var container = View(id: 3, isSkeletonable: false, children: [avatar])
    container.frame = SkeletonRect(x: 0, y: 0, width: 100, height: 100)
    var read: [Int] = []
    let tree = SkeletonNode(facts: View(children: [container, label])) {
      read.append($0.id)
      return read.count
    }
    // Depth-first ids, in the order the views were read; the avatar inside is never read.
    #expect(read == [0, 3, 2])
    #expect(tree.id == 1 && tree.children.map(\.id) == [2, 3])
    #expect(tree.children[0].children.isEmpty)
  }
}
