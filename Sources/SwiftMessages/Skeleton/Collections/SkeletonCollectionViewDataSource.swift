#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A collection view's data source that can fill the view with placeholder cells while it
/// loads: the same pattern as ``SkeletonTableViewDataSource``, plus supplementary views.
///
/// Automatic counts fill the visible area: a flow layout by columns × lines (item size,
/// spacing, section insets, headers and footers), any other layout (compositional, custom), and
/// a flow layout whose delegate sizes items, from the frames it gives its first items.
/// Supplementary views without a skeleton identifier come from the app's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` when it implements it. The app's
/// prefetching is paused while the placeholders show, and `hideSkeleton()` gives the data
/// source back and loads the app's items before it returns (see ``SkeletonTableViewDataSource``).
/// While the placeholders show, the collection view takes no touches and does not scroll
/// (unless its `isUserInteractionDisabledWhenSkeletonIsActive` is `false`), and its delegate
/// hears no selection, highlight or display of a placeholder item (see
/// ``SkeletonCollectionViewDelegate``). A `UICollectionViewDiffableDataSource` is never replaced
/// (UIKit forbids it): use ``SkeletonPlaceholder`` items instead.
@MainActor
public protocol SkeletonCollectionViewDataSource: UICollectionViewDataSource {
  /// The number of skeleton sections. 1 by default.
  func numSections(in collectionSkeletonView: UICollectionView) -> Int
  /// The number of skeleton items of `section`. `UICollectionView.automaticNumberOfSkeletonItems`
  /// (fill the visible area) by default.
  func collectionSkeletonView(_ skeletonView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The reuse identifier of the cell shown at `indexPath` (required; it must be registered).
  func collectionSkeletonView(_ skeletonView: UICollectionView, cellIdentifierForItemAt indexPath: IndexPath)
    -> ReusableCellIdentifier
  /// The reuse identifier of the supplementary view of `supplementaryViewIdentifierOfKind` at
  /// `indexPath`. `nil` (an empty view) by default.
  func collectionSkeletonView(
    _ skeletonView: UICollectionView, supplementaryViewIdentifierOfKind: String, at indexPath: IndexPath
  ) -> ReusableCellIdentifier?
  /// A cell to show at `indexPath` instead of dequeuing one by identifier. `nil` by default.
  func collectionSkeletonView(_ skeletonView: UICollectionView, skeletonCellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell?
  /// Prepares a dequeued cell before its skeleton is shown. Does nothing by default.
  func collectionSkeletonView(
    _ skeletonView: UICollectionView, prepareCellForSkeleton cell: UICollectionViewCell,
    at indexPath: IndexPath)
  /// Prepares a dequeued supplementary view before its skeleton is shown. Does nothing by
  /// default.
  func collectionSkeletonView(
    _ skeletonView: UICollectionView, prepareViewForSkeleton view: UICollectionReusableView,
    at indexPath: IndexPath)
}

extension SkeletonCollectionViewDataSource {
  /// One section.
  public func numSections(in collectionSkeletonView: UICollectionView) -> Int { 1 }

  /// `UICollectionView.automaticNumberOfSkeletonItems`.
  public func collectionSkeletonView(_ skeletonView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    UICollectionView.automaticNumberOfSkeletonItems
  }

  /// `nil`: an empty supplementary view.
  public func collectionSkeletonView(
    _ skeletonView: UICollectionView, supplementaryViewIdentifierOfKind: String, at indexPath: IndexPath
  ) -> ReusableCellIdentifier? { nil }

  /// `nil`: the cell is dequeued by identifier.
  public func collectionSkeletonView(
    _ skeletonView: UICollectionView, skeletonCellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell?
  { nil }

  /// Does nothing.
  public func collectionSkeletonView(
    _ skeletonView: UICollectionView, prepareCellForSkeleton cell: UICollectionViewCell,
    at indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionSkeletonView(
    _ skeletonView: UICollectionView, prepareViewForSkeleton view: UICollectionReusableView,
    at indexPath: IndexPath
  ) {}
}

extension UICollectionView {
  /// Returned from `collectionSkeletonView(_:numberOfItemsInSection:)`, fills the visible
  /// area with items: -1 (``SkeletonItemCount/automatic``).
  public static let automaticNumberOfSkeletonItems = SkeletonItemCount.automatic
}

/// SkeletonView's collection view delegate protocol. It adds nothing. While the placeholders
/// show, the collection view's delegate (conforming or not) is the library's: a flow layout
/// delegate's sizes and insets still shape the placeholders (the layout asks it about
/// placeholder items, as in SkeletonView; the library itself never does, and counts those
/// sections from the laid-out items), scrolling callbacks still reach it, but no selection,
/// highlight or display of a placeholder item does. The app's delegate is back when
/// `hideSkeleton()` returns.
@MainActor
public protocol SkeletonCollectionViewDelegate: UICollectionViewDelegate {}
#endif
