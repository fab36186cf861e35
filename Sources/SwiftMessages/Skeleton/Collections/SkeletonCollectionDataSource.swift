#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The placeholder data source and delegate a collection view uses while its skeleton shows:
/// the app's real cells and supplementary views, prepared and skeletonised, in counts the
/// core's ``SkeletonItemCount`` computes from the layout (flow layouts from their metrics, other
/// layouts, and flow layouts whose delegate sizes items, from the frames of probed first
/// items). It holds the originals weakly.
///
/// As the delegate it lets no placeholder item highlight or be selected and forwards to the
/// app's delegate what the core's ``SkeletonCollectionProxy/forwardsDelegateCall(_:)`` allows:
/// scrolling, and the flow layout's sizes and insets (so the placeholders are shaped like the
/// app's items, as in SkeletonView), never a selection, highlight or display of a placeholder.
@MainActor
final class SkeletonCollectionDataSource: SkeletonDelegateForwarder, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// Items laid out per automatic section of a non-flow layout before measuring them.
  static let probeCount = 12
  private static let emptyIdentifier = "SwiftMessages.SkeletonEmptySupplementaryView"

  private(set) weak var original: (any SkeletonCollectionViewDataSource)?
  /// The app's prefetch data source, detached while the placeholders show.
  weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  let cells = SkeletonCellRegistry()
  var appInteraction = SkeletonScrollInteraction()
  private var counts: [Int] = []
  /// Counts measured from probed frames, by section (non-flow layouts).
  private var measured: [Int: Int] = [:]
  private var countedSize: CGSize = .zero
  private var sentinel: SkeletonSizeSentinel?
  var lifetime: SkeletonCollectionProxy

  init(collectionView: UICollectionView, original: any SkeletonCollectionViewDataSource) {
    self.original = original
    lifetime = SkeletonCollectionProxy(
      disablesInteraction: collectionView.isUserInteractionDisabledWhenSkeletonIsActive)
    super.init(appDelegate: collectionView.delegate)
  }

  /// Recounts when the collection view changes size (rotation, split view, first layout).
  func startObserving(_ collectionView: UICollectionView) {
    sentinel = SkeletonSizeSentinel(in: collectionView) { [weak self, weak collectionView] in
      if let collectionView { self?.recountIfResized(collectionView) }
    }
  }

  func stopObserving() {
    sentinel?.removeFromSuperview()
    sentinel = nil
  }

  // MARK: - Counting

  /// Reloads, and where the core's ``SkeletonCollectionProxy/measuresLaidOutItems(isFlowLayout:delegateSizesItems:)``
  /// says so measures the probed items and reloads once more with the estimated counts.
  func reload(_ collectionView: UICollectionView) {
    measured = [:]
    collectionView.reloadData()
    let layout = collectionView.collectionViewLayout
    let sizesItems = #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
    guard
      SkeletonCollectionProxy.measuresLaidOutItems(
        isFlowLayout: layout is UICollectionViewFlowLayout,
        delegateSizesItems: collectionView.delegate?.responds(to: sizesItems) ?? false)
    else { return }
    collectionView.layoutIfNeeded()
    for (section, count) in counts.enumerated() where isAutomatic(collectionView, section) {
      let probe = (0..<count).compactMap {
        layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section)).map {
          SkeletonRect($0.frame)
        }
      }
      measured[section] = SkeletonItemCount.estimatedItems(
        visibleSize: collectionView.bounds.size,
        contentInsets: LayoutInsets(collectionView.adjustedContentInset),
        axis: Self.axis(of: layout), probe: probe)
    }
    if itemCounts(for: collectionView) != counts { collectionView.reloadData() }
  }

  private func isAutomatic(_ collectionView: UICollectionView, _ section: Int) -> Bool {
    (original?.collectionSkeletonView(collectionView, numberOfItemsInSection: section) ?? 0) < 0
  }

  /// The items of every section.
  func itemCounts(for collectionView: UICollectionView) -> [Int] {
    guard let original else { return [] }
    let sectionCount = max(0, original.numSections(in: collectionView))
    let requested = (0..<sectionCount).map {
      original.collectionSkeletonView(collectionView, numberOfItemsInSection: $0)
    }
    guard let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else {
      return requested.enumerated().map { section, count in
        count >= 0 ? count : measured[section] ?? Self.probeCount
      }
    }
    let sections = requested.map { Self.flowSection(flow, requested: $0) }
    let counts = SkeletonItemCount.flowItems(
      visibleSize: collectionView.bounds.size,
      contentInsets: LayoutInsets(collectionView.adjustedContentInset),
      axis: flow.scrollDirection == .horizontal ? .horizontal : .vertical, sections: sections)
    // A delegate-sized section: the counts measured from the laid-out placeholders.
    return counts.enumerated().map { section, count in
      requested[section] < 0 ? measured[section] ?? count : count
    }
  }

  /// A flow layout section as the layout's own metrics describe it. Its delegate is never asked:
  /// its `sizeForItemAt` and inset methods may index a model that has no such item or section
  /// yet (the layout asks it about the placeholders it lays out, as in SkeletonView).
  static func flowSection(_ flow: UICollectionViewFlowLayout, requested: Int) -> SkeletonItemCount.FlowSection
  {
    let estimated = flow.estimatedItemSize
    let usesEstimate =
      estimated != .zero && estimated != UICollectionViewFlowLayout.automaticSize && estimated.width < 10_000
    return SkeletonItemCount.FlowSection(
      requested: requested, itemSize: usesEstimate ? estimated : flow.itemSize,
      minimumInteritemSpacing: flow.minimumInteritemSpacing, minimumLineSpacing: flow.minimumLineSpacing,
      sectionInset: LayoutInsets(flow.sectionInset), headerSize: flow.headerReferenceSize,
      footerSize: flow.footerReferenceSize)
  }

  static func axis(of layout: UICollectionViewLayout) -> SkeletonItemCount.Axis {
    if let flow = layout as? UICollectionViewFlowLayout {
      return flow.scrollDirection == .horizontal ? .horizontal : .vertical
    }
    if #available(iOS 13.0, tvOS 13.0, *), let compositional = layout as? UICollectionViewCompositionalLayout
    {
      return compositional.configuration.scrollDirection == .horizontal ? .horizontal : .vertical
    }
    return .vertical
  }

  private func recountIfResized(_ collectionView: UICollectionView) {
    guard collectionView.dataSource === self,
      lifetime.recounts(from: countedSize, to: collectionView.bounds.size)
    else { return }
    countedSize = collectionView.bounds.size
    reload(collectionView)
  }

  // MARK: - UICollectionViewDataSource

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    counts = itemCounts(for: collectionView)
    countedSize = collectionView.bounds.size
    return counts.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts.indices.contains(section) ? max(0, counts[section]) : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let original else { return Self.emptyCell(collectionView, indexPath) }
    let cell =
      original.collectionSkeletonView(collectionView, skeletonCellForItemAt: indexPath)
      ?? collectionView.dequeueReusableCell(
        withReuseIdentifier: original.collectionSkeletonView(
          collectionView, cellIdentifierForItemAt: indexPath),
        for: indexPath)
    original.collectionSkeletonView(collectionView, prepareCellForSkeleton: cell, at: indexPath)
    cells.skeletonise(cell)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let identifier = original?.collectionSkeletonView(
      collectionView, supplementaryViewIdentifierOfKind: kind, at: indexPath)
    let appSelector = #selector(
      UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:))
    switch SkeletonCollectionProxy.supplementarySource(
      hasSkeletonIdentifier: identifier != nil, appProvidesViews: original?.responds(to: appSelector) ?? false
    )
    {
    case .skeleton:
      if let original, let identifier {
        let view = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        original.collectionSkeletonView(collectionView, prepareViewForSkeleton: view, at: indexPath)
        cells.skeletonise(view)
        return view
      }
    case .app:
      if let view = original?.collectionView?(
        collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
      {
        return view
      }
    case .empty:
      break
    }
    // The layout asks for a view nobody provides: an empty one, never a crash.
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: Self.emptyIdentifier)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: Self.emptyIdentifier, for: indexPath)
  }

  // MARK: - UICollectionViewDelegate (placeholder items take no tap)

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  {
    false
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    false
  }

  private static func emptyCell(_ collectionView: UICollectionView, _ indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: emptyIdentifier)
    return collectionView.dequeueReusableCell(withReuseIdentifier: emptyIdentifier, for: indexPath)
  }
}
extension SkeletonCollectionDataSource: SkeletonProxySession {}
#endif
