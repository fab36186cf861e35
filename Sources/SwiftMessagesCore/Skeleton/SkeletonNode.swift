import Foundation

/// One view of the tree a skeleton is shown on, as a plain value: `children` are what each
/// container exposes (a stack view's arranged subviews, a cell's content view's subviews), and
/// nothing is stored on or changed in the host views.
package struct SkeletonNode: Sendable {
  /// The stored values. Nodes keep them behind one reference, so copying a node (the traversal
  /// visits children by value) is one retain instead of a large copy; writes copy on demand.
  struct Fields: Sendable {
    var id: Int
    var typeName: String
    var kind: SkeletonNodeKind
    var frame: SkeletonRect
    var isSkeletonable: Bool
    var isHiddenWhenSkeletonIsActive: Bool
    var cornerRadius: Double
    var padding: LayoutInsets
    var text: SkeletonTextStyle?
    var clipsToBounds: Bool
    var disablesInteractionWhenActive: Bool
    var hasSkeletonDataSource: Bool
    var isTableHeaderOrFooterView: Bool
    var hasOwnSkeleton: Bool
    var mark: SkeletonMark?
    var children: [SkeletonNode]
  }

  private final class Storage: @unchecked Sendable {
    // @unchecked: only written after `isKnownUniquelyReferenced`, like a standard library buffer.
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  /// Writes to this node's own storage, copying it first if another node shares it.
  private mutating func mutate(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    change(&storage.fields)
  }

  /// The caller's tag for the source view, reported back in shapes and id lists.
  package internal(set) var id: Int {
    get { storage.fields.id }
    set { mutate { $0.id = newValue } }
  }
  /// The source view's type name, for the tree description. By default
  /// `kind.defaultTypeName` (`UITextView` for a text view).
  var typeName: String {
    get { storage.fields.typeName }
    set { mutate { $0.typeName = newValue } }
  }
  /// What the view is. `.container` by default.
  package internal(set) var kind: SkeletonNodeKind {
    get { storage.fields.kind }
    set { mutate { $0.kind = newValue } }
  }
  /// The view's frame in its **parent's** coordinates. `.zero` by default.
  package internal(set) var frame: SkeletonRect {
    get { storage.fields.frame }
    set { mutate { $0.frame = newValue } }
  }
  /// Whether the skeleton visits this view (SkeletonView's `isSkeletonable`). A view that is
  /// not skeletonable stops the traversal: none of its descendants are visited. `false` by
  /// default, as in SkeletonView.
  var isSkeletonable: Bool {
    get { storage.fields.isSkeletonable }
    set { mutate { $0.isSkeletonable = newValue } }
  }
  /// Hide this view while the skeleton shows (only when the traversal reaches it). A hidden
  /// view gets no shapes and its subtree is not visited. `false` by default.
  var isHiddenWhenSkeletonIsActive: Bool {
    get { storage.fields.isHiddenWhenSkeletonIsActive }
    set { mutate { $0.isHiddenWhenSkeletonIsActive = newValue } }
  }
  /// The corner radius of the view's block shape in points (SkeletonView's
  /// `skeletonCornerRadius`). 0 by default.
  package internal(set) var cornerRadius: Double {
    get { storage.fields.cornerRadius }
    set { mutate { $0.cornerRadius = newValue } }
  }
  /// Padding around the text lines (SkeletonView's `skeletonPaddingInsets`). Only text leaves
  /// use it. `.zero` by default.
  var padding: LayoutInsets {
    get { storage.fields.padding }
    set { mutate { $0.padding = newValue } }
  }
  /// The text settings of a `.text` node; `nil` (the default) means `SkeletonTextStyle()`.
  package internal(set) var text: SkeletonTextStyle? {
    get { storage.fields.text }
    set { mutate { $0.text = newValue } }
  }
  /// Whether the view clips its subviews (`clipsToBounds`; scroll views do): its descendants'
  /// placeholders are cut to its frame (not to the root's: UIKit clips the overlay). `false` by default.
  var clipsToBounds: Bool {
    get { storage.fields.clipsToBounds }
    set { mutate { $0.clipsToBounds = newValue } }
  }
  /// Whether the view stops taking touches while it is a skeleton leaf (SkeletonView's
  /// `isUserInteractionDisabledWhenSkeletonIsActive`). `true` by default, as in SkeletonView.
  var disablesInteractionWhenActive: Bool {
    get { storage.fields.disablesInteractionWhenActive }
    set { mutate { $0.disablesInteractionWhenActive = newValue } }
  }
  /// Whether the view is a table or collection view whose cells can carry the skeleton (a
  /// non-diffable `Skeleton…ViewDataSource`, or the placeholder one installed). `false` by default.
  var hasSkeletonDataSource: Bool {
    get { storage.fields.hasSkeletonDataSource }
    set { mutate { $0.hasSkeletonDataSource = newValue } }
  }
  /// Whether the view is its table's `tableHeaderView` or `tableFooterView`: the one kind of
  /// child a table whose cells carry the skeleton still has skeletonised by it (SkeletonView
  /// walks a table's subviews). `false` by default.
  var isTableHeaderOrFooterView: Bool {
    get { storage.fields.isTableHeaderOrFooterView }
    set { mutate { $0.isTableHeaderOrFooterView = newValue } }
  }
  /// Whether a skeleton shown on this very view is up (its own overlay): an ancestor's
  /// skeleton then leaves its cells to it. `false` by default.
  var hasOwnSkeleton: Bool {
    get { storage.fields.hasOwnSkeleton }
    set { mutate { $0.hasOwnSkeleton = newValue } }
  }
  /// The last show or hide called on this very view, if any. `nil` by default.
  var mark: SkeletonMark? {
    get { storage.fields.mark }
    set { mutate { $0.mark = newValue } }
  }
  /// The child views, in order. Empty by default.
  package internal(set) var children: [SkeletonNode] {
    get { storage.fields.children }
    set { mutate { $0.children = newValue } }
  }

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
      Fields(
        id: id,
        typeName: typeName
          ?? (kind == .text && text?.isTextView == true ? "UITextView" : kind.defaultTypeName),
        kind: kind, frame: frame, isSkeletonable: isSkeletonable,
        isHiddenWhenSkeletonIsActive: isHiddenWhenSkeletonIsActive, cornerRadius: cornerRadius,
        padding: padding, text: text, clipsToBounds: clipsToBounds,
        disablesInteractionWhenActive: disablesInteractionWhenActive,
        hasSkeletonDataSource: hasSkeletonDataSource, isTableHeaderOrFooterView: isTableHeaderOrFooterView,
        hasOwnSkeleton: hasOwnSkeleton, mark: mark,
        children: children))
  }

  /// The text style the layout uses: `text`, or the defaults when it is `nil`.
  var effectiveTextStyle: SkeletonTextStyle { text ?? SkeletonTextStyle() }

  /// `true` when at least one child is skeletonable: the traversal then passes through this
  /// node to those children. Without skeletonable children a reached node is a leaf.
  var hasSkeletonableChildren: Bool { children.contains { $0.isSkeletonable } }
}
