import Foundation

/// Breaks text into lines as `UILabel` does with Liberation Sans widths (plus Basic Latin kerning);
/// characters the table lacks measure 1 em (full-width, emoji), 0 (marks, format, control) or the
/// a–z average (1003/2048 em). Overlong words break by character; heights use
/// ``FontMeasure``'s San Francisco metrics and a text style's leading, rounded up to pixels like
/// `UILabel.intrinsicContentSize`.
package enum TextLayoutEngine {
  /// The CSS `font-family` list SVG text is drawn with: Liberation Sans, then fonts with the same
  /// metrics (Arimo, Arial), then Helvetica and the generic sans-serif.
  package static let fontFamily = "'Liberation Sans', Arimo, Arial, Helvetica, sans-serif"

  /// The character truncated lines end (or start) with: "…" (U+2026).
  package static let ellipsis: Character = "\u{2026}"

  /// Lays out `text` as a label `maxWidth` wide (`nil`, non-finite or ≤ 0: unbounded) showing
  /// `numberOfLines` (≤ 0: unlimited), the size rounded up at `displayScale` (3 by default; values
  /// not finite or below 1 round to whole points).
  package static func layout(
    _ text: String, font: PreviewFont, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode = .byTruncatingTail, displayScale: Double = 3
  ) -> TextLayout {
    let measure = FontMeasure(font)
    var limit = Double.infinity
    if let maxWidth, maxWidth.isFinite, maxWidth > 0, measure.pointsPerUnit > 0 {
      limit = maxWidth / measure.pointsPerUnit
    }
    let maxLines = numberOfLines > 0 ? numberOfLines : Int.max
    // One row past the limit tells that text was dropped; no need to break the rest.
    let rowsWanted = maxLines == Int.max ? Int.max : maxLines + 1
    let paragraphs = Self.paragraphs(of: text).map { $0.map(measure.cluster) }
    let breaker = LineBreaker(
      measure: measure, limit: limit, byCharacter: lineBreakMode == .byCharWrapping)

    var rows: [LineBreaker.Row] = []
    for (index, clusters) in paragraphs.enumerated() where rows.count <= maxLines {
      rows += breaker.rows(of: clusters, paragraph: index, upTo: rowsWanted - rows.count)
    }
    let isTruncated = rows.count > maxLines
    var lines = rows.prefix(maxLines).map { row in breaker.line(row, in: paragraphs[row.paragraph]) }
    if isTruncated, let last = rows.prefix(maxLines).last {
      let rest = paragraphs[last.paragraph][last.range.lowerBound...]
      switch lineBreakMode {
      case .byWordWrapping, .byCharWrapping: break
      case .byClipping: lines[lines.count - 1] = breaker.clipped(rest)
      case .byTruncatingTail: lines[lines.count - 1] = breaker.truncatingTail(rest)
      case .byTruncatingHead: lines[lines.count - 1] = breaker.truncatingHead(rest)
      case .byTruncatingMiddle: lines[lines.count - 1] = breaker.truncatingMiddle(rest)
      }
    }

    let pitch = measure.linePitch
    let ascent = measure.ascent
    let laidOut = lines.enumerated().map { index, line in
      TextLine(
        text: String(line.clusters.map(\.character)), width: line.width * measure.pointsPerUnit,
        baseline: ascent + Double(index) * pitch)
    }
    let grid = PixelGrid(scale: displayScale)
    let width = laidOut.map(\.width).max() ?? 0
    let height = laidOut.isEmpty ? 0 : measure.lineHeight + Double(laidOut.count - 1) * pitch
    return TextLayout(
      lines: laidOut,
      size: CGSize(width: grid.roundedUp(width), height: grid.roundedUp(height)),
      lineHeight: pitch, ascent: ascent, descent: measure.descent, isTruncated: isTruncated)
  }

  /// How many lines of `layout` a label `height` points tall shows (at least 1): UILabel draws
  /// only the lines its height holds.
  package static func linesFitting(_ layout: TextLayout, height: Double) -> Int {
    guard layout.lineHeight > 0 else { return max(1, layout.lines.count) }
    let first = layout.ascent + layout.descent
    let fitting = ((height + 0.5 - first) / layout.lineHeight).rounded(.towardZero)
    // A height no `Int` holds (a hand-edited nib) must not trap: no more lines than there are.
    return fitting >= 1 ? Int(min(fitting, Double(layout.lines.count))) + 1 : 1
  }

  /// The paragraphs of `text`: split at every newline character; a trailing newline adds none.
  static func paragraphs(of text: String) -> [[Character]] {
    var result: [[Character]] = [[]]
    for character in text {
      if character.isNewline {
        result.append([])
      } else {
        result[result.count - 1].append(character)
      }
    }
    if result.last?.isEmpty == true { result.removeLast() }
    return result
  }
}
