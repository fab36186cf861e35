#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Reads a view hierarchy into the core's ``SkeletonNode`` tree (frames in each parent's
/// coordinates, text metrics from the real fonts), remembering which view each node stands
/// for. The only place that looks at UIKit views; every decision is the core's.
@MainActor
struct SkeletonSnapshot {
  /// The tree of the root.
  private(set) var node: SkeletonNode
  /// The view of every node, indexed by node id (ids are numbered from 0 in reading order).
  private(set) var views: [UIView] = []

  /// Reads `root` and its subtree. Views the library owns (overlays) are skipped.
  init(root: UIView) {
    var views: [UIView] = []
    let facts = ViewFacts(view: root, rect: root.bounds, isScrollRoot: root is UIScrollView)
    node = SkeletonNode(facts: facts) {
      views.append($0.view)
      return views.count - 1
    }
    self.views = views
  }

  /// The view of node `id`, `nil` for an id not in the tree.
  func view(_ id: Int) -> UIView? {
    views.indices.contains(id) ? views[id] : nil
  }

  /// The children SkeletonView's rules expose: stack views' arranged subviews, the content view's
  /// subviews of cells and header/footer views, nothing for an off-screen table, else subviews
  /// minus our overlays and hidden views (except those a skeleton hid, to keep them hidden).
  static func children(of view: UIView) -> [UIView] {
    let candidates: [UIView]
    switch view {
    case let stack as UIStackView: candidates = stack.arrangedSubviews
    case let cell as UITableViewCell: candidates = cell.contentView.subviews
    case let cell as UICollectionViewCell: candidates = cell.contentView.subviews
    case let header as UITableViewHeaderFooterView: candidates = header.contentView.subviews
    case let table as UITableView: candidates = table.window == nil ? [] : table.subviews
    default: candidates = view.subviews
    }
    return candidates.filter {
      !($0 is SkeletonOverlayView) && (!$0.isHidden || SkeletonContentCover.hidesView($0))
    }
  }

  /// The font of the first attributed run, else the label's font (SkeletonView's cast bug
  /// always used the label's font).
  fileprivate static func font(of label: UILabel) -> UIFont {
    if let text = label.attributedText, text.length > 0,
      let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    {
      return font
    }
    return label.font
  }

  fileprivate static func paragraphSpacing(_ text: NSAttributedString?) -> Double? {
    guard let text, text.length > 0,
      let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle,
      style.lineSpacing > 0
    else { return nil }
    return Double(style.lineSpacing)
  }

  /// The view's own constant height, for `.relativeToConstraints` (the core skips content-size
  /// constraints and the skeleton's own minimum height).
  fileprivate static func heightConstraint(of view: UIView) -> Double? {
    view.constraints.first {
      SkeletonHeightConstraint.isFollowed(
        isOwnConstantHeight: $0.isActive && $0.firstItem === view && $0.firstAttribute == .height
          && $0.secondItem == nil,
        isContentSize: String(describing: type(of: $0)) == "NSContentSizeLayoutConstraint",
        isSkeletons: $0.identifier == SkeletonTextRoom.identifier)
    }.map { Double($0.constant) }
  }
}

/// One live view's facts, read on demand (its fields all UIKit's, so the struct has a fixed layout).
@MainActor
private struct ViewFacts: SkeletonFacts {
  let view: UIView
  /// The view's frame in its parent's coordinates.
  let rect: CGRect
  /// Whether the view is a scroll-view root (its overlay spans its content).
  let isScrollRoot: Bool

  var kind: SkeletonNodeKind {
    switch view {
    case is UILabel, is UITextView: .text
    case is UIImageView: .image
    case is UIButton: .button
    default: .other
    }
  }
  var typeName: String { String(describing: type(of: view)) }
  var frame: SkeletonRect { SkeletonRect(rect) }
  var isSkeletonable: Bool { view.isSkeletonable }
  var isHiddenWhenSkeletonIsActive: Bool { view.isHiddenWhenSkeletonIsActive }
  var disablesInteractionWhenActive: Bool { view.isUserInteractionDisabledWhenSkeletonIsActive }
  var clipsToBounds: Bool { view.clipsToBounds }
  var layerCornerRadius: Double { Double(view.layer.cornerRadius) }
  var skeletonCornerRadius: Double { Double(view.skeletonCornerRadius) }
  var padding: LayoutInsets { LayoutInsets(view.textPaddingInsets) }
  var text: SkeletonTextStyle? {
    let label = view as? UILabel
    let textView = view as? UITextView
    guard label != nil || textView != nil else { return nil }
    let options = view
    return SkeletonTextStyle(
      numberOfLines: label?.numberOfLines ?? 0, isTextView: textView != nil,
      fontLineHeight: (label.map(SkeletonSnapshot.font(of:)) ?? textView?.font).map { Double($0.lineHeight) },
      paragraphLineSpacing: SkeletonSnapshot.paragraphSpacing(
        label?.attributedText ?? textView?.attributedText),
      alignment: SkeletonTextAlignment(label?.textAlignment ?? textView?.textAlignment ?? .natural),
      layoutDirection: TextLayoutDirection(view.effectiveUserInterfaceLayoutDirection),
      lastLineFillPercent: options.textLastLineFillPercent, lineSpacing: Double(options.textLineSpacing),
      lineHeight: options.textLineHeight, lines: options.textNumberOfLines,
      heightConstraint: label.flatMap(SkeletonSnapshot.heightConstraint(of:)),
      linesCornerRadius: Double(options.textLinesCornerRadius),
      renderSingleLineAsView: label != nil && SkeletonAppearance.default.renderSingleLineAsView)
  }
  var hasSkeletonDataSource: Bool { (view as? UIScrollView)?.hasSkeletonDataSource ?? false }
  var isTableHeaderOrFooterView: Bool {
    (view.superview as? UITableView).map { $0.tableHeaderView === view || $0.tableFooterView === view }
      ?? false
  }
  var hasOwnSkeleton: Bool { view.skeletonOverlay != nil }
  var mark: SkeletonMark? { view.skeletonMark }

  /// Frames relative to the view's visible origin, so a scrolled inner scroll view (or a view
  /// with a shifted bounds origin) places its children where they are seen. A scroll-view root
  /// is the exception: its overlay spans its content, in content coordinates.
  var children: [ViewFacts] {
    let origin = isScrollRoot ? .zero : view.bounds.origin
    return SkeletonSnapshot.children(of: view).map {
      let frame = $0.convert($0.bounds, to: view).offsetBy(dx: -origin.x, dy: -origin.y)
      return ViewFacts(view: $0, rect: frame, isScrollRoot: false)
    }
  }
}

extension SkeletonRect {
  /// Converts a UIKit rectangle.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }

  /// The UIKit rectangle.
  var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
#endif
