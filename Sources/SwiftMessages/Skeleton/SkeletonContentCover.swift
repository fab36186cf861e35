#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies what skeletons change on the views they cover (leaves hidden through their layer's
/// opacity and from VoiceOver, views hidden because they ask for it, leaves that stop taking
/// touches) and puts every value back, through one ``SkeletonCoverLedger`` shared by all
/// skeletons on screen: nested or overlapping skeletons release in any order, and a value the
/// app set meanwhile is kept. Text, images and constraints are never touched.
@MainActor
enum SkeletonContentCover {
  private final class WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
  }

  private static var ledger = SkeletonCoverLedger<ObjectIdentifier, ObjectIdentifier>()
  private static var views: [ObjectIdentifier: WeakView] = [:]

  /// Sets everything `owner` (an overlay) covers now; views it covered before and no longer
  /// lists are released. `fade` is the owner's show fade in seconds.
  static func update(owner: AnyObject, requests: [(UIView, SkeletonCoverRequest)], fade: TimeInterval = 0) {
    var keyed: [ObjectIdentifier: SkeletonCoverRequest] = [:]
    keyed.reserveCapacity(requests.count)
    for (view, request) in requests {
      let id = ObjectIdentifier(view)
      if views[id]?.view !== view { views[id] = WeakView(view) }
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
    ledger.hidesView(ObjectIdentifier(view))
  }

  private static func facts(_ id: ObjectIdentifier) -> SkeletonViewFacts? {
    guard let view = views[id]?.view else { return nil }
    return SkeletonViewFacts(
      opacity: Double(view.layer.opacity), isHidden: view.isHidden,
      isUserInteractionEnabled: view.isUserInteractionEnabled,
      accessibilityElementsHidden: view.accessibilityElementsHidden)
  }

  private static func apply(_ changes: [ObjectIdentifier: SkeletonViewChanges]) {
    guard !changes.isEmpty else { return }
    // No implicit or enclosing animation: hiding and restoring content is instant even inside
    // an animation block.
    CATransaction.withoutActions {
      UIView.performWithoutAnimation {
        for (id, change) in changes {
          guard let view = views[id]?.view else { continue }
          if let opacity = change.opacity { view.layer.opacity = Float(opacity) }
          if let from = change.fadeFrom, change.fadeDuration > 0 {
            // The content fades out while the overlay fades in: one cross-dissolve, no blink.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(from)
            fade.toValue = Float(change.opacity ?? 0)
            fade.duration = change.fadeDuration
            view.layer.add(fade, forKey: "skeletonContentFade")
          }
          if let hidden = change.isHidden { view.isHidden = hidden }
          if let enabled = change.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
          if let hidden = change.accessibilityElementsHidden { view.accessibilityElementsHidden = hidden }
        }
      }
    }
    let kept = ledger.overriddenKeys
    views = views.filter { kept.contains($0.key) && $0.value.view != nil }
  }
}
#endif
