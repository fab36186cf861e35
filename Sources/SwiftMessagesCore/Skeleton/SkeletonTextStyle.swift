import Foundation

/// Everything the text-line layout needs to know about a `UILabel` or `UITextView`: the
/// view's own metrics plus SkeletonView's per-view skeleton settings, with SkeletonView's
/// defaults.
package struct SkeletonTextStyle: Sendable {
  /// The label's `numberOfLines`; 0 (unlimited) means "as many lines as fit". Ignored for text
  /// views. 0 by default.
  let numberOfLines: Int
  /// `true` for a `UITextView`: lines always fill the height (unless `lines` is `.custom`) and
  /// start at the top instead of being centred vertically. `false` by default.
  let isTextView: Bool
  /// The font's `lineHeight`, used by `.relativeToFont`; `nil` (the default) when unknown.
  let fontLineHeight: Double?
  /// The paragraph style's `lineSpacing` of the text, when it has one. With `.relativeToFont`
  /// it is added to `lineSpacing`, so the pitch follows the real text. `nil` by default.
  let paragraphLineSpacing: Double?
  /// The text alignment. `.natural` by default.
  let alignment: SkeletonTextAlignment
  /// The layout direction. `.leftToRight` by default.
  let layoutDirection: TextLayoutDirection
  /// The width of the last line (a single line counts as the last line) as a percentage of
  /// the full line width, clamped to 0…100. 70 by default.
  package let lastLineFillPercent: Int
  /// The vertical gap between lines in points (SkeletonView's `skeletonLineSpacing`); negative
  /// or non-finite values count as 0. 10 by default.
  package let lineSpacing: Double
  /// The height of each line. `.fixed(15)` by default.
  package let lineHeight: SkeletonTextLineHeight
  /// How many lines to show. `.inherited` by default.
  let lines: SkeletonTextNumberOfLines
  /// The constant of the view's height constraint, used by `.relativeToConstraints`; `nil`
  /// (the default) when there is none.
  let heightConstraint: Double?
  /// The corner radius of each line in points (SkeletonView's `linesCornerRadius`). 0 by
  /// default.
  package let linesCornerRadius: Double
  /// Draw a view that ends up with exactly one line as one block over its whole bounds, with
  /// the node's corner radius, instead of one line shape. `false` by default.
  package let renderSingleLineAsView: Bool

  /// Creates a text style; every parameter has SkeletonView's default.
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
