import Foundation

/// The text-line layout of a `UILabel` or `UITextView` skeleton, from its size, style and
/// padding: SkeletonView's algorithm without its bugs. Any room gets at least one line; lines
/// never pass the bottom padding, not even `.custom(n)` ones (SkeletonView rounds up; here the
/// view gets room first: ``minimumHeight(height:style:padding:)``); padding counts once
/// (SkeletonView's centring adds the top twice); every line is aligned, not only the last; huge
/// or non-finite sizes never overflow or trap.
package enum SkeletonTextLayout {
  /// The line height used when the font or constraint is unknown (SkeletonView's
  /// `multilineHeight`): 15 points.
  static let fallbackLineHeight: Double = 15

  /// The most lines one text view can produce: 10,000. Larger requests are clamped.
  static let maximumLineCount = 10_000

  /// The height of each line: `.fixed(h)` → `h` (non-positive: no lines); `.relativeToFont` → the
  /// font's; `.relativeToConstraints` → the height constraint ÷ `numberOfLines`; 15 when unknown
  /// (no font; a text view, no constraint or `numberOfLines` 0).
  static func lineHeight(for style: SkeletonTextStyle) -> Double {
    switch style.lineHeight {
    case .fixed(let height):
      return Double(height)
    case .relativeToFont:
      return style.fontLineHeight?.positiveFinite ?? fallbackLineHeight
    case .relativeToConstraints:
      guard !style.isTextView, style.numberOfLines > 0,
        let constraint = style.heightConstraint?.positiveFinite
      else { return fallbackLineHeight }
      return constraint / Double(style.numberOfLines)
    }
  }

  /// The gap between two lines: `lineSpacing` (negative or non-finite → 0), plus the text's
  /// paragraph `lineSpacing` when the line height is `.relativeToFont`.
  static func lineSpacing(for style: SkeletonTextStyle) -> Double {
    var spacing = style.lineSpacing.nonNegativeFinite
    if case .relativeToFont = style.lineHeight, let paragraph = style.paragraphLineSpacing {
      spacing += paragraph.nonNegativeFinite
    }
    return spacing
  }

  /// The lines a text view `height` points tall shows: at least 1 in any padded room, at most `n`
  /// for `.custom(n)` (no overflow onto the views below), else a label's positive `numberOfLines`.
  static func lineCount(height: Double, style: SkeletonTextStyle, padding: LayoutInsets) -> Int {
    let lineHeight = lineHeight(for: style)
    guard height.isFinite, height >= 0, lineHeight.isFinite, lineHeight > 0 else { return 0 }
    let room = height - Double(padding.top.nonNegativeFinite) - Double(padding.bottom.nonNegativeFinite)
    guard room > 0 else { return 0 }
    let spacing = lineSpacing(for: style)
    let fitting = ((room + spacing) / (lineHeight + spacing)).rounded(.down)
    var count = max(1, Int(min(fitting, Double(maximumLineCount))))
    if let requested = requestedCount(style) {
      count = min(count, requested)
    } else if !style.isTextView && style.numberOfLines > 0 {
      count = min(count, style.numberOfLines)
    }
    return count
  }

  /// The height `lines` lines need, vertical padding included.
  package static func requiredHeight(lines: Int, style: SkeletonTextStyle, padding: LayoutInsets) -> Double {
    let vertical = Double(padding.top.nonNegativeFinite) + Double(padding.bottom.nonNegativeFinite)
    let lineHeight = lineHeight(for: style)
    guard lines > 0, lineHeight.isFinite, lineHeight > 0 else { return vertical }
    let count = Double(min(lines, maximumLineCount))
    return count * lineHeight + (count - 1) * lineSpacing(for: style) + vertical
  }

  /// The height a text view must grow to while its skeleton shows (SkeletonView's rule, which also
  /// gives empty labels collapsed in stack views their lines); `nil` when it has room.
  static func minimumHeight(height: Double, style: SkeletonTextStyle, padding: LayoutInsets) -> Double? {
    let lineHeight = lineHeight(for: style)
    guard height.isFinite, height >= 0, lineHeight.isFinite, lineHeight > 0 else { return nil }
    let lines: Int
    if let requested = requestedCount(style) {
      lines = requested
    } else if !style.isTextView && style.numberOfLines > 0 {
      lines = style.numberOfLines
    } else {
      lines = 1
    }
    let required = requiredHeight(lines: lines, style: style, padding: padding)
    return required > height ? required : nil
  }

  /// The line rectangles of a text view `width` × `height` points, in its coordinates, top to
  /// bottom: the padded width, but the last (or only) line `lastLineFillPercent` % of it, aligned
  /// by `alignment` and `layoutDirection` (right-to-left swaps the padding, as in SkeletonView); a
  /// label's lines centred vertically when they fit, a text view's from the top; a single line
  /// taller than the room shortened to it; empty without lines or width.
  static func lines(
    width: Double, height: Double, style: SkeletonTextStyle, padding: LayoutInsets
  ) -> [SkeletonRect] {
    guard width.isFinite, width >= 0 else { return [] }
    let count = lineCount(height: height, style: style, padding: padding)
    guard count > 0 else { return [] }

    var left = Double(padding.left.nonNegativeFinite)
    var right = Double(padding.right.nonNegativeFinite)
    if style.layoutDirection == .rightToLeft { swap(&left, &right) }
    let top = Double(padding.top.nonNegativeFinite)
    let fullWidth = width - left - right
    guard fullWidth > 0 else { return [] }

    let room = height - top - Double(padding.bottom.nonNegativeFinite)
    let spacing = lineSpacing(for: style)
    var barHeight = lineHeight(for: style)
    if count == 1 && room < barHeight { barHeight = room }
    let pitch = barHeight + spacing
    let blockHeight = Double(count) * barHeight + Double(count - 1) * spacing
    var firstY = top
    if !style.isTextView && blockHeight < room { firstY += (room - blockHeight) / 2 }

    let lastWidth = fullWidth * Double(style.lastLineFillPercent) / 100
    let anchor = HorizontalTextAnchor(alignment: style.alignment, direction: style.layoutDirection)
    var rects: [SkeletonRect] = []
    rects.reserveCapacity(count)
    for index in 0..<count {
      let lineWidth = index == count - 1 ? lastWidth : fullWidth
      let x: Double
      switch anchor {
      case .left: x = left
      case .center: x = left + (fullWidth - lineWidth) / 2
      case .right: x = left + fullWidth - lineWidth
      }
      rects.append(
        SkeletonRect(x: x, y: firstY + Double(index) * pitch, width: lineWidth, height: barHeight))
    }
    return rects
  }

  // MARK: - Helpers

  /// An explicit `.custom(n)` count with `n > 0`, clamped; `nil` otherwise.
  private static func requestedCount(_ style: SkeletonTextStyle) -> Int? {
    guard case .custom(let count) = style.lines, count > 0 else { return nil }
    return min(count, maximumLineCount)
  }
}
