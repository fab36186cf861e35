import Foundation

/// A point of a ``PathCommand``, in a view's own coordinates (y down). Plain `Double`s, so
/// geometry compares and hashes on every platform.
package struct PathPoint: Sendable {
  package internal(set) var x: Double
  /// The vertical coordinate, down from the top.
  package internal(set) var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  package static let zero = PathPoint(x: 0, y: 0)
}
