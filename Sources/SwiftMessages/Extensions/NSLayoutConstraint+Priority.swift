#if canImport(UIKit) && !os(watchOS)
import UIKit

extension NSLayoutConstraint {
  /// The constraint with its priority set to `priority`, for building constraint lists.
  func withPriority(_ priority: Float) -> NSLayoutConstraint {
    self.priority = UILayoutPriority(priority)
    return self
  }
}
#endif
