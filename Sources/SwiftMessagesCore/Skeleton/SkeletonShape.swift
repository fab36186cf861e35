/// One placeholder shape: a rounded rectangle in the skeleton root's coordinates, drawn with all
/// its root's shapes as one path in UIKit, as an SVG rectangle in the preview.
package struct SkeletonShape: Sendable {
  /// What part of its view a shape stands for.
  package enum Role: Sendable {
    /// The whole view (images, buttons, plain views, single-line text drawn as a view).
    case block
    /// Line `index` (0-based, top to bottom) of a text view.
    case line(index: Int)
  }

  /// A corner of a rectangle.
  package enum Corner: Sendable {
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// The rectangle in the **root's** coordinates (the root view's bounds), already cut to the
  /// clipping ancestors of its view.
  package internal(set) var rect: SkeletonRect
  /// The radius of each corner in points, never negative, in single precision (shapes are
  /// copied by the thousand on every refresh): the view's corner radius, none on an edge a
  /// clipping ancestor cut (a cut edge is straight, as the clipped content is), and the rounding
  /// of a rounded clipping ancestor whose corner it sits in (``clipped(to:)``).
  private var topLeft: Float
  private var topRight: Float
  private var bottomLeft: Float
  private var bottomRight: Float
  /// The `SkeletonNode.id` of the view the shape stands for.
  package let nodeID: Int
  /// Whether the shape is a whole view or one text line.
  package let role: Role

  /// Creates a shape with `cornerRadius` on every corner (a negative or non-finite radius is 0).
  package init(rect: SkeletonRect, cornerRadius: Double = 0, nodeID: Int, role: Role = .block) {
    self.rect = rect
    let radius = Float(cornerRadius.nonNegativeFinite)
    (topLeft, topRight, bottomLeft, bottomRight) = (radius, radius, radius, radius)
    self.nodeID = nodeID
    self.role = role
  }

  /// The largest corner radius in points (the view's, unless a rounded clip rounds more).
  package var cornerRadius: Double { Double(max(topLeft, topRight, bottomLeft, bottomRight)) }

  package var roundsAllCorners: Bool { min(topLeft, topRight, bottomLeft, bottomRight) > 0 }

  private var hasRoundedCorner: Bool { cornerRadius > 0 }

  func radius(at corner: Corner) -> Double {
    switch corner {
    case .topLeft: Double(topLeft)
    case .topRight: Double(topRight)
    case .bottomLeft: Double(bottomLeft)
    case .bottomRight: Double(bottomRight)
    }
  }

  /// Draws `corner` with `radius` (negative or non-finite: 0).
  private mutating func setRadius(_ radius: Double, at corner: Corner) {
    let value = Float(radius.nonNegativeFinite)
    switch corner {
    case .topLeft: topLeft = value
    case .topRight: topRight = value
    case .bottomLeft: bottomLeft = value
    case .bottomRight: bottomRight = value
    }
  }

  /// The part of the shape seen through the rounded rectangle `clip`, as `masksToBounds` with a
  /// corner radius cuts sublayers (`nil`: none): cut corners square, corners inside a rounded
  /// corner of `clip` rounded about its centre.
  func clipped(to clip: SkeletonShape) -> SkeletonShape? {
    let bounds = clip.rect
    let minX = max(rect.minX, bounds.minX)
    let maxX = min(rect.maxX, bounds.maxX)
    let minY = max(rect.minY, bounds.minY)
    let maxY = min(rect.maxY, bounds.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    let cutLeft = minX > rect.minX
    let cutRight = maxX < rect.maxX
    let cutTop = minY > rect.minY
    let cutBottom = maxY < rect.maxY
    // The common case (a whole shape in a square clip) copies nothing.
    guard cutLeft || cutRight || cutTop || cutBottom || clip.hasRoundedCorner else { return self }
    var shape = self
    if cutLeft || cutTop { shape.topLeft = 0 }
    if cutRight || cutTop { shape.topRight = 0 }
    if cutLeft || cutBottom { shape.bottomLeft = 0 }
    if cutRight || cutBottom { shape.bottomRight = 0 }
    shape.rect = SkeletonRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    guard clip.hasRoundedCorner else { return shape }
    // Each corner's distance in from the clip's, across and down; no allocation per shape.
    let (left, right) = (minX - bounds.minX, bounds.maxX - maxX)
    let (top, bottom) = (minY - bounds.minY, bounds.maxY - maxY)
    func round(_ corner: Corner, _ dx: Double, _ dy: Double) {
      shape.setRadius(max(shape.radius(at: corner), clip.radius(at: corner) - max(dx, dy)), at: corner)
    }
    round(.topLeft, left, top)
    round(.topRight, right, top)
    round(.bottomLeft, left, bottom)
    round(.bottomRight, right, bottom)
    return shape
  }

  /// The outline to fill, in the same coordinates: from the top edge clockwise, one arc per
  /// corner, each radius at most half the shorter side; empty for a shape with no area.
  package var outline: [PathCommand] {
    guard rect.isDrawable else { return [] }
    let limit = min(rect.width, rect.height) / 2
    let (tl, tr) = (min(Double(topLeft), limit), min(Double(topRight), limit))
    let (br, bl) = (min(Double(bottomRight), limit), min(Double(bottomLeft), limit))
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
