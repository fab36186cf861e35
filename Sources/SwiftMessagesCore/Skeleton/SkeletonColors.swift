import Foundation

/// The skeleton colours that follow the appearance: SkeletonView's default tint and
/// TABAnimated's light/dark pair, for apps that want that look.
public enum SkeletonColors {
  /// SkeletonView's `UIColor.skeletonDefault`: clouds `#ECF0F1` in light, darkClouds `#1C2325`
  /// in dark. The default tint of every skeleton.
  public static let skeletonDefault = DynamicColor(
    light: SkeletonFlatColor.clouds.color, dark: SkeletonFlatColor.darkClouds.color)

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
