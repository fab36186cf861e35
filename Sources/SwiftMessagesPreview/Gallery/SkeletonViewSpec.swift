import SwiftMessagesCore

/// A hand-built view for the skeleton gallery and the benchmarks, read into a ``SkeletonNode``
/// by the same rules as a live view (``SkeletonFacts``).
package struct SkeletonViewSpec: SkeletonFacts {
  /// The node id.
  package let id: Int
  package let kind: SkeletonNodeKind
  package let typeName: String
  /// The frame in the parent's coordinates.
  package let frame: SkeletonRect
  package let isSkeletonable: Bool
  package let isHiddenWhenSkeletonIsActive = false
  package let disablesInteractionWhenActive = true
  package let clipsToBounds: Bool
  package let layerCornerRadius = 0.0
  package let skeletonCornerRadius: Double
  package let padding = LayoutInsets.zero
  package let text: SkeletonTextStyle?
  package let hasSkeletonDataSource: Bool
  package let hasOwnSkeleton: Bool
  package let mark: SkeletonMark? = nil
  package let children: [SkeletonViewSpec]

  package init(
    id: Int, typeName: String? = nil, kind: SkeletonNodeKind = .container, frame: SkeletonRect = .zero,
    isSkeletonable: Bool = false, cornerRadius: Double = 0, text: SkeletonTextStyle? = nil,
    clipsToBounds: Bool = false, hasSkeletonDataSource: Bool = false, hasOwnSkeleton: Bool = false,
    children: [SkeletonViewSpec] = []
  ) {
    self.id = id
    self.typeName = typeName ?? kind.defaultTypeName
    self.kind = kind
    self.frame = frame
    self.isSkeletonable = isSkeletonable
    self.skeletonCornerRadius = cornerRadius
    self.text = text
    self.clipsToBounds = clipsToBounds
    self.hasSkeletonDataSource = hasSkeletonDataSource
    self.hasOwnSkeleton = hasOwnSkeleton
    self.children = children
  }

  /// The tree of this view, each node numbered with its ``id``.
  package var node: SkeletonNode { SkeletonNode(facts: self, id: \.id) }
}

extension Skeletonizer {
  /// The shapes of the tree under `root` (the plan's, for drawings that need nothing else).
  package static func shapes(for root: SkeletonNode) -> [SkeletonShape] {
    plan(for: root).shapes
  }
}
