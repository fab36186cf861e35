import Foundation

/// The colours of a gradient skeleton, evenly spaced along the gradient (SkeletonView's
/// `SkeletonGradient`), for any colour type (`UIColor`s in UIKit, so dynamic colours stay dynamic).
package struct SkeletonGradientColors<Color> {
  /// The stops, first to last; never empty.
  package let colors: [Color]

  /// `[baseColor, secondaryColor, baseColor]`; without a secondary colour the middle stop is
  /// `complementary(baseColor)` (a slightly darker band on light colours, a lighter one on dark).
  package init(baseColor: Color, secondaryColor: Color?, complementary: (Color) -> Color) {
    colors = [baseColor, secondaryColor ?? complementary(baseColor), baseColor]
  }

  /// The given stops; an empty list gives the `fallback` stops.
  package init(colors: [Color], fallback: @autoclosure () -> [Color]) {
    self.colors = colors.isEmpty ? fallback() : colors
  }
}
