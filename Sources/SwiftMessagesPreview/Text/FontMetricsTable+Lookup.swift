/// The horizontal metrics of one font face, in font units.
///
/// The data (`FontMetricsTable.regular`, `FontMetricsTable.bold`) is generated into
/// `FontMetricsTable.swift` by `Scripts/fonts/generate_font_metrics.py`; this file holds the type
/// and its look-ups.
struct FontMetricsTable: Sendable {
  /// The advances of one Unicode block, starting at `first`.
  struct Block: Sendable {
    /// The first code point of the block.
    var first: UInt32
    /// One advance per code point from `first` on; ``FontMetricsTable/missing`` where the font
    /// has no glyph.
    var advances: [UInt16]
  }

  /// The advance stored for a code point the font has no glyph for.
  static let missing = UInt16.max

  /// The family name, e.g. `Liberation Sans`.
  var fontName: String
  /// Font units per em (2048 for Liberation Sans).
  var unitsPerEm: Int
  /// The average advance of `a`…`z`: the width of a character the table has no advance for
  /// and that is neither full-width nor a mark (see `TextLayoutEngine`).
  var averageLowercaseAdvance: Int
  /// The blocks, in code point order.
  var blocks: [Block]
  /// Kerning between two Basic Latin characters, keyed `left << 8 | right`.
  var kerning: [UInt16: Int16]

  /// The advance of `scalar` in font units, or `nil` when the table does not cover it.
  func advance(of scalar: UInt32) -> Int? {
    for block in blocks where scalar >= block.first {
      let offset = Int(scalar - block.first)
      guard offset < block.advances.count else { continue }
      let advance = block.advances[offset]
      return advance == Self.missing ? nil : Int(advance)
    }
    return nil
  }

  /// The kerning adjustment between two Basic Latin characters in font units; `0` for any other
  /// pair.
  func kerning(_ left: UInt32, _ right: UInt32) -> Int {
    guard left < 0x80, right < 0x80 else { return 0 }
    return kerning[UInt16(left << 8 | right)].map(Int.init) ?? 0
  }
}
