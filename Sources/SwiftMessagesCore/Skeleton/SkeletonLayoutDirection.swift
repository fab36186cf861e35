/// The layout direction of a text view (`effectiveUserInterfaceLayoutDirection` on iOS).
package enum SkeletonLayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left-to-right scripts. The default.
  case leftToRight
  /// Right-to-left scripts (Arabic, Hebrew): natural alignment is to the right and the left
  /// and right padding act as leading and trailing padding, so they swap.
  case rightToLeft
}
