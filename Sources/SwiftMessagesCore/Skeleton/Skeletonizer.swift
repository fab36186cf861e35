/// Turns a skeleton tree into placeholder shapes with SkeletonView's traversal rules: the walk
/// stops at a node that is not skeletonable and below one hidden while the skeleton shows; a leaf
/// (no skeletonable children) gets shapes; a cell host leaves its content to its cells, but its
/// table header and footer views are visited (SkeletonView walks a table's subviews).
///
/// Shapes come out depth first, in the root's coordinates (its own origin ignored), cut to every
/// clipping ancestor below the root; a negative-sized or non-finite frame gives none to its
/// subtree, a zero-sized leaf none either, and nothing traps.
package enum Skeletonizer {
  /// Everything one refresh of a skeleton root needs, from one pass over the tree.
  package struct Plan: Sendable {
    /// The shapes to draw, in the root's coordinates, clipped.
    package internal(set) var shapes: [SkeletonShape] = []
    /// The leaves whose content the skeleton covers (opacity, VoiceOver), in traversal order.
    package internal(set) var leafIDs: [Int] = []
    /// The views to hide (`isHiddenWhenSkeletonIsActive`), in traversal order.
    var hiddenIDs: [Int] = []
    /// The leaves that keep taking touches (`isUserInteractionDisabledWhenSkeletonIsActive`
    /// turned off); every other leaf stops taking them. Usually empty.
    var interactionKeepingLeafIDs: [Int] = []
    /// Every view the traversal reaches, revealed or not: a show or hide called on one of them
    /// is handled by this root's overlay rather than by an overlay of its own.
    package internal(set) var reachedIDs: [Int] = []
    /// The reached views whose latest mark is a hide (revealed subtrees). Usually empty.
    var revealedIDs: [Int] = []
    /// The shown cell hosts (tables and collections whose cells carry the skeleton), in traversal
    /// order: while listed, one has the placeholder data source and this root's configuration;
    /// unlisted or at the end, the app's data back. Usually empty.
    package internal(set) var cellHostIDs: [Int] = []
    /// The reached views below the root, not cell hosts, whose own skeleton is up and shown here:
    /// this root takes them over and retires their overlays (one overlay per region).
    package internal(set) var adoptedSkeletonIDs: [Int] = []
    /// Whether the root is a text leaf: it carries the overlay, so instead of turning transparent
    /// its text colour is cleared and it leaves VoiceOver (the overlay's "Loading" stands for it).
    package internal(set) var clearsRootText = false
    /// The text leaves that need more room while the skeleton shows, with the height each must
    /// grow to, in traversal order.
    package internal(set) var textHeights: [(id: Int, height: Double)] = []

    /// Every view under the skeleton (`view.sk.isSkeletonActive`): `reachedIDs` but
    /// `revealedIDs`.
    package var activeIDs: [Int] {
      revealedIDs.isEmpty ? reachedIDs : reachedIDs.filter { !revealedIDs.contains($0) }
    }
  }

  package static func plan(for root: SkeletonNode) -> Plan {
    var plan = Plan()
    plan.visitRoot(root)
    return plan
  }

  /// The shapes of one leaf in its own coordinates (origin at the leaf's top-left corner),
  /// ignoring its children. Empty for a frame that is not drawable.
  static func leafShapes(for node: SkeletonNode) -> [SkeletonShape] {
    var shapes: [SkeletonShape] = []
    appendLeafShapes(of: node, originX: 0, originY: 0, clip: nil, to: &shapes)
    return shapes
  }

  fileprivate static func appendLeafShapes(
    of node: SkeletonNode, originX: Double, originY: Double, clip: SkeletonShape?,
    to shapes: inout [SkeletonShape]
  ) {
    let frame = node.frame
    guard frame.isDrawable else { return }
    let bounds = SkeletonRect(x: originX, y: originY, width: frame.width, height: frame.height)
    guard node.kind == .text else {
      append(SkeletonShape(rect: bounds, cornerRadius: node.cornerRadius, nodeID: node.id), clip, &shapes)
      return
    }
    let style = node.effectiveTextStyle
    let lines = SkeletonTextLayout.lines(
      width: frame.width, height: frame.height, style: style, padding: node.padding)
    if lines.count == 1 && style.renderSingleLineAsView {
      append(SkeletonShape(rect: bounds, cornerRadius: node.cornerRadius, nodeID: node.id), clip, &shapes)
      return
    }
    for (index, line) in lines.enumerated() where line.isDrawable {
      append(
        SkeletonShape(
          rect: line.offsetBy(dx: originX, dy: originY), cornerRadius: style.linesCornerRadius,
          nodeID: node.id, role: .line(index: index)), clip, &shapes)
    }
  }

  /// Appends the part of `shape` that `clip` lets through (all of it without a clip).
  private static func append(_ shape: SkeletonShape, _ clip: SkeletonShape?, _ shapes: inout [SkeletonShape])
  {
    guard let clip else { return shapes.append(shape) }
    if let visible = shape.clipped(to: clip) { shapes.append(visible) }
  }
}

/// The one depth-first pass that fills a plan.
extension Skeletonizer.Plan {
  fileprivate mutating func visitRoot(_ root: SkeletonNode) {
    guard root.isSkeletonable else { return }
    // The root's overlay is up: the root is shown, whatever its own mark says.
    let mark = SkeletonMark(isShown: true, sequence: root.mark?.sequence ?? .min)
    visit(
      root, originX: 0, originY: 0, placed: root.frame.isFinite, clip: nil, inherited: mark, isRoot: true)
  }

  /// `placed` is false once an ancestor's frame was unusable: the subtree is still walked
  /// for ids, but produces no shapes. `clip` is the visible area left by the clipping
  /// ancestors, in root coordinates, with the corner radii they clip with.
  private mutating func visit(
    _ node: SkeletonNode, originX: Double, originY: Double, placed: Bool, clip: SkeletonShape?,
    inherited: SkeletonMark, isRoot: Bool = false
  ) {
    let mark = isRoot ? inherited : SkeletonMark.latest(inherited, node.mark)
    reachedIDs.append(node.id)
    if !mark.isShown { revealedIDs.append(node.id) }
    if !isRoot && mark.isShown && node.hasOwnSkeleton && !node.hasSkeletonDataSource {
      adoptedSkeletonIDs.append(node.id)
    }
    if node.isHiddenWhenSkeletonIsActive {
      if mark.isShown { hiddenIDs.append(node.id) }
      return
    }
    let placed = placed && node.frame.isFinite && node.frame.width >= 0 && node.frame.height >= 0
    if node.hasSkeletonDataSource {
      // One that shows its own skeleton is driven by that skeleton, not by an ancestor's.
      guard isRoot || !node.hasOwnSkeleton else { return }
      if mark.isShown { cellHostIDs.append(node.id) }
      // Its cells come and go as it scrolls and each carries its own skeleton; its header and
      // footer views stay and are this skeleton's (visited below).
    } else if !node.hasSkeletonableChildren {
      guard mark.isShown else { return }
      leafIDs.append(node.id)
      if isRoot { clearsRootText = node.kind == .text }
      if !node.disablesInteractionWhenActive { interactionKeepingLeafIDs.append(node.id) }
      if node.kind == .text, node.frame.isFinite,
        let height = SkeletonTextLayout.minimumHeight(
          height: node.frame.height, style: node.effectiveTextStyle, padding: node.padding)
      {
        textHeights.append((node.id, height))
      }
      if placed {
        Skeletonizer.appendLeafShapes(
          of: node, originX: originX, originY: originY, clip: clip, to: &shapes)
      }
      return
    }
    // The children are cut to the node's bounds, rounded with its corner radius, when it clips
    // (and is not the root); nothing is visible through a clip cut away whole.
    var childClip = clip
    if node.clipsToBounds && !isRoot {
      let own = SkeletonShape(
        rect: SkeletonRect(x: originX, y: originY, width: node.frame.width, height: node.frame.height),
        cornerRadius: node.cornerRadius, nodeID: node.id)
      childClip = clip.map { own.clipped(to: $0) ?? SkeletonShape(rect: .zero, nodeID: node.id) } ?? own
    }
    for child in node.children
    where child.isSkeletonable && (!node.hasSkeletonDataSource || child.isTableHeaderOrFooterView) {
      visit(
        child, originX: originX + child.frame.x, originY: originY + child.frame.y, placed: placed,
        clip: childClip, inherited: mark)
    }
  }
}
