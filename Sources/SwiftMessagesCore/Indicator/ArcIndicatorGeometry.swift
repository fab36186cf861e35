import Foundation

/// Arcs and per-frame shades for the UIKit view and the SVG preview (y down, radians clockwise
/// from 3 o'clock); never mirrored in right-to-left layouts, like `UIActivityIndicatorView`.
package struct ArcIndicatorGeometry: Sendable {
  let style: ArcIndicatorStyle
  /// The arcs, clockwise from the first, each one arc command drawn clockwise.
  package let arcs: [PathCommand]
  /// The arcs' stroke width.
  package let lineWidth: Double

  /// Lays the indicator out centred in a `width` × `height` box, ``ArcIndicatorStyle/diameter``
  /// fitted to the shorter side; a zero, negative or non-finite size yields no arcs.
  package init(style: ArcIndicatorStyle = ArcIndicatorStyle(), width: Double, height: Double) {
    self.style = style
    guard case let (center, scale)? = style.fit(width: width, height: height) else {
      arcs = []
      lineWidth = 0
      return
    }
    let step = 360 / Double(style.arcCount)
    lineWidth = style.strokeWidth * scale
    arcs = (0..<style.arcCount).map { index in
      let start = style.paddingDegrees + step * Double(index)
      return .arc(
        center: center, radius: style.radius * scale,
        startAngle: start * .pi / 180, endAngle: (start + style.sweepDegrees) * .pi / 180, clockwise: true)
    }
  }

  /// The distance round the ring from the head arc, wrapping and capped at the last shade (the
  /// article's unwrapped `abs(arc − frame)` lost a neighbour at the seam and trapped when stopped).
  package func shadeIndex(arc: Int, frame: Int) -> Int {
    let count = style.arcCount
    let a = ((arc % count) + count) % count
    let f = ((frame % count) + count) % count
    let distance = abs(a - f)
    let wrapped = min(distance, count - distance)
    return min(wrapped, max(0, style.shades.count - 1))
  }

  /// The shades of arc `arc` through one revolution, frame by frame (the values of its
  /// discrete keyframe animation).
  package func keyframes(arc: Int) -> [Int] {
    (0..<style.arcCount).map { shadeIndex(arc: arc, frame: $0) }
  }

  /// The start times of the frames as fractions of a revolution (`0, 1/8, …, 7/8`), plus the
  /// closing 1 a discrete keyframe animation needs.
  package var keyTimes: [Double] {
    (0...style.arcCount).map { Double($0) / Double(style.arcCount) }
  }

  /// The frame shown while stopped (the article's stopped state crashed).
  package static let stoppedFrame = 0
}
