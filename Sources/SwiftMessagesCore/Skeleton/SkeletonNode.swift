import Foundation

/// One view of the tree a skeleton is shown on, described without UIKit.
///
/// The UIKit layer builds this tree from the host views (its `children` are already what each
/// container exposes: arranged subviews of stack views, the content view's subviews of cells)
/// and `Skeletonizer` turns it into shapes. Nodes are plain values: nothing is stored on, or
/// changed in, the host views.
public struct SkeletonNode: Hashable, Sendable {
  /// The caller's tag for the source view, reported back in shapes and id lists.
  public var id: Int
  /// The source view's type name, for the tree description. By default
  /// `kind.defaultTypeName` (`UITextView` for a text view).
  public var typeName: String
  /// What the view is. `.container` by default.
  public var kind: SkeletonNodeKind
  /// The view's frame in its **parent's** coordinates. `.zero` by default.
  public var frame: SkeletonRect
  /// Whether the skeleton visits this view (SkeletonView's `isSkeletonable`). A view that is
  /// not skeletonable stops the traversal: none of its descendants are visited. `false` by
  /// default, as in SkeletonView.
  public var isSkeletonable: Bool
  /// Hide this view while the skeleton shows (only when the traversal reaches it). A hidden
  /// view gets no shapes and its subtree is not visited. `false` by default.
  public var isHiddenWhenSkeletonIsActive: Bool
  /// The corner radius of the view's block shape in points (SkeletonView's
  /// `skeletonCornerRadius`). 0 by default.
  public var cornerRadius: Double
  /// Padding around the text lines (SkeletonView's `skeletonPaddingInsets`). Only text leaves
  /// use it. `.zero` by default.
  public var padding: LayoutInsets
  /// The text settings of a `.text` node; `nil` (the default) means `SkeletonTextStyle()`.
  public var text: SkeletonTextStyle?
  /// Whether the view clips its subviews to its bounds (`clipsToBounds`; scroll views do by
  /// default). Placeholders of its descendants are cut to its frame; the root's own clipping
  /// is not applied (the overlay is the root's subview, so UIKit clips it already). `false` by
  /// default.
  public var clipsToBounds: Bool
  /// Whether the view stops taking touches while it is a skeleton leaf (SkeletonView's
  /// `isUserInteractionDisabledWhenSkeletonIsActive`). `true` by default, as in SkeletonView.
  public var disablesInteractionWhenActive: Bool
  /// Whether the view is a table or collection view whose cells can carry the skeleton: its
  /// data source conforms to `SkeletonTableViewDataSource` / `SkeletonCollectionViewDataSource`
  /// and is not diffable, or the placeholder data source is already installed. `false` by
  /// default.
  public var hasSkeletonDataSource: Bool
  /// Whether a skeleton shown on this very view is up (its own overlay): an ancestor's
  /// skeleton then leaves its cells to it. `false` by default.
  public var hasOwnSkeleton: Bool
  /// The last show or hide called on this very view, if any. `nil` by default.
  public var mark: SkeletonMark?
  /// The child views, in order. Empty by default.
  public var children: [SkeletonNode]

  /// Creates a node; every parameter but `id` has a default.
  public init(
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
    self.hasOwnSkeleton = hasOwnSkeleton
    self.mark = mark
    self.children = children
  }

  /// The text style the layout uses: `text`, or the defaults when it is `nil`.
  public var effectiveTextStyle: SkeletonTextStyle { text ?? SkeletonTextStyle() }

  /// `true` when at least one child is skeletonable: the traversal then passes through this
  /// node to those children. Without skeletonable children a reached node is a leaf.
  public var hasSkeletonableChildren: Bool { children.contains { $0.isSkeletonable } }
}
