import Foundation

/// The text-line layout of a `UILabel` or `UITextView` skeleton: how many lines, how tall,
/// and where each one goes. Pure functions of the view's size, its text style and padding.
///
/// SkeletonView's algorithm with its bugs fixed:
/// - a small positive height never yields 0 lines: when there is any room there is at least
///   one line, shortened to the room available;
/// - lines never extend below the bounds minus the bottom padding, not even `.custom(n)` ones
///   (SkeletonView rounds the count up; here the view is given room beforehand through
///   ``minimumHeight(height:style:padding:)``);
/// - padding is counted once (SkeletonView's vertical centring adds the top padding twice);
/// - every line is aligned for `.right`, `.center` and right-to-left layouts, not only the
///   last one;
/// - the line count never overflows or traps for huge or non-finite sizes.
package enum SkeletonTextLayout {
  /// The line height used when the font or constraint is unknown (SkeletonView's
  /// `multilineHeight`): 15 points.
  static let fallbackLineHeight: Double = 15

  /// The most lines one text view can produce: 10,000. Larger requests are clamped.
  static let maximumLineCount = 10_000

  /// The height of each line for `style`: `.fixed(h)` → `h`; `.relativeToFont` → the font's
  /// line height (15 when unknown); `.relativeToConstraints` → the height constraint divided
  /// by `numberOfLines` (15 for text views, without a constraint, or with `numberOfLines` 0).
  /// May be non-positive for an invalid `.fixed` height, which produces no lines.
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

  /// The number of lines a text view of `height` points shows.
  ///
  /// - The lines that fit in `height` minus the vertical padding at a pitch of line height +
  ///   spacing, and at least 1 when that room is positive.
  /// - `.custom(n)` with `n > 0` shows `n` of them at most (clamped to `maximumLineCount`): the
  ///   lines never overflow onto the views below. Give the view the room with
  ///   ``minimumHeight(height:style:padding:)`` (SkeletonView's height rule).
  /// - Otherwise a label with `numberOfLines > 0` shows at most that many.
  /// - 0 when the height or line height is negative, zero-room, NaN or infinite.
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

  /// The height `lines` lines need: `lines × lineHeight + (lines − 1) × spacing` plus the
  /// vertical padding. Only the padding for 0 or fewer lines or an invalid line height.
  package static func requiredHeight(lines: Int, style: SkeletonTextStyle, padding: LayoutInsets) -> Double {
    let vertical = Double(padding.top.nonNegativeFinite) + Double(padding.bottom.nonNegativeFinite)
    let lineHeight = lineHeight(for: style)
    guard lines > 0, lineHeight.isFinite, lineHeight > 0 else { return vertical }
    let count = Double(min(lines, maximumLineCount))
    return count * lineHeight + (count - 1) * lineSpacing(for: style) + vertical
  }

  /// The height a text view of `height` points must grow to while its skeleton shows, or `nil`
  /// when it already has room (SkeletonView's height rule, which also gives empty labels,
  /// collapsed to 0 points in stack views, their lines): the ``requiredHeight(lines:style:padding:)``
  /// of `.custom(n)` lines, else of a label's `numberOfLines` when it is positive, else of one
  /// line. The UIKit layer applies it as a minimum-height constraint that yields to the view's
  /// own required constraints, and removes it when the skeleton hides. `nil` for a NaN,
  /// infinite or negative height and for an invalid line height.
  static func minimumHeight(height: Double, style: SkeletonTextStyle, padding: LayoutInsets) -> Double?
  {
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

  /// The line rectangles of a text view of `width` × `height` points, in the view's own
  /// coordinates, top to bottom.
  ///
  /// Every line is `width` minus the horizontal padding wide, except the last (a single line
  /// counts as the last), which is `lastLineFillPercent` % of that and aligned by `alignment`
  /// and `layoutDirection`. In right-to-left layouts the left and right padding swap (they act
  /// as leading and trailing padding, as in SkeletonView). A label's block of lines is centred
  /// vertically in the padded room when it fits; a text view's starts at the top padding. A
  /// single line taller than the room is shortened to the room. Empty when the count is 0 or
  /// no width is left after the padding.
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
