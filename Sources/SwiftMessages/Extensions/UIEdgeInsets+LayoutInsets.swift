#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIEdgeInsets {
  /// Converts the core's insets.
  package init(_ insets: LayoutInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension LayoutInsets {
  /// Converts UIKit insets to the core's.
  public init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
#endif
