#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies and undoes what skeletons change on covered views (leaf opacity and VoiceOver hiding,
/// requested hiding, touches) through one shared ``SkeletonCoverLedger``, so overlapping skeletons
/// release in any order and values the app set meanwhile are kept.
@MainActor
enum SkeletonContentCover {
  private static var ledger = SkeletonCoverLedger()
  private static let fadeKey = "skeletonContentFade"

  /// Sets everything `owner` (an overlay) covers now; views it covered before and no longer
  /// lists are released. `fade` is the fade of the change in seconds (0: at once).
  static func update(
    owner: AnyObject, requests: [(view: AnyObject, request: SkeletonCoverRequest)], fade: TimeInterval = 0
  ) {
    apply(ledger.update(owner: owner, requests: requests, fade: fade, facts: facts))
  }

  /// Releases everything `owner` covers.
  static func release(owner: AnyObject) {
    apply(ledger.release(owner: owner, facts: facts))
  }

  /// Whether a skeleton hid `view` (`isHiddenWhenSkeletonIsActive`): the snapshot still reads it.
  static func hidesView(_ view: UIView) -> Bool {
    ledger.hidesView(view)
  }

  private static func facts(_ object: AnyObject) -> SkeletonViewFacts {
    (object as? UIView).map { view in
      SkeletonViewFacts(
        opacity: Double(view.layer.opacity), isHidden: view.isHidden,
        isUserInteractionEnabled: view.isUserInteractionEnabled,
        accessibilityElementsHidden: view.accessibilityElementsHidden)
    } ?? SkeletonViewFacts()
  }

  private static func apply(_ changes: SkeletonCoverLedger.Changes) {
    // No implicit or enclosing animation: hiding and restoring content is instant even inside
    // an animation block; only the ledger's own fades run.
    CATransaction.withoutActions {
      UIView.performWithoutAnimation {
        for (view, change) in changes {
          (view as? UIView).map { apply(change, to: $0) }
        }
      }
    }
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
