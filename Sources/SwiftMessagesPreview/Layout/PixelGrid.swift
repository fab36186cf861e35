/// How UIKit rounds layout to the pixel grid: intrinsic sizes round up to a whole pixel
/// (`UILabel.intrinsicContentSize`), frames round each edge to the nearest pixel in root
/// coordinates. Values within a millionth of a pixel count as on the grid.
package struct PixelGrid: Sendable, Equatable {
  /// Pixels per point; a value that is not finite or below 1 becomes 1 (whole points).
  package let scale: Double

  package init(scale: Double) {
    self.scale = scale.isFinite && scale >= 1 ? scale : 1
  }

  /// `value` rounded up to the grid; 0 for a value that is not finite or not positive.
  package func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return ((value * scale) - 1e-6).rounded(.up) / scale
  }

  /// `value` rounded to the nearest grid line (halves away from zero); a value that is not
  /// finite is returned as it is.
  package func rounded(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let pixels = value * scale
    let nearest = (pixels + (pixels < 0 ? -1e-6 : 1e-6)).rounded()
    return nearest / scale
  }

  /// `frame` (x, y, width, height) with its edges on the grid.
  package func rounded(x: Double, y: Double, width: Double, height: Double) -> (
    x: Double, y: Double, width: Double, height: Double
  ) {
    let minX = rounded(x)
    let minY = rounded(y)
    return (minX, minY, rounded(x + width) - minX, rounded(y + height) - minY)
  }
}
