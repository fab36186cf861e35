/// Turns a skeleton tree into placeholder shapes, following SkeletonView's traversal rules.
///
/// - The root must be skeletonable, or nothing is produced.
/// - A node that is not skeletonable stops the traversal: it and its descendants are skipped.
/// - A reached node with `isHiddenWhenSkeletonIsActive` is hidden: it gets no shapes and its
///   subtree is not visited (it still counts as a skeletonable child of its parent).
/// - A reached node without skeletonable children is a **leaf** and gets shapes: a text leaf
///   one `.line` per line (one `.block` over its bounds when it has exactly one line and
///   `renderSingleLineAsView`), any other leaf one `.block` with the node's corner radius.
/// - A reached node with skeletonable children is a **pass-through container**: no shape of
///   its own; its skeletonable children are visited in order.
///
/// Shapes come out depth first in child order, in the root's coordinates (the root's own frame
/// origin is ignored). A node whose frame is negative-sized or not finite produces no shapes,
/// and neither do its descendants (their position is unknown); zero-sized leaves produce
/// none either. Nothing traps on bad input.
public enum Skeletonizer {
  /// The shapes to draw for the tree under `root`, in `root`'s coordinates.
  public static func shapes(for root: SkeletonNode) -> [SkeletonShape] {
    var walker = Walker(collectsShapes: true)
    walker.visitRoot(root)
    return walker.shapes
  }

  /// The ids of the views to hide while the skeleton shows: the reached nodes with
  /// `isHiddenWhenSkeletonIsActive`, in traversal order.
  public static func hiddenNodeIDs(for root: SkeletonNode) -> [Int] {
    var walker = Walker(collectsShapes: false)
    walker.visitRoot(root)
    return walker.hiddenIDs
  }

  /// The ids of the leaves (the views whose content the skeleton covers), in traversal order,
  /// whether or not their geometry produced shapes.
  public static func leafIDs(for root: SkeletonNode) -> [Int] {
    var walker = Walker(collectsShapes: false)
    walker.visitRoot(root)
    return walker.leafIDs
  }

  /// The text leaves that need more room while the skeleton shows, with the height each must
  /// grow to (``SkeletonTextLayout/minimumHeight(height:style:padding:)``), in traversal order.
  /// Leaves whose frame is unusable are skipped.
  public static func minimumTextHeights(for root: SkeletonNode) -> [(id: Int, height: Double)] {
    var walker = Walker(collectsShapes: false, collectsLeaves: true)
    walker.visitRoot(root)
    return walker.leaves.compactMap { leaf in
      guard leaf.kind == .text, leaf.frame.isFinite,
        let height = SkeletonTextLayout.minimumHeight(
          height: leaf.frame.height, style: leaf.effectiveTextStyle, padding: leaf.padding)
      else { return nil }
      return (leaf.id, height)
    }
  }

  /// How the UIKit layer hides the content of `leaf` under its shapes. Every leaf but the
  /// root is made transparent (its shapes are drawn above it). The root carries the overlay
  /// itself, so a transparent root would hide its shapes too: a root label or text view gets
  /// its text colour cleared instead (so its text does not show between its lines), and any
  /// other root is covered whole by its block.
  public static func concealment(ofLeaf leaf: SkeletonNode, isRoot: Bool) -> SkeletonLeafConcealment {
    guard isRoot else { return .transparent }
    return leaf.kind == .text ? .clearText : .none
  }

  /// The shapes of one leaf in its own coordinates (origin at the leaf's top-left corner),
  /// ignoring its children. Empty for a frame that is not drawable.
  public static func leafShapes(for node: SkeletonNode) -> [SkeletonShape] {
    var shapes: [SkeletonShape] = []
    appendLeafShapes(of: node, originX: 0, originY: 0, to: &shapes)
    return shapes
  }

  private static func appendLeafShapes(
    of node: SkeletonNode, originX: Double, originY: Double, to shapes: inout [SkeletonShape]
  ) {
    let frame = node.frame
    guard frame.isDrawable else { return }
    let bounds = SkeletonRect(x: originX, y: originY, width: frame.width, height: frame.height)
    guard node.kind == .text else {
      shapes.append(SkeletonShape(rect: bounds, cornerRadius: node.cornerRadius, nodeID: node.id))
      return
    }
    let style = node.effectiveTextStyle
    let lines = SkeletonTextLayout.lines(
      width: frame.width, height: frame.height, style: style, padding: node.padding)
    if lines.count == 1 && style.renderSingleLineAsView {
      shapes.append(SkeletonShape(rect: bounds, cornerRadius: node.cornerRadius, nodeID: node.id))
      return
    }
    for (index, line) in lines.enumerated() where line.isDrawable {
      shapes.append(
        SkeletonShape(
          rect: line.offsetBy(dx: originX, dy: originY), cornerRadius: style.linesCornerRadius,
          nodeID: node.id, role: .line(index: index)))
    }
  }

  /// One depth-first pass collecting shapes, hidden ids and leaf ids.
  private struct Walker {
    let collectsShapes: Bool
    let collectsLeaves: Bool
    var shapes: [SkeletonShape] = []
    var hiddenIDs: [Int] = []
    var leafIDs: [Int] = []
    var leaves: [SkeletonNode] = []

    init(collectsShapes: Bool, collectsLeaves: Bool = false) {
      self.collectsShapes = collectsShapes
      self.collectsLeaves = collectsLeaves
    }

    mutating func visitRoot(_ root: SkeletonNode) {
      guard root.isSkeletonable else { return }
      visit(root, originX: 0, originY: 0, placed: root.frame.isFinite)
    }

    /// `placed` is false once an ancestor's frame was unusable: the subtree is still walked
    /// for ids, but produces no shapes.
    private mutating func visit(_ node: SkeletonNode, originX: Double, originY: Double, placed: Bool) {
      if node.isHiddenWhenSkeletonIsActive {
        hiddenIDs.append(node.id)
        return
      }
      let placed = placed && node.frame.isFinite && node.frame.width >= 0 && node.frame.height >= 0
      guard node.hasSkeletonableChildren else {
        leafIDs.append(node.id)
        if collectsLeaves { leaves.append(node) }
        if collectsShapes && placed {
          appendLeafShapes(of: node, originX: originX, originY: originY, to: &shapes)
        }
        return
      }
      for child in node.children where child.isSkeletonable {
        visit(
          child, originX: originX + child.frame.x, originY: originY + child.frame.y, placed: placed)
      }
    }
  }
}

/// How a leaf's own content is hidden while its shapes show; see
/// ``Skeletonizer/concealment(ofLeaf:isRoot:)``.
public enum SkeletonLeafConcealment: Hashable, Sendable {
  /// The view's layer is made fully transparent (and hidden from VoiceOver), then restored.
  case transparent
  /// The text colour of a label or text view is cleared, then restored if it is still clear.
  case clearText
  /// Nothing: the leaf's block covers it whole.
  case none
}
