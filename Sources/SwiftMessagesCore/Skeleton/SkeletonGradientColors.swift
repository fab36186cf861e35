import Foundation

/// The colours of a gradient skeleton, evenly spaced along the gradient (SkeletonView's
/// `SkeletonGradient`). Each stop is a ``DynamicColor``, so the whole gradient, band included,
/// follows light and dark mode.
package struct SkeletonGradientColors: Hashable, Sendable {
  /// The stops, first to last; never empty. `[base, base.complementary, base]` of
  /// ``SkeletonColors/skeletonDefault`` by default.
  package var colors: [DynamicColor] {
    didSet { if colors.isEmpty { colors = Self.default.colors } }
  }

  /// `[baseColor, secondaryColor, baseColor]`; without a secondary colour the middle stop is
  /// `baseColor.complementary` (a slightly darker band on light colours, a lighter one on dark).
  package init(baseColor: DynamicColor, secondaryColor: DynamicColor? = nil) {
    colors = [baseColor, secondaryColor ?? baseColor.complementary, baseColor]
  }

  /// The given stops; an empty list falls back to ``default``'s stops.
  package init(colors: [DynamicColor]) {
    self.colors = colors.isEmpty ? Self.default.colors : colors
  }

  /// The default gradient: `[clouds, ≈(222, 226, 227), clouds]` in light and
  /// `[darkClouds, ≈(38, 47, 50), darkClouds]` in dark.
  package static let `default` = SkeletonGradientColors(baseColor: SkeletonColors.skeletonDefault)

  /// The first stop, used for a solid skeleton of the same look.
  package var baseColor: DynamicColor {
    colors.first ?? SkeletonColors.skeletonDefault
  }

  /// The stops resolved for one appearance.
  package func resolved(for style: InterfaceStyle) -> [RGBAColor] {
    colors.map { $0.resolved(for: style) }
  }
}
