import Foundation

/// The skeleton colours that follow the appearance: SkeletonView's default tint and
/// TABAnimated's light/dark pair, for apps that want that look.
public enum SkeletonColors {
  /// SkeletonView's `UIColor.skeletonDefault`: clouds `#ECF0F1` in light, darkClouds `#1C2325`
  /// in dark. The default tint of every skeleton.
  public static let skeletonDefault = DynamicColor(
    light: skeletonDefaultFlatColor(for: .light).color, dark: skeletonDefaultFlatColor(for: .dark).color)

  /// The flat colour ``skeletonDefault`` shows in `style`: ``SkeletonFlatColor/clouds`` in
  /// light (and
  /// unspecified), ``SkeletonFlatColor/darkClouds`` in dark. The UIKit layer resolves it through the
  /// settable `UIColor.clouds` / `UIColor.darkClouds`, so an app that replaces those changes
  /// the default skeleton colour, as in SkeletonView.
  public static func skeletonDefaultFlatColor(for style: InterfaceStyle) -> SkeletonFlatColor {
    style == .dark ? .darkClouds : .clouds
  }

  /// TABAnimated's placeholder colour (`animatedColor` / `darkAnimatedColor`): `#EEEEEE` in
  /// light, `#282828` in dark.
  public static let tabAnimatedColor = DynamicColor(
    light: RGBAColor(red255: 0xEE, green: 0xEE, blue: 0xEE),
    dark: RGBAColor(red255: 0x28, green: 0x28, blue: 0x28))

  /// TABAnimated's background behind the placeholders (`animatedBackgroundColor` /
  /// `darkAnimatedBackgroundColor`): white in light, `#1C1C1E` (the dark value of
  /// `secondarySystemBackground`) in dark.
  public static let tabAnimatedBackground = DynamicColor(
    light: .white, dark: RGBAColor(red255: 0x1C, green: 0x1C, blue: 0x1E))
}
