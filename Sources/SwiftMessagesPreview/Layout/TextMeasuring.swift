import Foundation

#if canImport(CoreGraphics)
// CGSize's memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// Measures text for the layout engine: the size a `UILabel` (or a button's title label)
/// would report as its intrinsic content size.
///
/// The layout engine owns no font metrics; the text area's engine conforms at the call site,
/// tests use a simple fake.
package protocol TextMeasuring: Sendable {
  /// The size of `text` set in `font`.
  ///
  /// - Parameters:
  ///   - text: The text; may be empty (then the size is zero).
  ///   - font: The font as the nib describes it; `nil` means `UILabel`'s default, system 17
  ///     regular.
  ///   - maxWidth: The width to wrap at (`preferredMaxLayoutWidth`); `nil` lays the text out on
  ///     unbounded lines (explicit line breaks only).
  ///   - numberOfLines: The maximum number of lines; `0` means unlimited.
  /// - Returns: The width of the widest line and the height of the lines shown.
  func measure(_ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int)
    -> CGSize

  /// The distances from the top of the laid-out text to its first and last baselines, for
  /// `firstBaseline`/`lastBaseline` constraints and baseline-aligned stack views.
  func baselines(_ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int)
    -> TextBaselines
}

/// The baselines of laid-out text, measured from its top.
package struct TextBaselines: Sendable, Equatable {
  /// The distance from the top of the text to the first line's baseline.
  package var first: Double
  /// The distance from the top of the text to the last line's baseline.
  package var last: Double
}
