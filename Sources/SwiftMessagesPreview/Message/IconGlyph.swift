import Foundation
import SwiftMessagesCore

/// Vector stand-ins for the themes' SF Symbols (`IconSymbol`), which cannot be drawn off Apple
/// platforms: the outline filled for `.fill` symbols, else stroked, the mark in strokes; unknown
/// names get a bare circle.
enum IconGlyph {
  /// The nodes for `symbol` in `rect`; `cutout` is the colour the mark takes on a filled
  /// outline (the message's background).
  static func nodes(for symbol: IconSymbol, in rect: RenderRect, tint: RGBAColor, cutout: RGBAColor)
    -> [RenderNode]
  {
    let filled = symbol.name.hasSuffix(".fill")
    let base = filled ? String(symbol.name.dropLast(5)) : symbol.name
    let line = max(1, rect.width / 12)
    let outline: [PathCommand]
    let mark: [PathCommand]
    switch base {
    case "exclamationmark.triangle":
      outline = polygon(rect, points: [(0.5, 0.06), (0.97, 0.9), (0.03, 0.9)])
      mark = segment(rect, (0.5, 0.36), (0.5, 0.6)) + segment(rect, (0.5, 0.74), (0.5, 0.75))
    case "xmark.octagon":
      outline = polygon(
        rect,
        points: [
          (0.31, 0.04), (0.69, 0.04), (0.96, 0.31), (0.96, 0.69), (0.69, 0.96), (0.31, 0.96), (0.04, 0.69),
          (0.04, 0.31),
        ])
      mark = segment(rect, (0.35, 0.35), (0.65, 0.65)) + segment(rect, (0.65, 0.35), (0.35, 0.65))
    case "checkmark.circle":
      outline = circle(rect)
      mark = [
        .move(to: point(rect, 0.3, 0.52)), .line(to: point(rect, 0.44, 0.66)),
        .line(to: point(rect, 0.7, 0.36)),
      ]
    case "info.circle":
      outline = circle(rect)
      mark = segment(rect, (0.5, 0.45), (0.5, 0.72)) + segment(rect, (0.5, 0.3), (0.5, 0.31))
    default:
      outline = circle(rect)
      mark = []
    }
    let markColor = filled ? cutout : tint
    var nodes = [
      filled
        ? RenderNode(shape: .path(outline), fill: .color(tint))
        : RenderNode(
          shape: .path(outline), stroke: RenderStroke(paint: .color(tint), width: line, join: .round))
    ]
    if !mark.isEmpty {
      nodes.append(
        RenderNode(
          shape: .path(mark),
          stroke: RenderStroke(paint: .color(markColor), width: line * 1.4, cap: .round, join: .round)))
    }
    return nodes
  }

  private static func point(_ rect: RenderRect, _ x: Double, _ y: Double) -> PathPoint {
    PathPoint(x: rect.x + x * rect.width, y: rect.y + y * rect.height)
  }

  private static func segment(_ rect: RenderRect, _ from: (Double, Double), _ to: (Double, Double))
    -> [PathCommand]
  {
    [.move(to: point(rect, from.0, from.1)), .line(to: point(rect, to.0, to.1))]
  }

  private static func polygon(_ rect: RenderRect, points: [(Double, Double)]) -> [PathCommand] {
    guard let first = points.first else { return [] }
    return [.move(to: point(rect, first.0, first.1))]
      + points.dropFirst().map { .line(to: point(rect, $0.0, $0.1)) }
      + [.line(to: point(rect, first.0, first.1))]
  }

  private static func circle(_ rect: RenderRect) -> [PathCommand] {
    let radius = min(rect.width, rect.height) / 2 * 0.94
    let center = PathPoint(x: rect.midX, y: rect.midY)
    return [
      .move(to: PathPoint(x: center.x + radius, y: center.y)),
      .arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true),
    ]
  }
}
