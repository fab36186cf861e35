#if canImport(UIKit) && !os(watchOS)
import UIKit

private enum SkeletonCollectionKeys {
  static var session: UInt8 = 0
}

extension UICollectionView: SkeletonReloadable, SkeletonCellHost {
  /// Installs the placeholder data source ahead of `showSkeleton()`, so the first skeleton
  /// frame already has its cells (SkeletonView's API). The cells show their template content
  /// until the skeleton is shown. `completion` gets `true` once the placeholder cells are laid
  /// out, `false` (at once) when the data source does not conform to
  /// ``SkeletonCollectionViewDataSource`` or is diffable.
  public func prepareSkeleton(completion: @escaping (_ done: Bool) -> Void) {
    guard let session = skeletonCollectionSession ?? installSkeletonSession() else {
      completion(false)
      return
    }
    session.reload(self)
    layoutIfNeeded()
    completion(true)
  }

  /// How many items fill the visible area of section `section`: for a flow layout, columns ×
  /// lines from its metrics (and its delegate's); for other layouts, extrapolated from the
  /// frames of the section's items already laid out, or full-width 44-pt rows when it has
  /// none. Use it for the number of ``SkeletonPlaceholder`` items of a diffable data source.
  /// 0 before the view has a size, and for a negative section.
  public func estimatedNumberOfSkeletonItems(inSection section: Int = 0) -> Int {
    // No such section: nothing (a negative index reached UIKit and the flow delegate).
    guard section >= 0 else { return 0 }
    let insets = LayoutInsets(adjustedContentInset)
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      let metrics = SkeletonCollectionDataSource.flowSection(self, flow, section: section, requested: -1)
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

  private func installSkeletonSession() -> SkeletonCollectionDataSource? {
    // A diffable data source is never replaced (UIKit asserts): see SkeletonPlaceholder.
    guard let original = dataSource as? any SkeletonCollectionViewDataSource,
      !(original is SkeletonDiffableDataSourceMarker)
    else { return nil }
    let session = SkeletonCollectionDataSource(collectionView: self, original: original)
    skeletonCollectionSession = session
    dataSource = session
    // The app's prefetching would be asked about placeholder index paths its (still empty)
    // model does not have: off while the placeholders show, restored with the data source.
    session.prefetchDataSource = prefetchDataSource
    prefetchDataSource = nil
    return session
  }

  // MARK: - SkeletonCellHost

  var skeletonisesCells: Bool { skeletonCollectionSession != nil }

  func beginCellSkeletons(_ configuration: SkeletonConfiguration) {
    if let session = skeletonCollectionSession, session.cells.isActive {
      session.cells.update(configuration)
      return
    }
    guard let session = skeletonCollectionSession ?? installSkeletonSession() else { return }
    session.cells.activate(configuration)
    session.cells.isInitialLoad = true
    session.reload(self)
    layoutIfNeeded()
    session.cells.isInitialLoad = false
  }

  func updateCellSkeletons(_ configuration: SkeletonConfiguration) {
    guard let session = skeletonCollectionSession, session.cells.isActive else { return }
    session.cells.update(configuration)
  }

  func endCellSkeletons(transition: SkeletonTransitionStyle, reloadData: Bool) {
    if let session = skeletonCollectionSession {
      skeletonCollectionSession = nil
      session.stopObserving()
      session.cells.hideAll(transition: transition)
      if dataSource === session { dataSource = session.original }
      if prefetchDataSource == nil { prefetchDataSource = session.prefetchDataSource }
    }
    if reloadData { reloadAfterSkeleton() }
  }

  // MARK: - SkeletonReloadable

  func reloadAfterSkeleton() { reloadData() }
}
#endif
