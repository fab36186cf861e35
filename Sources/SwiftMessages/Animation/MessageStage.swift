#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The show and hide plumbing the built-in animators (`TopBottomAnimation`, `PhysicsAnimation`)
/// share: the installed message, its context, and the message's own alpha.
@MainActor
final class MessageStage {
  weak var messageView: UIView?
  var context: AnimationContext?
  /// The message's own alpha before it was shown (1 unless the app made it translucent): the
  /// show fades in to it and every hide gives it back.
  var restingAlpha: CGFloat = 1

  /// Full motion, or the Reduce Motion fade while the system setting is on.
  static var motionStyle: CrossFadeMotion.Style {
    CrossFadeMotion.style(reduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
  }

  /// Installs `context`'s message in its container, pinned per `placement` and `motion`, lays it
  /// out with `animator`'s margins, and has them re-applied whenever the container's size, safe
  /// area or the device orientation changes.
  func install(
    _ context: AnimationContext, placement: PresentationPlacement, motion: MessagePin.Motion,
    for animator: NSObject & MessagePanAttaching
  ) {
    let view = context.messageView
    let container = context.containerView
    messageView = view
    self.context = context
    restingAlpha = view.alpha
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    let bounce = (view as? MarginAdjustable)?.bounceAnimationOffset ?? 0
    view.installPin(MessagePin(placement: placement, motion: motion, bounceOffset: bounce), in: container)
    container.layoutIfNeeded()
    animator.adjustMargins()
    container.layoutIfNeeded()
    (container as? MaskingView)?.onGeometryChange = { [weak animator] in animator?.adjustMargins() }
    NotificationCenter.default.addObserver(
      animator, selector: #selector(TopBottomAnimation.adjustMargins),
      name: UIDevice.orientationDidChangeNotification, object: nil)
  }

  /// Runs `animator`'s hide of `context`'s message: margins are no longer re-applied on
  /// rotation, the stage keeps `context`, and the view runs `plan`.
  func hide(
    _ context: AnimationContext, plan: HidePlan, for animator: NSObject,
    completion: @escaping AnimationCompletion
  ) {
    NotificationCenter.default.removeObserver(animator)
    self.context = context
    context.messageView.runHide(plan, completion: completion)
  }

  /// Re-applies the margins SwiftMessages manages (safe area, plus the bounce on `bounceEdge`).
  func adjustMargins(bounceEdge: PresentationPlacement?) {
    guard let view = messageView, let context else { return }
    ManagedMargins.apply(to: view, context: context, bounceEdge: bounceEdge)
  }
}

extension UIView {
  /// Installs the core's `pin` against `container` (a subview of it already): leading and
  /// trailing to the container's, the pin at ``MessagePin/priority``, and, when the pin keeps
  /// the view inside, required top and bottom bounds.
  func installPin(_ pin: MessagePin, in container: UIView) {
    let position: NSLayoutConstraint
    switch pin.anchor {
    case .top: position = topAnchor.constraint(equalTo: container.topAnchor, constant: pin.constant)
    case .bottom: position = bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: pin.constant)
    case .centerY:
      position = centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: pin.constant)
    }
    position.priority = UILayoutPriority(MessagePin.priority)
    var constraints = [
      leadingAnchor.constraint(equalTo: container.leadingAnchor),
      trailingAnchor.constraint(equalTo: container.trailingAnchor), position,
    ]
    if pin.keepsInside {
      constraints.append(topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor))
      constraints.append(bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor))
    }
    NSLayoutConstraint.activate(constraints)
  }
}
#endif
