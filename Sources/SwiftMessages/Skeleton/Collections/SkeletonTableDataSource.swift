#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The placeholder data source (and, when the app's delegate conforms to
/// ``SkeletonTableViewDelegate``, delegate) a table uses while its skeleton shows. It dequeues
/// the app's real cells, prepares and skeletonises them, and counts automatic rows with the
/// core's ``SkeletonItemCount`` from the table's own layout. It holds the originals weakly.
@MainActor
final class SkeletonTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  private(set) weak var original: (any SkeletonTableViewDataSource)?
  /// The app's delegate when it was replaced (it conforms to ``SkeletonTableViewDelegate``).
  private(set) weak var skeletonDelegate: (any SkeletonTableViewDelegate)?
  /// The app's prefetch data source, detached while the placeholders show.
  weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  let cells = SkeletonCellRegistry()
  private var counts: [Int] = []
  private var countedSize: CGSize = .zero
  private var observation: NSKeyValueObservation?

  init(table: UITableView, original: any SkeletonTableViewDataSource) {
    self.original = original
    skeletonDelegate = table.delegate as? any SkeletonTableViewDelegate
    super.init()
    // Recount when the table changes size (rotation, split view, first layout).
    observation = table.layer.observe(\.bounds) { [weak self, weak table] _, _ in
      DispatchQueue.main.async { MainThread.run { if let table { self?.recountIfResized(table) } } }
    }
  }

  func stopObserving() { observation = nil }

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
    guard table.dataSource === self, table.bounds.size != countedSize else { return }
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

  // MARK: - UITableViewDelegate (only when the app's delegate was replaced)

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
#endif
