#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The reuse identifier of a skeleton cell (SkeletonView's name).
public typealias ReusableCellIdentifier = String
/// The reuse identifier of a skeleton header or footer (SkeletonView's name).
public typealias ReusableHeaderFooterIdentifier = String

/// SkeletonView's module name, for the names Xcode writes qualified with it: "Add protocol
/// stubs" writes the data-source methods as `-> SkeletonView.ReusableCellIdentifier`, and apps
/// keep that form after `import SkeletonView` becomes `import SwiftMessages`. In a file that
/// imports the `SkeletonView` compatibility product, this type hides that module's name (a type
/// wins over a module), so other SkeletonView types are written unqualified.
public enum SkeletonView {
  /// The top-level ``ReusableCellIdentifier`` (a `String`).
  public typealias ReusableCellIdentifier = String
  /// The top-level ``ReusableHeaderFooterIdentifier`` (a `String`).
  public typealias ReusableHeaderFooterIdentifier = String
}

/// A cell the skeleton data sources dequeue (SkeletonView's marker protocol). `UITableViewCell`
/// and `UICollectionViewCell` conform.
public protocol SkeletonReusableCell {}

extension UITableViewCell: SkeletonReusableCell {}
extension UICollectionViewCell: SkeletonReusableCell {}

/// A table's data source that can fill the table with placeholder cells while it loads.
///
/// When `showSkeleton()` (or any variant) is called on a table whose `dataSource` conforms,
/// the table shows the app's real cells, dequeued by ``collectionSkeletonView(_:cellIdentifierForRowAt:)``,
/// each skeletonised with the table's configuration (mark the cells and their subviews
/// `isSkeletonable`). While the placeholders show, the table's row height is pinned to the
/// one the count assumed (the estimate for self-sizing rows), the app's prefetching is paused,
/// the table takes no touches and does not scroll (unless its
/// `isUserInteractionDisabledWhenSkeletonIsActive` is `false`; both come back as they were), and
/// the app's delegate hears nothing about placeholder rows (see ``SkeletonTableViewDelegate``).
/// `hideSkeleton()` gives the data source, delegate, prefetching and row height back and loads
/// the app's rows before it returns (whatever `reloadDataAfter` says, so no placeholder row
/// stays), also while a minimum display time keeps the skeleton on the visible cells: an
/// `insertRows` right after it is consistent.
///
/// ```swift
/// extension FeedViewController: SkeletonTableViewDataSource {
///   func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
///     -> ReusableCellIdentifier { "FeedCell" }
/// }
/// tableView.showAnimatedGradientSkeleton()
/// ```
///
/// A `UITableViewDiffableDataSource` is never replaced (UIKit forbids it): use
/// ``SkeletonPlaceholder`` items instead.
@MainActor
public protocol SkeletonTableViewDataSource: UITableViewDataSource {
  /// The number of skeleton sections. 1 by default.
  func numSections(in collectionSkeletonView: UITableView) -> Int
  /// The number of skeleton rows of `section`. `UITableView.automaticNumberOfSkeletonRows`
  /// (fill the visible height, computed from the row height, insets and headers) by default.
  func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The reuse identifier of the cell shown at `indexPath` (required).
  func collectionSkeletonView(_ skeletonView: UITableView, cellIdentifierForRowAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  /// A cell to show at `indexPath` instead of dequeuing one by identifier. `nil` by default.
  func collectionSkeletonView(_ skeletonView: UITableView, skeletonCellForRowAt indexPath: IndexPath)
    -> UITableViewCell?
  /// Prepares a dequeued cell before its skeleton is shown (placeholder text, line counts).
  /// Does nothing by default.
  func collectionSkeletonView(
    _ skeletonView: UITableView, prepareCellForSkeleton cell: UITableViewCell, at indexPath: IndexPath)
}

extension SkeletonTableViewDataSource {
  /// One section.
  public func numSections(in collectionSkeletonView: UITableView) -> Int { 1 }

  /// `UITableView.automaticNumberOfSkeletonRows`.
  public func collectionSkeletonView(_ skeletonView: UITableView, numberOfRowsInSection section: Int) -> Int {
    UITableView.automaticNumberOfSkeletonRows
  }

  /// `nil`: the cell is dequeued by identifier.
  public func collectionSkeletonView(_ skeletonView: UITableView, skeletonCellForRowAt indexPath: IndexPath)
    -> UITableViewCell?
  { nil }

  /// Does nothing.
  public func collectionSkeletonView(
    _ skeletonView: UITableView, prepareCellForSkeleton cell: UITableViewCell, at indexPath: IndexPath
  ) {}
}

extension UITableView {
  /// Returned from `collectionSkeletonView(_:numberOfRowsInSection:)`, fills the visible
  /// height with rows: -1 (``SkeletonItemCount/automatic``).
  public static let automaticNumberOfSkeletonRows = SkeletonItemCount.automatic

  /// How many rows fill the visible height of one section: the table's row height (or
  /// estimated height for self-sizing rows, else 44), its content insets and header view,
  /// through ``SkeletonItemCount``. Use it for the number of ``SkeletonPlaceholder`` items of
  /// a diffable data source. At least 1 once the table has a size, 0 before.
  public var estimatedNumberOfSkeletonRows: Int {
    skeletonRows([.init(lineLength: skeletonRowHeight)]).first ?? 0
  }

  /// The height each placeholder row is counted (and pinned) with.
  var skeletonRowHeight: CGFloat {
    SkeletonItemCount.rowHeight(fixed: rowHeight, estimated: estimatedRowHeight)
  }

  /// The rows of each of `sections` in the visible height, below the insets and header view.
  func skeletonRows(_ sections: [SkeletonItemCount.Section]) -> [Int] {
    SkeletonItemCount.tableRows(
      visibleHeight: bounds.height, contentInsets: LayoutInsets(adjustedContentInset),
      tableHeaderHeight: tableHeaderView?.frame.height ?? 0, sections: sections)
  }
}

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
