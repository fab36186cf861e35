#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITableView {
  /// How many rows fill the visible height of one section: the table's row height (or
  /// estimated height for self-sizing rows, else 44), its content insets and header view,
  /// through ``SkeletonItemCount``. Use it for the number of ``SkeletonPlaceholder`` items of
  /// a diffable data source. At least 1 once the table has a size, 0 before.
  public var estimatedNumberOfSkeletonRows: Int {
    let height = SkeletonItemCount.rowHeight(fixed: rowHeight, estimated: estimatedRowHeight)
    return SkeletonItemCount.tableRows(
      visibleHeight: bounds.height, contentInsets: LayoutInsets(adjustedContentInset),
      tableHeaderHeight: tableHeaderView?.frame.height ?? 0, sections: [.init(lineLength: height)]
    ).first ?? 0
  }
}
#endif
