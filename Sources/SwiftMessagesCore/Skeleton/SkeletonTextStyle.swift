import Foundation

/// Everything the text-line layout needs to know about a `UILabel` or `UITextView`: the
/// view's own metrics plus SkeletonView's per-view skeleton settings, with SkeletonView's
/// defaults.
package struct SkeletonTextStyle: Sendable {
  /// The label's `numberOfLines`; 0 (unlimited) means "as many lines as fit". Ignored for text
  /// views. 0 by default.
  var numberOfLines: Int
  /// `true` for a `UITextView`: lines always fill the height (unless `lines` is `.custom`) and
  /// start at the top instead of being centred vertically. `false` by default.
  var isTextView: Bool
  /// The font's `lineHeight`, used by `.relativeToFont`; `nil` (the default) when unknown.
  var fontLineHeight: Double?
  /// The paragraph style's `lineSpacing` of the text, when it has one. With `.relativeToFont`
  /// it is added to `lineSpacing`, so the pitch follows the real text. `nil` by default.
  var paragraphLineSpacing: Double?
  /// The text alignment. `.natural` by default.
  var alignment: SkeletonTextAlignment
  /// The layout direction. `.leftToRight` by default.
  var layoutDirection: TextLayoutDirection
  /// The width of the last line (a single line counts as the last line) as a percentage of
  /// the full line width, clamped to 0…100. 70 by default.
  package var lastLineFillPercent: Int {
    didSet { lastLineFillPercent = Self.clampedPercent(lastLineFillPercent) }
  }
  /// The vertical gap between lines in points (SkeletonView's `skeletonLineSpacing`); negative
  /// or non-finite values count as 0. 10 by default.
  package var lineSpacing: Double
  /// The height of each line. `.fixed(15)` by default.
  package var lineHeight: SkeletonTextLineHeight
  /// How many lines to show. `.inherited` by default.
  var lines: SkeletonTextNumberOfLines
  /// The constant of the view's height constraint, used by `.relativeToConstraints`; `nil`
  /// (the default) when there is none.
  var heightConstraint: Double?
  /// The corner radius of each line in points (SkeletonView's `linesCornerRadius`). 0 by
  /// default.
  package var linesCornerRadius: Double
  /// Draw a view that ends up with exactly one line as one block over its whole bounds, with
  /// the node's corner radius, instead of one line shape. `false` by default.
  package internal(set) var renderSingleLineAsView: Bool

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
    self.lastLineFillPercent = Self.clampedPercent(lastLineFillPercent)
    self.lineSpacing = lineSpacing
    self.lineHeight = lineHeight
    self.lines = lines
    self.heightConstraint = heightConstraint
    self.linesCornerRadius = linesCornerRadius
    self.renderSingleLineAsView = renderSingleLineAsView
  }

  private static func clampedPercent(_ value: Int) -> Int {
    min(max(value, 0), 100)
  }
}
