import Foundation

/// What the skeleton needs to know about one view (live in UIKit, a nib object in the preview),
/// each named after the UIKit property it reads (`frame` in the parent's coordinates, `padding` =
/// `skeletonPaddingInsets`, `children` = the subviews walked); ``SkeletonNode/init(facts:id:)``
/// holds every rule turning them into nodes.
package protocol SkeletonFacts {
  var kind: SkeletonNodeKind { get }
  var typeName: String { get }
  var frame: SkeletonRect { get }
  var isSkeletonable: Bool { get }
  var isHiddenWhenSkeletonIsActive: Bool { get }
  var disablesInteractionWhenActive: Bool { get }
  var clipsToBounds: Bool { get }
  var layerCornerRadius: Double { get }
  var skeletonCornerRadius: Double { get }
  var padding: LayoutInsets { get }
  var text: SkeletonTextStyle? { get }
  var hasSkeletonDataSource: Bool { get }
  var isTableHeaderOrFooterView: Bool { get }
  var hasOwnSkeleton: Bool { get }
  var mark: SkeletonMark? { get }
  var children: [Self] { get }
}

extension SkeletonFacts {
  /// `false`: only live tables have header and footer views.
  package var isTableHeaderOrFooterView: Bool { false }
}

extension SkeletonNode {
  /// The tree of `root`, not read below views that are not skeletonable, without recursion (a
  /// malformed nib's deep tree cannot exhaust the stack). A block's radius is the view's
  /// `skeletonCornerRadius`, else its layer's when it clips (round clipped avatars stay round).
  ///
  /// - Parameter id: the node id of each view read, called once per view in depth-first order.
  package convenience init<Facts: SkeletonFacts>(facts root: Facts, id: (Facts) -> Int) {
    var order: [(facts: Facts, id: Int, parent: Int?)] = []
    var pending: [(Facts, Int?)] = [(root, nil)]
    while let (facts, parent) = pending.popLast() {
      order.append((facts, id(facts), parent))
      if facts.isSkeletonable { pending += facts.children.reversed().map { ($0, order.count - 1) } }
    }
    // Children follow their parent in `order`: walking backwards builds them first, the root last.
    var children = [[SkeletonNode]](repeating: [], count: order.count)
    for position in order.indices.dropFirst().reversed() {
      let (facts, id, parent) = order[position]
      let node = SkeletonNode(facts, id: id, children: children[position].reversed())
      if let parent { children[parent].append(node) }
    }
    self.init(root, id: order[0].id, children: children[0].reversed())
  }

  /// The node of one view, its children built.
  private convenience init<Facts: SkeletonFacts>(_ facts: Facts, id: Int, children: [SkeletonNode]) {
    let radius = facts.skeletonCornerRadius != 0 ? facts.skeletonCornerRadius : facts.layerCornerRadius
    self.init(
      id: id, typeName: facts.typeName, kind: facts.kind, frame: facts.frame,
      isSkeletonable: facts.isSkeletonable,
      isHiddenWhenSkeletonIsActive: facts.isHiddenWhenSkeletonIsActive,
      cornerRadius: facts.clipsToBounds || facts.skeletonCornerRadius != 0 ? radius : 0,
      padding: facts.padding, text: facts.text, clipsToBounds: facts.clipsToBounds,
      disablesInteractionWhenActive: facts.disablesInteractionWhenActive,
      hasSkeletonDataSource: facts.hasSkeletonDataSource,
      isTableHeaderOrFooterView: facts.isTableHeaderOrFooterView, hasOwnSkeleton: facts.hasOwnSkeleton,
      mark: facts.mark, children: children)
  }
}
