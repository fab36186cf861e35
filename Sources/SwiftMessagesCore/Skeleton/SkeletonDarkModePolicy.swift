import Foundation

/// Which appearance skeleton colours follow (TABAnimated's `darkModeType`). Colours are always
/// resolved with the skeleton overlay's own trait collection, so `.bySystem` also honours
/// `overrideUserInterfaceStyle` on the view or its ancestors.
package enum SkeletonDarkModePolicy: Hashable, Sendable, CaseIterable {
  /// Follow the appearance of the view the skeleton covers. The default.
  case bySystem
  /// Always use the light variants.
  case forceLight
  /// Always use the dark variants.
  case forceDark

  /// The appearance colours are resolved for, given the view's own `systemStyle`.
  /// `.unspecified` resolves as light, as UIKit does.
  package func style(for systemStyle: InterfaceStyle) -> InterfaceStyle {
    switch self {
    case .bySystem: systemStyle == .dark ? .dark : .light
    case .forceLight: .light
    case .forceDark: .dark
    }
  }

  /// `color` resolved under this policy for a view whose own appearance is `systemStyle`.
  package func resolve(_ color: DynamicColor, systemStyle: InterfaceStyle) -> RGBAColor {
    color.resolved(for: style(for: systemStyle))
  }

  /// Every stop of `gradient` resolved under this policy (TABAnimated's `ForceNormal` left the
  /// shimmer colours dark, TABAnimated #243; here every colour follows the same policy).
  package func resolve(_ gradient: SkeletonGradientColors, systemStyle: InterfaceStyle) -> [RGBAColor] {
    gradient.resolved(for: style(for: systemStyle))
  }
}
