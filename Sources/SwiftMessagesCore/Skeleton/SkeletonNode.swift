import Foundation

/// One view of the tree a skeleton is shown on, as an immutable value: `children` are what each
/// container exposes (a stack view's arranged subviews, a cell's content view's subviews). A
/// class, so handing a node on is one retain instead of a large copy.
package final class SkeletonNode: Sendable {
  /// The caller's tag for the source view, reported back in shapes and id lists.
  package let id: Int
  /// The source view's type name, for the tree description.
  let typeName: String
  package let kind: SkeletonNodeKind
  /// The view's frame in its **parent's** coordinates. `.zero` by default.
  package let frame: SkeletonRect
  /// Whether the skeleton visits this view (SkeletonView's `isSkeletonable`, `false` by default
  /// there too); one that is not stops the traversal.
  let isSkeletonable: Bool
  /// Hide this view while the skeleton shows (only when the traversal reaches it). A hidden
  /// view gets no shapes and its subtree is not visited. `false` by default.
  let isHiddenWhenSkeletonIsActive: Bool
  /// The corner radius of the view's block shape in points (SkeletonView's `skeletonCornerRadius`).
  package let cornerRadius: Double
  /// Padding around the text lines (SkeletonView's `skeletonPaddingInsets`); only text leaves use it.
  let padding: LayoutInsets
  /// The text settings of a `.text` node; `nil` (the default) means `SkeletonTextStyle()`.
  let text: SkeletonTextStyle?
  /// Whether the view clips its subviews (`clipsToBounds`; scroll views do): its descendants'
  /// placeholders are cut to its frame (not to the root's: UIKit clips the overlay). `false` by default.
  let clipsToBounds: Bool
  /// Whether the view stops taking touches while it is a skeleton leaf (SkeletonView's
  /// `isUserInteractionDisabledWhenSkeletonIsActive`). `true` by default, as in SkeletonView.
  let disablesInteractionWhenActive: Bool
  /// Whether the view is a table or collection view whose cells can carry the skeleton (a
  /// non-diffable `Skeleton…ViewDataSource`, or the placeholder one installed). `false` by default.
  let hasSkeletonDataSource: Bool
  /// Whether the view is its table's `tableHeaderView` or `tableFooterView`, which a cell host
  /// still skeletonises itself (SkeletonView walks a table's subviews).
  let isTableHeaderOrFooterView: Bool
  /// Whether a skeleton shown on this very view is up (its own overlay): an ancestor's
  /// skeleton then leaves its cells to it. `false` by default.
  let hasOwnSkeleton: Bool
  /// The last show or hide called on this very view, if any. `nil` by default.
  let mark: SkeletonMark?
  package let children: [SkeletonNode]

  /// Every field (tests build trees with it; the library reads views through ``SkeletonFacts``).
  init(
    id: Int,
    typeName: String? = nil,
    kind: SkeletonNodeKind = .container,
    frame: SkeletonRect = .zero,
    isSkeletonable: Bool = false,
    isHiddenWhenSkeletonIsActive: Bool = false,
    cornerRadius: Double = 0,
    padding: LayoutInsets = .zero,
    text: SkeletonTextStyle? = nil,
    clipsToBounds: Bool = false,
    disablesInteractionWhenActive: Bool = true,
    hasSkeletonDataSource: Bool = false,
    isTableHeaderOrFooterView: Bool = false,
    hasOwnSkeleton: Bool = false,
    mark: SkeletonMark? = nil,
    children: [SkeletonNode] = []
  ) {
    self.id = id
    self.typeName =
      typeName ?? (kind == .text && text?.isTextView == true ? "UITextView" : kind.defaultTypeName)
    self.kind = kind
    self.frame = frame
    self.isSkeletonable = isSkeletonable
    self.isHiddenWhenSkeletonIsActive = isHiddenWhenSkeletonIsActive
    self.cornerRadius = cornerRadius
    self.padding = padding
    self.text = text
    self.clipsToBounds = clipsToBounds
    self.disablesInteractionWhenActive = disablesInteractionWhenActive
    self.hasSkeletonDataSource = hasSkeletonDataSource
    self.isTableHeaderOrFooterView = isTableHeaderOrFooterView
    self.hasOwnSkeleton = hasOwnSkeleton
    self.mark = mark
    self.children = children
  }

  var effectiveTextStyle: SkeletonTextStyle { text ?? SkeletonTextStyle() }

  /// Without skeletonable children a reached node is a leaf.
  var hasSkeletonableChildren: Bool { children.contains { $0.isSkeletonable } }
}
