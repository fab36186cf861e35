import Foundation

/// The lifetime of the placeholder data source (the "proxy") of a table or collection view while
/// its skeleton shows: events in, actions out. On ``Phase/hiding`` the app's data source and data
/// come back at once (so an immediate `insertRows` is consistent), its visible cells keeping the
/// skeleton until the hide ends. Unlike SkeletonView, nothing stays installed after a
/// `prepareSkeleton` with no show, nor on screen after `reloadDataAfter: false`.
package struct SkeletonCollectionProxy: Sendable {
  /// Where the proxy is.
  package enum Phase: Equatable, Sendable {
    /// Nothing installed. The initial phase.
    case absent
    /// Installed by `prepareSkeleton`; cells are not skeletonised.
    case prepared
    /// Installed; placeholder cells are skeletonised.
    case showing
    /// Restored to the app's; its visible cells keep the skeleton until it ends.
    case hiding
  }

  /// Something that happened to the skeleton of the table or collection view.
  package enum Event: Sendable {
    /// `prepareSkeleton(completion:)` was called.
    case prepareRequested
    /// Its completion returned; `showRequested` tells whether a skeleton show is now running or
    /// waiting (its grace time or delay) on the view.
    case prepareCompleted(showRequested: Bool)
    /// The skeleton appeared, or a show cancelled a pending hide.
    case showStarted
    /// `hideSkeleton()` was called on the view.
    case hideRequested
    /// The skeleton is gone (its minimum display time and hide transition are over, or its
    /// overlay was removed). `reloadDataAfter` is the hide request's flag.
    case skeletonEnded(reloadDataAfter: Bool)
  }

  /// What the UIKit layer must do; ``handle(_:)`` returns them in this order.
  package enum Action: Equatable, Sendable {
    /// Install the proxy as data source (and, when the app has a delegate, as delegate), pause
    /// the app's prefetching and pin a table's row height.
    case install
    /// Remember the view's `isUserInteractionEnabled` and `isScrollEnabled`, then turn both off.
    case disableInteraction
    /// Put back the `isUserInteractionEnabled` and `isScrollEnabled` remembered by
    /// ``disableInteraction``.
    case restoreInteraction
    /// Skeletonise every cell and header the proxy dequeues from now on.
    case activateCells
    /// Reload the placeholder rows and lay them out.
    case reloadPlaceholders
    /// Give the app its data source, delegate, prefetching and row height back.
    case restore
    /// Reload the app's data and lay it out now.
    case reloadAppData
    /// Skeletonise the app's visible cells (after the reload) until the skeleton ends.
    case keepSkeletonOnVisibleCells
    /// Hide every skeletonised cell and header with the hide transition.
    case hideCellSkeletons
  }

  package private(set) var phase: Phase = .absent
  /// Whether the view stops taking touches and scrolling while the proxy is installed (a tap or
  /// scroll would reach the app's model or pagination), read when the lifetime starts.
  let disablesInteraction: Bool

  /// `disablesInteraction`: `isUserInteractionDisabledWhenSkeletonIsActive`, `true` as in SkeletonView.
  package init(disablesInteraction: Bool = true) {
    self.disablesInteraction = disablesInteraction
  }

  /// Whether the table's data source (and delegate) is the proxy.
  package var isInstalled: Bool { phase == .prepared || phase == .showing }

  package mutating func handle(_ event: Event) -> [Action] {
    let actions = transition(event)
    guard disablesInteraction else { return actions }
    // Touches and scrolling follow the proxy: off once it is in place, back before the app's
    // data source (whose reload may scroll).
    return actions.flatMap { action -> [Action] in
      switch action {
      case .install: [.install, .disableInteraction]
      case .restore: [.restoreInteraction, .restore]
      default: [action]
      }
    }
  }

  private mutating func transition(_ event: Event) -> [Action] {
    switch (phase, event) {
    case (.absent, .prepareRequested):
      phase = .prepared
      return [.install, .reloadPlaceholders]
    case (.prepared, .prepareRequested), (.showing, .prepareRequested):
      return [.reloadPlaceholders]
    case (.prepared, .prepareCompleted(showRequested: false)):
      // Nobody shows the skeleton: the placeholders must not outlive the preparation.
      phase = .absent
      return [.restore, .reloadAppData]
    case (.absent, .showStarted), (.hiding, .showStarted):
      phase = .showing
      return [.install, .activateCells, .reloadPlaceholders]
    case (.prepared, .showStarted):
      phase = .showing
      return [.activateCells, .reloadPlaceholders]
    case (.prepared, .hideRequested):
      phase = .absent
      return [.restore, .reloadAppData]
    case (.showing, .hideRequested):
      // The app's data comes back now, even while the minimum display time runs.
      phase = .hiding
      return [.restore, .reloadAppData, .keepSkeletonOnVisibleCells]
    case (.prepared, .skeletonEnded):
      phase = .absent
      return [.restore, .reloadAppData]
    case (.showing, .skeletonEnded):
      phase = .absent
      return [.restore, .reloadAppData, .hideCellSkeletons]
    case (.hiding, .skeletonEnded):
      // The app's data was reloaded when the hide was requested; it may have changed rows since.
      phase = .absent
      return [.hideCellSkeletons]
    case (.absent, .skeletonEnded(let reloadDataAfter)):
      return reloadDataAfter ? [.reloadAppData] : []
    default:
      return []  // repeated requests; prepare while hiding
    }
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
