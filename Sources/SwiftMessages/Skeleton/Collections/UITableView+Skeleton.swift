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

  var hasSkeletonDataSource: Bool {
    if skeletonTableSession?.lifetime.isInstalled == true { return true }
    return dataSource is any SkeletonTableViewDataSource && !(dataSource is SkeletonDiffableDataSourceMarker)
  }

  func beginCellSkeletons(_ configuration: SkeletonConfiguration) {
    let wasActive = skeletonTableSession?.cells.isActive ?? false
    handleSkeletonProxy(.showStarted, configuration: configuration)
    if wasActive, let session = skeletonTableSession { session.cells.update(configuration) }
  }

  func updateCellSkeletons(_ configuration: SkeletonConfiguration) {
    guard let session = skeletonTableSession, session.cells.isActive else { return }
    session.cells.update(configuration)
  }

  func cellSkeletonHideRequested() {
    handleSkeletonProxy(.hideRequested)
  }

  func endCellSkeletons(transition: SkeletonTransitionStyle, reloadData: Bool) {
    handleSkeletonProxy(.skeletonEnded(reloadDataAfter: reloadData), transition: transition)
  }

  /// Feeds `event` to the proxy's lifetime and applies its commands. Without a conforming,
  /// replaceable data source there is no proxy: only the app's reload applies.
  private func handleSkeletonProxy(
    _ event: SkeletonCollectionProxy.Event, configuration: SkeletonConfiguration? = nil,
    transition: SkeletonTransitionStyle = .none
  ) {
    guard let session = skeletonTableSession ?? makeSkeletonSession() else {
      var lifetime = SkeletonCollectionProxy()
      if lifetime.handle(event).reloadAppData { reloadAfterSkeleton() }
      return
    }
    let commands = session.lifetime.handle(event)
    if commands.install { installSkeletonProxy(session) }
    if commands.activateCells, let configuration { session.cells.activate(configuration) }
    if commands.reloadPlaceholders {
      session.cells.isInitialLoad = commands.activateCells
      reloadData()
      layoutIfNeeded()
      session.cells.isInitialLoad = false
    }
    if commands.restore { restoreAppData(from: session) }
    if commands.reloadAppData {
      // Loaded now, not at the next layout: the app's next insertRows starts from these counts.
      reloadData()
      layoutIfNeeded()
    }
    if commands.keepSkeletonOnVisibleCells { visibleCells.forEach(session.cells.skeletonise) }
    if commands.hideCellSkeletons { session.cells.hideAll(transition: transition) }
    if session.lifetime.phase == .absent { skeletonTableSession = nil }
  }

  private func makeSkeletonSession() -> SkeletonTableDataSource? {
    // A diffable data source is never replaced (UIKit asserts): see SkeletonPlaceholder.
    guard let original = dataSource as? any SkeletonTableViewDataSource,
      !(original is SkeletonDiffableDataSourceMarker)
    else { return nil }
    let session = SkeletonTableDataSource(table: self, original: original)
    skeletonTableSession = session
    return session
  }

  private func installSkeletonProxy(_ session: SkeletonTableDataSource) {
    dataSource = session
    // The app's delegate is asked nothing about placeholder rows: the proxy stands in and
    // forwards the rest (scrolling and the like).
    if session.appDelegate != nil { delegate = session }
    // The app's prefetching would be asked about placeholder index paths its (still empty)
    // model does not have: off while the placeholders show, restored with the data source.
    session.prefetchDataSource = prefetchDataSource
    prefetchDataSource = nil
    // Every placeholder row is as tall as the count assumed (self-sizing rows included).
    session.appRowHeight = rowHeight
    rowHeight = SkeletonItemCount.rowHeight(fixed: rowHeight, estimated: estimatedRowHeight)
    session.startObserving(self)
  }

  private func restoreAppData(from session: SkeletonTableDataSource) {
    session.stopObserving()
    if delegate === session { delegate = session.appDelegate }
    if dataSource === session { dataSource = session.original }
    if prefetchDataSource == nil { prefetchDataSource = session.prefetchDataSource }
    rowHeight = session.appRowHeight
  }

  // MARK: - SkeletonReloadable

  func reloadAfterSkeleton() { reloadData() }
}
#endif
