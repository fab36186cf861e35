#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a skeleton changed on the views it covers, and how to put it back exactly: leaves
/// hidden through their layer's opacity (and from VoiceOver), views hidden because they ask
/// for it. Look-ups are by identity, so a refresh over a large tree stays linear.
@MainActor
final class SkeletonContentCover {
  private var leaves: [(view: UIView, opacity: Float, accessibilityHidden: Bool)] = []
  private var hiddenViews: [(view: UIView, isHidden: Bool)] = []
  private var covered: Set<ObjectIdentifier> = []

  /// Hides a leaf's content (once): opacity 0 and no VoiceOver elements, since the overlay's
  /// "Loading" element stands for it. Text, images and constraints are not touched.
  func hideContent(of view: UIView) {
    guard covered.insert(ObjectIdentifier(view)).inserted else { return }
    leaves.append((view, view.layer.opacity, view.accessibilityElementsHidden))
    Self.withoutAnimation {
      view.layer.opacity = 0
      view.accessibilityElementsHidden = true
    }
  }

  /// Hides a view marked `isHiddenWhenSkeletonIsActive`; `false` if it already was hidden.
  func hide(_ view: UIView) -> Bool {
    guard !view.isHidden else { return false }
    hiddenViews.append((view, view.isHidden))
    view.isHidden = true
    return true
  }

  /// Restores every value changed, instantly, newest hidden view last.
  func restore() {
    Self.withoutAnimation {
      for (view, opacity, accessibilityHidden) in leaves {
        view.layer.opacity = opacity
        view.accessibilityElementsHidden = accessibilityHidden
      }
    }
    for (view, isHidden) in hiddenViews.reversed() { view.isHidden = isHidden }
    leaves.removeAll()
    hiddenViews.removeAll()
    covered.removeAll()
  }

  /// Runs `changes` with no implicit or enclosing animation: hiding and restoring content is
  /// instant even when the caller is inside an animation block.
  static func withoutAnimation(_ changes: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    UIView.performWithoutAnimation(changes)
    CATransaction.commit()
  }
}
#endif
