/// The layout direction of a view (`effectiveUserInterfaceLayoutDirection` on iOS), used by the
/// skeleton text layout, the text anchors and the progress ring.
package enum TextLayoutDirection: Equatable, Sendable {
  /// Left-to-right scripts. The default.
  case leftToRight
  /// Right-to-left scripts (Arabic, Hebrew): natural alignment is to the right and the left
  /// and right padding act as leading and trailing padding, so they swap.
  case rightToLeft
}
