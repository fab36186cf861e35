#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A table's delegate that gives skeleton headers and footers. While the placeholders show,
/// the table's delegate (conforming or not) is the library's, which dequeues the header and
/// footer views named here and skeletonises them, and forwards to the app's delegate every
/// call that is not about rows or sections (`scrollViewDidScroll(_:)` and the like): the app
/// is never asked `heightForRowAt`, `willDisplay`, `didSelectRowAt` and so on for placeholder
/// rows its model does not have, and placeholder rows never highlight or get selected. The
/// app's delegate is back when `hideSkeleton()` returns.
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
