import Foundation

/// The determinate progress ring the arc indicator turns into once progress is known: a full
/// track and an arc from 12 o'clock, with the arc indicator's radius and stroke so the two line
/// up at every size.
///
/// The arc runs clockwise in left-to-right layouts and counter-clockwise in right-to-left ones:
/// a progress indicator flips with the reading direction (Apple HIG, "Right to left"), so a
/// quarter of the work ends at 3 o'clock in English and at 9 o'clock in Arabic or Hebrew. The
/// indeterminate arc indicator (``ArcIndicatorGeometry``) and the outcome glyphs
/// (``HUDGlyphGeometry``) do not flip.
package struct ProgressRingGeometry: Sendable {
  /// The centre of the ring.
  let center: PathPoint
  /// The radius of the stroke's centre line; 0 for a degenerate size.
  let radius: Double
  /// The stroke width of the track and of the arc.
  package let lineWidth: Double
  /// The layout direction the ring is drawn for: the arc runs clockwise `.leftToRight`,
  /// counter-clockwise `.rightToLeft`.
  let layoutDirection: TextLayoutDirection

  /// Where the arc starts: 12 o'clock, −π/2.
  static let startAngle = -Double.pi / 2

  /// Lays the ring out in a `width` × `height` box, centred and scaled like
  /// ``ArcIndicatorGeometry`` (the style's ``ArcIndicatorStyle/radius`` and
  /// ``ArcIndicatorStyle/strokeWidth`` at ``ArcIndicatorStyle/diameter``, 10 and 6 at 40 pt by
  /// default). A zero, negative or non-finite width or height draws nothing.
  ///
  /// - Parameters:
  ///   - style: the arc indicator's style the ring matches; `ArcIndicatorStyle()` by default.
  ///   - width: the box's width.
  ///   - height: the box's height.
  ///   - layoutDirection: the view's layout direction (`effectiveUserInterfaceLayoutDirection`
  ///     on iOS); `.leftToRight` by default. Right to left, the ring is the mirror image of the
  ///     left-to-right one: same centre, radius and stroke, the arc sweeping counter-clockwise.
  package init(
    style: ArcIndicatorStyle = ArcIndicatorStyle(), width: Double, height: Double,
    layoutDirection: TextLayoutDirection = .leftToRight
  ) {
    self.layoutDirection = layoutDirection
    let side = min(width, height)
    guard width.isFinite, height.isFinite, side > 0, style.diameter > 0 else {
      center = .zero
      radius = 0
      lineWidth = 0
      return
    }
    center = PathPoint(x: width / 2, y: height / 2)
    let scale = side / style.diameter
    radius = style.radius * scale
    lineWidth = style.strokeWidth * scale
  }

  /// Whether the arc sweeps clockwise on screen: `true` left to right, `false` right to left.
  private var isClockwise: Bool { layoutDirection == .leftToRight }

  /// The full circle behind the arc, drawn from 12 o'clock in the arc's direction.
  package var track: [PathCommand] {
    guard radius > 0 else { return [] }
    return [sweep(turns: 1)]
  }

  /// The arc for `progress` (clamped to 0…1; NaN counts as 0): from 12 o'clock through
  /// `progress` of a turn, clockwise left to right and counter-clockwise right to left.
  /// Empty at 0.
  package func arc(progress: Double) -> [PathCommand] {
    let fraction = progress.clampedToUnit()
    guard radius > 0, fraction > 0 else { return [] }
    return [sweep(turns: fraction)]
  }

  /// An arc from 12 o'clock through `turns` of a circle in the ring's direction.
  private func sweep(turns: Double) -> PathCommand {
    let angle = 2 * .pi * turns
    return .arc(
      center: center, radius: radius, startAngle: Self.startAngle,
      endAngle: isClockwise ? Self.startAngle + angle : Self.startAngle - angle, clockwise: isClockwise)
  }
}
