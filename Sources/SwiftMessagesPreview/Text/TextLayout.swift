import Foundation

/// One laid-out line of a ``TextLayout``.
package struct TextLine: Sendable, Equatable {
  /// The characters the line shows, in logical order, ellipsis included; the whitespace a line
  /// wrapped at is left out.
  package var text: String
  /// The advance width of ``text`` in points (before pixel rounding).
  package var width: Double
  /// The baseline's distance from the top of the text box, in points: the font's ascent plus one
  /// line pitch (``TextLayout/lineHeight``) per line above.
  package var baseline: Double
}

/// Text broken into lines for one font and width: what a `UILabel` would draw.
package struct TextLayout: Sendable, Equatable {
  /// The visible lines, top to bottom; empty for an empty string.
  package var lines: [TextLine]
  /// The size of the text box: the widest line by ascent + descent + one ``lineHeight`` per
  /// further line, each rounded up to the pixel grid (see ``TextLayoutEngine/layout(_:font:maxWidth:numberOfLines:lineBreakMode:displayScale:)``).
  package var size: CGSize
  /// The distance between two baselines, in points: the text style's leading, else the font's
  /// line height (ascent + descent + line gap).
  package var lineHeight: Double
  /// The height of the line box above the baseline, in points.
  package var ascent: Double
  /// The depth of the line box below the baseline, in points (positive).
  package var descent: Double
  /// Whether some text is not shown: lines beyond `numberOfLines` were dropped or the last line
  /// was truncated or clipped.
  package var isTruncated: Bool
}
