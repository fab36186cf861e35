#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIBezierPath {
  /// Replays the core's path commands (the ring, the glyphs) into a path.
  convenience init(_ commands: [PathCommand]) {
    self.init()
    for command in commands {
      switch command {
      case .move(let point):
        move(to: CGPoint(x: point.x, y: point.y))
      case .line(let point):
        addLine(to: CGPoint(x: point.x, y: point.y))
      case .arc(let center, let radius, let start, let end, let clockwise):
        addArc(
          withCenter: CGPoint(x: center.x, y: center.y), radius: CGFloat(radius), startAngle: CGFloat(start),
          endAngle: CGFloat(end),
          clockwise: clockwise)
      }
    }
  }
}

/// A stroked shape of the indicator views (the arcs, the ring, the glyph). Its changes never
/// animate implicitly: new paths, frames and colours apply at once (resizing, dark mode, a new
/// value); only the animations the views add run.
final class StrokeLayer: CAShapeLayer {
  override func action(forKey event: String) -> CAAction? { nil }

  /// Fills `bounds` with the core's path commands stroked `lineWidth` wide.
  func draw(_ commands: [PathCommand], lineWidth: Double, in bounds: CGRect) {
    frame = bounds
    self.lineWidth = CGFloat(lineWidth)
    path = UIBezierPath(commands).cgPath
  }
}

extension UIView {
  /// Adds `stroke` over the view's content, unfilled, with `lineCap`.
  @discardableResult
  func addStrokeLayer(_ stroke: StrokeLayer = StrokeLayer(), lineCap: CAShapeLayerLineCap) -> StrokeLayer {
    stroke.fillColor = nil
    stroke.lineCap = lineCap
    layer.addSublayer(stroke)
    return stroke
  }
}

extension CABasicAnimation {
  /// Animates `keyPath` from `from` to `to` over `duration` seconds.
  convenience init(keyPath: String, from: Any, to: Any, duration: TimeInterval) {
    self.init(keyPath: keyPath)
    fromValue = from
    toValue = to
    self.duration = duration
  }
}
#endif
