import Foundation

/// What the skeleton needs to know about one view, read as plainly as possible: the UIKit
/// layer reads live views into it, the preview reads a nib's objects. Every rule that turns
/// these facts into a ``SkeletonNode`` lives in ``SkeletonNode/init(facts:id:)``.
package protocol SkeletonFacts {
  /// What the view is.
  var kind: SkeletonNodeKind { get }
  /// The view's class name, for the tree description.
  var typeName: String { get }
  /// The view's frame in its parent's coordinates.
  var frame: SkeletonRect { get }
  /// `isSkeletonable`.
  var isSkeletonable: Bool { get }
  /// `isHiddenWhenSkeletonIsActive`.
  var isHiddenWhenSkeletonIsActive: Bool { get }
  /// `isUserInteractionDisabledWhenSkeletonIsActive`.
  var disablesInteractionWhenActive: Bool { get }
  /// `clipsToBounds` (`layer.masksToBounds`).
  var clipsToBounds: Bool { get }
  /// `layer.cornerRadius`.
  var layerCornerRadius: Double { get }
  /// `skeletonCornerRadius`; 0 when unset.
  var skeletonCornerRadius: Double { get }
  /// `skeletonPaddingInsets` of a label or text view; `.zero` otherwise.
  var padding: LayoutInsets { get }
  /// The text metrics and line settings of a label or text view; `nil` otherwise.
  var text: SkeletonTextStyle? { get }
  /// Whether a table or collection view has a skeleton data source.
  var hasSkeletonDataSource: Bool { get }
  /// Whether a skeleton shown on this very view is up.
  var hasOwnSkeleton: Bool { get }
  /// The last show or hide called on this very view.
  var mark: SkeletonMark? { get }
  /// The children the skeleton walks (arranged subviews of a stack view, a cell's content
  /// view subviews, hidden views left out), with frames in this view's coordinates.
  var children: [Self] { get }
}

extension SkeletonFacts {
  /// No skeleton data source, by default.
  package var hasSkeletonDataSource: Bool { false }
  /// No skeleton of its own, by default.
  package var hasOwnSkeleton: Bool { false }
  /// No show or hide called, by default.
  package var mark: SkeletonMark? { nil }
}

extension SkeletonNode {
  /// The tree of `root`. Children of a view that is not skeletonable are not read (the
  /// traversal stops there). A view's block follows its `skeletonCornerRadius`, else, when it
  /// clips, its layer's corner radius, so a round clipped avatar stays round.
  ///
  /// Walks without recursion, so a deep tree (a malformed nib) cannot exhaust the stack.
  ///
  /// - Parameter id: the node id of each view read, called once per view in depth-first order.
  package init<Facts: SkeletonFacts>(facts root: Facts, id: (Facts) -> Int) {
    var order: [(facts: Facts, id: Int, parent: Int?)] = []
    var pending: [(Facts, Int?)] = [(root, nil)]
    while let (facts, parent) = pending.popLast() {
      let position = order.count
      order.append((facts, id(facts), parent))
      if facts.isSkeletonable { pending += facts.children.reversed().map { ($0, position) } }
    }
    // Children follow their parent in `order`: walking backwards builds them first.
    var children = [[SkeletonNode]](repeating: [], count: order.count)
    var node = SkeletonNode(id: 0)
    for position in order.indices.reversed() {
      let (facts, id, parent) = order[position]
      let radius =
        facts.skeletonCornerRadius != 0
        ? facts.skeletonCornerRadius : facts.clipsToBounds ? facts.layerCornerRadius : 0
      node = SkeletonNode(
        id: id, typeName: facts.typeName, kind: facts.kind, frame: facts.frame,
        isSkeletonable: facts.isSkeletonable,
        isHiddenWhenSkeletonIsActive: facts.isHiddenWhenSkeletonIsActive,
        cornerRadius: radius, padding: facts.padding, text: facts.text, clipsToBounds: facts.clipsToBounds,
        disablesInteractionWhenActive: facts.disablesInteractionWhenActive,
        hasSkeletonDataSource: facts.hasSkeletonDataSource, hasOwnSkeleton: facts.hasOwnSkeleton,
        mark: facts.mark, children: children[position].reversed())
      children[position] = []
      if let parent { children[parent].append(node) }
    }
    self = node
  }
}
