import Foundation

/// The lifetime of the placeholder data source (the "proxy") a table or collection view uses
/// while its skeleton shows: events in, actions out. The UIKit layer installs the proxy, hands
/// the app's data source and delegate back, reloads and skeletonises cells only as told here.
///
/// What the table sees in each ``Phase``:
/// - ``Phase/absent``: the app's data source, delegate and prefetching; the app's row height.
/// - ``Phase/prepared`` (inside `prepareSkeleton`'s completion): the proxy, placeholder rows
///   with their template content, prefetching paused, the row height pinned.
/// - ``Phase/showing``: the same, and every placeholder cell is skeletonised.
/// - ``Phase/hiding``: the app's data source, delegate and prefetching are back and its data is
///   loaded (so an immediate `insertRows` or `performBatchUpdates` is consistent); the app's
///   visible cells carry the skeleton until the minimum display time and hide transition end.
///
/// While the proxy is installed the view takes no touches and does not scroll (SkeletonView's
/// rule), unless its `isUserInteractionDisabledWhenSkeletonIsActive` is `false`: a tap on a
/// placeholder would select a row the app's model does not have, and a scroll would reach its
/// pagination code. Both come back, as they were, with the app's data source.
///
/// SkeletonView keeps its dummy data source until the skeleton is gone, leaves it installed
/// after `prepareSkeleton` if no show follows, with `reloadDataAfter: false` leaves the
/// placeholder rows on screen with the app's data source, and turns touches and scrolling on
/// when it ends whatever they were before; here none of that happens.
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

  /// The current phase. ``Phase/absent`` at first.
  package private(set) var phase: Phase = .absent
  /// Whether the view stops taking touches and scrolling while the proxy is installed: its
  /// `isUserInteractionDisabledWhenSkeletonIsActive`, read when the lifetime starts.
  let disablesInteraction: Bool

  /// Creates a lifetime with nothing installed. `disablesInteraction` is the view's
  /// `isUserInteractionDisabledWhenSkeletonIsActive` (`true` by default, as in SkeletonView).
  package init(disablesInteraction: Bool = true) {
    self.disablesInteraction = disablesInteraction
  }

  /// Whether the table's data source (and delegate) is the proxy.
  package var isInstalled: Bool { phase == .prepared || phase == .showing }

  /// Applies `event` and returns what to do.
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

  /// One view on the way from a collection view up to its window, as
  /// ``isShowRequested(along:)`` reads it.
  package struct ShowChainLink: Sendable {
    /// The view's `isSkeletonable`.
    var isSkeletonable: Bool
    /// The view's `isHiddenWhenSkeletonIsActive`. `false` by default.
    var isHiddenWhenSkeletonIsActive: Bool
    /// A skeleton show called on this very view is up, waiting for its grace time, or
    /// scheduled (`delay:`). `false` by default.
    var hasShowRequested: Bool

    /// Creates a link; only `isSkeletonable` is required.
    package init(
      isSkeletonable: Bool, isHiddenWhenSkeletonIsActive: Bool = false, hasShowRequested: Bool = false
    ) {
      self.isSkeletonable = isSkeletonable
      self.isHiddenWhenSkeletonIsActive = isHiddenWhenSkeletonIsActive
      self.hasShowRequested = hasShowRequested
    }
  }

  /// The `showRequested` of ``Event/prepareCompleted(showRequested:)``: whether a skeleton that
  /// will reach the collection view is running or waiting. `chain` starts with the collection
  /// view and goes up through its ancestors. Its own show counts, and so does an ancestor's
  /// (SkeletonView's `prepareSkeleton { _ in view.showSkeleton() }`) when that ancestor's
  /// traversal reaches it: the ancestor and every view from it down to the collection view
  /// are skeletonable, and none below the ancestor is hidden while the skeleton shows.
  package static func isShowRequested(along chain: [ShowChainLink]) -> Bool {
    for link in chain {
      guard link.isSkeletonable else { return false }
      if link.hasShowRequested { return true }
      if link.isHiddenWhenSkeletonIsActive { return false }
    }
    return false
  }

  // MARK: - Delegate calls

  /// Whether the proxy, standing in as a table's or collection view's delegate, forwards the
  /// call named `selectorName` (an Objective-C selector such as `"scrollViewDidScroll:"`) to the
  /// app's delegate. Calls about rows, items, sections or focus (`didSelectItemAtIndexPath:`,
  /// `shouldHighlightRowAtIndexPath:`, `willDisplayCell:forRowAtIndexPath:`,
  /// `heightForRowAtIndexPath:`, …) would name placeholder index paths the app's model does not
  /// have: they are not forwarded, and a table uses its own (pinned) metrics. A collection view
  /// layout's questions (`collectionView:layout:sizeForItemAtIndexPath:` and the other flow
  /// layout sizes and insets) are, so the placeholders are shaped like the app's items, as in
  /// SkeletonView, whose collection views keep the app's delegate. Everything else (scrolling,
  /// zooming, layout transitions, …) is forwarded.
  package static func forwardsDelegateCall(_ selectorName: String) -> Bool {
    if selectorName.hasPrefix("collectionView:layout:") { return true }
    let name = selectorName.lowercased()
    return !modelBoundFragments.contains { name.contains($0) }
  }

  private static let modelBoundFragments = ["indexpath", "section", "focus"]

  // MARK: - Supplementary views

  /// Where a placeholder collection's supplementary view comes from.
  package enum SupplementarySource: Equatable, Sendable {
    /// The app's skeleton identifier: dequeued, prepared and skeletonised.
    case skeleton
    /// The app's own data source (SkeletonView's fallback), shown as it is.
    case app
    /// An empty view (the layout asks for one nobody provides).
    case empty
  }

  /// The source of a supplementary view: the skeleton identifier when the app gives one, else
  /// the app's `viewForSupplementaryElementOfKind` when it implements it, else an empty view.
  package static func supplementarySource(hasSkeletonIdentifier: Bool, appProvidesViews: Bool)
    -> SupplementarySource
  {
    if hasSkeletonIdentifier { return .skeleton }
    return appProvidesViews ? .app : .empty
  }

  // MARK: - Counting

  /// Whether automatic counts are measured from the frames the layout gives probed items
  /// (after a first reload) instead of the layout's metrics: for any layout but flow, and for a
  /// flow layout whose delegate sizes items (the library never asks the app's delegate about
  /// placeholder index paths itself; the layout does, as in SkeletonView).
  package static func measuresLaidOutItems(isFlowLayout: Bool, delegateSizesItems: Bool) -> Bool {
    !isFlowLayout || delegateSizesItems
  }
}
