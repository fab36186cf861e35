import Foundation

/// A rectangle in points (`Double`s, `y` downwards), the core's stand-in for `CGRect` (it does
/// not import CoreGraphics); the UIKit layer converts at the edge.
package struct SkeletonRect: Equatable, Sendable {
  package internal(set) var x: Double
  package internal(set) var y: Double
  package internal(set) var width: Double
  package internal(set) var height: Double

  package init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  package static let zero = SkeletonRect()

  var minX: Double { x }
  var maxX: Double { x + width }
  var minY: Double { y }
  var maxY: Double { y + height }

  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// Finite, with a positive width and height: something a renderer can draw.
  var isDrawable: Bool { isFinite && width > 0 && height > 0 }

  func offsetBy(dx: Double, dy: Double) -> SkeletonRect {
    SkeletonRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
