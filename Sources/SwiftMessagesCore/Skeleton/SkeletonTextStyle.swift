import Foundation

/// Everything the text-line layout needs to know about a `UILabel` or `UITextView`: the
/// view's own metrics plus SkeletonView's per-view skeleton settings, with SkeletonView's
/// defaults.
package struct SkeletonTextStyle: Sendable {
  /// The label's `numberOfLines`; 0 (unlimited) means "as many lines as fit"; ignored for text views.
  let numberOfLines: Int
  /// `true` for a `UITextView`: lines always fill the height (unless `lines` is `.custom`) and
  /// start at the top instead of being centred vertically. `false` by default.
  let isTextView: Bool
  /// The font's `lineHeight`, used by `.relativeToFont`; `nil` (the default) when unknown.
  let fontLineHeight: Double?
  /// The paragraph style's `lineSpacing` of the text, when it has one. With `.relativeToFont`
  /// it is added to `lineSpacing`, so the pitch follows the real text. `nil` by default.
  let paragraphLineSpacing: Double?
  let alignment: SkeletonTextAlignment
  let layoutDirection: TextLayoutDirection
  /// The last (or only) line's width as a percentage of the full line width.
  package let lastLineFillPercent: Int
  /// The gap between lines in points (SkeletonView's `skeletonLineSpacing`); non-finite or negative: 0.
  package let lineSpacing: Double
  package let lineHeight: SkeletonTextLineHeight
  let lines: SkeletonTextNumberOfLines
  /// The constant of the view's height constraint, used by `.relativeToConstraints`.
  let heightConstraint: Double?
  /// The corner radius of each line in points (SkeletonView's `linesCornerRadius`).
  package let linesCornerRadius: Double
  /// Draw a view that ends up with exactly one line as one block over its whole bounds, with
  /// the node's corner radius, instead of one line shape. `false` by default.
  let renderSingleLineAsView: Bool

  package init(
    numberOfLines: Int = 0,
    isTextView: Bool = false,
    fontLineHeight: Double? = nil,
    paragraphLineSpacing: Double? = nil,
    alignment: SkeletonTextAlignment = .natural,
    layoutDirection: TextLayoutDirection = .leftToRight,
    lastLineFillPercent: Int = 70,
    lineSpacing: Double = 10,
    lineHeight: SkeletonTextLineHeight = .fixed(15),
    lines: SkeletonTextNumberOfLines = .inherited,
    heightConstraint: Double? = nil,
    linesCornerRadius: Double = 0,
    renderSingleLineAsView: Bool = false
  ) {
    self.numberOfLines = numberOfLines
    self.isTextView = isTextView
    self.fontLineHeight = fontLineHeight
    self.paragraphLineSpacing = paragraphLineSpacing
    self.alignment = alignment
    self.layoutDirection = layoutDirection
    self.lastLineFillPercent = min(max(lastLineFillPercent, 0), 100)
    self.lineSpacing = lineSpacing
    self.lineHeight = lineHeight
    self.lines = lines
    self.heightConstraint = heightConstraint
    self.linesCornerRadius = linesCornerRadius
    self.renderSingleLineAsView = renderSingleLineAsView
  }
}
