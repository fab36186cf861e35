import Foundation
import Testing

@testable import SwiftMessagesCore

/// Records what the lifetime asks of the UIKit layer, in order.
private final class Recorder: SkeletonListHost {
  enum Call: Equatable {
    case install, disableInteraction, activateCells, reloadPlaceholders, restoreInteraction, restore
    case reloadAppData, keepSkeletonOnVisibleCells
    case hideCellSkeletons(SkeletonTransitionStyle)
  }

  var calls: [Call] = []

  func install() { calls.append(.install) }
  func disableInteraction() { calls.append(.disableInteraction) }
  func activateCells() { calls.append(.activateCells) }
  func reloadPlaceholders() { calls.append(.reloadPlaceholders) }
  func restoreInteraction() { calls.append(.restoreInteraction) }
  func restore() { calls.append(.restore) }
  func reloadAppData() { calls.append(.reloadAppData) }
  func keepSkeletonOnVisibleCells() { calls.append(.keepSkeletonOnVisibleCells) }
  func hideCellSkeletons(_ transition: SkeletonTransitionStyle) {
    calls.append(.hideCellSkeletons(transition))
  }
}

/// The events a table or collection view goes through, as the overlay drives them.
private enum Event {
  case prepareRequested
  case prepareCompleted(showRequested: Bool)
  case showStarted
  case hideRequested
  case skeletonEnded(reloadDataAfter: Bool)
}

extension SkeletonCollectionProxy {
  /// Sends `event` and returns what the lifetime asked of the UIKit layer.
  fileprivate func handle(_ event: Event) -> [Recorder.Call] {
    let host = Recorder()
    switch event {
    case .prepareRequested: prepareRequested(on: host)
    case .prepareCompleted(let showRequested): prepareCompleted(showRequested: showRequested, on: host)
    case .showStarted: showStarted(on: host)
    case .hideRequested: hideRequested(on: host)
    case .skeletonEnded(let reloadDataAfter):
      skeletonEnded(reloadDataAfter: reloadDataAfter, transition: .default, on: host)
    }
    return host.calls
  }
}

@Suite struct SkeletonCollectionProxyTests {
  private typealias Proxy = SkeletonCollectionProxy
  /// An iPhone 15 in portrait and landscape.
  private let portrait = CGSize(width: 393, height: 852)
  private let landscape = CGSize(width: 852, height: 393)

  private func showing() -> Proxy {
    let proxy = Proxy()
    _ = proxy.handle(.showStarted)
    return proxy
  }

  // MARK: - Show and hide

  @Test func showInstallsTheProxyAndSkeletonisesItsCells() {
    let proxy = Proxy()
    #expect(!proxy.isInstalled && proxy.isOver)
    let actions = proxy.handle(.showStarted)
    #expect(actions == [.install, .disableInteraction, .activateCells, .reloadPlaceholders])
    #expect(proxy.phase == .showing && proxy.isInstalled && !proxy.isOver)
  }

  @Test func afterHideWithARunningMinimumTheDataSourceIsAlreadyTheApps() {
    // Given a skeleton shown for 0.1 s of a 0.3 s minimum, When the content arrives,
    let proxy = showing()
    let actions = proxy.handle(.hideRequested)
    // Then the app's data source is back and loaded at once (an insertRows right after
    // hideSkeleton() is consistent), while its visible cells keep the skeleton.
    #expect(actions == [.restoreInteraction, .restore, .reloadAppData, .keepSkeletonOnVisibleCells])
    #expect(proxy.phase == .hiding && !proxy.isInstalled && !proxy.isOver)
    // When the minimum is over, Then the cells reveal the content without a second restore
    // or a reload that would discard rows the app inserted meanwhile.
    #expect(proxy.handle(.skeletonEnded(reloadDataAfter: true)) == [.hideCellSkeletons(.default)])
    #expect(proxy.phase == .absent && proxy.isOver)
  }

  @Test func cellSkeletonsHideWithTheHidesTransition() {
    let host = Recorder()
    showing().skeletonEnded(reloadDataAfter: true, transition: .crossDissolve(0.4), on: host)
    #expect(host.calls.last == .hideCellSkeletons(.crossDissolve(0.4)))
  }

  @Test func hideWithoutReloadDataAfterStillLoadsTheAppsRows() {
    // reloadDataAfter: false must not leave placeholder rows with the app's data source.
    let proxy = showing()
    #expect(proxy.handle(.hideRequested).contains(.reloadAppData))
    #expect(!proxy.handle(.skeletonEnded(reloadDataAfter: false)).contains(.reloadAppData))
  }

  @Test func showDuringTheMinimumReinstallsTheProxy() {
    let proxy = showing()
    _ = proxy.handle(.hideRequested)
    let actions = proxy.handle(.showStarted)
    #expect(actions == [.install, .disableInteraction, .activateCells, .reloadPlaceholders])
    #expect(proxy.phase == .showing)
  }

  @Test func repeatedRequestsDoNothing() {
    let proxy = showing()
    #expect(proxy.handle(.showStarted) == [])
    _ = proxy.handle(.hideRequested)
    #expect(proxy.handle(.hideRequested) == [])
    #expect(proxy.handle(.prepareRequested) == [])  // prepare while hiding
  }

  @Test func anOverlayRemovedWithoutAHideRequestStillRestores() {
    let proxy = showing()
    let actions = proxy.handle(.skeletonEnded(reloadDataAfter: false))
    #expect(actions == [.restoreInteraction, .restore, .reloadAppData, .hideCellSkeletons(.default)])
    #expect(proxy.phase == .absent)
  }

  // MARK: - Touches and scrolling (defect 1 of issue 26; SkeletonView 1.31 is the spec)

  /// Every event sequence a table or collection view goes through, as the overlay drives it.
  private static let lifetimes: [[Event]] = [
    [.showStarted, .hideRequested, .skeletonEnded(reloadDataAfter: true)],
    [.showStarted, .skeletonEnded(reloadDataAfter: false)],
    [.prepareRequested, .prepareCompleted(showRequested: false)],
    [.prepareRequested, .prepareCompleted(showRequested: true), .showStarted, .hideRequested],
    [.prepareRequested, .prepareCompleted(showRequested: true), .hideRequested],
    [.showStarted, .hideRequested, .showStarted, .hideRequested, .skeletonEnded(reloadDataAfter: true)],
  ]

  @Test(arguments: 0..<SkeletonCollectionProxyTests.lifetimes.count)
  func skeletonViewsRulePlaceholdersTakeNoTouchesOrScrollsAndBothComeBackWithTheAppsData(_ index: Int) {
    // SkeletonView's CollectionSkeleton.disableUserInteraction(): a table or collection view under
    // a skeleton stops taking touches and scrolling (a tap on a placeholder would reach the app's
    // didSelectItemAt with an index path its empty model does not have; a scroll its pagination).
    let proxy = Proxy()
    var touchesOff = false
    for event in Self.lifetimes[index] {
      for action in proxy.handle(event) {
        switch action {
        case .disableInteraction:
          #expect(!touchesOff)
          touchesOff = true
        case .restoreInteraction:
          #expect(touchesOff)
          touchesOff = false
        case .activateCells, .reloadPlaceholders:
          // Placeholders are never on screen with touches on.
          #expect(touchesOff, "\(action) after \(event)")
        case .reloadAppData:
          #expect(!touchesOff, "the app's rows come back with its touches")
        case .install, .restore, .keepSkeletonOnVisibleCells, .hideCellSkeletons: break
        }
      }
      #expect(touchesOff == proxy.isInstalled)
    }
    #expect(!touchesOff)
  }

  @Test func aViewThatKeepsItsTouchesWhileTheSkeletonShowsIsNeverChanged() {
    // view.isUserInteractionDisabledWhenSkeletonIsActive = false (SkeletonView's opt-out).
    let proxy = Proxy(disablesInteraction: false)
    let actions =
      proxy.handle(.showStarted) + proxy.handle(.hideRequested)
      + proxy.handle(.skeletonEnded(reloadDataAfter: true))
    #expect(!actions.contains(.disableInteraction) && !actions.contains(.restoreInteraction))
    #expect(actions.contains(.install) && actions.contains(.restore))
  }

  @Test func withoutAProxyOnlyReloadDataAfterReloads() {
    // A diffable or non-conforming data source is never replaced: hideSkeleton() reloads it
    // only when asked.
    let proxy = Proxy()
    #expect(proxy.handle(.hideRequested) == [])
    #expect(proxy.isOver)
    #expect(proxy.handle(.skeletonEnded(reloadDataAfter: true)) == [.reloadAppData])
    #expect(proxy.handle(.skeletonEnded(reloadDataAfter: false)) == [])
    #expect(proxy.isOver)
  }

  // MARK: - Prepare

  @Test func prepareWithoutShowInstallsNothing() {
    let proxy = Proxy()
    #expect(proxy.handle(.prepareRequested) == [.install, .disableInteraction, .reloadPlaceholders])
    #expect(proxy.phase == .prepared)
    // When the completion returns with no show on the view, Then the app's data is back.
    #expect(
      proxy.handle(.prepareCompleted(showRequested: false)) == [
        .restoreInteraction, .restore, .reloadAppData,
      ])
    #expect(proxy.phase == .absent && !proxy.isInstalled)
  }

  @Test func prepareThenShowKeepsTheProxyAndSkeletonisesTheCells() {
    let proxy = Proxy()
    _ = proxy.handle(.prepareRequested)
    #expect(proxy.handle(.prepareCompleted(showRequested: true)) == [])  // a grace time runs
    #expect(proxy.isInstalled)
    #expect(proxy.handle(.prepareRequested) == [.reloadPlaceholders])
    #expect(proxy.handle(.showStarted) == [.activateCells, .reloadPlaceholders])
    #expect(proxy.handle(.prepareRequested) == [.reloadPlaceholders])
    #expect(proxy.handle(.prepareCompleted(showRequested: false)) == [])  // it shows already
  }

  @Test func hideAfterPrepareRestoresTheAppsData() {
    // The show's grace time was not over when the content arrived.
    let proxy = Proxy()
    _ = proxy.handle(.prepareRequested)
    _ = proxy.handle(.prepareCompleted(showRequested: true))
    #expect(proxy.handle(.hideRequested) == [.restoreInteraction, .restore, .reloadAppData])
    #expect(proxy.phase == .absent)
  }

  @Test func anOverlayRemovedAfterPrepareRestoresTheAppsData() {
    let proxy = Proxy()
    _ = proxy.handle(.prepareRequested)
    #expect(
      proxy.handle(.skeletonEnded(reloadDataAfter: false)) == [.restoreInteraction, .restore, .reloadAppData])
    #expect(proxy.isOver)
  }

  // MARK: - Whether a show follows the preparation

  private func link(
    isSkeletonable: Bool = true, isHiddenWhenSkeletonIsActive: Bool = false, hasShowRequested: Bool = false
  ) -> Proxy.ShowChainLink {
    (isSkeletonable, isHiddenWhenSkeletonIsActive, hasShowRequested)
  }
  private var plain: Proxy.ShowChainLink { link() }

  @Test func aShowOnTheScreensViewInsidePrepareCompletionCounts() {
    // README: collectionView.prepareSkeleton { _ in self.view.showAnimatedSkeleton() }, the
    // collection view inside a skeletonable container inside the screen's view, whose show
    // waits for its grace time.
    let chain = [plain, plain, link(isSkeletonable: true, hasShowRequested: true)]
    #expect(Proxy.isShowRequested(along: chain))
  }

  @Test func aShowOnTheCollectionViewItselfCounts() {
    #expect(Proxy.isShowRequested(along: [link(isSkeletonable: true, hasShowRequested: true)]))
    #expect(!Proxy.isShowRequested(along: [plain, plain]))
    #expect(!Proxy.isShowRequested(along: []))
  }

  @Test func anAncestorsShowThatCannotReachTheCollectionViewDoesNotCount() {
    let showing = link(isSkeletonable: true, hasShowRequested: true)
    // A view in between that is not skeletonable stops the traversal.
    #expect(!Proxy.isShowRequested(along: [plain, link(isSkeletonable: false), showing]))
    // So does a collection view that is not skeletonable itself.
    #expect(!Proxy.isShowRequested(along: [link(isSkeletonable: false), showing]))
    // And one hidden while the skeleton shows (the skeleton hides it instead).
    #expect(
      !Proxy.isShowRequested(along: [
        plain, link(isSkeletonable: true, isHiddenWhenSkeletonIsActive: true), showing,
      ]))
    // An ancestor that is not skeletonable shows no skeleton at all.
    #expect(!Proxy.isShowRequested(along: [plain, link(isSkeletonable: false, hasShowRequested: true)]))
  }

  // MARK: - Recounting

  @Test func scrollingNeverRecounts() {
    let proxy = showing()
    #expect(!proxy.recounts(from: portrait, to: portrait))
    #expect(proxy.recounts(from: portrait, to: landscape))
    #expect(!Proxy().recounts(from: portrait, to: landscape))
  }

  // MARK: - Delegate and layout

  @Test func theAppsDelegateGetsEverythingButPlaceholderIndexPaths() {
    for name in [
      "scrollViewDidScroll:", "scrollViewWillBeginDragging:", "scrollViewDidEndDecelerating:",
      "scrollViewWillEndDragging:withVelocity:targetContentOffset:", "scrollViewDidScrollToTop:",
    ] {
      #expect(Proxy.forwardsDelegateCall(name), "\(name)")
    }
    for name in [
      "tableView:heightForRowAtIndexPath:", "tableView:estimatedHeightForRowAtIndexPath:",
      "tableView:willDisplayCell:forRowAtIndexPath:", "tableView:didSelectRowAtIndexPath:",
      "tableView:viewForHeaderInSection:", "tableView:willDisplayFooterView:forSection:",
      "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
      "indexPathForPreferredFocusedViewInTableView:", "tableView:shouldUpdateFocusInContext:",
    ] {
      #expect(!Proxy.forwardsDelegateCall(name), "\(name)")
    }
  }

  @Test func aCollectionsDelegateHearsNothingAboutPlaceholderItemsButItsLayoutSizesThem() {
    // Defect 11 of issue 26: a tap, highlight or display of a placeholder item never reaches
    // the app's delegate (items[indexPath.item] on an empty model traps).
    for name in [
      "collectionView:didSelectItemAtIndexPath:", "collectionView:shouldSelectItemAtIndexPath:",
      "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:didHighlightItemAtIndexPath:",
      "collectionView:willDisplayCell:forItemAtIndexPath:",
      "collectionView:didEndDisplayingCell:forItemAtIndexPath:",
      "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:",
      "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
    ] {
      #expect(!Proxy.forwardsDelegateCall(name), "\(name)")
    }
    // SkeletonView keeps the app's delegate on a collection view, so its flow layout sizes the
    // placeholders like the app's items: the layout's questions still reach it.
    for name in [
      "collectionView:layout:sizeForItemAtIndexPath:", "collectionView:layout:insetForSectionAtIndex:",
      "collectionView:layout:minimumLineSpacingForSectionAtIndex:",
      "collectionView:layout:referenceSizeForHeaderInSection:",
    ] {
      #expect(Proxy.forwardsDelegateCall(name), "\(name)")
    }
  }

  @Test func delegateSizedFlowLayoutsAreMeasuredNotAsked() {
    #expect(!Proxy.measuresLaidOutItems(isFlowLayout: true, delegateSizesItems: false))
    #expect(Proxy.measuresLaidOutItems(isFlowLayout: true, delegateSizesItems: true))
    #expect(Proxy.measuresLaidOutItems(isFlowLayout: false, delegateSizesItems: false))
  }
}
