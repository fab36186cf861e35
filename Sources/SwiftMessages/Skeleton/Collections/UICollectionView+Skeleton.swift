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
    guard sendToSkeletonListProxy({ $0.lifetime.prepareRequested(on: $0) }) else {
      completion(false)
      return
    }
    completion(true)
    var chain: [SkeletonCollectionProxy.ShowChainLink] = []
    var view: UIView? = self
    while let current = view {
      chain.append(
        (
          isSkeletonable: current.isSkeletonable,
          isHiddenWhenSkeletonIsActive: current.isHiddenWhenSkeletonIsActive,
          hasShowRequested: current.skeletonOverlay?.acceptsShowRequests == true
            || current.pendingSkeleton != nil
        ))
      view = current.superview
    }
    let showRequested = SkeletonCollectionProxy.isShowRequested(along: chain)
    sendToSkeletonListProxy { $0.lifetime.prepareCompleted(showRequested: showRequested, on: $0) }
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
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      return skeletonFlowItems(flow, requested: [SkeletonItemCount.automatic]).first ?? 0
    }
    let available = section < numberOfSections ? numberOfItems(inSection: section) : 0
    // No item laid out: full-width 44-pt rows.
    let rows = SkeletonItemCount.tableRows(
      visibleHeight: bounds.height, contentInsets: LayoutInsets(adjustedContentInset), sections: [.init()])
    return estimatedSkeletonItems(
      probing: min(available, Self.skeletonProbeCount), inSection: section, noneLaidOut: rows.first ?? 0)
  }

  /// Items laid out per automatic section of a non-flow layout before measuring them.
  static let skeletonProbeCount = 12

  /// The items of sections asking for `requested` counts, from the flow layout's own metrics. Its
  /// delegate is never asked: its `sizeForItemAt` and inset methods may index a model that has no
  /// such item or section yet (as in SkeletonView, the layout asks it about its placeholders).
  func skeletonFlowItems(_ flow: UICollectionViewFlowLayout, requested: [Int]) -> [Int] {
    let estimated = flow.estimatedItemSize
    let usesEstimate =
      estimated != .zero && estimated != UICollectionViewFlowLayout.automaticSize && estimated.width < 10_000
    let layout = SkeletonItemCount.FlowLayout(
      itemSize: usesEstimate ? estimated : flow.itemSize,
      minimumInteritemSpacing: flow.minimumInteritemSpacing,
      minimumLineSpacing: flow.minimumLineSpacing, sectionInset: LayoutInsets(flow.sectionInset),
      headerSize: flow.headerReferenceSize, footerSize: flow.footerReferenceSize,
      horizontal: flow.scrollDirection == .horizontal)
    return SkeletonItemCount.flowItems(
      visibleSize: bounds.size, contentInsets: LayoutInsets(adjustedContentInset), layout: layout,
      requested: requested)
  }

  /// The items that fill the visible area of `section`, extrapolated from the frames the layout
  /// gives its first `count` items (`noneLaidOut` when it gives none, if not `nil`).
  func estimatedSkeletonItems(probing count: Int, inSection section: Int, noneLaidOut: Int? = nil) -> Int {
    let probe = (0..<count).compactMap {
      collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: section)).map {
        SkeletonRect($0.frame)
      }
    }
    if probe.isEmpty, let noneLaidOut { return noneLaidOut }
    return SkeletonItemCount.estimatedItems(
      visibleSize: bounds.size, contentInsets: LayoutInsets(adjustedContentInset),
      horizontal: scrollsSideways, probe: probe)
  }

  /// Whether the content scrolls sideways (a horizontal flow or compositional layout).
  private var scrollsSideways: Bool {
    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
      return flow.scrollDirection == .horizontal
    }
    if #available(iOS 13.0, tvOS 13.0, *),
      let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout
    {
      return compositional.configuration.scrollDirection == .horizontal
    }
    return false
  }
}
#endif
