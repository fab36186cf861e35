import Foundation

#if canImport(CoreGraphics)
// CGSize's memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// Measures text as a `UILabel` reports its intrinsic content size; the layout engine owns no font
/// metrics, so callers inject them.
package protocol TextMeasuring: Sendable {
  /// The size (widest line, height of the lines shown) of non-empty `text` in `font` (`nil`:
  /// UILabel's system 17 regular), wrapped at `maxWidth` (`nil`: unbounded) and capped at
  /// `numberOfLines` (0: unlimited), and the distances from its top to its first and last
  /// baselines, for `firstBaseline`/`lastBaseline` constraints and baseline-aligned stack views.
  func measure(_ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int)
    -> (size: CGSize, baselines: TextBaselines)
}

/// The baselines of laid-out text, measured from its top.
package struct TextBaselines: Sendable, Equatable {
  /// The distance from the top of the text to the first line's baseline.
  package var first: Double
  /// The distance from the top of the text to the last line's baseline.
  package var last: Double
}
