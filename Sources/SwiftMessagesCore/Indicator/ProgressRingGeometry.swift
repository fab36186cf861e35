import Foundation

/// The determinate ring from 12 o'clock, with the arc indicator's radius and stroke; unlike the
/// arc indicator and glyphs it runs counter-clockwise right to left (Apple HIG "Right to left").
package struct ProgressRingGeometry: Sendable {
  let center: PathPoint
  /// The radius of the stroke's centre line; 0 for a degenerate size.
  let radius: Double
  /// The stroke width of the track and of the arc.
  package let lineWidth: Double
  let layoutDirection: TextLayoutDirection

  /// Where the arc starts: 12 o'clock, −π/2.
  static let startAngle = -Double.pi / 2

  /// Centred and scaled like ``ArcIndicatorGeometry``; a zero, negative or non-finite width or
  /// height draws nothing, and right to left mirrors the arc about the same centre.
  package init(
    style: ArcIndicatorStyle = ArcIndicatorStyle(), width: Double, height: Double,
    layoutDirection: TextLayoutDirection = .leftToRight
  ) {
    self.layoutDirection = layoutDirection
    guard case let (center, scale)? = style.fit(width: width, height: height) else {
      center = .zero
      radius = 0
      lineWidth = 0
      return
    }
    self.center = center
    radius = style.radius * scale
    lineWidth = style.strokeWidth * scale
  }

  private var isClockwise: Bool { layoutDirection == .leftToRight }

  /// The full circle behind the arc, drawn from 12 o'clock in the arc's direction.
  package var track: [PathCommand] {
    guard radius > 0 else { return [] }
    return [sweep(turns: 1)]
  }

  /// The arc for `progress` (clamped to 0…1; NaN counts as 0) of a turn from 12 o'clock; empty
  /// at 0.
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
