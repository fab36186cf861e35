import Foundation

/// Where a message's activity indicator goes beside its text
/// (`MessageView.configureActivityIndicator()`, for a "Syncing…" status line), and the room
/// the text makes for it.
///
/// The indicator and its text form one pair, [indicator, spacing, text] in reading order. The
/// room is reserved where UILabel sees it: the first line of the label's text is indented by
/// ``firstLineIndent(lineHeight:)`` on its head side (the left of a left-to-right paragraph,
/// the right of a right-to-left one), so UILabel wraps, truncates and aligns the text in what
/// is left. A centred text and its indicator are then centred together, a leading-aligned
/// text starts after the indicator, a trailing-aligned one keeps its place. The indicator
/// goes into the indent, beside the first line UIKit measured.
///
/// 1. ``anchor(body:title:)`` picks the label: the first with text (body, then title), else
///    the first shown one (the indicator alone where its text would be), else none (the
///    indicator centred in the message's margins).
/// 2. UIKit indents that label's first line by ``firstLineIndent(lineHeight:)``.
/// 3. ``init(host:label:scale:)`` places the indicator from the measured first line, within
///    the free span of its row (between the nearest neighbours left and right, the icon and
///    the button), snapped to the display's pixels.
///
/// Rectangles are read through `origin` and `size` only: `CGRect`'s equality and computed
/// edges live in CoreGraphics on Apple systems, which this Foundation-only target does not
/// import.
package struct InlineIndicatorLayout: Sendable {
  /// The indicator's frame in the host: a square.
  package let indicatorFrame: CGRect

  /// The smallest indicator side, in points: 10, so the ring stays legible beside tiny text.
  package static let minimumSide: Double = 10

  /// The space between the indicator and the text, as a fraction of the indicator's side:
  /// 0.375 (5 pt beside a 14 pt caption1 line, 7 pt beside subheadline, 8 pt beside body).
  package static let spacingRatio: Double = 0.375

  /// How far a neighbour may reach into the label's frame and still count as beside it rather
  /// than behind it: 0.5 pt (Auto Layout's rounding).
  static let neighbourTolerance: Double = 0.5

  // MARK: - Decisions before the layout

  /// The label the indicator accompanies: the body when it shows text, else the title when it
  /// does, else the first shown label (body, then title), else none.
  ///
  /// A shown but empty body (`configureContent(title: "Syncing…", body: "")`) leaves the
  /// indicator to the title, which says what is in progress.
  package static func anchor(body: LabelContent, title: LabelContent) -> Anchor {
    if body == .text { return .body }
    if title == .text { return .title }
    if body == .empty { return .body }
    if title == .empty { return .title }
    return .none
  }

  /// How far the first line of text is indented to make room for the indicator: its side and
  /// spacing (19 pt for caption1's 14.32 pt line, 25 pt for subheadline's 17.9, 28 pt for
  /// body's 20.29).
  package static func firstLineIndent(lineHeight: Double) -> Double {
    let side = side(lineHeight: lineHeight)
    return side + spacing(side: side)
  }

  /// The indicator's side for a font of `lineHeight`: the line height in whole points (the
  /// size of `UIActivityIndicatorView`'s medium style beside body text), at least
  /// ``minimumSide``; ``ArcIndicatorSize/medium`` (20 pt) when the line height is unknown.
  static func side(lineHeight: Double) -> Double {
    guard lineHeight.isFinite, lineHeight > 0 else { return ArcIndicatorSize.medium.diameter }
    return max(minimumSide, lineHeight.rounded())
  }

  /// The space before the text for an indicator of `side`, in whole points.
  static func spacing(side: Double) -> Double {
    (side * spacingRatio).rounded()
  }

  // MARK: - Layout

  /// Places the indicator beside `label`'s first line, or, without a label, in the middle of
  /// the host's content frame.
  ///
  /// - Parameters:
  ///   - host: the view the indicator is added to.
  ///   - label: the label ``anchor(body:title:)`` picked, its first line already indented;
  ///     `nil` for ``Anchor/none``.
  ///   - scale: the display scale (3 on an iPhone 15); positions snap to whole pixels. A scale
  ///     that is not positive snaps to whole points.
  package init(host: Host, label: Label?, scale: Double) {
    let grid = scale.isFinite && scale > 0 ? scale : 1
    func snap(_ value: Double) -> Double { (value * grid).rounded() / grid }

    guard let label else {
      let side = ArcIndicatorSize.medium.diameter
      let content = host.contentFrame
      indicatorFrame = Self.square(
        x: snap(Double(content.origin.x + content.size.width / 2) - side / 2),
        y: snap(Double(content.origin.y + content.size.height / 2) - side / 2), side: side)
      return
    }

    let side = Self.side(lineHeight: label.lineHeight)
    let gap = Self.spacing(side: side)
    let frame = label.frame
    let minX = Double(frame.origin.x)
    let width = Double(frame.size.width)
    let height = Double(frame.size.height)
    var x: Double
    let y: Double
    let direction: TextLayoutDirection
    if let line = label.firstLine, line.bounds.size.width > 0 {
      // The indent is on the paragraph's head side; the indicator fills it before the spacing.
      direction = Self.direction(of: line, otherwise: label.layoutDirection)
      let lineMinX = Double(line.bounds.origin.x)
      let lineMaxX = lineMinX + Double(line.bounds.size.width)
      x = direction == .rightToLeft ? minX + lineMaxX + gap : minX + lineMinX - gap - side
      // UILabel centres its lines vertically; the indicator is centred on the first one.
      let textHeight = min(max(0, label.textHeight), height)
      let lineMidY = Double(line.bounds.origin.y) + Double(line.bounds.size.height) / 2
      y = Double(frame.origin.y) + (height - textHeight) / 2 + lineMidY - side / 2
    } else {
      // No text: the indicator alone where the text would start.
      direction = label.layoutDirection
      switch HorizontalTextAnchor(alignment: label.alignment, direction: label.layoutDirection) {
      case .left: x = minX
      case .center: x = minX + (width - side) / 2
      case .right: x = minX + width - side
      }
      y = Double(frame.origin.y) + (height - side) / 2
    }

    let span = Self.freeSpan(beside: frame, rowMinY: y, rowMaxY: y + side, in: host)
    if span.upper - span.lower >= side {
      x = max(span.lower, min(x, span.upper - side))
    } else {
      // Too narrow for the indicator: it starts at the span's head edge.
      x = direction == .rightToLeft ? span.upper - side : span.lower
    }
    indicatorFrame = Self.square(x: snap(x), y: snap(y), side: side)
  }

  /// The paragraph's direction, read from where its first character sits on the line; the
  /// label's when the line is a single character (its start is also its middle).
  private static func direction(of line: FirstLine, otherwise fallback: TextLayoutDirection)
    -> TextLayoutDirection
  {
    let midX = Double(line.bounds.origin.x) + Double(line.bounds.size.width) / 2
    let start = line.firstCharacterMidX
    // Half a point apart at least: a single glyph's middle is the line's, up to rounding.
    guard start.isFinite, abs(start - midX) > 0.5 else { return fallback }
    return start > midX ? .rightToLeft : .leftToRight
  }

  /// The horizontal span free for the indicator in its row: from the nearest neighbour on the
  /// left of `frame` (or the host's left edge) to the nearest on its right (or the right
  /// edge). Neighbours outside the row, and views behind the label (overlapping it
  /// horizontally), do not count.
  private static func freeSpan(beside frame: CGRect, rowMinY: Double, rowMaxY: Double, in host: Host)
    -> (lower: Double, upper: Double)
  {
    let labelMinX = Double(frame.origin.x)
    let labelMaxX = labelMinX + Double(frame.size.width)
    var lower = Double(host.bounds.origin.x)
    var upper = lower + Double(host.bounds.size.width)
    for obstacle in host.obstacles where obstacle.size.width > 0 && obstacle.size.height > 0 {
      let minY = Double(obstacle.origin.y)
      guard minY < rowMaxY, rowMinY < minY + Double(obstacle.size.height) else { continue }
      let minX = Double(obstacle.origin.x)
      let maxX = minX + Double(obstacle.size.width)
      if maxX <= labelMinX + neighbourTolerance {
        lower = max(lower, maxX)
      } else if minX >= labelMaxX - neighbourTolerance {
        upper = min(upper, minX)
      }
    }
    return (lower, upper)
  }

  /// A `side` × `side` square at (`x`, `y`), built from its origin and size (the
  /// `CGRect(x:y:width:height:)` initializer is CoreGraphics').
  private static func square(x: Double, y: Double, side: Double) -> CGRect {
    CGRect(origin: CGPoint(x: x, y: y), size: CGSize(width: side, height: side))
  }
}
