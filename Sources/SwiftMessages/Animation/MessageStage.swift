#if canImport(UIKit) && !os(watchOS)
import UIKit

/// An animator whose margins ``MessageStage`` re-applies: `TopBottomAnimation`, `PhysicsAnimation`.
@MainActor
protocol MarginManaging: NSObject {
  func adjustMargins()
}

/// The show and hide steps `TopBottomAnimation` and `PhysicsAnimation` share.
@MainActor
final class MessageStage {
  weak var messageView: UIView?
  var context: AnimationContext?
  /// The message's own alpha before it was shown (1 unless the app made it translucent): the
  /// show fades in to it and every hide gives it back.
  var restingAlpha: CGFloat = 1

  static var motionStyle: CrossFadeMotion.Style {
    CrossFadeMotion.style(reduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
  }

  /// Installs `context`'s message and has `animator`'s margins re-applied (its `adjustMargins()`)
  /// now and whenever the container's size, safe area or the device orientation changes. The
  /// animator comes as a protocol, not a closure: with a closure argument the optimizer copied this
  /// function into each animator.
  func install(
    _ context: AnimationContext, placement: PresentationPlacement, motion: MessagePin.Motion,
    for animator: any MarginManaging
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

  /// The hide begins: orientation changes no longer re-apply `animator`'s margins.
  func hide(_ context: AnimationContext, for animator: NSObject) {
    NotificationCenter.default.removeObserver(animator)
    self.context = context
  }

  /// Re-applies the margins SwiftMessages manages (safe area, plus the bounce on `bounceEdge`).
  func adjustMargins(bounceEdge: PresentationPlacement?) {
    guard let view = messageView, let context else { return }
    ManagedMargins.apply(to: view, context: context, bounceEdge: bounceEdge)
  }
}

extension UIView {
  /// Installs the core's `pin` against `container`, of which the view is already a subview.
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
