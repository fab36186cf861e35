/// One placeholder shape: a rounded rectangle in the skeleton root's coordinates, drawn with all
/// its root's shapes as one path in UIKit, as an SVG rectangle in the preview.
package struct SkeletonShape: Sendable {
  /// What part of its view a shape stands for.
  package enum Role: Equatable, Sendable {
    /// The whole view (images, buttons, plain views, single-line text drawn as a view).
    case block
    /// Line `index` (0-based, top to bottom) of a text view.
    case line(index: Int)
  }

  /// The corners of a rectangle.
  package struct Corners: OptionSet, Equatable, Sendable {
    package let rawValue: Int
    /// Creates a set from its raw bits.
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// The top-left corner.
    static let topLeft = Corners(rawValue: 1 << 0)
    /// The top-right corner.
    static let topRight = Corners(rawValue: 1 << 1)
    /// The bottom-left corner.
    static let bottomLeft = Corners(rawValue: 1 << 2)
    /// The bottom-right corner.
    static let bottomRight = Corners(rawValue: 1 << 3)
    /// All four corners.
    package static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }

  /// The rectangle in the **root's** coordinates (the root view's bounds), already cut to the
  /// clipping ancestors of its view.
  package internal(set) var rect: SkeletonRect
  /// The radius of each corner: the view's corner radius, none on an edge a clipping ancestor
  /// cut (a cut edge is straight, as the clipped content is), and the rounding of a rounded
  /// clipping ancestor whose corner it sits in (``clipped(to:)-(SkeletonShape)``).
  var cornerRadii: CornerRadii
  /// The `SkeletonNode.id` of the view the shape stands for.
  package let nodeID: Int
  /// Whether the shape is a whole view or one text line.
  package let role: Role

  /// Creates a shape whose `roundedCorners` have `cornerRadius` (a negative or non-finite
  /// radius is 0) and whose other corners are square.
  package init(
    rect: SkeletonRect, cornerRadius: Double = 0, nodeID: Int, role: Role = .block,
    roundedCorners: Corners = .all
  ) {
    self.rect = rect
    self.cornerRadii = CornerRadii(cornerRadius.nonNegativeFinite, corners: roundedCorners)
    self.nodeID = nodeID
    self.role = role
  }

  /// The largest corner radius in points (the view's, unless a rounded clip rounds more).
  package var cornerRadius: Double {
    max(radius(at: .topLeft), radius(at: .topRight), radius(at: .bottomLeft), radius(at: .bottomRight))
  }

  /// The corners drawn rounded.
  package var roundedCorners: Corners {
    var corners: Corners = []
    for corner in [Corners.topLeft, .topRight, .bottomLeft, .bottomRight] where radius(at: corner) > 0 {
      corners.insert(corner)
    }
    return corners
  }

  /// One radius per corner, in points, never negative. Stored in single precision, which keeps
  /// a shape as small as one radius and a corner set did (shapes are copied by the thousand
  /// on every refresh).
  struct CornerRadii: Equatable, Sendable {
    private var topLeft: Float = 0
    private var topRight: Float = 0
    private var bottomLeft: Float = 0
    private var bottomRight: Float = 0

    /// `radius` on `corners`, 0 elsewhere.
    package init(_ radius: Double = 0, corners: Corners = .all) {
      let radius = Float(radius.nonNegativeFinite)
      topLeft = corners.contains(.topLeft) ? radius : 0
      topRight = corners.contains(.topRight) ? radius : 0
      bottomLeft = corners.contains(.bottomLeft) ? radius : 0
      bottomRight = corners.contains(.bottomRight) ? radius : 0
    }

    /// The radius of `corner` (one corner).
    subscript(corner: Corners) -> Double {
      get {
        switch corner {
        case .topLeft: Double(topLeft)
        case .topRight: Double(topRight)
        case .bottomLeft: Double(bottomLeft)
        default: Double(bottomRight)
        }
      }
      set {
        let value = Float(newValue.nonNegativeFinite)
        switch corner {
        case .topLeft: topLeft = value
        case .topRight: topRight = value
        case .bottomLeft: bottomLeft = value
        default: bottomRight = value
        }
      }
    }
  }

  /// Whether any corner is rounded.
  private var hasRoundedCorner: Bool { cornerRadii != CornerRadii() }

  /// The radius `corner` (one corner) is drawn with.
  func radius(at corner: Corners) -> Double {
    cornerRadii[corner]
  }

  /// The shape as seen through `clip` (a rectangle in the same coordinates): `nil` when
  /// nothing of it is visible, the shape unchanged when all of it is, otherwise the visible
  /// part with the corners on cut edges made square.
  func clipped(to clip: SkeletonRect) -> SkeletonShape? {
    clipped(to: SkeletonShape(rect: clip, nodeID: nodeID))
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
    if cutLeft || cutTop { shape.cornerRadii[.topLeft] = 0 }
    if cutRight || cutTop { shape.cornerRadii[.topRight] = 0 }
    if cutLeft || cutBottom { shape.cornerRadii[.bottomLeft] = 0 }
    if cutRight || cutBottom { shape.cornerRadii[.bottomRight] = 0 }
    shape.rect = SkeletonRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    guard clip.hasRoundedCorner else { return shape }
    // Each corner's distance in from the clip's, across and down; no allocation per shape.
    let (left, right) = (minX - bounds.minX, bounds.maxX - maxX)
    let (top, bottom) = (minY - bounds.minY, bounds.maxY - maxY)
    func round(_ corner: Corners, _ dx: Double, _ dy: Double) {
      shape.cornerRadii[corner] = max(shape.cornerRadii[corner], clip.radius(at: corner) - max(dx, dy))
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
