#if canImport(UIKit) && !os(watchOS)
import UIKit

private enum SkeletonTableKeys {
  static var session: UInt8 = 0
}

extension UITableView: SkeletonProxyHost {
  /// How many rows fill the visible height of one section: the table's row height (or
  /// estimated height for self-sizing rows, else 44), its content insets and header view,
  /// through ``SkeletonItemCount``. Use it for the number of ``SkeletonPlaceholder`` items of
  /// a diffable data source. At least 1 once the table has a size, 0 before.
  public var estimatedNumberOfSkeletonRows: Int {
    let height = SkeletonItemCount.rowHeight(fixed: rowHeight, estimated: estimatedRowHeight)
    return SkeletonItemCount.tableRows(
      visibleHeight: bounds.height, contentInsets: LayoutInsets(adjustedContentInset),
      tableHeaderHeight: tableHeaderView?.frame.height ?? 0, sections: [.init(lineLength: height)]
    ).first ?? 0
  }

  /// The placeholder data source while the skeleton shows (retained here: `dataSource` is weak).
  var skeletonTableSession: SkeletonTableDataSource? {
    get { skeletonValue(&SkeletonTableKeys.session) }
    set { setSkeletonValue(newValue, &SkeletonTableKeys.session) }
  }

  // MARK: - SkeletonCellHost

  var hasSkeletonDataSource: Bool {
    if skeletonTableSession?.lifetime.isInstalled == true { return true }
    return dataSource is any SkeletonTableViewDataSource && !(dataSource is SkeletonDiffableDataSourceMarker)
  }

  // MARK: - SkeletonProxyHost

  var proxySession: SkeletonTableDataSource? {
    get { skeletonTableSession }
    set { skeletonTableSession = newValue }
  }

  var visibleSkeletonCells: [UIView] { visibleCells }

  func reloadPlaceholders(_ session: SkeletonTableDataSource) { reloadData() }

  func makeSkeletonSession() -> SkeletonTableDataSource? {
    // A diffable data source is never replaced (UIKit asserts): see SkeletonPlaceholder.
    guard let original = dataSource as? any SkeletonTableViewDataSource,
      !(original is SkeletonDiffableDataSourceMarker)
    else { return nil }
    let session = SkeletonTableDataSource(table: self, original: original)
    skeletonTableSession = session
    return session
  }

  func installSkeletonProxy(_ session: SkeletonTableDataSource) {
    dataSource = session
    // The app's delegate is asked nothing about placeholder rows: the proxy stands in and
    // forwards the rest (scrolling and the like).
    delegate = session
    // The app's prefetching would be asked about placeholder index paths its (still empty)
    // model does not have: off while the placeholders show, restored with the data source.
    session.prefetchDataSource = prefetchDataSource
    prefetchDataSource = nil
    // Every placeholder row is as tall as the count assumed (self-sizing rows included).
    session.appRowHeight = rowHeight
    rowHeight = SkeletonItemCount.rowHeight(fixed: rowHeight, estimated: estimatedRowHeight)
    session.startObserving(self)
  }

  func restoreAppData(from session: SkeletonTableDataSource) {
    session.stopObserving()
    if delegate === session { delegate = session.appDelegate as? any UITableViewDelegate }
    if dataSource === session { dataSource = session.original }
    if prefetchDataSource == nil { prefetchDataSource = session.prefetchDataSource }
    rowHeight = session.appRowHeight
  }

  // MARK: - SkeletonReloadable

  func reloadAfterSkeleton() { reloadData() }
}
#endif
