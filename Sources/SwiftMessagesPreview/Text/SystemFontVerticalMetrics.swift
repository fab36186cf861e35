/// The vertical metrics of San Francisco (SF Pro), the iOS system font: where lines sit and how
/// tall they are. Widths still come from Liberation Sans (``FontMetricsTable``).
///
/// Facts, in font units of a 2048-unit em, with where each number comes from:
/// - **SF Pro Text** (below 20 pt): ascender 1950, descender −494, line gap 0.
///   `UIFont.systemFont(ofSize: 15).lineHeight` logs 17.900391 (Stack Overflow question
///   33278645, "Why is lineHeight of UIFont larger than font size?"): 17.900391 × 2048 / 15 =
///   2444 = 1950 + 494. The issue-27 iOS measurements agree: a 17 pt label is 20.29 pt tall
///   (20.5 at 2×), a 15 pt label 17.9 (18.0 at 2×).
/// - **SF Pro Display** (from 20 pt): ascender 1950, descender −494, line gap 0.
///   `UIFont.systemFont(ofSize: 20)` (`SFUIDisplay-Regular`) reports ascender 19.04… and
///   descender −4.82… (arcovv.github.io, "iOS font study", iOS 9): × 2048 / 20 = 1950 and −494.
///   The issue-27 measurement of a 38 pt line (45.5 pt at 2×, 38 × 2444 / 2048 = 45.35) agrees.
/// - **Apple Color Emoji** adds no height of its own: the measured 38 pt emoji line (45.5 pt) is
///   the system font's line rounded to the pixel grid, so an emoji line measures like any other
///   (no published line height of the emoji font was found; this is derived from the measurement).
struct SystemFontVerticalMetrics: Sendable, Equatable {
  /// Font units per em.
  var unitsPerEm: Int
  /// The ascender: the top of the line box above the baseline.
  var ascender: Int
  /// The descender: the bottom of the line box, negative below the baseline.
  var descender: Int
  /// The line gap added below the descender.
  var lineGap: Int

  /// SF Pro Text, used below ``displayThreshold``.
  static let text = SystemFontVerticalMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0)
  /// SF Pro Display, used from ``displayThreshold`` on.
  static let display = SystemFontVerticalMetrics(
    unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0)
  /// The point size from which iOS draws the system font with its Display optical size: 20.
  static let displayThreshold = 20.0

  /// The optical size iOS uses at `pointSize`.
  static func forSize(_ pointSize: Double) -> SystemFontVerticalMetrics {
    pointSize < displayThreshold ? text : display
  }
}
