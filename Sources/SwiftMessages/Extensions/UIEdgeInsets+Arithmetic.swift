#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIEdgeInsets {
  /// Adds two insets edge by edge (SwiftMessages 10's operator).
  public static func + (left: UIEdgeInsets, right: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: left.top + right.top, left: left.left + right.left, bottom: left.bottom + right.bottom,
      right: left.right + right.right)
  }

  /// Subtracts `right` from `left` edge by edge (SwiftMessages 10's operator).
  public static func - (left: UIEdgeInsets, right: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: left.top - right.top, left: left.left - right.left, bottom: left.bottom - right.bottom,
      right: left.right - right.right)
  }
}
#endif
