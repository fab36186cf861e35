import Foundation

/// A rectangle in points (`Double`s, `y` downwards), the core's stand-in for `CGRect` (it does
/// not import CoreGraphics); the UIKit layer converts at the edge.
package struct SkeletonRect: Equatable, Sendable {
  /// The left edge. 0 by default.
  package internal(set) var x: Double
  /// The top edge. 0 by default.
  package internal(set) var y: Double
  /// The width. 0 by default.
  package internal(set) var width: Double
  /// The height. 0 by default.
  package internal(set) var height: Double

  /// Creates a rectangle; every value defaults to 0.
  package init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle at the origin with no size.
  package static let zero = SkeletonRect()

  /// The left edge, `x`.
  var minX: Double { x }
  /// The right edge, `x + width`.
  var maxX: Double { x + width }
  /// The top edge, `y`.
  var minY: Double { y }
  /// The bottom edge, `y + height`.
  var maxY: Double { y + height }

  /// `true` when every value is finite (no NaN, no infinity).
  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// `true` when the rectangle is finite and has a positive width and height: something a
  /// renderer can draw.
  var isDrawable: Bool { isFinite && width > 0 && height > 0 }

  /// The same rectangle moved by `dx` and `dy`; the size is unchanged.
  func offsetBy(dx: Double, dy: Double) -> SkeletonRect {
    SkeletonRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
