#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The placeholder data source a collection view uses while its skeleton shows: the app's
/// real cells and supplementary views, prepared and skeletonised, in counts the core's
/// ``SkeletonItemCount`` computes from the layout (flow layouts from their metrics, other
/// layouts from the frames of probed first items). It holds the original weakly; the
/// collection view's delegate is never replaced.
@MainActor
final class SkeletonCollectionDataSource: NSObject, UICollectionViewDataSource {
  /// Items laid out per automatic section of a non-flow layout before measuring them.
  static let probeCount = 12
  private static let emptyIdentifier = "SwiftMessages.SkeletonEmptySupplementaryView"

  private(set) weak var original: (any SkeletonCollectionViewDataSource)?
  /// The app's prefetch data source, detached while the placeholders show.
  weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  let cells = SkeletonCellRegistry()
  private var counts: [Int] = []
  /// Counts measured from probed frames, by section (non-flow layouts).
  private var measured: [Int: Int] = [:]
  private var countedSize: CGSize = .zero
  private var observation: NSKeyValueObservation?

  init(collectionView: UICollectionView, original: any SkeletonCollectionViewDataSource) {
    self.original = original
    super.init()
    observation = collectionView.layer.observe(\.bounds) { [weak self, weak collectionView] _, _ in
      DispatchQueue.main.async {
        MainThread.run { if let collectionView { self?.recountIfResized(collectionView) } }
      }
    }
  }

  func stopObserving() { observation = nil }

  // MARK: - Counting

  /// Reloads, and for layouts other than flow measures the probed items and reloads once more
  /// with the estimated counts.
  func reload(_ collectionView: UICollectionView) {
    measured = [:]
    collectionView.reloadData()
    guard !(collectionView.collectionViewLayout is UICollectionViewFlowLayout) else { return }
    collectionView.layoutIfNeeded()
    let layout = collectionView.collectionViewLayout
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
    let sections = requested.enumerated().map { section, count in
      Self.flowSection(collectionView, flow, section: section, requested: count)
    }
    return SkeletonItemCount.flowItems(
      visibleSize: collectionView.bounds.size,
      contentInsets: LayoutInsets(collectionView.adjustedContentInset),
      axis: flow.scrollDirection == .horizontal ? .horizontal : .vertical, sections: sections)
  }

  /// A flow layout section as its delegate (asked for the first item) or the layout describes it.
  static func flowSection(
    _ collectionView: UICollectionView, _ flow: UICollectionViewFlowLayout, section: Int, requested: Int
  ) -> SkeletonItemCount.FlowSection {
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let first = IndexPath(item: 0, section: section)
    let estimated = flow.estimatedItemSize
    let usesEstimate =
      estimated != .zero && estimated != UICollectionViewFlowLayout.automaticSize && estimated.width < 10_000
    let size =
      delegate?.collectionView?(collectionView, layout: flow, sizeForItemAt: first)
      ?? (usesEstimate ? estimated : flow.itemSize)
    return SkeletonItemCount.FlowSection(
      requested: requested, itemSize: size,
      minimumInteritemSpacing: delegate?.collectionView?(
        collectionView, layout: flow, minimumInteritemSpacingForSectionAt: section)
        ?? flow.minimumInteritemSpacing,
      minimumLineSpacing: delegate?.collectionView?(
        collectionView, layout: flow, minimumLineSpacingForSectionAt: section)
        ?? flow.minimumLineSpacing,
      sectionInset: LayoutInsets(
        delegate?.collectionView?(collectionView, layout: flow, insetForSectionAt: section)
          ?? flow.sectionInset),
      headerSize: delegate?.collectionView?(
        collectionView, layout: flow, referenceSizeForHeaderInSection: section)
        ?? flow.headerReferenceSize,
      footerSize: delegate?.collectionView?(
        collectionView, layout: flow, referenceSizeForFooterInSection: section)
        ?? flow.footerReferenceSize)
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
    guard collectionView.dataSource === self, collectionView.bounds.size != countedSize else { return }
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
    guard let original,
      let identifier = original.collectionSkeletonView(
        collectionView, supplementaryViewIdentifierOfKind: kind, at: indexPath)
    else {
      // The layout asks for a view the app has no skeleton for: an empty one, never a crash.
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.emptyIdentifier)
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: Self.emptyIdentifier, for: indexPath)
    }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    original.collectionSkeletonView(collectionView, prepareViewForSkeleton: view, at: indexPath)
    cells.skeletonise(view)
    return view
  }

  private static func emptyCell(_ collectionView: UICollectionView, _ indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: emptyIdentifier)
    return collectionView.dequeueReusableCell(withReuseIdentifier: emptyIdentifier, for: indexPath)
  }
}
#endif
