import Foundation

/// The skeleton colours that follow the appearance: SkeletonView's default tint.
package enum SkeletonColors {
  /// SkeletonView's `UIColor.skeletonDefault`: clouds `#ECF0F1` in light, darkClouds `#1C2325` in dark.
  package static let skeletonDefault = DynamicColor(
    light: skeletonDefaultFlatColor(for: .light).color, dark: skeletonDefaultFlatColor(for: .dark).color)

  /// The flat colour ``skeletonDefault`` shows in `style` (clouds, darkClouds in dark), resolved on
  /// iOS through the settable `UIColor.clouds`/`.darkClouds`, so apps can replace it as in SkeletonView.
  package static func skeletonDefaultFlatColor(for style: InterfaceStyle) -> SkeletonFlatColor {
    style == .dark ? .darkClouds : .clouds
  }
}
