import Foundation

/// The determinate progress ring the arc indicator turns into once progress is known: a full
/// track and an arc from 12 o'clock clockwise, with the arc indicator's radius and stroke so
/// the two line up at every size.
public struct ProgressRingGeometry: Equatable, Sendable {
  /// The centre of the ring.
  public let center: CGPoint
  /// The radius of the stroke's centre line; 0 for a degenerate size.
  public let radius: Double
  /// The stroke width of the track and of the arc.
  public let lineWidth: Double

  /// Where the arc starts: 12 o'clock, −π/2.
  public static let startAngle = -Double.pi / 2

  /// Lays the ring out in a `width` × `height` box, centred and scaled like
  /// ``ArcIndicatorGeometry`` (the style's ``ArcIndicatorStyle/radius`` and
  /// ``ArcIndicatorStyle/strokeWidth`` at ``ArcIndicatorStyle/diameter``, 10 and 6 at 40 pt by
  /// default). A zero, negative or non-finite width or height draws nothing.
  public init(style: ArcIndicatorStyle = ArcIndicatorStyle(), width: Double, height: Double) {
    let side = min(width, height)
    guard width.isFinite, height.isFinite, side > 0, style.diameter > 0 else {
      center = CGPoint(x: 0, y: 0)
      radius = 0
      lineWidth = 0
      return
    }
    center = CGPoint(x: width / 2, y: height / 2)
    let scale = side / style.diameter
    radius = style.radius * scale
    lineWidth = style.strokeWidth * scale
  }

  /// The full circle behind the arc.
  public var track: [PathCommand] {
    guard radius > 0 else { return [] }
    return [
      .arc(
        center: center, radius: radius, startAngle: Self.startAngle, endAngle: Self.startAngle + 2 * .pi,
        clockwise: true)
    ]
  }

  /// The arc for `progress` (clamped to 0…1; NaN counts as 0): from 12 o'clock clockwise
  /// through `progress` of a turn. Empty at 0.
  public func arc(progress: Double) -> [PathCommand] {
    let fraction = HUDProgress.clamped(progress)
    guard radius > 0, fraction > 0 else { return [] }
    return [
      .arc(
        center: center, radius: radius, startAngle: Self.startAngle,
        endAngle: Self.startAngle + 2 * .pi * fraction, clockwise: true)
    ]
  }
}

extension ProgressRingGeometry {
  /// Same centre, radius and stroke (written out: `CGPoint`'s `==` lives in CoreGraphics).
  public static func == (lhs: ProgressRingGeometry, rhs: ProgressRingGeometry) -> Bool {
    lhs.center.isSamePoint(as: rhs.center) && lhs.radius == rhs.radius && lhs.lineWidth == rhs.lineWidth
  }
}
