/// A Dynamic Type text style (`UIFont.TextStyle`), raw values as nibs name them
/// (`UICTFontTextStyleHeadline`; ``largeTitle`` is `UICTFontTextStyleTitle0`).
package enum TextStyle: String, CaseIterable, Sendable {
  /// Large Title: 34 pt regular at ``ContentSizeCategory/large``.
  case largeTitle = "UICTFontTextStyleTitle0"
  /// Title 1: 28 pt regular at Large.
  case title1 = "UICTFontTextStyleTitle1"
  /// Title 2: 22 pt regular at Large.
  case title2 = "UICTFontTextStyleTitle2"
  /// Title 3: 20 pt regular at Large.
  case title3 = "UICTFontTextStyleTitle3"
  /// Headline: 17 pt semibold at Large.
  case headline = "UICTFontTextStyleHeadline"
  /// Subheadline (`UICTFontTextStyleSubhead`): 15 pt regular at Large.
  case subheadline = "UICTFontTextStyleSubhead"
  /// Body: 17 pt regular at Large.
  case body = "UICTFontTextStyleBody"
  /// Callout: 16 pt regular at Large.
  case callout = "UICTFontTextStyleCallout"
  /// Footnote: 13 pt regular at Large.
  case footnote = "UICTFontTextStyleFootnote"
  /// Caption 1: 12 pt regular at Large.
  case caption1 = "UICTFontTextStyleCaption1"
  /// Caption 2: 11 pt regular at Large.
  case caption2 = "UICTFontTextStyleCaption2"

  /// The weight of the style: semibold for ``headline``, regular for every other style.
  package var weight: PreviewFont.Weight { self == .headline ? .semibold : .regular }

  /// The point size of the style at `category`: Apple's iOS Dynamic Type sizes (Human Interface
  /// Guidelines, Typography), as `UIFont.preferredFont(forTextStyle:)` returns them on iPhone,
  /// e.g. body 14 pt at xSmall, 17 at Large, 53 at AX5.
  package func pointSize(for category: ContentSizeCategory) -> Double {
    let row = Self.pointSizes[self] ?? Self.bodySizes
    return row[category.index]
  }

  /// Point sizes per category, ``ContentSizeCategory/extraSmall`` … AX5.
  private static let pointSizes: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: bodySizes,
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .body: bodySizes,
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]

  /// Body and Headline share one row.
  private static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

  /// The baseline-to-baseline distance at `category`: the Leading column of Apple's HIG iOS Dynamic
  /// Type tables (subheadline 20 pt at Large, as measured on iOS in issue 27).
  package func leading(for category: ContentSizeCategory) -> Double {
    let row = Self.leadings[self] ?? Self.bodyLeadings
    return row[category.index]
  }

  /// Leadings per category, ``ContentSizeCategory/extraSmall`` … AX5.
  private static let leadings: [TextStyle: [Double]] = [
    .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
    .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
    .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
    .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
    .headline: bodyLeadings,
    .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
    .body: bodyLeadings,
    .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
    .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
  ]

  /// Body and Headline share one row.
  private static let bodyLeadings: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
}
