/// San Francisco's vertical metrics per 2048-unit em (widths come from Liberation Sans): SF Pro
/// Text and Display both ascender 1950, descender −494, line gap 0, from
/// `UIFont.systemFont(ofSize: 15).lineHeight` = 17.900391 (Stack Overflow 33278645) and
/// arcovv.github.io's "iOS font study", matching issue 27's measurements. Apple Color Emoji adds no
/// height (derived from issue 27's 38 pt emoji line).
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
