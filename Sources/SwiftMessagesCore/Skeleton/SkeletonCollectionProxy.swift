import Foundation

/// What the UIKit layer does for the placeholder data source (the "proxy") of a table or
/// collection view; ``SkeletonCollectionProxy`` calls these in the order listed, after its
/// ``SkeletonCollectionProxy/isInstalled`` already tells the new state.
package protocol SkeletonListHost: AnyObject {
  /// Install the proxy as data source (and, when the app has a delegate, as delegate), pause
  /// the app's prefetching and pin a table's row height.
  func install()
  /// Remember the view's `isUserInteractionEnabled` and `isScrollEnabled`, then turn both off.
  func disableInteraction()
  /// Skeletonise every cell and header the proxy dequeues from now on (the first screen with the
  /// container's transition).
  func activateCells()
  /// Reload the placeholder rows and lay them out.
  func reloadPlaceholders()
  /// Put back the `isUserInteractionEnabled` and `isScrollEnabled` remembered by
  /// ``disableInteraction()``.
  func restoreInteraction()
  /// Give the app its data source, delegate, prefetching and row height back.
  func restore()
  /// Reload the app's data and lay it out now.
  func reloadAppData()
  /// Skeletonise the app's visible cells (after the reload) until the skeleton ends.
  func keepSkeletonOnVisibleCells()
  /// Hide every skeletonised cell and header with `transition`.
  func hideCellSkeletons(_ transition: SkeletonTransitionStyle)
}

/// The lifetime of the placeholder data source (the "proxy") of a table or collection view while
/// its skeleton shows: each event calls its ``SkeletonListHost``. On ``Phase/hiding`` the app's
/// data source and data come back at once (so an immediate `insertRows` is consistent), its
/// visible cells keeping the skeleton until the hide ends. Unlike SkeletonView, nothing stays
/// installed after a `prepareSkeleton` with no show, nor on screen after `reloadDataAfter: false`.
package final class SkeletonCollectionProxy {
  /// Where the proxy is.
  enum Phase {
    /// Nothing installed. The initial phase.
    case absent
    /// Installed by `prepareSkeleton`; cells are not skeletonised.
    case prepared
    /// Installed; placeholder cells are skeletonised.
    case showing
    /// Restored to the app's; its visible cells keep the skeleton until it ends.
    case hiding
  }

  private(set) var phase = Phase.absent
  /// Whether the view stops taking touches and scrolling while the proxy is installed (a tap or
  /// scroll would reach the app's model or pagination), read when the lifetime starts.
  private let disablesInteraction: Bool

  /// `disablesInteraction`: `isUserInteractionDisabledWhenSkeletonIsActive`, `true` as in SkeletonView.
  package init(disablesInteraction: Bool = true) {
    self.disablesInteraction = disablesInteraction
  }

  /// Whether the table's data source (and delegate) is the proxy.
  package var isInstalled: Bool { phase == .prepared || phase == .showing }

  /// Whether the lifetime is over (or never began): the proxy can go.
  package var isOver: Bool { phase == .absent }

  /// `prepareSkeleton(completion:)` was called.
  package func prepareRequested(on host: any SkeletonListHost) {
    switch phase {
    case .absent:
      phase = .prepared
      install(host)
      host.reloadPlaceholders()
    case .prepared, .showing: host.reloadPlaceholders()
    case .hiding: break  // prepare while hiding
    }
  }

  /// Its completion returned; `showRequested` tells whether a skeleton show is now running or
  /// waiting (its grace time or delay) on the view.
  package func prepareCompleted(showRequested: Bool, on host: any SkeletonListHost) {
    // Nobody shows the skeleton: the placeholders must not outlive the preparation.
    guard phase == .prepared, !showRequested else { return }
    phase = .absent
    restore(host)
    host.reloadAppData()
  }

  /// The skeleton appeared, or a show cancelled a pending hide.
  package func showStarted(on host: any SkeletonListHost) {
    let was = phase
    guard was != .showing else { return }
    phase = .showing
    if was != .prepared { install(host) }
    host.activateCells()
    host.reloadPlaceholders()
  }

  /// `hideSkeleton()` was called on the view.
  package func hideRequested(on host: any SkeletonListHost) {
    switch phase {
    case .prepared:
      phase = .absent
      restore(host)
      host.reloadAppData()
    case .showing:
      // The app's data comes back now, even while the minimum display time runs.
      phase = .hiding
      restore(host)
      host.reloadAppData()
      host.keepSkeletonOnVisibleCells()
    case .absent, .hiding: break  // repeated requests
    }
  }

  /// The skeleton is gone (its minimum display time and hide transition are over, or its
  /// overlay was removed); `reloadDataAfter` is the hide request's flag, `transition` its hide
  /// transition.
  package func skeletonEnded(
    reloadDataAfter: Bool, transition: SkeletonTransitionStyle, on host: any SkeletonListHost
  ) {
    let was = phase
    phase = .absent
    switch was {
    case .absent:
      if reloadDataAfter { host.reloadAppData() }
    case .prepared:
      restore(host)
      host.reloadAppData()
    case .showing:
      restore(host)
      host.reloadAppData()
      host.hideCellSkeletons(transition)
    case .hiding:
      // The app's data was reloaded when the hide was requested; it may have changed rows since.
      host.hideCellSkeletons(transition)
    }
  }

  /// Touches and scrolling follow the proxy: off once it is in place, back before the app's
  /// data source (whose reload may scroll).
  private func install(_ host: any SkeletonListHost) {
    host.install()
    if disablesInteraction { host.disableInteraction() }
  }

  private func restore(_ host: any SkeletonListHost) {
    if disablesInteraction { host.restoreInteraction() }
    host.restore()
  }

  /// Whether the placeholders must be recounted after the view went from `oldSize` to
  /// `newSize`: only while the proxy is installed and when the size really changed (a scroll
  /// changes the bounds' origin, never their size).
  package func recounts(from oldSize: CGSize, to newSize: CGSize) -> Bool {
    isInstalled && (oldSize.width != newSize.width || oldSize.height != newSize.height)
  }

  // MARK: - Whether a show follows the preparation

  /// One view on the way from a collection view up to its window: `hasShowRequested` tells
  /// whether a skeleton show called on this very view is up, waiting for its grace time, or
  /// scheduled (`delay:`).
  package typealias ShowChainLink = (
    isSkeletonable: Bool, isHiddenWhenSkeletonIsActive: Bool, hasShowRequested: Bool
  )

  /// Whether a skeleton that will reach the collection view is running or waiting: a show on a
  /// skeletonable link of `chain` (the view, then its ancestors) below which every link is
  /// skeletonable and not hidden (so `prepareSkeleton { _ in ancestor.showSkeleton() }` counts).
  package static func isShowRequested(along chain: [ShowChainLink]) -> Bool {
    for link in chain {
      guard link.isSkeletonable else { return false }
      if link.hasShowRequested { return true }
      if link.isHiddenWhenSkeletonIsActive { return false }
    }
    return false
  }

  // MARK: - Delegate calls

  /// Whether the proxy, as the view's delegate, forwards the Objective-C selector `selectorName`
  /// to the app's: not calls about rows, items, sections or focus (placeholder index paths the
  /// app's model lacks), but a collection view layout's size and inset questions
  /// (`collectionView:layout:…`, so placeholders take the app's item shapes, as in SkeletonView).
  package static func forwardsDelegateCall(_ selectorName: String) -> Bool {
    if selectorName.hasPrefix("collectionView:layout:") { return true }
    let name = selectorName.lowercased()
    return !(name.contains("indexpath") || name.contains("section") || name.contains("focus"))
  }

  // MARK: - Counting

  /// Whether automatic counts are measured from the frames the layout gives probed items (after
  /// a first reload): for any layout but flow, and for a flow layout whose delegate sizes items
  /// (the layout asks that delegate, never the library).
  package static func measuresLaidOutItems(isFlowLayout: Bool, delegateSizesItems: Bool) -> Bool {
    !isFlowLayout || delegateSizesItems
  }
}
