import Foundation

/// Where a message's activity indicator goes beside its text, and how far the text moves to
/// make room (`MessageView.configureActivityIndicator()`, for a "Syncing…" status line).
///
/// The indicator and its text form one pair, [indicator, spacing, text] in reading order (the
/// indicator on the right of the text in right-to-left layouts), and the pair takes the
/// text's alignment in its label: a centred text and its indicator are centred together, a
/// leading-aligned text moves after the indicator, a trailing-aligned one stays put.
///
/// - The indicator is a square as tall as one line of the label's font (``side(lineHeight:)``)
///   with ``spacing(side:)`` before the text; it sits on the first line of a wrapping text.
/// - When the pair is wider than the label (the text fills it), the text stays inside the
///   label and the indicator moves into the padding before it.
/// - The pair never leaves the container: when that padding is too narrow, the text moves
///   past the label's trailing edge instead; a pair wider than the container starts at its
///   leading edge.
/// - Positions snap to the display's pixel grid, so the moved text stays sharp.
///
/// Rectangles are read through `origin` and `size` only: `CGRect`'s equality and computed
/// edges live in CoreGraphics on Apple systems, which this Foundation-only target does not
/// import.
public struct InlineIndicatorLayout: Sendable {
  /// What UIKit measures of a label, in the container's coordinates.
  public struct Label: Sendable {
    /// The label's frame as Auto Layout places it, before this layout moves it.
    public var frame: CGRect
    /// The size of the text the label draws (`textRect(forBounds:limitedToNumberOfLines:)`):
    /// the widest line and the lines' total height; zero for an empty label.
    public var textSize: CGSize
    /// The font's line height (`UIFont.lineHeight`).
    public var lineHeight: Double
    /// The label's `textAlignment`.
    public var alignment: SkeletonTextAlignment
    /// The label's `effectiveUserInterfaceLayoutDirection`.
    public var layoutDirection: SkeletonLayoutDirection

    /// Creates the facts of one label.
    public init(
      frame: CGRect, textSize: CGSize, lineHeight: Double, alignment: SkeletonTextAlignment,
      layoutDirection: SkeletonLayoutDirection
    ) {
      self.frame = frame
      self.textSize = textSize
      self.lineHeight = lineHeight
      self.alignment = alignment
      self.layoutDirection = layoutDirection
    }
  }

  /// The label the indicator accompanies.
  public enum Anchor: Hashable, Sendable {
    /// The body label.
    case body
    /// The title label, when there is no visible body label.
    case title
    /// Neither: the indicator is centred in the container.
    case none
  }

  /// The label the indicator accompanies.
  public let anchor: Anchor
  /// The indicator's frame in the container: a square.
  public let indicatorFrame: CGRect
  /// How far to move the anchor label horizontally (positive to the right) so that its text
  /// follows the indicator; 0 without text.
  public let textOffset: Double

  /// The smallest indicator side, in points: 10, so the ring stays legible beside tiny text.
  public static let minimumSide: Double = 10

  /// The space between the indicator and the text, as a fraction of the indicator's side:
  /// 0.375 (6 pt beside a 16 pt caption line, 8 pt beside a 20 pt body line).
  public static let spacingRatio: Double = 0.375

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

  /// Lays the indicator out beside the body label, else the title label, else in the middle of
  /// `container`.
  ///
  /// - Parameters:
  ///   - container: the bounds of the view the indicator is added to (the message's
  ///     background), which the pair never leaves.
  ///   - body: the body label, `nil` when it is missing or hidden.
  ///   - title: the title label, `nil` when it is missing or hidden.
  ///   - scale: the display scale (3 on an iPhone 15); positions snap to whole pixels. A scale
  ///     that is not positive snaps to whole points.
  public init(container: CGRect, body: Label?, title: Label?, scale: Double) {
    let grid = scale.isFinite && scale > 0 ? scale : 1
    func snap(_ value: Double) -> Double { (value * grid).rounded() / grid }

    guard let label = body ?? title else {
      let side = ArcIndicatorSize.medium.diameter
      anchor = .none
      textOffset = 0
      indicatorFrame = Self.square(
        x: snap(Double(container.origin.x + container.size.width / 2) - side / 2),
        y: snap(Double(container.origin.y + container.size.height / 2) - side / 2), side: side)
      return
    }
    anchor = body == nil ? .title : .body

    let side = Self.side(lineHeight: label.lineHeight)
    let frame = label.frame
    let width = Double(frame.size.width)
    let textWidth = min(max(0, Double(label.textSize.width)), width)
    let hasText = textWidth > 0
    let gap = hasText ? Self.spacing(side: side) : 0
    let pairWidth = side + gap + textWidth
    let rightToLeft = label.layoutDirection == .rightToLeft

    // Reading space: x runs from the label's leading edge in reading order, so the pair is
    // always [indicator, gap, text] from 0 upwards.
    let containerStart =
      rightToLeft
      ? Double(frame.origin.x + frame.size.width - container.origin.x - container.size.width)
      : Double(container.origin.x - frame.origin.x)
    let containerEnd = containerStart + Double(container.size.width)
    let edge = HorizontalTextAnchor(alignment: label.alignment, direction: label.layoutDirection)
    let placement: Placement
    switch edge {
    case .center: placement = .center
    case .left: placement = rightToLeft ? .end : .start
    case .right: placement = rightToLeft ? .start : .end
    }
    let textStart = placement.start(of: textWidth, in: width)
    var pairStart = placement.start(of: pairWidth, in: width)
    // Keep the text inside the label: the indicator may go into the padding before it.
    pairStart = Self.clamp(pairStart, -(side + gap), width - pairWidth)
    // Keep the pair inside the container: this wins over the label.
    pairStart = Self.clamp(pairStart, containerStart, containerEnd - pairWidth)

    let readingOffset = hasText ? pairStart + side + gap - textStart : 0
    textOffset = snap(rightToLeft ? -readingOffset : readingOffset)
    let indicatorX = rightToLeft ? width - pairStart - side : pairStart

    // UILabel centres its lines vertically; the indicator is centred on the first one.
    let height = Double(frame.size.height)
    let textHeight = min(max(0, Double(label.textSize.height)), height)
    let lineHeight = label.lineHeight.isFinite && label.lineHeight > 0 ? label.lineHeight : side
    let firstLine = textHeight > 0 ? min(lineHeight, textHeight) : 0
    let firstLineMidY = (height - textHeight) / 2 + firstLine / 2
    indicatorFrame = Self.square(
      x: snap(Double(frame.origin.x) + indicatorX),
      y: snap(Double(frame.origin.y) + firstLineMidY - side / 2),
      side: side)
  }

  /// Where a block sits along the reading direction.
  private enum Placement {
    case start
    case center
    case end

    /// The reading-space start of a block `length` long in a label `width` wide.
    func start(of length: Double, in width: Double) -> Double {
      switch self {
      case .start: 0
      case .center: (width - length) / 2
      case .end: width - length
      }
    }
  }

  /// A `side` × `side` square at (`x`, `y`), built from its origin and size (the
  /// `CGRect(x:y:width:height:)` initializer is CoreGraphics').
  private static func square(x: Double, y: Double, side: Double) -> CGRect {
    CGRect(origin: CGPoint(x: x, y: y), size: CGSize(width: side, height: side))
  }

  /// `value` within `lower...upper`; `lower` when the range is empty.
  private static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    max(lower, min(value, upper))
  }
}
