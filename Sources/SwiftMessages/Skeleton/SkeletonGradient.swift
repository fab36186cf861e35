#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The colours of a gradient skeleton (SkeletonView's `SkeletonGradient`): by default
/// `[base, base.complementaryColor, base]`, a band slightly darker (light colours) or lighter
/// (dark colours) than the base.
public struct SkeletonGradient {
  private let stops: SkeletonGradientColors<UIColor>

  /// The gradient's colours, dynamic where the inputs are.
  public var colors: [UIColor] { stops.colors }

  /// Creates `[baseColor, secondaryColor ?? baseColor.complementaryColor, baseColor]`.
  public init(baseColor: UIColor, secondaryColor: UIColor? = nil) {
    stops = SkeletonGradientColors(
      baseColor: baseColor, secondaryColor: secondaryColor, complementary: \.complementaryColor)
  }

  /// Creates a gradient from explicit colours; an empty list gives the default gradient.
  public init(colors: [UIColor]) {
    stops = SkeletonGradientColors(
      colors: colors, fallback: SkeletonGradient(baseColor: .skeletonDefault).stops)
  }
}
#endif
