import Foundation

/// One step of a stroked path, in a view's own coordinates (y down; angles in radians clockwise
/// from 3 o'clock, as UIKit and SVG draw them).
package enum PathCommand: Sendable {
  /// Starts a new subpath at the point.
  case move(to: PathPoint)
  /// A straight line from the current point.
  case line(to: PathPoint)
  /// A circular arc (a line joins the current point to its start, if any).
  case arc(center: PathPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
}
