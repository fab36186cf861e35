import Foundation
import SwiftMessagesCore

/// SVG path data (`d`) for the core's path commands and for rounded rectangles.
package enum SVGPathData {
  /// The commands as path data. An arc starts with a line from the current point (or a move when
  /// there is none) and is split into pieces of at most half a turn; a sweep of a full turn or
  /// more draws a full circle, as `UIBezierPath` does.
  package static func path(_ commands: [PathCommand]) -> String {
    var parts: [String] = []
    var hasCurrentPoint = false
    for command in commands {
      switch command {
      case .move(let point):
        parts.append("M" + pair(point.x, point.y))
        hasCurrentPoint = true
      case .line(let point):
        parts.append((hasCurrentPoint ? "L" : "M") + pair(point.x, point.y))
        hasCurrentPoint = true
      case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
        let start = PathPoint(
          x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        parts.append((hasCurrentPoint ? "L" : "M") + pair(start.x, start.y))
        hasCurrentPoint = true
        let sweep = arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        guard sweep > 0, radius > 0, radius.isFinite else { continue }
        let pieces = Int((sweep / Double.pi).rounded(.up))
        let step = sweep / Double(pieces) * (clockwise ? 1 : -1)
        for piece in 1...pieces {
          let angle = startAngle + step * Double(piece)
          let r = SVGFormat.number(radius)
          parts.append(
            "A\(r) \(r) 0 0 \(clockwise ? 1 : 0) "
              + pair(center.x + radius * cos(angle), center.y + radius * sin(angle)))
        }
      }
    }
    return parts.joined(separator: " ")
  }

  /// The angle an arc sweeps, 0…2π, going clockwise (on screen, y down) or not.
  static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
    let raw = clockwise ? end - start : start - end
    guard raw.isFinite else { return 0 }
    if raw >= 2 * Double.pi { return 2 * Double.pi }
    let turn = 2 * Double.pi
    let wrapped = raw.truncatingRemainder(dividingBy: turn)
    return wrapped < 0 ? wrapped + turn : wrapped
  }

  /// The magic numbers of the usual approximation of iOS's continuous corner: how far along the
  /// edge the corner starts (in radii), then the three cubics' points for the top-right corner.
  private static let continuousExtent = 1.528_664_83

  /// A rounded rectangle path, clockwise from the top edge; circular radii clamp to half the
  /// shorter side, and continuous corners that do not fit (1.53 × radius over half the shorter
  /// side) become a capsule, as `UIBezierPath(roundedRect:cornerRadius:)` does.
  package static func roundedRect(_ rect: RenderRect, cornerRadius: Double, style: RenderCornerStyle)
    -> String
  {
    let w = max(rect.width, 0)
    let h = max(rect.height, 0)
    let (x, y) = (rect.x, rect.y)
    switch style {
    case .circular:
      let r = max(0, min(cornerRadius.isNaN ? 0 : cornerRadius, w / 2, h / 2))
      let rs = SVGFormat.number(r)
      let arc = "A\(rs) \(rs) 0 0 1 "
      return [
        "M" + pair(x + r, y), "L" + pair(x + w - r, y), arc + pair(x + w, y + r),
        "L" + pair(x + w, y + h - r),
        arc + pair(x + w - r, y + h), "L" + pair(x + r, y + h), arc + pair(x, y + h - r),
        "L" + pair(x, y + r),
        arc + pair(x + r, y), "Z",
      ].joined(separator: " ")
    case .continuous:
      let requested = max(0, cornerRadius.isNaN ? 0 : cornerRadius)
      // Corners that would not fit become a capsule (circular ends), as `UIBezierPath` draws them.
      guard requested * continuousExtent <= min(w, h) / 2 else {
        return roundedRect(rect, cornerRadius: requested, style: .circular)
      }
      let r = requested
      // Top-right corner in (along-edge, into-corner) terms; the other corners mirror it.
      // Each entry: control 1, control 2, end, as (distance back from the corner along the
      // incoming edge, distance along the outgoing edge), in radii.
      let curves: [[(Double, Double)]] = [
        [(1.088_493_23, 0), (0.868_406_89, 0.020_220_07), (0.669_934_27, 0.065_496)],
        [(0.373_891_89, 0.185_994_27), (0.185_994_27, 0.373_891_89), (0.065_496, 0.669_934_27)],
        [(0.020_220_07, 0.868_406_89), (0, 1.088_493_23), (0, continuousExtent)],
      ]
      // Corners clockwise: (corner point, incoming edge direction, outgoing edge direction).
      let corners: [(PathPoint, PathPoint, PathPoint)] = [
        (PathPoint(x: x + w, y: y), PathPoint(x: 1, y: 0), PathPoint(x: 0, y: 1)),
        (PathPoint(x: x + w, y: y + h), PathPoint(x: 0, y: 1), PathPoint(x: -1, y: 0)),
        (PathPoint(x: x, y: y + h), PathPoint(x: -1, y: 0), PathPoint(x: 0, y: -1)),
        (PathPoint(x: x, y: y), PathPoint(x: 0, y: -1), PathPoint(x: 1, y: 0)),
      ]
      func point(_ corner: (PathPoint, PathPoint, PathPoint), _ back: Double, _ along: Double) -> String {
        let (c, incoming, outgoing) = corner
        return pair(
          c.x - incoming.x * back * r + outgoing.x * along * r,
          c.y - incoming.y * back * r + outgoing.y * along * r)
      }
      var parts = ["M" + pair(x + continuousExtent * r, y)]
      for corner in corners {
        parts.append("L" + point(corner, continuousExtent, 0))
        for curve in curves {
          parts.append(
            "C" + point(corner, curve[0].0, curve[0].1) + " " + point(corner, curve[1].0, curve[1].1) + " "
              + point(corner, curve[2].0, curve[2].1))
        }
      }
      parts.append("Z")
      return parts.joined(separator: " ")
    }
  }

  private static func pair(_ x: Double, _ y: Double) -> String {
    SVGFormat.number(x) + " " + SVGFormat.number(y)
  }
}
