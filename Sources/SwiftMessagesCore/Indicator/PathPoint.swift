import Foundation

/// A point of a ``PathCommand``, in a view's own coordinates (y down). Plain `Double`s, so
/// geometry compares and hashes on every platform (the UIKit layer converts with
/// `CGPoint(x:y:)`).
public struct PathPoint: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate, down from the top.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = PathPoint(x: 0, y: 0)
}
