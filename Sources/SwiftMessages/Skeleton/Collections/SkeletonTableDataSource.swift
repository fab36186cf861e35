#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The placeholder data source and delegate a table uses while its skeleton shows. It dequeues
/// the app's real cells, prepares and skeletonises them, and counts automatic rows with the
/// core's ``SkeletonItemCount`` from the table's own layout. It holds the originals weakly.
///
/// As the delegate it gives the skeleton headers and footers (``SkeletonTableViewDelegate``),
/// lets no placeholder row highlight or be selected, and forwards to the app's delegate every
/// call the core's ``SkeletonCollectionProxy/forwardsDelegateCall(_:)`` allows (scrolling and
/// the like), never one about placeholder rows or sections: the table uses its pinned row height
/// instead.
@MainActor
final class SkeletonTableDataSource: SkeletonDelegateForwarder, UITableViewDataSource, UITableViewDelegate {
  private(set) weak var original: (any SkeletonTableViewDataSource)?
  /// The app's delegate when it gives skeleton headers and footers.
  private var skeletonDelegate: (any SkeletonTableViewDelegate)? {
    appDelegate as? any SkeletonTableViewDelegate
  }
  /// The app's prefetch data source, detached while the placeholders show.
  weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// The app's row height, pinned to the placeholders' while they show.
  var appRowHeight: CGFloat = 0
  var appInteraction = SkeletonScrollInteraction()
  var lifetime: SkeletonCollectionProxy
  let cells = SkeletonCellRegistry()
  private var counts: [Int] = []
  private var countedSize: CGSize = .zero
  private var sentinel: SkeletonSizeSentinel?

  init(table: UITableView, original: any SkeletonTableViewDataSource) {
    self.original = original
    lifetime = SkeletonCollectionProxy(
      disablesInteraction: table.isUserInteractionDisabledWhenSkeletonIsActive)
    super.init(appDelegate: table.delegate)
  }

  /// Recounts when the table changes size (rotation, split view, first layout).
  func startObserving(_ table: UITableView) {
    sentinel = SkeletonSizeSentinel(in: table) { [weak self, weak table] in
      if let table { self?.recountIfResized(table) }
    }
  }

  func stopObserving() {
    sentinel?.removeFromSuperview()
    sentinel = nil
  }

  // MARK: - Counting

  /// The rows of every section, from the app's requested counts and the table's layout.
  func rowCounts(for table: UITableView) -> [Int] {
    guard let original else { return [] }
    let sectionCount = max(0, original.numSections(in: table))
    // The app's delegate is never asked about rows that do not exist in its data (its
    // `heightForRowAt` may index an empty array while content loads): the table's own row
    // height or estimate decides.
    let sections = (0..<sectionCount).map { section -> SkeletonItemCount.Section in
      let fixed = table.rowHeight
      return SkeletonItemCount.Section(
        requested: original.collectionSkeletonView(table, numberOfRowsInSection: section),
        leading: headerIdentifier(table, section) == nil ? 0 : Self.headerHeight(of: table),
        trailing: footerIdentifier(table, section) == nil ? 0 : Self.footerHeight(of: table),
        lineLength: SkeletonItemCount.rowHeight(fixed: fixed, estimated: table.estimatedRowHeight))
    }
    return SkeletonItemCount.tableRows(
      visibleHeight: table.bounds.height, contentInsets: LayoutInsets(table.adjustedContentInset),
      tableHeaderHeight: table.tableHeaderView?.frame.height ?? 0, sections: sections)
  }

  private func recountIfResized(_ table: UITableView) {
    guard table.dataSource === self, lifetime.recounts(from: countedSize, to: table.bounds.size) else {
      return
    }
    countedSize = table.bounds.size
    if rowCounts(for: table) != counts { table.reloadData() }
  }

  private static func headerHeight(of table: UITableView) -> CGFloat {
    SkeletonItemCount.rowHeight(
      fixed: table.sectionHeaderHeight, estimated: table.estimatedSectionHeaderHeight)
  }

  private static func footerHeight(of table: UITableView) -> CGFloat {
    SkeletonItemCount.rowHeight(
      fixed: table.sectionFooterHeight, estimated: table.estimatedSectionFooterHeight)
  }

  private func headerIdentifier(_ table: UITableView, _ section: Int) -> String? {
    skeletonDelegate?.collectionSkeletonView(table, identifierForHeaderInSection: section)
  }

  private func footerIdentifier(_ table: UITableView, _ section: Int) -> String? {
    skeletonDelegate?.collectionSkeletonView(table, identifierForFooterInSection: section)
  }

  // MARK: - UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int {
    counts = rowCounts(for: tableView)
    countedSize = tableView.bounds.size
    return counts.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts.indices.contains(section) ? max(0, counts[section]) : 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let original else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    let cell: UITableViewCell
    if let custom = original.collectionSkeletonView(tableView, skeletonCellForRowAt: indexPath) {
      cell = custom
    } else {
      let identifier = original.collectionSkeletonView(tableView, cellIdentifierForRowAt: indexPath)
      // The index-path variant raises for an unregistered identifier; this one returns nil.
      if let dequeued = tableView.dequeueReusableCell(withIdentifier: identifier) {
        cell = dequeued
      } else {
        SkeletonCellRegistry.logUnregistered(identifier)
        cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    original.collectionSkeletonView(tableView, prepareCellForSkeleton: cell, at: indexPath)
    cells.skeletonise(cell)
    return cell
  }

  // MARK: - UITableViewDelegate (headers and footers of the placeholders)

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    headerFooter(tableView, headerIdentifier(tableView, section))
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    headerFooter(tableView, footerIdentifier(tableView, section))
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    // No header: (almost) no space, also in grouped tables where 0 means "default".
    headerIdentifier(tableView, section) == nil ? .leastNonzeroMagnitude : tableView.sectionHeaderHeight
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    footerIdentifier(tableView, section) == nil ? .leastNonzeroMagnitude : tableView.sectionFooterHeight
  }

  // MARK: - UITableViewDelegate (placeholder rows take no tap)

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }

  private func headerFooter(_ tableView: UITableView, _ identifier: String?) -> UIView? {
    guard let identifier else { return nil }
    guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
      SkeletonCellRegistry.logUnregistered(identifier)
      return nil
    }
    cells.skeletonise(view)
    return view
  }
}
extension SkeletonTableDataSource: SkeletonProxySession {}
#endif
