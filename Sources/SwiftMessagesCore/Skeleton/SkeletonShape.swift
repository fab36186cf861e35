/// One placeholder shape to draw: a rounded rectangle in the skeleton root's coordinates.
///
/// The UIKit layer draws all shapes of a root into one layer (one path, one shimmer); the
/// preview draws them as SVG rectangles.
package struct SkeletonShape: Hashable, Sendable {
  /// What part of its view a shape stands for.
  package enum Role: Hashable, Sendable {
    /// The whole view (images, buttons, plain views, single-line text drawn as a view).
    case block
    /// Line `index` (0-based, top to bottom) of a text view.
    case line(index: Int)
  }

  /// The corners of a rectangle.
  package struct Corners: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    /// Creates a set from its raw bits.
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// The top-left corner.
    package static let topLeft = Corners(rawValue: 1 << 0)
    /// The top-right corner.
    package static let topRight = Corners(rawValue: 1 << 1)
    /// The bottom-left corner.
    package static let bottomLeft = Corners(rawValue: 1 << 2)
    /// The bottom-right corner.
    package static let bottomRight = Corners(rawValue: 1 << 3)
    /// All four corners.
    package static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }

  /// The rectangle in the **root's** coordinates (the root view's bounds), already cut to the
  /// clipping ancestors of its view.
  package var rect: SkeletonRect
  /// The corner radius in points; never negative.
  package var cornerRadius: Double
  /// The corners drawn with `cornerRadius`: all of them, except those on an edge a clipping
  /// ancestor cut (a cut edge is straight, as the clipped content is). `.all` by default.
  package var roundedCorners: Corners
  /// The `SkeletonNode.id` of the view the shape stands for.
  package var nodeID: Int
  /// Whether the shape is a whole view or one text line.
  package var role: Role

  /// Creates a shape; a negative or non-finite corner radius is stored as 0.
  package init(
    rect: SkeletonRect, cornerRadius: Double = 0, nodeID: Int, role: Role = .block,
    roundedCorners: Corners = .all
  ) {
    self.rect = rect
    self.roundedCorners = roundedCorners
    self.cornerRadius = cornerRadius.nonNegativeFinite
    self.nodeID = nodeID
    self.role = role
  }

  /// The shape as seen through `clip` (a rectangle in the same coordinates): `nil` when
  /// nothing of it is visible, the shape unchanged when all of it is, otherwise the visible
  /// part with the corners on cut edges made square.
  package func clipped(to clip: SkeletonRect) -> SkeletonShape? {
    let minX = max(rect.minX, clip.minX)
    let maxX = min(rect.maxX, clip.maxX)
    let minY = max(rect.minY, clip.minY)
    let maxY = min(rect.maxY, clip.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    let cutLeft = minX > rect.minX
    let cutRight = maxX < rect.maxX
    let cutTop = minY > rect.minY
    let cutBottom = maxY < rect.maxY
    guard cutLeft || cutRight || cutTop || cutBottom else { return self }
    var corners = roundedCorners
    if cutLeft || cutTop { corners.remove(.topLeft) }
    if cutRight || cutTop { corners.remove(.topRight) }
    if cutLeft || cutBottom { corners.remove(.bottomLeft) }
    if cutRight || cutBottom { corners.remove(.bottomRight) }
    var shape = self
    shape.rect = SkeletonRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    shape.roundedCorners = corners
    return shape
  }
}
