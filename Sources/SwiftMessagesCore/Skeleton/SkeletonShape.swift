/// One placeholder shape to draw: a rounded rectangle in the skeleton root's coordinates.
///
/// The UIKit layer draws all shapes of a root into one layer (one path, one shimmer); the
/// preview draws them as SVG rectangles.
public struct SkeletonShape: Hashable, Sendable {
  /// What part of its view a shape stands for.
  public enum Role: Hashable, Sendable {
    /// The whole view (images, buttons, plain views, single-line text drawn as a view).
    case block
    /// Line `index` (0-based, top to bottom) of a text view.
    case line(index: Int)
  }

  /// The rectangle in the **root's** coordinates (the root view's bounds).
  public var rect: SkeletonRect
  /// The corner radius in points; never negative.
  public var cornerRadius: Double
  /// The `SkeletonNode.id` of the view the shape stands for.
  public var nodeID: Int
  /// Whether the shape is a whole view or one text line.
  public var role: Role

  /// Creates a shape; a negative or non-finite corner radius is stored as 0.
  public init(rect: SkeletonRect, cornerRadius: Double = 0, nodeID: Int, role: Role = .block) {
    self.rect = rect
    self.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
    self.nodeID = nodeID
    self.role = role
  }
}
