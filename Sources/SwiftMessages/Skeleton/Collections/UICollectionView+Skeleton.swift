#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UICollectionView {
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
    guard (skeletonListProxy ?? makeSkeletonListProxy()) != nil else {
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
      let metrics = SkeletonListProxy.flowSection(flow, requested: SkeletonItemCount.automatic)
      return SkeletonItemCount.flowItems(
        visibleSize: bounds.size, contentInsets: insets, horizontal: SkeletonListProxy.scrollsSideways(flow),
        sections: [metrics]
      ).first ?? 0
    }
    let available = section < numberOfSections ? numberOfItems(inSection: section) : 0
    // No item laid out: full-width 44-pt rows.
    let rows = SkeletonItemCount.tableRows(
      visibleHeight: bounds.height, contentInsets: insets, sections: [.init()])
    return estimatedSkeletonItems(
      probing: min(available, SkeletonListProxy.probeCount), inSection: section, noneLaidOut: rows.first ?? 0)
  }
}
#endif
