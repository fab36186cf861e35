/// The device's pixel grid: how UIKit rounds what it lays out, in one place.
///
/// - Intrinsic sizes round **up** to a whole pixel (`UILabel.intrinsicContentSize`: a 17 pt
///   label's 20.29 pt becomes 20.5 at 2×, 20.333… at 3×).
/// - Frames round each **edge** to the nearest pixel, in the root's coordinates (Auto Layout
///   applies its solution that way), so a view's width is the distance between its rounded edges.
///
/// Values within a millionth of a pixel of the grid count as on it (floating-point noise).
package struct PixelGrid: Sendable, Equatable {
  /// Pixels per point; a value that is not finite or below 1 becomes 1 (whole points).
  package let scale: Double

  /// The grid of a `scale`× screen.
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
