#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The placeholder data source of one table or collection view while its cells carry the
/// skeleton: the core's ``SkeletonCollectionProxy`` lifetime and the cells it skeletonises.
@MainActor
protocol SkeletonProxySession: AnyObject {
  /// The proxy's lifetime (installed, showing, held by a minimum, restored).
  var lifetime: SkeletonCollectionProxy { get set }
  /// The skeletonised cells.
  var cells: SkeletonCellRegistry { get }
  /// The view's `isUserInteractionEnabled` and `isScrollEnabled` before the placeholders
  /// turned them off (``SkeletonCollectionProxy/Action/disableInteraction``).
  var appInteraction: SkeletonScrollInteraction { get set }
}

/// Whether a scroll view takes touches and scrolls, as the app set it.
struct SkeletonScrollInteraction {
  var isUserInteractionEnabled = true
  var isScrollEnabled = true
}

/// A table or collection view whose data source the placeholder proxy stands in for. The
/// sequence (which lifetime command does what, in which order) is written once here; each
/// view supplies how it installs, restores and reloads.
@MainActor
protocol SkeletonProxyHost: UIScrollView, SkeletonReloadable, SkeletonCellHost {
  associatedtype Session: SkeletonProxySession
  /// The session while one exists (retained by the view: `dataSource` is weak).
  var proxySession: Session? { get set }
  /// A new session for a conforming, replaceable data source, stored in ``proxySession``;
  /// `nil` for any other (a diffable data source is never replaced: UIKit asserts).
  func makeSkeletonSession() -> Session?
  /// Puts the session in place of the app's data source (and what goes with it).
  func installSkeletonProxy(_ session: Session)
  /// Gives the app its data source (and what goes with it) back.
  func restoreAppData(from session: Session)
  /// Reloads the placeholder rows or items.
  func reloadPlaceholders(_ session: Session)
  /// The cells on screen.
  var visibleSkeletonCells: [UIView] { get }
}

extension SkeletonProxyHost {
  func beginCellSkeletons(_ configuration: SkeletonConfiguration) {
    let wasActive = proxySession?.cells.isActive ?? false
    handleSkeletonProxy(.showStarted, configuration: configuration)
    if wasActive, let session = proxySession { session.cells.update(configuration) }
  }

  func updateCellSkeletons(_ configuration: SkeletonConfiguration) {
    guard let session = proxySession, session.cells.isActive else { return }
    session.cells.update(configuration)
  }

  func cellSkeletonHideRequested() {
    handleSkeletonProxy(.hideRequested)
  }

  func endCellSkeletons(transition: SkeletonTransitionStyle, reloadData: Bool) {
    handleSkeletonProxy(.skeletonEnded(reloadDataAfter: reloadData), transition: transition)
  }

  /// Feeds `event` to the proxy's lifetime and applies its actions. Without a conforming,
  /// replaceable data source there is no proxy: only the app's reload applies.
  func handleSkeletonProxy(
    _ event: SkeletonCollectionProxy.Event, configuration: SkeletonConfiguration? = nil,
    transition: SkeletonTransitionStyle = .none
  ) {
    guard let session = proxySession ?? makeSkeletonSession() else {
      var lifetime = SkeletonCollectionProxy()
      if lifetime.handle(event).contains(.reloadAppData) { reloadAfterSkeleton() }
      return
    }
    var activatesCells = false
    for action in session.lifetime.handle(event) {
      switch action {
      case .install: installSkeletonProxy(session)
      case .activateCells:
        activatesCells = true
        if let configuration { session.cells.activate(configuration) }
      case .reloadPlaceholders:
        session.cells.isInitialLoad = activatesCells
        reloadPlaceholders(session)
        layoutIfNeeded()
        session.cells.isInitialLoad = false
      case .disableInteraction:
        session.appInteraction = SkeletonScrollInteraction(
          isUserInteractionEnabled: isUserInteractionEnabled, isScrollEnabled: isScrollEnabled)
        isUserInteractionEnabled = false
        isScrollEnabled = false
      case .restoreInteraction:
        isUserInteractionEnabled = session.appInteraction.isUserInteractionEnabled
        isScrollEnabled = session.appInteraction.isScrollEnabled
      case .restore: restoreAppData(from: session)
      case .reloadAppData:
        // Loaded now, not at the next layout: the app's next insertRows/performBatchUpdates
        // starts from these counts.
        reloadAfterSkeleton()
        layoutIfNeeded()
      case .keepSkeletonOnVisibleCells: visibleSkeletonCells.forEach(session.cells.skeletonise)
      case .hideCellSkeletons: session.cells.hideAll(transition: transition)
      }
    }
    if session.lifetime.phase == .absent { proxySession = nil }
  }
}
#endif
