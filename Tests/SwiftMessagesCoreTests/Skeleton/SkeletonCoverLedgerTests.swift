import Foundation
import Testing

@testable import SwiftMessagesCore

/// The values skeletons change on host views and put back, across overlays and app changes.
@Suite struct SkeletonCoverLedgerTests {
  /// A few host views and their current values, changed as UIKit would apply the ledger's
  /// changes (and as the app changes them meanwhile).
  struct Host {
    var views: [String: SkeletonViewFacts]
    var ledger = SkeletonCoverLedger<String, String>()

    init(_ views: [String: SkeletonViewFacts]) { self.views = views }

    @discardableResult mutating func update(
      _ owner: String, _ requests: [String: SkeletonCoverRequest], fade: TimeInterval = 0
    )
      -> [String: SkeletonViewChanges]
    {
      let views = self.views
      let changes = ledger.update(owner: owner, requests: requests, fade: fade) { views[$0] }
      apply(changes)
      return changes
    }

    mutating func release(_ owner: String) {
      let views = self.views
      apply(ledger.release(owner: owner) { views[$0] })
    }

    private mutating func apply(_ changes: [String: SkeletonViewChanges]) {
      for (key, change) in changes {
        if let opacity = change.opacity { views[key]?.opacity = opacity }
        if let hidden = change.isHidden { views[key]?.isHidden = hidden }
        if let enabled = change.isUserInteractionEnabled { views[key]?.isUserInteractionEnabled = enabled }
        if let hidden = change.accessibilityElementsHidden {
          views[key]?.accessibilityElementsHidden = hidden
        }
      }
    }
  }

  let leaf = SkeletonCoverRequest(hidesContent: true, disablesInteraction: true)

  @Test func hidingInShowOrderRestoresTheExactOpacity() {
    // A root skeleton covers the title (0.8 opaque), then a nested skeleton covers it too.
    var host = Host(["title": SkeletonViewFacts(opacity: 0.8)])
    host.update("root", ["title": leaf])
    host.update("cell", ["title": leaf])
    #expect(host.views["title"]?.opacity == 0)
    host.release("root")
    #expect(host.views["title"]?.opacity == 0)  // still under the cell's skeleton
    host.release("cell")
    #expect(host.views["title"] == SkeletonViewFacts(opacity: 0.8))
  }

  @Test func hidingInReverseOrderRestoresTheExactOpacityToo() {
    var host = Host(["title": SkeletonViewFacts(opacity: 0.8)])
    host.update("root", ["title": leaf])
    host.update("cell", ["title": leaf])
    host.release("cell")
    host.release("root")
    #expect(host.views["title"] == SkeletonViewFacts(opacity: 0.8))
  }

  @Test func anAlphaAnimationTheAppRanMeanwhileIsNotUndone() {
    // The label starts transparent; when the data arrives the app animates it to 1, then
    // hides the skeleton.
    var host = Host(["title": SkeletonViewFacts(opacity: 0)])
    host.update("root", ["title": leaf])
    host.views["title"]?.opacity = 1
    host.release("root")
    #expect(host.views["title"]?.opacity == 1)
  }

  @Test func anAppChangeWhileCoveredIsHiddenAgainAndRestoredLater() {
    var host = Host(["title": SkeletonViewFacts(opacity: 1)])
    host.update("root", ["title": leaf])
    host.views["title"]?.opacity = 0.5
    let changes = host.update("root", ["title": leaf])
    #expect(changes["title"]?.opacity == 0)
    #expect(host.views["title"]?.opacity == 0)
    host.release("root")
    #expect(host.views["title"]?.opacity == 0.5)
  }

  @Test func contentFadesOutWithTheOverlayOnlyWhenNewlyCovered() {
    var host = Host(["title": SkeletonViewFacts(opacity: 0.9), "image": SkeletonViewFacts()])
    let first = host.update("root", ["title": leaf], fade: 0.25)
    #expect(first["title"]?.opacity == 0)
    #expect(first["title"]?.fadeFrom == 0.9)
    #expect(first["title"]?.fadeDuration == 0.25)
    // A relayout with the same fade: nothing changes, nothing fades twice.
    #expect(host.update("root", ["title": leaf], fade: 0.25).isEmpty)
    // Already covered by another skeleton: no fade from 0.
    let nested = host.update("cell", ["title": leaf, "image": leaf], fade: 0.25)
    #expect(nested["title"] == nil)
    #expect(nested["image"]?.fadeFrom == 1)
  }

  @Test func releasingPartOfASkeletonRestoresThatPartOnly() {
    var host = Host(["a": SkeletonViewFacts(), "b": SkeletonViewFacts(opacity: 0.7)])
    host.update("root", ["a": leaf, "b": leaf])
    host.update("root", ["b": leaf])  // a's subtree was revealed
    #expect(host.views["a"] == SkeletonViewFacts())
    #expect(host.views["b"]?.opacity == 0)
  }

  @Test func interactionAndVisibilityComeBackAsTheyWere() {
    // A button the app had disabled stays disabled; a view hidden by the app stays hidden.
    var host = Host([
      "button": SkeletonViewFacts(isUserInteractionEnabled: false),
      "badge": SkeletonViewFacts(),
    ])
    host.update("root", ["button": leaf, "badge": SkeletonCoverRequest(hidesView: true)])
    #expect(host.views["badge"]?.isHidden == true)
    #expect(host.views["button"]?.accessibilityElementsHidden == true)
    #expect(host.ledger.hidesView("badge"))
    host.release("root")
    #expect(host.views["button"] == SkeletonViewFacts(isUserInteractionEnabled: false))
    #expect(host.views["badge"] == SkeletonViewFacts())
    #expect(host.ledger.overriddenKeys.isEmpty)
  }

  @Test func aViewThatIsGoneIsForgotten() {
    var host = Host(["title": SkeletonViewFacts()])
    host.update("root", ["title": leaf])
    host.views["title"] = nil
    host.release("root")
    #expect(host.ledger.overriddenKeys.isEmpty)
  }
}
