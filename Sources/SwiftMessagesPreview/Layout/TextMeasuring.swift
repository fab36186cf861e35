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
  ///
  /// The default implementation estimates them from ``measure(_:font:maxWidth:numberOfLines:)``
  /// alone: one line's height (the text measured on one line) times
  /// ``TextBaselines/defaultAscentRatio`` below the top for the first baseline, and the same
  /// distance above the last line's bottom for the last one. Conformers with real font metrics
  /// (ascent, descent, line height) should return exact values.
  func baselines(_ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int)
    -> TextBaselines
}

/// The baselines of laid-out text, measured from its top.
package struct TextBaselines: Sendable, Equatable {
  /// The ascent of a line as a fraction of its height, used when only sizes are known: `0.8`
  /// (system fonts: ascent ≈ 0.95 pt per point size, line height ≈ 1.19 pt per point size).
  package static let defaultAscentRatio = 0.8

  /// The distance from the top of the text to the first line's baseline.
  package var first: Double
  /// The distance from the top of the text to the last line's baseline.
  package var last: Double
}

extension TextMeasuring {
  /// The default estimate described at ``TextMeasuring/baselines(_:font:maxWidth:numberOfLines:)``.
  package func baselines(
    _ text: String, font: XibFontDescription?, maxWidth: Double?, numberOfLines: Int
  ) -> TextBaselines {
    let total = Double(measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines).height)
    let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    let line = Double(
      measure(firstLine.isEmpty ? " " : firstLine, font: font, maxWidth: nil, numberOfLines: 1).height)
    let ascent = line * TextBaselines.defaultAscentRatio
    return TextBaselines(first: ascent, last: max(ascent, total - (line - ascent)))
  }
}
