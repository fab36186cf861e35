#if canImport(UIKit) && !os(watchOS)
import UIKit

private enum SkeletonCollectionKeys {
  static var session: UInt8 = 0
}

extension UICollectionView: SkeletonProxyHost {
  /// Installs the placeholder data source ahead of `showSkeleton()`, so the first skeleton
  /// frame already has its cells (SkeletonView's API): show the skeleton in `completion`. The
  /// cells show their template content until the skeleton is shown. `completion` gets `true`
  /// once the placeholder cells are laid out, `false` (at once) when the data source does not
  /// conform to ``SkeletonCollectionViewDataSource`` or is diffable. The show may be called on
  /// the collection view or on an ancestor whose skeleton reaches it (SkeletonView's
  /// `prepareSkeleton { _ in view.showSkeleton() }`). When `completion` returns without such a
  /// show (running or waiting for its grace time or delay), the app's data source is put back,
  /// so a preparation never leaves placeholders behind.
  public func prepareSkeleton(completion: @escaping (_ done: Bool) -> Void) {
    guard (skeletonCollectionSession ?? makeSkeletonSession()) != nil else {
      completion(false)
      return
    }
    handleSkeletonProxy(.prepareRequested)
    completion(true)
    var chain: [SkeletonCollectionProxy.ShowChainLink] = []
    var view: UIView? = self
    while let current = view {
      chain.append(
        .init(
          isSkeletonable: current.isSkeletonable,
          isHiddenWhenSkeletonIsActive: current.isHiddenWhenSkeletonIsActive,
          hasShowRequested: current.skeletonOverlay?.acceptsShowRequests == true
            || current.pendingSkeleton != nil))
      view = current.superview
    }
    handleSkeletonProxy(
      .prepareCompleted(showRequested: SkeletonCollectionProxy.isShowRequested(along: chain)))
  }

  /// How many items fill the visible area of section `section`: for a flow layout, columns ×
  /// lines from the layout's own metrics (its delegate is not asked about items that may not
  /// exist yet); for other layouts, extrapolated from the
  /// frames of the section's items already laid out, or full-width 44-pt rows when it has
  /// none. Use it for the number of ``SkeletonPlaceholder`` items of a diffable data source.
  /// 0 before the view has a size, and for a negative section.
  public func estimatedNumberOfSkeletonItems(inSection section: Int = 0) -> Int {
    // No such section: nothing (a negative index reached UIKit and the flow delegate).
    guard section >= 0 else { return 0 }
    let insets = LayoutInsets(adjustedContentInset)
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      let metrics = SkeletonCollectionDataSource.flowSection(flow, requested: SkeletonItemCount.automatic)
      return SkeletonItemCount.flowItems(
        visibleSize: bounds.size, contentInsets: insets, axis: SkeletonCollectionDataSource.axis(of: flow),
        sections: [metrics]
      ).first ?? 0
    }
    let available = section < numberOfSections ? numberOfItems(inSection: section) : 0
    let probe = (0..<min(available, SkeletonCollectionDataSource.probeCount)).compactMap {
      collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: section)).map {
        SkeletonRect($0.frame)
      }
    }
    guard !probe.isEmpty else {
      return SkeletonItemCount.tableRows(
        visibleHeight: bounds.height, contentInsets: insets, sections: [.init()]
      )
      .first ?? 0
    }
    return SkeletonItemCount.estimatedItems(
      visibleSize: bounds.size, contentInsets: insets,
      axis: SkeletonCollectionDataSource.axis(of: collectionViewLayout),
      probe: probe)
  }

  var skeletonCollectionSession: SkeletonCollectionDataSource? {
    get { skeletonValue(&SkeletonCollectionKeys.session) }
    set { setSkeletonValue(newValue, &SkeletonCollectionKeys.session) }
  }

  func makeSkeletonSession() -> SkeletonCollectionDataSource? {
    // A diffable data source is never replaced (UIKit asserts): see SkeletonPlaceholder.
    guard let original = dataSource as? any SkeletonCollectionViewDataSource,
      !(original is SkeletonDiffableDataSourceMarker)
    else { return nil }
    let session = SkeletonCollectionDataSource(collectionView: self, original: original)
    skeletonCollectionSession = session
    return session
  }

  // MARK: - SkeletonCellHost

  var hasSkeletonDataSource: Bool {
    if skeletonCollectionSession?.lifetime.isInstalled == true { return true }
    return dataSource is any SkeletonCollectionViewDataSource
      && !(dataSource is SkeletonDiffableDataSourceMarker)
  }

  // MARK: - SkeletonProxyHost

  var proxySession: SkeletonCollectionDataSource? {
    get { skeletonCollectionSession }
    set { skeletonCollectionSession = newValue }
  }

  var visibleSkeletonCells: [UIView] { visibleCells }

  func reloadPlaceholders(_ session: SkeletonCollectionDataSource) { session.reload(self) }

  func installSkeletonProxy(_ session: SkeletonCollectionDataSource) {
    dataSource = session
    // The app's delegate is told nothing about placeholder items (a tap, a highlight, a
    // display): the proxy stands in and forwards the rest (scrolling, the flow layout's sizes).
    delegate = session
    // The app's prefetching would be asked about placeholder index paths its (still empty)
    // model does not have: off while the placeholders show, restored with the data source.
    session.prefetchDataSource = prefetchDataSource
    prefetchDataSource = nil
    session.startObserving(self)
  }

  func restoreAppData(from session: SkeletonCollectionDataSource) {
    session.stopObserving()
    if delegate === session { delegate = session.appDelegate as? any UICollectionViewDelegate }
    if dataSource === session { dataSource = session.original }
    if prefetchDataSource == nil { prefetchDataSource = session.prefetchDataSource }
  }

  // MARK: - SkeletonReloadable

  func reloadAfterSkeleton() { reloadData() }
}
#endif
