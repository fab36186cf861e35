import Foundation
import SwiftMessagesCore

/// The values an animation runs through, one per key time; the case names the animated property.
package enum RenderKeyframes: Hashable, Sendable {
  case opacity([Double])
  /// The fill colour (for a skeleton pulse).
  case fill([RGBAColor])
  case strokeColor([RGBAColor])
  /// The path (`d`) of a ``RenderShape/path(_:)`` node: a morph. Paths should have the same
  /// command structure, as SVG interpolates them command by command.
  case path([[PathCommand]])
  /// A translation of a gradient, in its own units (only inside ``RenderLinearGradient/animations``).
  case gradientTranslation([PathPoint])

  package var count: Int {
    switch self {
    case .opacity(let values): values.count
    case .fill(let values), .strokeColor(let values): values.count
    case .path(let values): values.count
    case .gradientTranslation(let values): values.count
    }
  }
}

/// How an animation moves between key values (SMIL `calcMode`).
package enum RenderCalcMode: Hashable, Sendable {
  /// Straight interpolation.
  case linear
  /// Jumps from value to value.
  case discrete
  /// Bézier timing per interval: one (x1, y1, x2, y2) control-point set per pair of values,
  /// like `CAMediaTimingFunction(controlPoints:)`.
  case spline([RenderKeySpline])
}

/// One interval's timing curve: the control points of a unit cubic Bézier.
package struct RenderKeySpline: Hashable, Sendable {
  package var x1: Double
  package var y1: Double
  package var x2: Double
  package var y2: Double

  package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// `kCAMediaTimingFunctionEaseInEaseOut`.
  package static let easeInEaseOut = RenderKeySpline(0.42, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionEaseIn`.
  package static let easeIn = RenderKeySpline(0.42, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseOut`.
  package static let easeOut = RenderKeySpline(0, 0, 0.58, 1)
}

/// A keyframed animation, written as SVG `<animate>` / `<animateTransform>`, repeating forever
/// and holding its last value (`fill="freeze"`).
package struct RenderAnimation: Hashable, Sendable {
  package var keyframes: RenderKeyframes
  /// The key times, 0…1, one per value; nil spaces the values evenly, as does a wrong count (SVG
  /// would ignore the whole animation).
  package var keyTimes: [Double]? = nil
  /// One play's duration in seconds.
  package var duration: Double
  package var calcMode: RenderCalcMode = .linear
}
