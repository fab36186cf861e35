import Foundation

/// The HUD's outcome glyphs as strokes drawn over progress 0…1 at constant pen speed, in the arc
/// indicator's square; never mirrored (universal marks, Apple HIG "Right to left").
package struct HUDGlyphGeometry: Sendable {
  /// The glyph's strokes, each a polyline in drawing order.
  let strokes: [[PathPoint]]
  /// The stroke width: the indicator's stroke width × ``lineWidthRatio`` (3 pt at 40 pt).
  package let lineWidth: Double

  /// The glyph's stroke width relative to the indicator's: 0.5 (the ring's 6 pt stroke would
  /// make a 40 pt check look bold and close up its angle).
  static let lineWidthRatio = 0.5

  /// Centred in the shorter side and scaled with ``ArcIndicatorStyle/diameter`` (coordinates are
  /// pt from the centre at 40 pt); a zero, negative or non-finite width or height draws nothing.
  package init(
    outcome: HUDOutcome, style: ArcIndicatorStyle = ArcIndicatorStyle(), width: Double, height: Double
  ) {
    guard case let (center, scale)? = style.fit(width: width, height: height) else {
      strokes = []
      lineWidth = 0
      return
    }
    func point(_ x: Double, _ y: Double) -> PathPoint {
      PathPoint(x: center.x + x * scale, y: center.y + y * scale)
    }
    switch outcome {
    case .success:
      strokes = [[point(-7.5, 0.5), point(-2.5, 5.5), point(8, -5.5)]]
    case .failure:
      strokes = [[point(-6, -6), point(6, 6)], [point(6, -6), point(-6, 6)]]
    case .info:
      // A dot (a stroke as long as it is wide, drawn round) over a stem.
      strokes = [[point(0, -7.5), point(0, -6.5)], [point(0, -2), point(0, 7.5)]]
    case .symbol:
      strokes = []  // Shown as the SF Symbol image, not drawn.
    }
    lineWidth = style.strokeWidth * scale * Self.lineWidthRatio
  }

  /// The length of all strokes together.
  var totalLength: Double {
    strokes.reduce(0) { total, stroke in total + Self.length(of: stroke) }
  }

  /// The path drawn so far at `progress` (clamped to 0…1; NaN counts as 0): strokes in order,
  /// the last one cut where the pen is. Empty at 0, the whole glyph at 1.
  package func path(progress: Double) -> [PathCommand] {
    var remaining = progress.clampedToUnit() * totalLength
    guard remaining > 0 else { return [] }
    var commands: [PathCommand] = []
    for stroke in strokes {
      guard let first = stroke.first, remaining > 0 else { break }
      commands.append(.move(to: first))
      for (from, to) in zip(stroke, stroke.dropFirst()) {
        let segment = Self.distance(from, to)
        guard remaining > 0 else { break }
        if remaining >= segment {
          commands.append(.line(to: to))
          remaining -= segment
        } else {
          let t = remaining / segment
          commands.append(
            .line(to: PathPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)))
          remaining = 0
        }
      }
    }
    return commands
  }

  private static func distance(_ a: PathPoint, _ b: PathPoint) -> Double {
    hypot(b.x - a.x, b.y - a.y)
  }

  private static func length(of stroke: [PathPoint]) -> Double {
    zip(stroke, stroke.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
  }
}
