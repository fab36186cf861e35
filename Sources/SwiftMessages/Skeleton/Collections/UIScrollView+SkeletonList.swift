#if canImport(UIKit) && !os(watchOS)
import UIKit

private enum SkeletonListKeys {
  static var proxy: UInt8 = 0
}

/// Skeleton events of a table or collection view whose cells draw its skeleton
/// (``Skeletonizer/Plan/cellHostIDs``), run by the core's ``SkeletonCollectionProxy`` and applied
/// through a ``SkeletonListProxy``; no-ops on other scroll views.
extension UIScrollView {
  /// The placeholder data source while one exists (retained here: `dataSource` is weak).
  var skeletonListProxy: SkeletonListProxy? {
    get { skeletonValue(&SkeletonListKeys.proxy) }
    set { setSkeletonValue(newValue, &SkeletonListKeys.proxy) }
  }

  /// The app's data source when it conforms to the view's skeleton data source protocol and
  /// can be replaced (a diffable data source is never replaced: UIKit asserts).
  private var replaceableSkeletonDataSource: AnyObject? {
    let source: AnyObject? =
      (self as? UITableView)?.dataSource as? any SkeletonTableViewDataSource
      ?? (self as? UICollectionView)?.dataSource as? any SkeletonCollectionViewDataSource
    return source is SkeletonDiffableDataSourceMarker ? nil : source
  }

  /// The fact ``SkeletonNode/hasSkeletonDataSource``: the placeholder data source is
  /// installed, or the app's conforms and can be replaced (not diffable).
  var hasSkeletonDataSource: Bool {
    skeletonListProxy?.lifetime.isInstalled == true || replaceableSkeletonDataSource != nil
  }

  /// A new proxy for a conforming, replaceable data source, stored in ``skeletonListProxy``;
  /// `nil` for any other.
  func makeSkeletonListProxy() -> SkeletonListProxy? {
    guard let original = replaceableSkeletonDataSource else { return nil }
    let proxy = SkeletonListProxy(list: self, original: original, appDelegate: delegate)
    skeletonListProxy = proxy
    return proxy
  }

  /// The skeleton appeared (or a show cancelled a pending hide): installs the placeholder data
  /// source, if the app's conforms, and skeletonises the cells.
  func beginCellSkeletons(_ configuration: SkeletonConfiguration) {
    let wasActive = skeletonListProxy?.isActive ?? false
    handleSkeletonProxy(.showStarted, configuration: configuration)
    if wasActive, let proxy = skeletonListProxy { proxy.update(configuration) }
  }

  /// Gives the skeletonised cells a new configuration.
  func updateCellSkeletons(_ configuration: SkeletonConfiguration) {
    guard let proxy = skeletonListProxy, proxy.isActive else { return }
    proxy.update(configuration)
  }

  /// `hideSkeleton()` was called: the app's data source (and delegate) come back at once, even
  /// while the skeleton's minimum display time runs.
  func cellSkeletonHideRequested() {
    handleSkeletonProxy(.hideRequested)
  }

  /// The skeleton is gone: hides the cells' skeletons with `transition`, and reloads the app's
  /// data if `reloadData` and it was not reloaded yet.
  func endCellSkeletons(transition: SkeletonTransitionStyle, reloadData: Bool) {
    handleSkeletonProxy(.skeletonEnded(reloadDataAfter: reloadData), transition: transition)
  }

  /// Reloads a table's or collection view's data (when a skeleton goes).
  func reloadAfterSkeleton() {
    (self as? UITableView)?.reloadData()
    (self as? UICollectionView)?.reloadData()
  }

  /// Feeds `event` to the proxy's lifetime and applies its actions. Without a conforming,
  /// replaceable data source there is no proxy: only the app's reload applies.
  func handleSkeletonProxy(
    _ event: SkeletonCollectionProxy.Event, configuration: SkeletonConfiguration? = nil,
    transition: SkeletonTransitionStyle = .none
  ) {
    guard let proxy = skeletonListProxy ?? makeSkeletonListProxy() else {
      var lifetime = SkeletonCollectionProxy()
      if lifetime.handle(event).contains(.reloadAppData) { reloadAfterSkeleton() }
      return
    }
    var activatesCells = false
    for action in proxy.lifetime.handle(event) {
      switch action {
      case .install: installSkeletonProxy(proxy)
      case .activateCells:
        activatesCells = true
        if let configuration { proxy.activate(configuration) }
      case .reloadPlaceholders:
        proxy.isInitialLoad = activatesCells
        proxy.reload(self)
        layoutIfNeeded()
        proxy.isInitialLoad = false
      case .disableInteraction:
        proxy.appInteraction = (isUserInteractionEnabled, isScrollEnabled)
        isUserInteractionEnabled = false
        isScrollEnabled = false
      case .restoreInteraction:
        isUserInteractionEnabled = proxy.appInteraction.isUserInteractionEnabled
        isScrollEnabled = proxy.appInteraction.isScrollEnabled
      case .restore: restoreAppData(from: proxy)
      case .reloadAppData:
        // Loaded now, not at the next layout: the app's next insertRows/performBatchUpdates
        // starts from these counts.
        reloadAfterSkeleton()
        layoutIfNeeded()
      case .keepSkeletonOnVisibleCells:
        let cells: [UIView] =
          (self as? UITableView)?.visibleCells ?? (self as? UICollectionView)?.visibleCells ?? []
        cells.forEach(proxy.skeletonise)
      case .hideCellSkeletons: proxy.hideAll(transition: transition)
      }
    }
    if proxy.lifetime.phase == .absent { skeletonListProxy = nil }
  }

  /// Puts the proxy in place of the app's data source and delegate, and turns prefetching off while
  /// placeholders show (it would ask the still-empty model about placeholder index paths).
  private func installSkeletonProxy(_ proxy: SkeletonListProxy) {
    if let table = self as? UITableView {
      table.dataSource = proxy
      table.delegate = proxy
      proxy.appPrefetchDataSource = table.prefetchDataSource
      table.prefetchDataSource = nil
      // Every placeholder row is as tall as the count assumed (self-sizing rows included).
      proxy.appRowHeight = table.rowHeight
      table.rowHeight = SkeletonItemCount.rowHeight(
        fixed: table.rowHeight, estimated: table.estimatedRowHeight)
    }
    if let collectionView = self as? UICollectionView {
      collectionView.dataSource = proxy
      collectionView.delegate = proxy
      proxy.appPrefetchDataSource = collectionView.prefetchDataSource
      collectionView.prefetchDataSource = nil
    }
    proxy.startObserving(self)
  }

  /// Gives the app its data source, delegate, prefetching (and a table its row height) back.
  private func restoreAppData(from proxy: SkeletonListProxy) {
    proxy.stopObserving()
    if delegate === proxy { delegate = proxy.appDelegate }
    if let table = self as? UITableView {
      if table.dataSource === proxy { table.dataSource = proxy.original as? any UITableViewDataSource }
      if table.prefetchDataSource == nil {
        table.prefetchDataSource = proxy.appPrefetchDataSource as? any UITableViewDataSourcePrefetching
      }
      table.rowHeight = proxy.appRowHeight
    }
    if let collectionView = self as? UICollectionView {
      if collectionView.dataSource === proxy {
        collectionView.dataSource = proxy.original as? any UICollectionViewDataSource
      }
      if collectionView.prefetchDataSource == nil {
        collectionView.prefetchDataSource =
          proxy.appPrefetchDataSource as? any UICollectionViewDataSourcePrefetching
      }
    }
  }
}
#endif
