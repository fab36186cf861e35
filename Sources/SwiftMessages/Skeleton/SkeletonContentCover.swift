#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies and undoes what skeletons change on covered views (leaf opacity and VoiceOver hiding,
/// requested hiding, touches) through one shared ``SkeletonCoverLedger``, so overlapping skeletons
/// release in any order and values the app set meanwhile are kept.
@MainActor
enum SkeletonContentCover {
  private static let ledger = SkeletonCoverLedger()
  fileprivate static let fadeKey = "skeletonContentFade"

  /// Sets everything `owner` (an overlay) covers now; views it covered before and no longer
  /// lists are released. `fade` is the fade of the change in seconds (0: at once).
  static func update(
    owner: AnyObject, requests: [(view: any SkeletonCoverable, request: SkeletonCoverRequest)],
    fade: TimeInterval = 0
  ) {
    withoutAnimations { ledger.update(owner: owner, requests: requests, fade: fade) }
  }

  /// Releases everything `owner` covers.
  static func release(owner: AnyObject) {
    withoutAnimations { ledger.release(owner: owner) }
  }

  /// Whether a skeleton hid `view` (`isHiddenWhenSkeletonIsActive`): the snapshot still reads it.
  static func hidesView(_ view: UIView) -> Bool {
    ledger.hidesView(view)
  }

  /// No implicit or enclosing animation: hiding and restoring content is instant even inside
  /// an animation block; only the ledger's own fades run.
  private static func withoutAnimations(_ body: () -> Void) {
    CATransaction.withoutActions { UIView.performWithoutAnimation(body) }
  }
}

extension UIView: @preconcurrency SkeletonCoverable {
  package var skeletonViewFacts: SkeletonViewFacts {
    SkeletonViewFacts(
      opacity: Double(layer.opacity), isHidden: isHidden, isUserInteractionEnabled: isUserInteractionEnabled,
      accessibilityElementsHidden: accessibilityElementsHidden)
  }

  package func applySkeletonChanges(_ change: SkeletonViewChanges) {
    if let opacity = change.opacity {
      layer.opacity = Float(opacity)
    }
    if let hidden = change.isHidden {
      isHidden = hidden
    }
    if let enabled = change.isUserInteractionEnabled {
      isUserInteractionEnabled = enabled
    }
    if let hidden = change.accessibilityElementsHidden {
      accessibilityElementsHidden = hidden
    }
    // A hide inside the show fade: the content is back at once, no fade-out runs on.
    if change.cancelsFade { layer.removeAnimation(forKey: SkeletonContentCover.fadeKey) }
    // Content and placeholders cross-dissolve: one fade, no blink.
    if let from = change.fadeFrom {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = Float(from)
      fade.toValue = layer.opacity
      fade.duration = change.fadeDuration
      layer.add(fade, forKey: SkeletonContentCover.fadeKey)
    }
  }
}
#endif
