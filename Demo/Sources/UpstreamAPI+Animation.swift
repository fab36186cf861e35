// Source compatibility with SwiftMessages 10.0.2, part of the walk described in
// UpstreamAPICompatibility.swift: upstream's `Animator.swift`, `PhysicsAnimation.swift`, `PhysicsPanHandler.swift`, `TopBottomAnimation.swift`.

#if canImport(UIKit)
import SwiftMessages
import SwiftUI
import UIKit

// MARK: - Animator.swift

/// A custom animator, as apps write for `.custom(animator:)`.
final class UpstreamFadeAnimator: NSObject, Animator {
  weak var delegate: AnimationDelegate?
  var showDuration: TimeInterval { 0.3 }
  var hideDuration: TimeInterval { 0.2 }

  func show(context: AnimationContext, completion: @escaping AnimationCompletion) {
    let view = context.messageView
    context.containerView.addSubview(view)
    view.frame = context.containerView.bounds
    view.alpha = 0
    if context.safeZoneConflicts.contains(.overStatusBar) || context.interactiveHide {
      view.layoutIfNeeded()
    }
    UIView.animate(withDuration: showDuration, animations: { view.alpha = 1 }, completion: completion)
  }

  func hide(context: AnimationContext, completion: @escaping AnimationCompletion) {
    UIView.animate(
      withDuration: hideDuration, animations: { context.messageView.alpha = 0 },
      completion: { completed in
        completion(completed)
        self.delegate?.hide(animator: self)
      })
  }
}

/// An app-side animation delegate.
final class UpstreamAnimationDelegate: AnimationDelegate {
  func hide(animator: Animator) {}
  func panStarted(animator: Animator) {}
  func panEnded(animator: Animator) {}
}

func upstreamSafeZoneConflicts() -> SafeZoneConflicts {
  var conflicts = SafeZoneConflicts(rawValue: 0)
  conflicts.insert(.statusBar)
  conflicts.formUnion([.sensorNotch, .homeIndicator])
  let overStatusBar: SafeZoneConflicts = .overStatusBar
  _ = conflicts.isDisjoint(with: overStatusBar)
  _ = conflicts.rawValue
  let completion: AnimationCompletion = { completed in _ = completed }
  completion(true)
  return conflicts
}

/// Reads an `AnimationContext` from non-isolated code.
func upstreamReadAnimationContext(_ context: AnimationContext) -> (UIView, UIView, SafeZoneConflicts, Bool) {
  (context.messageView, context.containerView, context.safeZoneConflicts, context.interactiveHide)
}

// MARK: - PhysicsAnimation.swift

func upstreamDescribe(_ placement: PhysicsAnimation.Placement) -> String {
  switch placement {
  case .top: return "top"
  case .center: return "center"
  case .bottom: return "bottom"
  }
}

@MainActor
func upstreamUsePhysicsAnimation(context: AnimationContext, delegate: UpstreamAnimationDelegate) {
  let animation = PhysicsAnimation()
  animation.placement = .top
  animation.showDuration = 0.6
  animation.hideDuration = 0.2
  animation.panHandler = PhysicsPanHandler()
  animation.panHandler.hideDelay = 0.3
  animation.delegate = delegate
  let current: AnimationDelegate? = animation.delegate
  _ = current
  animation.show(context: context) { completed in _ = completed }
  animation.hide(context: context) { _ in }
  animation.adjustMargins()
  let animator: Animator = animation
  _ = (animator.showDuration, animator.hideDuration)
}

// MARK: - PhysicsPanHandler.swift

/// `PhysicsPanHandler` is `open`.
final class UpstreamPanHandler: PhysicsPanHandler {}

@MainActor
func upstreamUsePhysicsPanHandler(context: AnimationContext, animator: Animator) {
  let handler = UpstreamPanHandler()
  handler.hideDelay = 0.1
  handler.configure(context: context, animator: animator)
  let state: PhysicsPanHandler.State? = handler.state
  _ = (state, handler.isOffScreen)
  let pan: UIPanGestureRecognizer = handler.pan
  _ = pan
  let newState = PhysicsPanHandler.State(
    messageView: context.messageView, containerView: context.containerView)
  let angularVelocity: CGFloat = newState.angularVelocity
  _ = angularVelocity
  newState.stop()
  let snapshot: PhysicsPanHandler.MotionSnapshot? = nil
  _ = snapshot
}

// MARK: - TopBottomAnimation.swift, TopBottomAnimationStyle.swift

func upstreamDescribe(_ style: TopBottomAnimationStyle) -> String {
  switch style {
  case .top: return "top"
  case .bottom: return "bottom"
  }
}

@MainActor
func upstreamUseTopBottomAnimation(context: AnimationContext, delegate: UpstreamAnimationDelegate) {
  let animation = TopBottomAnimation(style: .top)
  let style: TopBottomAnimationStyle = animation.style
  _ = style
  animation.delegate = delegate
  animation.showDuration = 0.5
  animation.hideDuration = 0.3
  animation.springDamping = 1
  animation.closeSpeedThreshold = 500
  animation.closePercentThreshold = 0.5
  animation.closeAbsoluteThreshold = 50
  let pan: UIPanGestureRecognizer = animation.panGestureRecognizer
  _ = pan
  animation.show(context: context) { _ in }
  animation.hide(context: context) { _ in }
  animation.adjustMargins()
  var config = SwiftMessages.Config()
  config.presentationStyle = .custom(animator: animation)
}
#endif
