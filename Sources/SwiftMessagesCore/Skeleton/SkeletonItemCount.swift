import Foundation

/// How many placeholder rows or items fill a table's or collection view's visible area. SkeletonView
/// uses `ceil(height / rowHeight)` for tables, only the item length for flow layouts and 0 for
/// others; here sections follow each other along the scroll axis with their headers, footers,
/// insets and explicit counts. Only the leading inset shortens the visible length (content behind
/// a translucent tab bar is filled too).
package enum SkeletonItemCount {
  /// SkeletonView's "fill the view" count (`automaticNumberOfSkeletonRows`), -1. Any negative
  /// requested count is treated as automatic.
  package static let automatic = -1
  /// The most placeholders an automatic section gets: 100 (an infinite visible area or a
  /// near-zero row height never produces an absurd count).
  static let maximumPerSection = 100
  /// The row height used when neither a fixed nor an estimated height is usable: 44 pt.
  static let fallbackRowHeight: CGFloat = 44
  /// The item size used when a flow layout reports no usable size: 50 × 50 pt
  /// (`UICollectionViewFlowLayout`'s default).
  static let fallbackItemSize = CGSize(width: 50, height: 50)

  /// One section along the scroll axis.
  package struct Section: Sendable {
    /// The items asked for; negative (``SkeletonItemCount/automatic``) fills the visible area.
    let requested: Int
    /// Space before the first line: header and leading section inset. 0 by default.
    let leading: CGFloat
    /// Space after the last line: footer and trailing section inset. 0 by default.
    let trailing: CGFloat
    /// The length of one line of items along the scroll axis (a row height). 44 by default.
    let lineLength: CGFloat
    let lineSpacing: CGFloat
    /// Items side by side in one line (columns of a vertical grid). 1 by default.
    let itemsPerLine: Int

    package init(
      requested: Int = SkeletonItemCount.automatic, leading: CGFloat = 0, trailing: CGFloat = 0,
      lineLength: CGFloat = SkeletonItemCount.fallbackRowHeight, lineSpacing: CGFloat = 0,
      itemsPerLine: Int = 1
    ) {
      self.requested = requested
      self.leading = leading
      self.trailing = trailing
      self.lineLength = lineLength
      self.lineSpacing = lineSpacing
      self.itemsPerLine = itemsPerLine
    }
  }

  // MARK: - Sections along an axis

  /// The count of each of `sections` laid out one after another in `length` visible points:
  /// explicit counts are kept (negative: automatic); each automatic section fills what the ones
  /// before it left (at least 1 line; 0 when `length` is empty).
  static func fill(length: CGFloat, sections: [Section]) -> [Int] {
    let visible = length.isNaN ? 0 : max(0, length)
    var remaining = visible
    return sections.map { section in
      let perLine = max(1, section.itemsPerLine)
      let pitch =
        (section.lineLength.positiveFinite ?? fallbackRowHeight) + section.lineSpacing.nonNegativeFinite
      let count: Int
      remaining -= section.leading.nonNegativeFinite
      if section.requested >= 0 {
        count = section.requested
      } else if visible <= 0 {
        count = 0
      } else {
        let lines = remaining > 0 ? clampedCeil(remaining / pitch) : 1
        count = min(maximumPerSection, lines * perLine)
      }
      let lines = count / perLine + (count % perLine == 0 ? 0 : 1)
      remaining -= CGFloat(lines) * pitch + section.trailing.nonNegativeFinite
      return count
    }
  }

  // MARK: - Tables

  /// `fixed` if positive and finite (not `automaticDimension`), else `estimated` if so, else 44 pt.
  package static func rowHeight(fixed: CGFloat, estimated: CGFloat) -> CGFloat {
    fixed.positiveFinite ?? estimated.positiveFinite ?? fallbackRowHeight
  }

  /// The rows of each section of a table; a section's `leading` and `trailing` hold its header
  /// and footer heights.
  package static func tableRows(
    visibleHeight: CGFloat, contentInsets: LayoutInsets = .zero, tableHeaderHeight: CGFloat = 0,
    sections: [Section]
  ) -> [Int] {
    let length = visibleHeight - contentInsets.top.nonNegativeFinite - tableHeaderHeight.nonNegativeFinite
    // An empty table stays empty even when its header covers it: the header is content.
    let empty = visibleHeight.isNaN || visibleHeight <= 0
    return fill(length: empty ? 0 : max(length, .leastNonzeroMagnitude), sections: sections)
  }

  // MARK: - Flow layouts

  /// The metrics of a flow layout (its own properties, shared by its sections).
  package struct FlowLayout: Sendable {
    /// The size of the items (`itemSize`, or a usable `estimatedItemSize`).
    var itemSize: CGSize
    var minimumInteritemSpacing: CGFloat
    var minimumLineSpacing: CGFloat
    var sectionInset: LayoutInsets
    var headerSize: CGSize
    var footerSize: CGSize
    /// Whether the layout scrolls sideways (`scrollDirection == .horizontal`).
    var horizontal: Bool

    package init(
      itemSize: CGSize, minimumInteritemSpacing: CGFloat, minimumLineSpacing: CGFloat,
      sectionInset: LayoutInsets, headerSize: CGSize, footerSize: CGSize, horizontal: Bool
    ) {
      self.itemSize = itemSize
      self.minimumInteritemSpacing = minimumInteritemSpacing
      self.minimumLineSpacing = minimumLineSpacing
      self.sectionInset = sectionInset
      self.headerSize = headerSize
      self.footerSize = footerSize
      self.horizontal = horizontal
    }
  }

  /// The items of each section of `layout` asking for `requested` items (negative: fill the
  /// visible area): columns (or rows, when scrolling sideways) that fit across the view after
  /// insets and spacing, times the lines that start in the visible length, with headers, footers
  /// and section insets taking their space.
  package static func flowItems(
    visibleSize: CGSize, contentInsets: LayoutInsets, layout: FlowLayout, requested: [Int]
  ) -> [Int] {
    let vertical = !layout.horizontal
    let along = vertical ? visibleSize.height : visibleSize.width
    let across = vertical ? visibleSize.width : visibleSize.height
    let leadingInset = (vertical ? contentInsets.top : contentInsets.left).nonNegativeFinite
    let acrossInsets =
      vertical
      ? contentInsets.left.nonNegativeFinite + contentInsets.right.nonNegativeFinite
      : contentInsets.top.nonNegativeFinite + contentInsets.bottom.nonNegativeFinite
    let empty = along.isNaN || along <= 0 || across.isNaN || across <= 0
    let width = layout.itemSize.width.positiveFinite ?? fallbackItemSize.width
    let height = layout.itemSize.height.positiveFinite ?? fallbackItemSize.height
    let inset = layout.sectionInset
    let itemAcross = vertical ? width : height
    let spacing = layout.minimumInteritemSpacing.nonNegativeFinite
    let room =
      across - acrossInsets
      - (vertical
        ? inset.left.nonNegativeFinite + inset.right.nonNegativeFinite
        : inset.top.nonNegativeFinite + inset.bottom.nonNegativeFinite)
    let perLine = room.isFinite ? clampedFloor((room + spacing) / (itemAcross + spacing)) : maximumPerSection
    let lines = requested.map {
      Section(
        requested: $0,
        leading: vertical ? layout.headerSize.height + inset.top : layout.headerSize.width + inset.left,
        trailing: vertical ? layout.footerSize.height + inset.bottom : layout.footerSize.width + inset.right,
        lineLength: vertical ? height : width, lineSpacing: layout.minimumLineSpacing,
        itemsPerLine: max(1, min(perLine, maximumPerSection)))
    }
    return fill(length: empty ? 0 : max(along - leadingInset, .leastNonzeroMagnitude), sections: lines)
  }

  // MARK: - Any other layout

  /// An estimate for a section of any layout (compositional, custom) from the frames of its first
  /// items (`probe`, content coordinates, item order): the probed items starting in the visible
  /// area if some start beyond it across the axis (an orthogonal row) or the probe reaches past it;
  /// else the probe's density (with the gap between its first two lines) over the visible length,
  /// rounded up to whole lines when the lines are regular.
  package static func estimatedItems(
    visibleSize: CGSize, contentInsets: LayoutInsets = .zero, horizontal: Bool = false, probe: [SkeletonRect]
  ) -> Int {
    let vertical = !horizontal
    let along = vertical ? visibleSize.height : visibleSize.width
    let across = vertical ? visibleSize.width : visibleSize.height
    guard !along.isNaN, along > 0, !across.isNaN, across > 0 else { return 0 }
    let end = along - (vertical ? contentInsets.top : contentInsets.left).nonNegativeFinite
    let acrossEnd = across - (vertical ? contentInsets.left : contentInsets.top).nonNegativeFinite
    let usable = probe.filter(\.isDrawable)
    let frames = usable.filter { CGFloat(vertical ? $0.x : $0.y) < acrossEnd }
    guard let first = frames.first else { return 1 }
    let start = { (frame: SkeletonRect) in CGFloat(vertical ? frame.minY : frame.minX) }
    let stop = { (frame: SkeletonRect) in CGFloat(vertical ? frame.maxY : frame.maxX) }
    let origin = start(first)
    // Items running off the side (an orthogonally scrolling row), or a probe that already
    // reaches past the visible length: count what is visible.
    if frames.count < usable.count || frames.contains(where: { start($0) >= end }) {
      return min(maximumPerSection, max(1, frames.filter { start($0) < end }.count))
    }
    let firstLine = frames.filter { abs(start($0) - origin) < 0.5 }
    let probeEnd = frames.map(stop).max() ?? stop(first)
    let nextLine = frames.map(start).filter { $0 > origin + 0.5 }.min()
    let gap = nextLine.map { max(0, $0 - (firstLine.map(stop).max() ?? $0)) } ?? 0
    let extent = probeEnd - origin + gap
    guard extent > 0 else { return 1 }
    var count = clampedCeil(CGFloat(frames.count) * (end - origin) / extent)
    let perLine = firstLine.count
    if perLine > 1, frames.count % perLine == 0 {
      count = (count + perLine - 1) / perLine * perLine
    }
    return min(maximumPerSection, max(1, count))
  }

  // MARK: - Sanitising

  /// `ceil(value)` as an Int in 1...maximumPerSection (NaN or infinity give the maximum).
  private static func clampedCeil(_ value: CGFloat) -> Int {
    guard value.isFinite else { return maximumPerSection }
    return Int(min(max(value.rounded(.up), 1), CGFloat(maximumPerSection)))
  }

  /// `floor(value)` as an Int in 1...maximumPerSection.
  private static func clampedFloor(_ value: CGFloat) -> Int {
    guard value.isFinite else { return maximumPerSection }
    return Int(min(max(value.rounded(.down), 1), CGFloat(maximumPerSection)))
  }
}
