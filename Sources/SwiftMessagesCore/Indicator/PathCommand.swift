import Foundation

/// One step of a stroked path, in a view's own coordinates (y down; angles in radians clockwise
/// from 3 o'clock, as UIKit and SVG draw them). The UIKit layer replays the commands into a
/// `UIBezierPath`, the preview into SVG path data.
public enum PathCommand: Equatable, Sendable {
  /// Starts a new subpath at the point.
  case move(to: CGPoint)
  /// A straight line from the current point.
  case line(to: CGPoint)
  /// A circular arc (a line joins the current point to its start, if any).
  case arc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
}

extension PathCommand {
  /// Same case, same points and numbers. Written out because `CGPoint`'s own `==` lives in
  /// CoreGraphics on Apple systems, which this Foundation-only target does not import.
  public static func == (lhs: PathCommand, rhs: PathCommand) -> Bool {
    switch (lhs, rhs) {
    case (.move(let a), .move(let b)), (.line(let a), .line(let b)):
      return a.isSamePoint(as: b)
    case (.arc(let c1, let r1, let s1, let e1, let w1), .arc(let c2, let r2, let s2, let e2, let w2)):
      return c1.isSamePoint(as: c2) && r1 == r2 && s1 == s2 && e1 == e2 && w1 == w2
    default:
      return false
    }
  }
}

extension CGPoint {
  /// Equal coordinates, without CoreGraphics' `==`.
  func isSamePoint(as other: CGPoint) -> Bool { x == other.x && y == other.y }
}
