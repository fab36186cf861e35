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

  /// The radius each corner takes from the rounded clipping ancestors it sits in (a card with
  /// `clipsToBounds` and a corner radius), on top of ``cornerRadius``: 0 for a corner no
  /// rounded clip reaches.
  package var clipCornerRadii = CornerRadii()

  /// One radius per corner.
  package struct CornerRadii: Hashable, Sendable {
    package var topLeft: Double = 0
    package var topRight: Double = 0
    package var bottomLeft: Double = 0
    package var bottomRight: Double = 0

    /// The radius of `corner` (one corner).
    subscript(corner: Corners) -> Double {
      get {
        switch corner {
        case .topLeft: topLeft
        case .topRight: topRight
        case .bottomLeft: bottomLeft
        default: bottomRight
        }
      }
      set {
        switch corner {
        case .topLeft: topLeft = newValue
        case .topRight: topRight = newValue
        case .bottomLeft: bottomLeft = newValue
        default: bottomRight = newValue
        }
      }
    }
  }

  /// The radius `corner` (one corner) is drawn with: ``cornerRadius`` if it is one of
  /// ``roundedCorners``, or the clip's radius there (``clipCornerRadii``), whichever is larger.
  package func radius(at corner: Corners) -> Double {
    max(roundedCorners.contains(corner) ? cornerRadius : 0, clipCornerRadii[corner])
  }

  /// The shape as seen through `clip` (a rectangle in the same coordinates): `nil` when
  /// nothing of it is visible, the shape unchanged when all of it is, otherwise the visible
  /// part with the corners on cut edges made square.
  package func clipped(to clip: SkeletonRect) -> SkeletonShape? {
    clipped(to: SkeletonShape(rect: clip, nodeID: nodeID))
  }

  /// The shape as seen through `clip`, a rounded rectangle (its corners' ``radius(at:)``) in
  /// the same coordinates, as a layer with `masksToBounds` and a corner radius cuts its
  /// sublayers: `nil` when nothing of it is visible; otherwise the visible part, with the
  /// corners on cut edges made square, and each corner within a rounded corner of `clip`
  /// rounded about that corner's centre (the clip's radius less the corner's distance in from
  /// it; the full radius for a corner on the clip's corner).
  package func clipped(to clip: SkeletonShape) -> SkeletonShape? {
    let bounds = clip.rect
    let minX = max(rect.minX, bounds.minX)
    let maxX = min(rect.maxX, bounds.maxX)
    let minY = max(rect.minY, bounds.minY)
    let maxY = min(rect.maxY, bounds.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    var shape = self
    let cutLeft = minX > rect.minX
    let cutRight = maxX < rect.maxX
    let cutTop = minY > rect.minY
    let cutBottom = maxY < rect.maxY
    if cutLeft || cutTop { shape.roundedCorners.remove(.topLeft) }
    if cutRight || cutTop { shape.roundedCorners.remove(.topRight) }
    if cutLeft || cutBottom { shape.roundedCorners.remove(.bottomLeft) }
    if cutRight || cutBottom { shape.roundedCorners.remove(.bottomRight) }
    shape.rect = SkeletonRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    // Each corner's distance in from the clip's, across and down; no allocation per shape.
    let (left, right) = (minX - bounds.minX, bounds.maxX - maxX)
    let (top, bottom) = (minY - bounds.minY, bounds.maxY - maxY)
    func round(_ corner: Corners, _ dx: Double, _ dy: Double) {
      shape.clipCornerRadii[corner] = max(clipCornerRadii[corner], clip.radius(at: corner) - max(dx, dy), 0)
    }
    round(.topLeft, left, top)
    round(.topRight, right, top)
    round(.bottomLeft, left, bottom)
    round(.bottomRight, right, bottom)
    return shape
  }

  /// The outline to fill, in the same coordinates: from the top edge clockwise, one arc per
  /// corner with its ``radius(at:)`` (at most half the shorter side); empty for a shape with no
  /// area. The UIKit layer and the preview draw these commands.
  package var outline: [PathCommand] {
    guard rect.isDrawable else { return [] }
    let limit = min(rect.width, rect.height) / 2
    let r = { (corner: Corners) in min(self.radius(at: corner), limit) }
    let (tl, tr, br, bl) = (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft))
    let quarter = Double.pi / 2
    return [
      .move(to: PathPoint(x: rect.minX + tl, y: rect.minY)),
      .arc(
        center: PathPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: -quarter,
        endAngle: 0,
        clockwise: true),
      .arc(
        center: PathPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: 0, endAngle: quarter,
        clockwise: true),
      .arc(
        center: PathPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: quarter,
        endAngle: 2 * quarter, clockwise: true),
      .arc(
        center: PathPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: 2 * quarter,
        endAngle: 3 * quarter, clockwise: true),
    ]
  }
}
