#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// A table or collection view whose skeleton is drawn by its cells: the overlay whose plan
/// lists it as a cell host (``Skeletonizer/Plan/cellHostIDs``: its own, or an ancestor's)
/// draws nothing over it and tells it when the skeleton starts, changes and ends. Each call is
/// an event of the core's ``SkeletonCollectionProxy``, whose actions the view applies.
@MainActor
protocol SkeletonCellHost: AnyObject {
  /// The fact ``SkeletonNode/hasSkeletonDataSource``: the placeholder data source is
  /// installed, or the app's conforms and can be replaced (not diffable).
  var hasSkeletonDataSource: Bool { get }
  /// The skeleton appeared (or a show cancelled a pending hide): installs the placeholder data
  /// source, if the app's conforms, and skeletonises the cells.
  func beginCellSkeletons(_ configuration: SkeletonConfiguration)
  /// Gives the skeletonised cells a new configuration.
  func updateCellSkeletons(_ configuration: SkeletonConfiguration)
  /// `hideSkeleton()` was called: the app's data source (and delegate) come back at once, even
  /// while the skeleton's minimum display time runs.
  func cellSkeletonHideRequested()
  /// The skeleton is gone: hides the cells' skeletons with `transition`, and reloads the app's
  /// data if `reloadData` and it was not reloaded yet.
  func endCellSkeletons(transition: SkeletonTransitionStyle, reloadData: Bool)
}

/// An invisible view that follows its table or collection view's size (autoresizing) and
/// reports when that size changes. Unlike key-value observing the scroll view's bounds, whose
/// origin moves on every scroll frame, it is laid out only when the size changes.
@MainActor
final class SkeletonSizeSentinel: UIView {
  private let resized: () -> Void
  private var lastSize: CGSize

  init(in scrollView: UIScrollView, resized: @escaping () -> Void) {
    self.resized = resized
    lastSize = scrollView.bounds.size
    super.init(frame: CGRect(origin: .zero, size: scrollView.bounds.size))
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    isUserInteractionEnabled = false
    isAccessibilityElement = false
    accessibilityElementsHidden = true
    scrollView.addSubview(self)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard bounds.size != lastSize else { return }
    lastSize = bounds.size
    DispatchQueue.main.async { [weak self] in MainThread.run { self?.resized() } }
  }
}

/// The cells, headers and footers a placeholder data source skeletonised (held weakly), and
/// the configuration they share with their container.
@MainActor
final class SkeletonCellRegistry {
  private(set) var configuration: SkeletonConfiguration?
  private let views = NSHashTable<UIView>.weakObjects()
  /// While the first screen of cells loads, cells use the container's transition; cells that
  /// come later (scrolling, reloads) appear at once.
  var isInitialLoad = false

  /// Whether cells are skeletonised as they are dequeued (after `prepareSkeleton` only, not).
  var isActive: Bool { configuration != nil }

  /// Starts skeletonising with `configuration`.
  func activate(_ configuration: SkeletonConfiguration) {
    self.configuration = configuration
  }

  /// Shows the container's skeleton on `view` (a dequeued cell or header), if active. A view
  /// that is not `isSkeletonable` is left as it is.
  func skeletonise(_ view: UIView) {
    guard var configuration else { return }
    views.add(view)
    configuration.timing = nil  // the container already waited its grace time
    if !isInitialLoad { configuration.transition = .none }
    view.showSkeleton(configuration)
  }

  /// Gives every skeletonised view a new configuration.
  func update(_ configuration: SkeletonConfiguration) {
    self.configuration = configuration
    for view in views.allObjects { view.skeletonOverlay?.update(configuration, notify: false) }
  }

  /// Hides every skeletonised view, including cells waiting for reuse, so none carries a
  /// skeleton into the app's own data.
  func hideAll(transition: SkeletonTransitionStyle) {
    configuration = nil
    for view in views.allObjects { view.hideSkeleton(reloadDataAfter: false, transition: transition) }
    views.removeAllObjects()
  }

  /// Logs a reuse identifier that dequeued nothing (the placeholder uses an empty cell).
  static func logUnregistered(_ identifier: String) {
    os_log(
      "SwiftMessages skeleton: no cell or view registered for identifier \"%{public}@\".", type: .error,
      identifier)
  }
}

/// Marks diffable data sources, which must never be replaced (UIKit asserts).
protocol SkeletonDiffableDataSourceMarker {}

@available(iOS 13.0, tvOS 13.0, *)
extension UITableViewDiffableDataSource: SkeletonDiffableDataSourceMarker {}

@available(iOS 13.0, tvOS 13.0, *)
extension UICollectionViewDiffableDataSource: SkeletonDiffableDataSourceMarker {}
#endif
