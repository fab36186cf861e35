import Foundation

/// Measures a nib label as its `intrinsicContentSize` comes out on a device (font resolved at one
/// content size category, ``TextLayoutEngine`` with tail truncation): the layout engine's
/// ``TextMeasuring``.
package struct TextMeasurer: TextMeasuring {
  /// The content size category text styles resolve at; ``ContentSizeCategory/large`` by default.
  package var category: ContentSizeCategory
  /// Pixels per point for rounding sizes up; 3 by default.
  package var displayScale: Double

  /// A measurer at `category` (Large by default) rounding to `displayScale` (3× by default).
  package init(category: ContentSizeCategory = .large, displayScale: Double = 3) {
    self.category = category
    self.displayScale = displayScale
  }

  /// ``TextLayout/size`` of `text` in the font `font` describes (system 17 pt when `nil`), wrapped
  /// at `maxWidth` (no limit when `nil` or not positive) on at most `numberOfLines` lines (0 =
  /// unlimited), and the first and last lines' baselines (the font's ascent below each line's top).
  package func measure(
    _ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int
  ) -> (size: CGSize, baselines: TextBaselines) {
    let layout = TextLayoutEngine.layout(
      text, font: PreviewFont(font, category: category), maxWidth: maxWidth,
      numberOfLines: numberOfLines, displayScale: displayScale)
    let first = layout.lines.first?.baseline ?? layout.ascent
    return (layout.size, TextBaselines(first: first, last: layout.lines.last?.baseline ?? first))
  }
}
