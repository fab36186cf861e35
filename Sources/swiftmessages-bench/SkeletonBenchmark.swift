import SwiftMessagesCore
import SwiftMessagesPreview

/// Skeleton geometry: plan a realistic list of clipping cells and count the animations shimmering
/// it takes: SkeletonView runs one per leaf layer (one per text line), we run one per root.
struct SkeletonBenchmark {
  struct Result {
    let nodes: Int
    let leaves: Int
    let shapes: Int
    let skeletonViewLayers: Int
    let skeletonViewAnimations: Int
    let nanoseconds: UInt64
  }

  /// The number of nodes in the tree, root included.
  let nodes: Int

  /// Builds a tree of exactly `nodes` nodes: a skeletonable root holding cells of 4 or 5
  /// nodes; the last few nodes that do not make a whole cell are separator views.
  func makeTree() -> SkeletonNode {
    var generator = LinearCongruential(seed: UInt64(nodes))
    var children: [SkeletonViewSpec] = []
    var count = 1
    var nextID = 1
    var y = 0.0
    let width = 390.0
    while true {
      let bodyLines = Int(generator.next() % 3) + 1
      let hasButton = generator.next() % 3 != 0
      let cellSize = hasButton ? 5 : 4
      guard count + cellSize <= nodes else { break }
      let bodyHeight = SkeletonTextLayout.requiredHeight(
        lines: bodyLines, style: SkeletonTextStyle(), padding: .zero)
      let cellHeight = 16 + 20 + 8 + bodyHeight + (hasButton ? 8 + 32 : 0) + 16
      var content: [SkeletonViewSpec] = [
        SkeletonViewSpec(
          id: nextID + 1, kind: .image, frame: SkeletonRect(x: 16, y: 16, width: 48, height: 48),
          isSkeletonable: true, cornerRadius: 24),
        SkeletonViewSpec(
          id: nextID + 2, kind: .text, frame: SkeletonRect(x: 76, y: 16, width: width - 92, height: 20),
          isSkeletonable: true, text: SkeletonTextStyle(numberOfLines: 1, linesCornerRadius: 4)),
        SkeletonViewSpec(
          id: nextID + 3, kind: .text,
          frame: SkeletonRect(x: 76, y: 44, width: width - 92, height: bodyHeight), isSkeletonable: true,
          text: SkeletonTextStyle(numberOfLines: 0, linesCornerRadius: 4)),
      ]
      if hasButton {
        content.append(
          SkeletonViewSpec(
            id: nextID + 4, kind: .button,
            frame: SkeletonRect(x: 76, y: 52 + bodyHeight, width: 120, height: 32),
            isSkeletonable: true, cornerRadius: 8))
      }
      children.append(
        SkeletonViewSpec(
          id: nextID, typeName: "UITableViewCell",
          frame: SkeletonRect(x: 0, y: y, width: width, height: cellHeight),
          isSkeletonable: true, clipsToBounds: true, children: content))
      nextID += cellSize
      count += cellSize
      y += cellHeight
    }
    while count < nodes {
      children.append(
        SkeletonViewSpec(
          id: nextID, frame: SkeletonRect(x: 16, y: y, width: width - 32, height: 1), isSkeletonable: true))
      nextID += 1
      count += 1
      y += 1
    }
    return SkeletonViewSpec(
      id: 0, typeName: "UITableView", frame: SkeletonRect(x: 0, y: 0, width: width, height: y),
      isSkeletonable: true, children: children
    ).node
  }

  /// Times `Skeletonizer.plan(for:)` (what every overlay refresh runs) over enough repetitions
  /// for a stable per-tree figure.
  func run(iterations: Int) -> Result {
    let tree = makeTree()
    var shapes: [SkeletonShape] = []
    let elapsed = nanoseconds {
      for _ in 0..<iterations { shapes = Skeletonizer.plan(for: tree).shapes }
    }

    let leaves = Set(Skeletonizer.plan(for: tree).leafIDs)
    var linesPerLeaf: [Int: Int] = [:]
    for shape in shapes {
      if case .line = shape.role { linesPerLeaf[shape.nodeID, default: 0] += 1 }
    }
    // SkeletonView: a text leaf is 1 container layer + 1 layer per line (one animation per
    // line); any other leaf is 1 layer with 1 animation.
    let textLeaves = linesPerLeaf.count
    let lineLayers = linesPerLeaf.values.reduce(0, +)
    let otherLeaves = leaves.count - textLeaves
    return Result(
      nodes: Self.count(tree), leaves: leaves.count, shapes: shapes.count,
      skeletonViewLayers: textLeaves + lineLayers + otherLeaves,
      skeletonViewAnimations: lineLayers + otherLeaves, nanoseconds: elapsed / UInt64(max(1, iterations)))
  }

  static func count(_ node: SkeletonNode) -> Int {
    node.children.reduce(1) { $0 + count($1) }
  }
}
