/// The user's preferred text size: UIKit's `UIContentSizeCategory`, smallest first.
///
/// The raw values are UIKit's (`UICTContentSizeCategoryL` for ``large``, the default).
package enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
  /// xSmall.
  case extraSmall = "UICTContentSizeCategoryXS"
  /// Small.
  case small = "UICTContentSizeCategoryS"
  /// Medium.
  case medium = "UICTContentSizeCategoryM"
  /// Large: the system default.
  case large = "UICTContentSizeCategoryL"
  /// xLarge.
  case extraLarge = "UICTContentSizeCategoryXL"
  /// xxLarge.
  case extraExtraLarge = "UICTContentSizeCategoryXXL"
  /// xxxLarge: the largest size without "Larger Accessibility Sizes".
  case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
  /// AX1.
  case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
  /// AX2.
  case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
  /// AX3.
  case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
  /// AX4.
  case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
  /// AX5: the largest size.
  case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

  /// The position of the category from ``extraSmall`` (0) to
  /// ``accessibilityExtraExtraExtraLarge`` (11).
  var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// Smaller categories order first.
  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
