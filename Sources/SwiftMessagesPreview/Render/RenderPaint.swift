import Foundation
import SwiftMessagesCore

/// How a shape is filled or stroked.
public enum RenderPaint: Hashable, Sendable {
  /// One colour (its alpha becomes `fill-opacity` / `stroke-opacity`).
  case color(RGBAColor)
  /// A linear gradient.
  case linearGradient(RenderLinearGradient)
}

/// One colour stop of a ``RenderLinearGradient``.
public struct RenderGradientStop: Hashable, Sendable {
  /// The position along the gradient, 0…1 (values outside are written as given; SVG clamps).
  public var offset: Double
  /// The colour at the stop.
  public var color: RGBAColor

  /// Creates a stop.
  public init(offset: Double, color: RGBAColor) {
    self.offset = offset
    self.color = color
  }
}

/// A linear gradient, from `start` to `end` in unit coordinates (like `CAGradientLayer`'s
/// `startPoint`/`endPoint`, the core's ``SkeletonUnitPoint``).
public struct RenderLinearGradient: Hashable, Sendable {
  /// What the unit coordinates are relative to.
  public enum Space: Hashable, Sendable {
    /// The painted shape's bounding box (SVG `objectBoundingBox`), like a gradient layer's bounds.
    case boundingBox
    /// A rectangle in the painted node's coordinates (SVG `userSpaceOnUse`), so several shapes
    /// share one gradient band.
    case rect(RenderRect)
  }

  /// The colour stops, in order.
  public var stops: [RenderGradientStop]
  /// Where offset 0 lies. (0, 0.5), the leading edge, by default.
  public var start: SkeletonUnitPoint
  /// Where offset 1 lies. (1, 0.5), the trailing edge, by default.
  public var end: SkeletonUnitPoint
  /// What the unit points are relative to. ``Space/boundingBox`` by default.
  public var space: Space
  /// Animations of the gradient itself: only ``RenderKeyframes/gradientStopOffset(stop:_:)`` and
  /// ``RenderKeyframes/gradientTranslation(_:)`` apply here; other kinds are ignored. None by default.
  public var animations: [RenderAnimation]

  /// Creates a gradient.
  public init(
    stops: [RenderGradientStop], start: SkeletonUnitPoint = SkeletonUnitPoint(x: 0, y: 0.5),
    end: SkeletonUnitPoint = SkeletonUnitPoint(x: 1, y: 0.5), space: Space = .boundingBox,
    animations: [RenderAnimation] = []
  ) {
    self.stops = stops
    self.start = start
    self.end = end
    self.space = space
    self.animations = animations
  }
}

/// The outline of a shape.
public struct RenderStroke: Hashable, Sendable {
  /// The end of an open line.
  public enum Cap: String, Hashable, Sendable {
    /// Ends flush with the end point.
    case butt
    /// A half-circle past the end point.
    case round
    /// A half-square past the end point.
    case square
  }

  /// The corner of two joined segments.
  public enum Join: String, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
  }

  /// The stroke's paint.
  public var paint: RenderPaint
  /// The line width. 1 by default.
  public var width: Double
  /// The line cap. ``Cap/butt`` by default (Core Animation's default).
  public var cap: Cap
  /// The line join. ``Join/miter`` by default.
  public var join: Join
  /// The dash pattern (on, off, …); empty for a solid line, the default.
  public var dash: [Double]
  /// The dash phase (`stroke-dashoffset`). 0 by default.
  public var dashOffset: Double

  /// Creates a stroke.
  public init(
    _ paint: RenderPaint, width: Double = 1, cap: Cap = .butt, join: Join = .miter, dash: [Double] = [],
    dashOffset: Double = 0
  ) {
    self.paint = paint
    self.width = width
    self.cap = cap
    self.join = join
    self.dash = dash
    self.dashOffset = dashOffset
  }
}
