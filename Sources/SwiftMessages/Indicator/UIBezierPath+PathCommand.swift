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

extension UIView {
  func addStrokeLayer(_ stroke: CAShapeLayer = CAShapeLayer(), lineCap: CAShapeLayerLineCap) -> CAShapeLayer {
    stroke.fillColor = nil
    stroke.lineCap = lineCap
    layer.addSublayer(stroke)
    return stroke
  }

}
#endif
