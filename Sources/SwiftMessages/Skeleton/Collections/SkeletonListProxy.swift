#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// The placeholder data source and delegate of a table or collection view while its skeleton shows.
/// It forwards to the app's delegate only what ``SkeletonCollectionProxy/forwardsDelegateCall(_:)``
/// allows (as in SkeletonView), never a call naming a placeholder.
@MainActor
final class SkeletonListProxy: NSObject, UITableViewDataSource, UITableViewDelegate,
  UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, @preconcurrency SkeletonListHost
{
  private static let emptyIdentifier = "SwiftMessages.SkeletonEmptySupplementaryView"

  private weak var list: UIScrollView?
  private weak var tableSource: (any SkeletonTableViewDataSource)?
  private weak var collectionSource: (any SkeletonCollectionViewDataSource)?
  private(set) weak var appDelegate: (any UIScrollViewDelegate)?
  /// The app's `prefetchDataSource` (of either view), paused while the proxy is installed.
  private weak var appPrefetch: AnyObject?
  private var appRowHeight: CGFloat = 0
  /// The view's interaction flags before ``SkeletonCollectionProxy/Action/disableInteraction``.
  private var appInteraction = (isUserInteractionEnabled: true, isScrollEnabled: true)
  let lifetime: SkeletonCollectionProxy
  private var counts: [Int] = []
  /// Counts measured from probed frames, by section (non-flow layouts).
  private var measured: [Int?] = []
  private var countedSize: CGSize = .zero
  /// Observes the view's size while the proxy is installed.
  private var sizeObservation: NSKeyValueObservation?
  /// The configuration the cells share with their container; `nil` while cells are not
  /// skeletonised as they are dequeued (after `prepareSkeleton` only).
  private(set) var configuration: SkeletonConfiguration?
  private let skeletonised = NSHashTable<UIView>.weakObjects()
  /// While the first screen of cells loads, cells use the container's transition; cells that
  /// come later (scrolling, reloads) appear at once.
  private var isInitialLoad = false

  init(list: UIScrollView, original: AnyObject, appDelegate: (any UIScrollViewDelegate)?) {
    self.list = list
    tableSource = original as? any SkeletonTableViewDataSource
    collectionSource = original as? any SkeletonCollectionViewDataSource
    self.appDelegate = appDelegate
    lifetime = SkeletonCollectionProxy(
      disablesInteraction: list.isUserInteractionDisabledWhenSkeletonIsActive)
    super.init()
  }

  // MARK: - Delegate forwarding

  override func responds(to aSelector: Selector!) -> Bool {
    super.responds(to: aSelector) || forwardingTarget(for: aSelector) != nil
  }

  override func forwardingTarget(for aSelector: Selector!) -> Any? {
    guard let appDelegate, let aSelector,
      SkeletonCollectionProxy.forwardsDelegateCall(NSStringFromSelector(aSelector)),
      appDelegate.responds(to: aSelector)
    else { return nil }
    return appDelegate
  }

  // MARK: - Lifetime

  /// The skeleton appeared (or a show cancelled a pending hide): cells dequeued from now on show
  /// `configuration` (the lifetime is, or becomes, showing).
  func showStarted(_ configuration: SkeletonConfiguration) {
    let wasActive = isActive
    self.configuration = configuration
    lifetime.showStarted(on: self)
    if wasActive { update(configuration) }
  }

  func install() {
    guard let list else { return }
    list.delegate = self
    if let table = list as? UITableView {
      table.dataSource = self
      appPrefetch = table.prefetchDataSource
      table.prefetchDataSource = nil
      // Every placeholder row is as tall as the count assumed (self-sizing rows included).
      appRowHeight = table.rowHeight
      table.rowHeight = table.skeletonRowHeight
    }
    if let collectionView = list as? UICollectionView {
      collectionView.dataSource = self
      appPrefetch = collectionView.prefetchDataSource
      collectionView.prefetchDataSource = nil
    }
    // Recounts when the view changes size (rotation, split view, first layout), after the layout
    // pass that changed it; a scroll moves only the bounds' origin, which the core ignores, so a
    // scroll frame schedules nothing.
    sizeObservation = list.layer.observe(\.bounds) { [weak self] _, _ in
      MainThread.run {
        guard let self, let list = self.list,
          self.lifetime.recounts(from: self.countedSize, to: list.bounds.size)
        else { return }
        DispatchQueue.main.async { [weak self] in
          MainThread.run { self?.recountIfResized() }
        }
      }
    }
  }

  func disableInteraction() {
    guard let list else { return }
    appInteraction = (list.isUserInteractionEnabled, list.isScrollEnabled)
    list.isUserInteractionEnabled = false
    list.isScrollEnabled = false
  }

  func activateCells() {
    isInitialLoad = true
  }

  func reloadPlaceholders() {
    guard let list else { return }
    reload(list)
    list.layoutIfNeeded()
    isInitialLoad = false
  }

  func restoreInteraction() {
    list?.isUserInteractionEnabled = appInteraction.isUserInteractionEnabled
    list?.isScrollEnabled = appInteraction.isScrollEnabled
  }

  func restore() {
    guard let list else { return }
    sizeObservation = nil
    if list.delegate === self { list.delegate = appDelegate }
    if let table = list as? UITableView {
      if table.dataSource === self { table.dataSource = tableSource }
      if table.prefetchDataSource == nil {
        table.prefetchDataSource = appPrefetch as? any UITableViewDataSourcePrefetching
      }
      table.rowHeight = appRowHeight
    }
    if let collectionView = list as? UICollectionView {
      if collectionView.dataSource === self { collectionView.dataSource = collectionSource }
      if collectionView.prefetchDataSource == nil {
        collectionView.prefetchDataSource = appPrefetch as? any UICollectionViewDataSourcePrefetching
      }
    }
  }

  func reloadAppData() {
    // Loaded now, not at the next layout: the app's next insertRows/performBatchUpdates starts
    // from these counts.
    list?.reloadAfterSkeleton()
    list?.layoutIfNeeded()
  }

  func keepSkeletonOnVisibleCells() {
    let cells: [UIView] =
      (list as? UITableView)?.visibleCells ?? (list as? UICollectionView)?.visibleCells ?? []
    cells.forEach(skeletonise)
  }

  // MARK: - Cells

  var isActive: Bool { configuration != nil }

  /// Shows the container's skeleton on `view` (a dequeued cell or header), if active. A view
  /// that is not `isSkeletonable` is left as it is.
  private func skeletonise(_ view: UIView) {
    guard let configuration else { return }
    skeletonised.add(view)
    // No timing: the container already waited its grace time.
    view.showSkeleton(
      configuration.with(transition: isInitialLoad ? configuration.transition : .none, timing: nil))
  }

  func update(_ configuration: SkeletonConfiguration) {
    self.configuration = configuration
    for view in skeletonised.allObjects { view.skeletonOverlay?.update(configuration, notify: false) }
  }

  /// Hides every skeletonised view, including cells waiting for reuse, so none carries a
  /// skeleton into the app's own data.
  func hideCellSkeletons(_ transition: SkeletonTransitionStyle) {
    configuration = nil
    for view in skeletonised.allObjects { view.hideSkeleton(reloadDataAfter: false, transition: transition) }
    skeletonised.removeAllObjects()
  }

  /// Logs a reuse identifier that dequeued nothing (the placeholder uses an empty view).
  private static func logUnregistered(_ identifier: String) {
    os_log(
      "SwiftMessages skeleton: no cell or view registered for identifier \"%{public}@\".", type: .error,
      identifier)
  }

  // MARK: - Counting

  /// Reloads the placeholders; a collection view the core says to measure is measured and
  /// reloaded once more with the estimated counts.
  private func reload(_ list: UIScrollView) {
    (list as? UITableView)?.reloadData()
    guard let collectionView = list as? UICollectionView else { return }
    measured = []
    collectionView.reloadData()
    let layout = collectionView.collectionViewLayout
    let sizesItems = #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
    guard
      SkeletonCollectionProxy.measuresLaidOutItems(
        isFlowLayout: layout is UICollectionViewFlowLayout,
        delegateSizesItems: collectionView.delegate?.responds(to: sizesItems) ?? false)
    else { return }
    collectionView.layoutIfNeeded()
    measured = counts.enumerated().map { section, count in
      guard
        (collectionSource?.collectionSkeletonView(collectionView, numberOfItemsInSection: section) ?? 0) < 0
      else { return nil }
      return collectionView.estimatedSkeletonItems(probing: count, inSection: section)
    }
    if itemCounts(for: collectionView) != counts { collectionView.reloadData() }
  }

  private func recountIfResized() {
    guard let list,
      (list as? UITableView)?.dataSource === self || (list as? UICollectionView)?.dataSource === self,
      lifetime.recounts(from: countedSize, to: list.bounds.size)
    else { return }
    countedSize = list.bounds.size
    // A table reloads only when its counts changed; a collection view is measured again.
    if let table = list as? UITableView, rowCounts(for: table) == counts { return }
    reload(list)
  }

  /// The counts of every section, cached for the view's data source calls.
  private func countSections(_ list: UIScrollView) -> Int {
    if let table = list as? UITableView { counts = rowCounts(for: table) }
    if let collectionView = list as? UICollectionView { counts = itemCounts(for: collectionView) }
    countedSize = list.bounds.size
    return counts.count
  }

  private func count(in section: Int) -> Int {
    counts.indices.contains(section) ? max(0, counts[section]) : 0
  }

  private func rowCounts(for table: UITableView) -> [Int] {
    guard let original = tableSource else { return [] }
    let sectionCount = max(0, original.numSections(in: table))
    // The app's delegate is never asked about rows that do not exist in its data (its
    // `heightForRowAt` may index an empty array while content loads): the table's own row
    // height or estimate decides.
    let sections = (0..<sectionCount).map { section -> SkeletonItemCount.Section in
      SkeletonItemCount.Section(
        requested: original.collectionSkeletonView(table, numberOfRowsInSection: section),
        leading: identifier(table, section, isHeader: true) == nil
          ? 0
          : SkeletonItemCount.rowHeight(
            fixed: table.sectionHeaderHeight, estimated: table.estimatedSectionHeaderHeight),
        trailing: identifier(table, section, isHeader: false) == nil
          ? 0
          : SkeletonItemCount.rowHeight(
            fixed: table.sectionFooterHeight, estimated: table.estimatedSectionFooterHeight),
        lineLength: table.skeletonRowHeight)
    }
    return table.skeletonRows(sections)
  }

  private func itemCounts(for collectionView: UICollectionView) -> [Int] {
    guard let original = collectionSource else { return [] }
    let sectionCount = max(0, original.numSections(in: collectionView))
    let requested = (0..<sectionCount).map {
      original.collectionSkeletonView(collectionView, numberOfItemsInSection: $0)
    }
    // Explicit counts as asked; automatic ones fill the view (a flow layout's columns × lines,
    // else the probed items), or, once measured, what the laid-out placeholders showed.
    let counts =
      (collectionView.collectionViewLayout as? UICollectionViewFlowLayout).map {
        collectionView.skeletonFlowItems($0, requested: requested)
      } ?? requested.map { $0 >= 0 ? $0 : UICollectionView.skeletonProbeCount }
    return counts.indices.map { section in
      requested[section] < 0 && measured.indices.contains(section)
        ? measured[section] ?? counts[section] : counts[section]
    }
  }

  // MARK: - UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int { countSections(tableView) }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count(in: section) }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let original = tableSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    let cell: UITableViewCell
    if let custom = original.collectionSkeletonView(tableView, skeletonCellForRowAt: indexPath) {
      cell = custom
    } else {
      let identifier = original.collectionSkeletonView(tableView, cellIdentifierForRowAt: indexPath)
      // The index-path variant raises for an unregistered identifier; this one returns nil.
      if let dequeued = tableView.dequeueReusableCell(withIdentifier: identifier) {
        cell = dequeued
      } else {
        Self.logUnregistered(identifier)
        cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    original.collectionSkeletonView(tableView, prepareCellForSkeleton: cell, at: indexPath)
    skeletonise(cell)
    return cell
  }

  // MARK: - UITableViewDelegate (headers and footers of the placeholders)

  private func identifier(_ table: UITableView, _ section: Int, isHeader: Bool) -> String? {
    guard let delegate = appDelegate as? any SkeletonTableViewDelegate else { return nil }
    return isHeader
      ? delegate.collectionSkeletonView(table, identifierForHeaderInSection: section)
      : delegate.collectionSkeletonView(table, identifierForFooterInSection: section)
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    headerFooter(tableView, section, isHeader: true)
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    headerFooter(tableView, section, isHeader: false)
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerFooterHeight(tableView, section, isHeader: true)
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    headerFooterHeight(tableView, section, isHeader: false)
  }

  /// The table's header or footer height; (almost) no space without a header or footer, also in
  /// grouped tables where 0 means "default". Out of line: one copy for headers and footers.
  @inline(never)
  private func headerFooterHeight(_ tableView: UITableView, _ section: Int, isHeader: Bool) -> CGFloat {
    guard identifier(tableView, section, isHeader: isHeader) != nil else { return .leastNonzeroMagnitude }
    return isHeader ? tableView.sectionHeaderHeight : tableView.sectionFooterHeight
  }

  @inline(never)
  private func headerFooter(_ tableView: UITableView, _ section: Int, isHeader: Bool) -> UIView? {
    guard let identifier = identifier(tableView, section, isHeader: isHeader) else { return nil }
    guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
      Self.logUnregistered(identifier)
      return nil
    }
    skeletonise(view)
    return view
  }

  // MARK: - UITableViewDelegate (placeholder rows take no tap)

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }

  // MARK: - UICollectionViewDataSource

  func numberOfSections(in collectionView: UICollectionView) -> Int { countSections(collectionView) }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count(in: section)
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let original = collectionSource else {
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.emptyIdentifier)
      return collectionView.dequeueReusableCell(withReuseIdentifier: Self.emptyIdentifier, for: indexPath)
    }
    let cell =
      original.collectionSkeletonView(collectionView, skeletonCellForItemAt: indexPath)
      ?? collectionView.dequeueReusableCell(
        withReuseIdentifier: original.collectionSkeletonView(
          collectionView, cellIdentifierForItemAt: indexPath),
        for: indexPath)
    original.collectionSkeletonView(collectionView, prepareCellForSkeleton: cell, at: indexPath)
    skeletonise(cell)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    // The app's skeleton identifier first, then its own supplementary view (SkeletonView's
    // fallback, shown as it is), then an empty view.
    let original = collectionSource
    if let original,
      let identifier = original.collectionSkeletonView(
        collectionView, supplementaryViewIdentifierOfKind: kind, at: indexPath)
    {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
      original.collectionSkeletonView(collectionView, prepareViewForSkeleton: view, at: indexPath)
      skeletonise(view)
      return view
    }
    if let view = original?.collectionView?(
      collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    {
      return view
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
}

/// Skeleton events of a table or collection view whose cells draw its skeleton
/// (``Skeletonizer/Plan/cellHostIDs``); no-ops on other scroll views.
extension UIScrollView {
  /// The placeholder data source while one exists (retained here: `dataSource` is weak).
  var skeletonListProxy: SkeletonListProxy? {
    get { skeletonStorageIfAny?.listProxy }
    set { skeletonStorage.listProxy = newValue }
  }

  /// The app's data source when it conforms to the view's skeleton protocol and is not diffable.
  private var replaceableSkeletonDataSource: AnyObject? {
    let source: AnyObject? =
      (self as? UITableView)?.dataSource as? any SkeletonTableViewDataSource
      ?? (self as? UICollectionView)?.dataSource as? any SkeletonCollectionViewDataSource
    return source is SkeletonDiffableDataSourceMarker ? nil : source
  }

  /// The fact ``SkeletonNode/hasSkeletonDataSource``.
  var hasSkeletonDataSource: Bool {
    skeletonListProxy?.lifetime.isInstalled == true || replaceableSkeletonDataSource != nil
  }

  func makeSkeletonListProxy() -> SkeletonListProxy? {
    guard let original = replaceableSkeletonDataSource else { return nil }
    let proxy = SkeletonListProxy(list: self, original: original, appDelegate: delegate)
    skeletonListProxy = proxy
    return proxy
  }

  /// Sends one lifetime event to the proxy (made when the data source can be replaced), released
  /// once its lifetime is over; `false` when there is no proxy. Out of line: one copy for every
  /// event.
  @inline(never) @discardableResult
  func sendToSkeletonListProxy(_ event: (SkeletonListProxy) -> Void) -> Bool {
    guard let proxy = skeletonListProxy ?? makeSkeletonListProxy() else { return false }
    event(proxy)
    if proxy.lifetime.isOver { skeletonListProxy = nil }
    return true
  }

  /// The skeleton appeared (or a show cancelled a pending hide).
  func beginCellSkeletons(_ configuration: SkeletonConfiguration) {
    sendToSkeletonListProxy { $0.showStarted(configuration) }
  }

  func updateCellSkeletons(_ configuration: SkeletonConfiguration) {
    guard let proxy = skeletonListProxy, proxy.isActive else { return }
    proxy.update(configuration)
  }

  /// `hideSkeleton()` was called: the app's data source (and delegate) come back at once, even
  /// while the skeleton's minimum display time runs.
  func cellSkeletonHideRequested() {
    sendToSkeletonListProxy { $0.lifetime.hideRequested(on: $0) }
  }

  /// The skeleton is gone; the app's data is reloaded if `reloadData` and not reloaded yet.
  func endCellSkeletons(transition: SkeletonTransitionStyle, reloadData: Bool) {
    let hasProxy = sendToSkeletonListProxy {
      $0.lifetime.skeletonEnded(reloadDataAfter: reloadData, transition: transition, on: $0)
    }
    // Without a conforming, replaceable data source there is no proxy: only the app's reload applies.
    if !hasProxy && reloadData { reloadAfterSkeleton() }
  }

  func reloadAfterSkeleton() {
    (self as? UITableView)?.reloadData()
    (self as? UICollectionView)?.reloadData()
  }
}

/// Marks diffable data sources, which must never be replaced (UIKit asserts).
protocol SkeletonDiffableDataSourceMarker {}

@available(iOS 13.0, tvOS 13.0, *)
extension UITableViewDiffableDataSource: SkeletonDiffableDataSourceMarker {}

@available(iOS 13.0, tvOS 13.0, *)
extension UICollectionViewDiffableDataSource: SkeletonDiffableDataSourceMarker {}
#endif
