#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A placeholder item of a diffable data source while the real items load.
///
/// A `UITableViewDiffableDataSource` or `UICollectionViewDiffableDataSource` cannot be swapped
/// for a placeholder data source (UIKit asserts), so diffable views show skeletons through
/// their own snapshot: append placeholders, skeletonise the cells the cell provider makes for
/// them, and replace them with the real items when they arrive. Do not call `showSkeleton()`
/// on the table or collection view itself in that case.
///
/// ```swift
/// enum Item: Hashable, SkeletonPlaceholderItem {
///   case movie(Movie)
///   case placeholder(SkeletonPlaceholder)
///   init(skeletonPlaceholder: SkeletonPlaceholder) { self = .placeholder(skeletonPlaceholder) }
///   var skeletonPlaceholder: SkeletonPlaceholder? {
///     if case .placeholder(let placeholder) = self { return placeholder } else { return nil }
///   }
/// }
///
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
/// snapshot.appendSections([.main])
/// snapshot.appendSkeletonPlaceholders(count: tableView.estimatedNumberOfSkeletonRows, toSection: .main)
/// dataSource.apply(snapshot)
///
/// // In the cell provider:
/// cell.setSkeletonPlaceholder(item.skeletonPlaceholder != nil, in: tableView)
/// ```
public struct SkeletonPlaceholder: Hashable, Sendable {
  /// The placeholder's position among the snapshot's placeholders; unique in a snapshot.
  public let index: Int

  /// Creates the placeholder at `index`.
  public init(index: Int) { self.index = index }
}

/// An item identifier type that can stand for a ``SkeletonPlaceholder``.
public protocol SkeletonPlaceholderItem: Hashable {
  /// The item standing for `skeletonPlaceholder`.
  init(skeletonPlaceholder: SkeletonPlaceholder)
  /// The placeholder this item stands for, `nil` for a real item.
  var skeletonPlaceholder: SkeletonPlaceholder? { get }
}

extension SkeletonPlaceholder: SkeletonPlaceholderItem {
  /// The placeholder itself.
  public init(skeletonPlaceholder: SkeletonPlaceholder) { self = skeletonPlaceholder }
  /// Always `self`.
  public var skeletonPlaceholder: SkeletonPlaceholder? { self }
}

@available(iOS 13.0, tvOS 13.0, *)
extension NSDiffableDataSourceSnapshot where ItemIdentifierType: SkeletonPlaceholderItem {
  /// Appends `count` placeholder items to `section` (the last section when `nil`, the
  /// default), numbered after the placeholders already in the snapshot. A negative count
  /// appends nothing. Take the count from `UITableView.estimatedNumberOfSkeletonRows` or
  /// `UICollectionView.estimatedNumberOfSkeletonItems(inSection:)`.
  public mutating func appendSkeletonPlaceholders(count: Int, toSection section: SectionIdentifierType? = nil)
  {
    guard count > 0 else { return }
    let start = (itemIdentifiers.compactMap { $0.skeletonPlaceholder?.index }.max() ?? -1) + 1
    let items = (start..<start + count).map {
      ItemIdentifierType(skeletonPlaceholder: SkeletonPlaceholder(index: $0))
    }
    appendItems(items, toSection: section)
  }

  /// Deletes every placeholder item.
  public mutating func deleteSkeletonPlaceholders() {
    deleteItems(itemIdentifiers.filter { $0.skeletonPlaceholder != nil })
  }

  /// Whether the snapshot holds placeholder items.
  public var containsSkeletonPlaceholders: Bool {
    itemIdentifiers.contains { $0.skeletonPlaceholder != nil }
  }
}

extension UIView {
  /// Shows (`true`) or hides (`false`) this cell's skeleton, for cells of a diffable data
  /// source made for ``SkeletonPlaceholder`` items. A shown skeleton uses the configuration of
  /// `container`'s active skeleton when it has one, otherwise an animated gradient of
  /// `SkeletonAppearance.default.gradient`; it appears and goes without a transition so that
  /// reused cells never fade. Mark the cell and its subviews `isSkeletonable`.
  public func setSkeletonPlaceholder(_ isPlaceholder: Bool, in container: UIView? = nil) {
    guard isPlaceholder else {
      if skeletonOverlay != nil { hideSkeleton(reloadDataAfter: false, transition: .none) }
      return
    }
    let configuration =
      container?.skeletonOverlay?.configuration
      ?? .gradient(SkeletonAppearance.default.gradient, animated: true, transition: .none)
    showSkeleton(configuration.with(transition: .none, timing: nil))
  }
}
#endif
