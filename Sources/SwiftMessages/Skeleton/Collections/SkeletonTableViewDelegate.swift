#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A table's delegate that gives skeleton headers and footers. While the skeleton shows, a
/// conforming delegate is replaced by the library's (and restored on hide), which dequeues the
/// header and footer views named here and skeletonises them.
@MainActor
public protocol SkeletonTableViewDelegate: UITableViewDelegate {
  /// The reuse identifier of the header of `section` (a registered
  /// `UITableViewHeaderFooterView`). `nil` (no header) by default.
  func collectionSkeletonView(_ skeletonView: UITableView, identifierForHeaderInSection section: Int)
    -> ReusableHeaderFooterIdentifier?
  /// The reuse identifier of the footer of `section`. `nil` (no footer) by default.
  func collectionSkeletonView(_ skeletonView: UITableView, identifierForFooterInSection section: Int)
    -> ReusableHeaderFooterIdentifier?
}

extension SkeletonTableViewDelegate {
  /// `nil`: no header.
  public func collectionSkeletonView(_ skeletonView: UITableView, identifierForHeaderInSection section: Int)
    -> ReusableHeaderFooterIdentifier?
  { nil }

  /// `nil`: no footer.
  public func collectionSkeletonView(_ skeletonView: UITableView, identifierForFooterInSection section: Int)
    -> ReusableHeaderFooterIdentifier?
  { nil }
}
#endif
