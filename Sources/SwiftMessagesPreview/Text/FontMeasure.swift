/// Advances of characters in one ``PreviewFont``: the font table for its weight scaled to its
/// size, with the fallbacks ``TextLayoutEngine`` documents; and its lines' vertical metrics,
/// San Francisco's (``systemAscender``).
struct FontMeasure: Sendable {
  /// The Regular or Bold table (see ``PreviewFont/Weight/usesBoldMetrics``).
  let table: FontMetricsTable
  /// Points per font unit: the size over `unitsPerEm`; 0 for a size that is not finite or not
  /// positive.
  let pointsPerUnit: Double
  /// The ascent in points.
  let ascent: Double
  /// The descent in points, positive.
  let descent: Double
  /// Ascent + descent + line gap, in points: `UIFont.lineHeight`.
  let lineHeight: Double
  /// The distance between two baselines: the text style's leading, else ``lineHeight``.
  let linePitch: Double

  /// The measure of `font`.
  init(_ font: PreviewFont) {
    table = font.weight.usesBoldMetrics ? .bold : .regular
    let size = font.size.isFinite && font.size > 0 ? font.size : 0
    pointsPerUnit = table.unitsPerEm > 0 ? size / Double(table.unitsPerEm) : 0
    let pointsPerVerticalUnit = size / Self.systemUnitsPerEm
    ascent = Self.systemAscender * pointsPerVerticalUnit
    descent = Self.systemDescender * pointsPerVerticalUnit
    lineHeight = (Self.systemAscender + Self.systemDescender) * pointsPerVerticalUnit
    let leading = font.leading.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    linePitch = size > 0 ? leading ?? lineHeight : 0
  }

  /// San Francisco's vertical metrics per 2048-unit em (widths come from Liberation Sans): SF Pro
  /// Text and Display alike, ascender 1950, descender −494, line gap 0, from
  /// `UIFont.systemFont(ofSize: 15).lineHeight` = 17.900391 (Stack Overflow 33278645) and
  /// arcovv.github.io's "iOS font study", matching issue 27's measurements. Apple Color Emoji adds
  /// no height (derived from issue 27's 38 pt emoji line).
  static let systemUnitsPerEm = 2048.0
  /// The system font's ascender: the top of the line box above the baseline, in font units.
  static let systemAscender = 1950.0
  /// The system font's descender: the depth of the line box below the baseline, in font units.
  static let systemDescender = 494.0

  /// One em in font units: the advance of full-width characters and emoji.
  var em: Double { Double(table.unitsPerEm) }

  /// The cluster for `character`.
  func cluster(_ character: Character) -> TextCluster {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else {
      return TextCluster(
        character: character, advance: 0, kerningCode: nil, isSpace: false, breaksAfter: false,
        breaksBefore: false)
    }
    let single = scalars.count == 1
    let isSpace = single && Self.breakingSpaces.contains(first.value)
    let isEmoji = scalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    let isWide = isEmoji || Self.isFullWidth(first.value)
    let advance: Double
    if first.value == 0x09 {
      advance = scalarAdvance(" ")
    } else if isEmoji {
      advance = em
    } else {
      advance = scalars.reduce(0) { $0 + scalarAdvance($1) }
    }
    return TextCluster(
      character: character, advance: advance,
      kerningCode: single && first.value < 0x80 ? first.value : nil, isSpace: isSpace,
      breaksAfter: isSpace || isWide || Self.hyphens.contains(first.value), breaksBefore: isWide)
  }

  /// The kerning between two adjacent clusters in font units.
  func kerning(_ left: TextCluster, _ right: TextCluster) -> Double {
    guard let l = left.kerningCode, let r = right.kerningCode else { return 0 }
    return Double(table.kerning(l, r))
  }

  /// The width of `clusters` in font units, kerning included.
  func width(_ clusters: ArraySlice<TextCluster>) -> Double {
    var total = 0.0
    var previous: TextCluster?
    for cluster in clusters {
      total += cluster.advance + (previous.map { kerning($0, cluster) } ?? 0)
      previous = cluster
    }
    return total
  }

  /// The advance of one scalar in font units: 0 for marks, format and control characters; the
  /// table's advance; 1 em for full-width characters; else the average lowercase advance.
  func scalarAdvance(_ scalar: Unicode.Scalar) -> Double {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      break
    }
    if let advance = table.advance(of: scalar.value) { return Double(advance) }
    if Self.isFullWidth(scalar.value) { return em }
    return Double(table.averageLowercaseAdvance)
  }

  /// Spaces a line may break after: space, tab, the General Punctuation spaces except U+2007
  /// (figure space) and U+202F (narrow no-break space), zero width space, ogham and ideographic
  /// space. U+00A0 (no-break space) is not one.
  static let breakingSpaces: Set<UInt32> = [
    0x20, 0x09, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2008, 0x2009,
    0x200A, 0x200B, 0x205F, 0x3000,
  ]

  /// Hyphens a line may break after: hyphen-minus, hyphen, en dash.
  static let hyphens: Set<UInt32> = [0x2D, 0x2010, 0x2013]

  /// Whether a code point is full-width: Hangul Jamo and syllables, CJK radicals, symbols and
  /// punctuation, Hiragana, Katakana, Bopomofo, CJK ideographs (all planes 2–3 included), Yi,
  /// CJK compatibility forms and full-width forms.
  static func isFullWidth(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
