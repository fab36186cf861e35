import Foundation
import SwiftMessagesCore

/// How a shape is filled or stroked.
package enum RenderPaint: Hashable, Sendable {
  /// One colour (its alpha becomes `fill-opacity` / `stroke-opacity`).
  case color(RGBAColor)
  case linearGradient(RenderLinearGradient)
}

/// One colour stop of a ``RenderLinearGradient``.
package struct RenderGradientStop: Hashable, Sendable {
  /// The position along the gradient, 0…1 (values outside are written as given; SVG clamps).
  package var offset: Double
  package var color: RGBAColor
}

/// A linear gradient, from `start` to `end` in unit coordinates of `space` (like
/// `CAGradientLayer`'s `startPoint`/`endPoint`, the core's ``SkeletonUnitPoint``).
package struct RenderLinearGradient: Hashable, Sendable {
  package var stops: [RenderGradientStop]
  /// Where offset 0 lies. (0, 0.5), the leading edge, by default.
  package var start: SkeletonUnitPoint = SkeletonUnitPoint(x: 0, y: 0.5)
  /// Where offset 1 lies. (1, 0.5), the trailing edge, by default.
  package var end: SkeletonUnitPoint = SkeletonUnitPoint(x: 1, y: 0.5)
  /// The rectangle the unit points are relative to, in the painted node's coordinates (SVG
  /// `userSpaceOnUse`), so several shapes share one gradient band.
  package var space: RenderRect
  /// Only ``RenderKeyframes/gradientTranslation(_:)`` animations apply here; other kinds are ignored.
  package var animations: [RenderAnimation] = []
}

/// The outline of a shape.
package struct RenderStroke: Hashable, Sendable {
  /// The end of an open line.
  package enum Cap: String, Hashable, Sendable {
    /// Ends flush with the end point.
    case butt
    /// A half-circle past the end point.
    case round
  }

  /// The corner of two joined segments.
  package enum Join: String, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
  }

  package var paint: RenderPaint
  package var width: Double = 1
  /// The line cap. ``Cap/butt`` by default (Core Animation's default).
  package var cap: Cap = .butt
  package var join: Join = .miter
  /// The dash pattern (on, off, …); empty for a solid line, the default.
  package var dash: [Double] = []
}
