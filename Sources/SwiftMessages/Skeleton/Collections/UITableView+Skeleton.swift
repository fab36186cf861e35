#if canImport(UIKit) && !os(watchOS)
import UIKit

private enum SkeletonTableKeys {
  static var session: UInt8 = 0
}

extension UITableView: SkeletonReloadable, SkeletonCellHost {
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

  var skeletonisesCells: Bool { skeletonTableSession != nil }

  func beginCellSkeletons(_ configuration: SkeletonConfiguration) {
    if let session = skeletonTableSession {
      session.cells.update(configuration)
      return
    }
    // A diffable data source is never replaced (UIKit asserts): see SkeletonPlaceholder.
    guard let original = dataSource as? any SkeletonTableViewDataSource,
      !(original is SkeletonDiffableDataSourceMarker)
    else { return }
    let session = SkeletonTableDataSource(table: self, original: original)
    skeletonTableSession = session
    session.cells.activate(configuration)
    dataSource = session
    if session.skeletonDelegate != nil { delegate = session }
    // The app's prefetching would be asked about placeholder index paths its (still empty)
    // model does not have: off while the placeholders show, restored with the data source.
    session.prefetchDataSource = prefetchDataSource
    prefetchDataSource = nil
    session.cells.isInitialLoad = true
    reloadData()
    layoutIfNeeded()
    session.cells.isInitialLoad = false
  }

  func updateCellSkeletons(_ configuration: SkeletonConfiguration) {
    skeletonTableSession?.cells.update(configuration)
  }

  func endCellSkeletons(transition: SkeletonTransitionStyle, reloadData: Bool) {
    if let session = skeletonTableSession {
      skeletonTableSession = nil
      session.stopObserving()
      session.cells.hideAll(transition: transition)
      if delegate === session { delegate = session.skeletonDelegate }
      if dataSource === session { dataSource = session.original }
      if prefetchDataSource == nil { prefetchDataSource = session.prefetchDataSource }
    }
    if reloadData { reloadAfterSkeleton() }
  }

  // MARK: - SkeletonReloadable

  func reloadAfterSkeleton() { reloadData() }
}
#endif
