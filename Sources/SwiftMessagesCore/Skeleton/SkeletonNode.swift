import Foundation

/// One view of the tree a skeleton is shown on, as a plain value: `children` are what each
/// container exposes (a stack view's arranged subviews, a cell's content view's subviews), and
/// nothing is stored on or changed in the host views.
package struct SkeletonNode: Sendable {
  /// The stored values, behind one reference: copying a node (the traversal visits children
  /// by value) is one retain instead of a large copy.
  private final class Storage: Sendable {
    let id: Int
    let typeName: String
    let kind: SkeletonNodeKind
    let frame: SkeletonRect
    let isSkeletonable: Bool
    let isHiddenWhenSkeletonIsActive: Bool
    let cornerRadius: Double
    let padding: LayoutInsets
    let text: SkeletonTextStyle?
    let clipsToBounds: Bool
    let disablesInteractionWhenActive: Bool
    let hasSkeletonDataSource: Bool
    let isTableHeaderOrFooterView: Bool
    let hasOwnSkeleton: Bool
    let mark: SkeletonMark?
    let children: [SkeletonNode]

    init(
      _ id: Int, _ typeName: String, _ kind: SkeletonNodeKind, _ frame: SkeletonRect, _ isSkeletonable: Bool,
      _ isHiddenWhenSkeletonIsActive: Bool, _ cornerRadius: Double, _ padding: LayoutInsets,
      _ text: SkeletonTextStyle?, _ clipsToBounds: Bool, _ disablesInteractionWhenActive: Bool,
      _ hasSkeletonDataSource: Bool, _ isTableHeaderOrFooterView: Bool, _ hasOwnSkeleton: Bool,
      _ mark: SkeletonMark?, _ children: [SkeletonNode]
    ) {
      self.id = id
      self.typeName = typeName
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
  }

  private let storage: Storage

  /// The caller's tag for the source view, reported back in shapes and id lists.
  package var id: Int { storage.id }
  /// The source view's type name, for the tree description. By default
  /// `kind.defaultTypeName` (`UITextView` for a text view).
  var typeName: String { storage.typeName }
  /// What the view is. `.container` by default.
  package var kind: SkeletonNodeKind { storage.kind }
  /// The view's frame in its **parent's** coordinates. `.zero` by default.
  package var frame: SkeletonRect { storage.frame }
  /// Whether the skeleton visits this view (SkeletonView's `isSkeletonable`). A view that is
  /// not skeletonable stops the traversal: none of its descendants are visited. `false` by
  /// default, as in SkeletonView.
  var isSkeletonable: Bool { storage.isSkeletonable }
  /// Hide this view while the skeleton shows (only when the traversal reaches it). A hidden
  /// view gets no shapes and its subtree is not visited. `false` by default.
  var isHiddenWhenSkeletonIsActive: Bool { storage.isHiddenWhenSkeletonIsActive }
  /// The corner radius of the view's block shape in points (SkeletonView's
  /// `skeletonCornerRadius`). 0 by default.
  package var cornerRadius: Double { storage.cornerRadius }
  /// Padding around the text lines (SkeletonView's `skeletonPaddingInsets`). Only text leaves
  /// use it. `.zero` by default.
  var padding: LayoutInsets { storage.padding }
  /// The text settings of a `.text` node; `nil` (the default) means `SkeletonTextStyle()`.
  package var text: SkeletonTextStyle? { storage.text }
  /// Whether the view clips its subviews (`clipsToBounds`; scroll views do): its descendants'
  /// placeholders are cut to its frame (not to the root's: UIKit clips the overlay). `false` by default.
  var clipsToBounds: Bool { storage.clipsToBounds }
  /// Whether the view stops taking touches while it is a skeleton leaf (SkeletonView's
  /// `isUserInteractionDisabledWhenSkeletonIsActive`). `true` by default, as in SkeletonView.
  var disablesInteractionWhenActive: Bool { storage.disablesInteractionWhenActive }
  /// Whether the view is a table or collection view whose cells can carry the skeleton (a
  /// non-diffable `Skeleton…ViewDataSource`, or the placeholder one installed). `false` by default.
  var hasSkeletonDataSource: Bool { storage.hasSkeletonDataSource }
  /// Whether the view is its table's `tableHeaderView` or `tableFooterView`: the one kind of
  /// child a table whose cells carry the skeleton still has skeletonised by it (SkeletonView
  /// walks a table's subviews). `false` by default.
  var isTableHeaderOrFooterView: Bool { storage.isTableHeaderOrFooterView }
  /// Whether a skeleton shown on this very view is up (its own overlay): an ancestor's
  /// skeleton then leaves its cells to it. `false` by default.
  var hasOwnSkeleton: Bool { storage.hasOwnSkeleton }
  /// The last show or hide called on this very view, if any. `nil` by default.
  var mark: SkeletonMark? { storage.mark }
  /// The child views, in order. Empty by default.
  package var children: [SkeletonNode] { storage.children }

  /// Creates a node; every parameter but `id` has a default.
  package init(
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
    storage = Storage(
      id, typeName ?? (kind == .text && text?.isTextView == true ? "UITextView" : kind.defaultTypeName),
      kind, frame, isSkeletonable, isHiddenWhenSkeletonIsActive, cornerRadius, padding, text, clipsToBounds,
      disablesInteractionWhenActive, hasSkeletonDataSource, isTableHeaderOrFooterView, hasOwnSkeleton, mark,
      children)
  }

  /// The text style the layout uses: `text`, or the defaults when it is `nil`.
  var effectiveTextStyle: SkeletonTextStyle { text ?? SkeletonTextStyle() }

  /// `true` when at least one child is skeletonable: the traversal then passes through this
  /// node to those children. Without skeletonable children a reached node is a leaf.
  var hasSkeletonableChildren: Bool { children.contains { $0.isSkeletonable } }
}
