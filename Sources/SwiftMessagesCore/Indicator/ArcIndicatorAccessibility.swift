import Foundation

/// What VoiceOver hears about the arc indicator (its own text: the skeleton's
/// ``SkeletonAccessibility`` is separate).
package enum ArcIndicatorAccessibility {
  /// How the indicator presents itself to VoiceOver.
  package struct Element: Sendable {
    /// Whether VoiceOver visits the indicator.
    package let isAccessibilityElement: Bool
    /// The accessibility label; `nil` for none.
    package let label: String?
    /// Whether it carries the "updates frequently" trait.
    package let updatesFrequently: Bool
  }

  /// A running indicator is an element labelled ``SwiftMessagesString/loading`` that updates frequently; a
  /// stopped one (still on screen when `hidesWhenStopped` is off) is not an element, since
  /// nothing is loading.
  package static func element(isAnimating: Bool) -> Element {
    isAnimating
      ? Element(
        isAccessibilityElement: true, label: SwiftMessagesString.loading.localized, updatesFrequently: true)
      : Element(isAccessibilityElement: false, label: nil, updatesFrequently: false)
  }
}
