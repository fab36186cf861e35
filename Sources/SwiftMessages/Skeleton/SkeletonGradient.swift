#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The colours of a gradient skeleton (SkeletonView's `SkeletonGradient`): by default
/// `[base, base.complementaryColor, base]`, a band slightly darker (light colours) or lighter
/// (dark colours) than the base.
public struct SkeletonGradient {
  /// The gradient's colours, dynamic where the inputs are.
  public let colors: [UIColor]

  /// Creates `[baseColor, secondaryColor ?? baseColor.complementaryColor, baseColor]`.
  public init(baseColor: UIColor, secondaryColor: UIColor? = nil) {
    colors = [baseColor, secondaryColor ?? baseColor.complementaryColor, baseColor]
  }

  /// Creates a gradient from explicit colours; an empty list gives the default gradient.
  public init(colors: [UIColor]) {
    self.colors = colors.isEmpty ? SkeletonGradient(baseColor: .skeletonDefault).colors : colors
  }
}
#endif
