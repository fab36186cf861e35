#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies and undoes what skeletons change on covered views (leaf opacity and VoiceOver hiding,
/// requested hiding, touches) through one shared ``SkeletonCoverLedger``, so overlapping skeletons
/// release in any order and values the app set meanwhile are kept. Views are keyed weakly by
/// address: a freed overlay is released at the next update, and a reused address starts clean
/// (``SkeletonCoverLedger/forget(_:)``).
@MainActor
enum SkeletonContentCover {
  private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private static var ledger = SkeletonCoverLedger<ObjectIdentifier, ObjectIdentifier>()
  private static var views: [ObjectIdentifier: Weak] = [:]
  private static var owners: [ObjectIdentifier: Weak] = [:]
  private static let fadeKey = "skeletonContentFade"

  /// Sets everything `owner` (an overlay) covers now; views it covered before and no longer
  /// lists are released. `fade` is the fade of the change in seconds (0: at once).
  static func update(owner: AnyObject, requests: [(UIView, SkeletonCoverRequest)], fade: TimeInterval = 0) {
    apply(ledger.releaseOwners(where: { owners[$0]?.object == nil }, facts: facts))
    owners = owners.filter { $0.value.object != nil }
    owners[ObjectIdentifier(owner)] = Weak(owner)
    var keyed: [ObjectIdentifier: SkeletonCoverRequest] = [:]
    keyed.reserveCapacity(requests.count)
    for (view, request) in requests {
      let id = ObjectIdentifier(view)
      ledger.forget(id, ifHeldBy: views[id]?.object !== view)
      views[id] = Weak(view)
      keyed[id] = request
    }
    apply(ledger.update(owner: ObjectIdentifier(owner), requests: keyed, fade: fade, facts: facts))
  }

  /// Releases everything `owner` covers.
  static func release(owner: AnyObject) {
    apply(ledger.release(owner: ObjectIdentifier(owner), facts: facts))
  }

  /// Whether a skeleton hid `view` (`isHiddenWhenSkeletonIsActive`): the snapshot still reads it.
  static func hidesView(_ view: UIView) -> Bool {
    views[ObjectIdentifier(view)]?.object === view && ledger.hidesView(ObjectIdentifier(view))
  }

  private static func facts(_ id: ObjectIdentifier) -> SkeletonViewFacts? {
    (views[id]?.object as? UIView).map { view in
      SkeletonViewFacts(
        opacity: Double(view.layer.opacity), isHidden: view.isHidden,
        isUserInteractionEnabled: view.isUserInteractionEnabled,
        accessibilityElementsHidden: view.accessibilityElementsHidden)
    }
  }

  private static func apply(_ changes: [ObjectIdentifier: SkeletonViewChanges]) {
    // No implicit or enclosing animation: hiding and restoring content is instant even inside
    // an animation block; only the ledger's own fades run.
    CATransaction.withoutActions {
      UIView.performWithoutAnimation {
        for (id, change) in changes {
          (views[id]?.object as? UIView).map { apply(change, to: $0) }
        }
      }
    }
    let kept = ledger.overriddenKeys
    views = views.filter { kept.contains($0.key) && $0.value.object != nil }
  }

  private static func apply(_ change: SkeletonViewChanges, to view: UIView) {
    if let opacity = change.opacity {
      view.layer.opacity = Float(opacity)
    }
    if let hidden = change.isHidden {
      view.isHidden = hidden
    }
    if let enabled = change.isUserInteractionEnabled {
      view.isUserInteractionEnabled = enabled
    }
    if let hidden = change.accessibilityElementsHidden {
      view.accessibilityElementsHidden = hidden
    }
    // A hide inside the show fade: the content is back at once, no fade-out runs on.
    if change.cancelsFade { view.layer.removeAnimation(forKey: fadeKey) }
    // Content and placeholders cross-dissolve: one fade, no blink.
    if let from = change.fadeFrom {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = Float(from)
      fade.toValue = view.layer.opacity
      fade.duration = change.fadeDuration
      view.layer.add(fade, forKey: fadeKey)
    }
  }
}
#endif
