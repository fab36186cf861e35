import Foundation

/// A point of a ``PathCommand``, in a view's own coordinates (y down). Plain `Double`s, so
/// geometry compares and hashes on every platform (the UIKit layer converts with
/// `CGPoint(x:y:)`).
package struct PathPoint: Hashable, Sendable {
  /// The horizontal coordinate.
  package internal(set) var x: Double
  /// The vertical coordinate, down from the top.
  package internal(set) var y: Double

  /// Creates a point.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  package static let zero = PathPoint(x: 0, y: 0)
}
