import Foundation
import Testing

@testable import SwiftMessagesCore

extension SkeletonViewFacts {
  /// The four values, to compare.
  fileprivate var fields: [Double] {
    [opacity, isHidden ? 1 : 0, isUserInteractionEnabled ? 1 : 0, accessibilityElementsHidden ? 1 : 0]
  }
}

/// The values skeletons change on host views and put back, across overlays and app changes.
@Suite struct SkeletonCoverLedgerTests {
  /// A few host views and their current values, changed as UIKit would apply the ledger's
  /// changes (and as the app changes them meanwhile).
  struct Host {
    /// The current values of the views by name, and the changes the ledger set in one update.
    final class Store {
      var views: [String: SkeletonViewFacts]
      var changes: [String: SkeletonViewChanges] = [:]
      init(_ views: [String: SkeletonViewFacts]) { self.views = views }
    }

    /// A view or an overlay, by name (the ledger holds them weakly, by identity); the changes set
    /// on it are applied as UIKit would.
    final class Object: SkeletonCoverable {
      let name: String
      let store: Store
      init(_ name: String, _ store: Store) {
        self.name = name
        self.store = store
      }

      var skeletonViewFacts: SkeletonViewFacts { store.views[name] ?? SkeletonViewFacts() }

      func applySkeletonChanges(_ change: SkeletonViewChanges) {
        // Each view is set once per update.
        #expect(store.changes[name] == nil)
        store.changes[name] = change
        // `CALayer.opacity` is a `Float`: the host reads back what the layer stored.
        if let opacity = change.opacity { store.views[name]?.opacity = Double(Float(opacity)) }
        if let hidden = change.isHidden { store.views[name]?.isHidden = hidden }
        if let enabled = change.isUserInteractionEnabled {
          store.views[name]?.isUserInteractionEnabled = enabled
        }
        if let hidden = change.accessibilityElementsHidden {
          store.views[name]?.accessibilityElementsHidden = hidden
        }
      }
    }

    let store: Store
    /// The live views and owners; removing one frees it.
    var objects: [String: Object]
    let ledger = SkeletonCoverLedger()

    init(_ views: [String: SkeletonViewFacts]) {
      let store = Store(views)
      self.store = store
      objects = Dictionary(uniqueKeysWithValues: Self.names.map { ($0, Object($0, store)) })
    }

    static let names = [
      "title", "image", "a", "b", "button", "badge", "retry", "root", "cell", "closedScreen", "newScreen",
    ]

    /// The views' current values (the app may change them meanwhile).
    var views: [String: SkeletonViewFacts] {
      get { store.views }
      nonmutating set { store.views = newValue }
    }

    func object(_ name: String) -> Object { objects[name] ?? Object("gone", store) }

    var overridden: [String] { ledger.overriddenViews.map { ($0 as? Object)?.name ?? "?" } }

    /// Updates `owner`'s requests; returns the changes set, by view name.
    @discardableResult mutating func update(
      _ owner: String, _ requests: [String: SkeletonCoverRequest], fade: TimeInterval = 0
    )
      -> [String: SkeletonViewChanges]
    {
      store.changes = [:]
      ledger.update(
        owner: object(owner), requests: requests.map { (object($0.key) as any SkeletonCoverable, $0.value) },
        fade: fade)
      return store.changes
    }

    /// Releases `owner`; returns the changes set, by view name.
    @discardableResult mutating func release(_ owner: String) -> [String: SkeletonViewChanges] {
      store.changes = [:]
      ledger.release(owner: object(owner))
      return store.changes
    }
  }

  let leaf = SkeletonCoverRequest(hidesContent: true, disablesInteraction: true)

  @Test func hidingInShowOrderRestoresTheExactOpacity() {
    // A root skeleton covers the title (0.8 opaque), then a nested skeleton covers it too.
    var host = Host(["title": SkeletonViewFacts(opacity: 0.75)])
    host.update("root", ["title": leaf])
    host.update("cell", ["title": leaf])
    #expect(host.views["title"]?.opacity == 0)
    host.release("root")
    #expect(host.views["title"]?.opacity == 0)  // still under the cell's skeleton
    host.release("cell")
    #expect(host.views["title"]?.fields == SkeletonViewFacts(opacity: 0.75).fields)
  }

  @Test func hidingInReverseOrderRestoresTheExactOpacityToo() {
    var host = Host(["title": SkeletonViewFacts(opacity: 0.75)])
    host.update("root", ["title": leaf])
    host.update("cell", ["title": leaf])
    host.release("cell")
    host.release("root")
    #expect(host.views["title"]?.fields == SkeletonViewFacts(opacity: 0.75).fields)
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
    #expect(host.views["a"]?.fields == SkeletonViewFacts().fields)
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
    #expect(host.ledger.hidesView(host.object("badge")))
    host.release("root")
    #expect(host.views["button"]?.fields == SkeletonViewFacts(isUserInteractionEnabled: false).fields)
    #expect(host.views["badge"]?.fields == SkeletonViewFacts().fields)
    #expect(host.overridden.isEmpty)
  }

  @Test func aViewThatIsGoneIsForgotten() {
    var host = Host(["title": SkeletonViewFacts()])
    host.update("root", ["title": leaf])
    #expect(host.overridden == ["title"])
    host.objects["title"] = nil
    host.release("root")
    #expect(host.overridden.isEmpty)
  }

  // MARK: - Issue 26

  /// Defect 2: a screen closed mid-load frees its overlay without a hide; a new label later
  /// allocated at the freed label's address must not inherit the dead overlay's request (it
  /// stayed at opacity 0 after its own skeleton hid).
  @Test func aViewAtAReusedAddressDoesNotInheritADeadOwnersCover() {
    var host = Host(["title": SkeletonViewFacts()])
    host.update("closedScreen", ["title": leaf])
    // The screen, its overlay and its label are freed; a new label (maybe at the same address)
    // takes its place.
    host.objects["closedScreen"] = nil
    host.objects["title"] = Host.Object("title", host.store)
    host.views["title"] = SkeletonViewFacts()
    host.update("newScreen", ["title": leaf])
    host.release("newScreen")
    #expect(host.views["title"]?.fields == SkeletonViewFacts().fields)
    #expect(host.overridden.isEmpty)
  }

  /// Defect 2: an owner freed without a hide is released once it is known to be gone (its
  /// entries no longer leak, and a view it covered that is still alive comes back).
  @Test func anOwnerFreedWithoutAHideIsReleased() {
    var host = Host(["title": SkeletonViewFacts(opacity: 0.75), "image": SkeletonViewFacts()])
    host.update("closedScreen", ["title": leaf, "image": leaf])
    host.update("cell", ["image": leaf])
    host.objects["closedScreen"] = nil  // freed without a hide
    let changes = host.update("cell", ["image": leaf])
    #expect(changes["title"]?.opacity == 0.75)
    #expect(changes["image"] == nil)  // still under the cell's skeleton
    #expect(host.overridden == ["image"])
  }

  /// Defect 7: a hide inside the 0.25 s show fade (cached data) cancels the content's fade-out
  /// instead of letting it run on and then blink back.
  @Test func aRestoreDuringTheShowFadeCancelsTheFade() {
    var host = Host(["title": SkeletonViewFacts()])
    #expect(host.update("root", ["title": leaf], fade: 0.25)["title"]?.fadeFrom == 1)
    let restore = host.release("root")
    #expect(restore["title"]?.opacity == 1)
    #expect(restore["title"]?.cancelsFade == true)
  }

  /// Defect 8: a leaf that keeps taking touches (`isUserInteractionDisabledWhenSkeletonIsActive
  /// = false`) is not made fully transparent: UIKit's hit-testing skips views whose alpha is
  /// below 0.01, so the view would never be touched. Its placeholder still covers it.
  @Test func aLeafThatKeepsTouchesStaysHitTestable() {
    var host = Host(["retry": SkeletonViewFacts()])
    host.update("root", ["retry": SkeletonCoverRequest(hidesContent: true, disablesInteraction: false)])
    let opacity = host.views["retry"]?.opacity ?? 1
    #expect(opacity >= 0.01 && opacity < 0.05)
    #expect(host.views["retry"]?.isUserInteractionEnabled == true)
    host.release("root")
    #expect(host.views["retry"]?.fields == SkeletonViewFacts().fields)
  }

  /// A Retry button that keeps its touches comes back after refreshes re-read its opacity
  /// from the layer (a `Float`): SkeletonView shows it again on hide.
  @Test func aTouchableLeafComesBackAfterRefreshesReadItsLayerOpacity() {
    var host = Host(["retry": SkeletonViewFacts()])
    let touchable = SkeletonCoverRequest(hidesContent: true, disablesInteraction: false)
    host.update("root", ["retry": touchable])
    host.update("root", ["retry": touchable])
    host.update("root", ["retry": touchable])
    host.release("root")
    #expect(host.views["retry"]?.fields == SkeletonViewFacts().fields)
  }

  /// Defect 9: `hideSkeleton(transition: .crossDissolve(0.25))` on a subview fades its content
  /// back in (while its placeholders fade out) instead of popping.
  @Test func aRevealWithATransitionFadesTheContentIn() {
    var host = Host(["a": SkeletonViewFacts(), "b": SkeletonViewFacts()])
    host.update("root", ["a": leaf, "b": leaf])
    let reveal = host.update("root", ["b": leaf], fade: 0.25)
    #expect(reveal["a"]?.opacity == 1)
    #expect(reveal["a"]?.fadeFrom == 0)
    #expect(reveal["a"]?.fadeDuration == 0.25)
    #expect(reveal["b"] == nil)
  }
  /// A view whose setter re-enters the skeletons (an app's `isHidden` `didSet` that lays out,
  /// which re-reads what the skeleton hid, or that hides another skeleton) finds the ledger
  /// settled, and its release is kept: the ledger is shared, never held in an access while views
  /// are set.
  @Test func aViewSetterMayReenterTheLedger() {
    final class Shared { let ledger = SkeletonCoverLedger() }
    final class View: SkeletonCoverable {
      var facts = SkeletonViewFacts()
      var onSet: (() -> Void)?
      var skeletonViewFacts: SkeletonViewFacts { facts }
      func applySkeletonChanges(_ change: SkeletonViewChanges) {
        if let hidden = change.isHidden { facts.isHidden = hidden }
        onSet?()
      }
    }
    let shared = Shared()
    let (view, other, owner, otherOwner) = (View(), View(), View(), View())
    shared.ledger.update(owner: otherOwner, requests: [(other, SkeletonCoverRequest(hidesView: true))])
    var sawItselfHidden = false
    view.onSet = {
      sawItselfHidden = shared.ledger.hidesView(view)
      shared.ledger.release(owner: otherOwner)
    }
    shared.ledger.update(owner: owner, requests: [(view, SkeletonCoverRequest(hidesView: true))])
    #expect(sawItselfHidden)
    #expect(view.facts.isHidden && !other.facts.isHidden)
    #expect(shared.ledger.hidesView(view) && !shared.ledger.hidesView(other))
  }
}
