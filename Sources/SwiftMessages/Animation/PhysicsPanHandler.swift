#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Lets the user drag a message with a touch-attached physics body and fling it away
/// (SwiftMessages 10's `PhysicsPanHandler`). A release faster than
/// `ScaleMotion/flingSpeedThreshold` (600 pt/s) flings; anything slower springs back and
/// resumes auto-hide with the time that was left.
@MainActor
open class PhysicsPanHandler: NSObject {
  /// The delay before hiding once a flung message has left its container. 0.2 s by default.
  public var hideDelay: TimeInterval {
    get { motion.offScreenHideDelay }
    set { motion.offScreenHideDelay = newValue }
  }
  /// Every fling number. `ScaleMotion`'s defaults.
  package var motion = ScaleMotion()

  /// One sampled rotation of the dragged view.
  public struct MotionSnapshot {
    /// The rotation in radians.
    public var angle: CGFloat
    /// When it was sampled.
    public var time: CFAbsoluteTime
  }

  /// The physics of one drag.
  @MainActor
  public final class State {
    /// The dynamic animator, with the container as reference view.
    public let dynamicAnimator: UIDynamicAnimator
    /// The message's body (rotation allowed).
    public let itemBehavior: UIDynamicItemBehavior
    /// The spring between the touch and the message; `nil` once flung.
    public var attachmentBehavior: UIAttachmentBehavior?
    /// The recent rotation samples (at most 16, so long drags cost constant memory).
    package private(set) var estimator = AngularVelocityEstimator()

    /// Creates the physics for dragging `messageView` inside `containerView`: a dynamic
    /// animator whose reference view is the container, running a body for the message that
    /// may rotate. No attachment yet (``attachmentBehavior`` is `nil`).
    public init(messageView: UIView, containerView: UIView) {
      dynamicAnimator = UIDynamicAnimator(referenceView: containerView)
      itemBehavior = UIDynamicItemBehavior(items: [messageView])
      itemBehavior.allowsRotation = true
      dynamicAnimator.addBehavior(itemBehavior)
    }

    /// The recent rotation samples, oldest first.
    public var snapshots: [MotionSnapshot] {
      estimator.samples.map { MotionSnapshot(angle: CGFloat($0.angle), time: $0.time) }
    }

    /// Records the view's current rotation.
    func record(angle: CGFloat, time: CFAbsoluteTime) {
      estimator.record(angle: Double(angle), time: time)
    }

    /// The rotation speed in radians per second at release.
    public var angularVelocity: CGFloat { CGFloat(estimator.angularVelocity) }

    /// Stops the simulation and removes every behaviour.
    public func stop() {
      dynamicAnimator.removeAllBehaviors()
    }
  }

  /// The current drag's physics, `nil` between drags.
  public private(set) var state: State?
  /// Whether the message has been flung out of its container.
  public private(set) var isOffScreen = false
  /// The pan recognizer, attached to the message's background view by ``configure(context:animator:)``.
  public private(set) lazy var pan: UIPanGestureRecognizer = {
    UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
  }()

  private weak var animator: Animator?
  /// The message the pan is attached to (by the last `configure(context:animator:)`).
  private(set) weak var messageView: UIView?
  private weak var containerView: UIView?
  private var restingCenter: CGPoint?
  private var hideScheduled = false

  /// Creates a handler.
  public override init() {
    super.init()
  }

  /// Attaches the pan to the message of `context`, reporting to `animator`'s delegate.
  open func configure(context: AnimationContext, animator: Animator) {
    self.animator = animator
    messageView = context.messageView
    containerView = context.containerView
    isOffScreen = false
    hideScheduled = false
    // A new message (a reused animator) rests elsewhere: measure its centre on its first drag.
    restingCenter = nil
    let target = (context.messageView as? BackgroundViewable)?.backgroundView ?? context.messageView
    target.addGestureRecognizer(pan)
  }

  @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
    guard let view = messageView, let container = containerView, let animator else { return }
    let touch = recognizer.location(in: container)
    switch recognizer.state {
    case .began:
      begin(view: view, container: container, touch: touch, animator: animator)
    case .changed:
      guard let state else { return }
      state.attachmentBehavior?.anchorPoint = touch
      state.record(angle: atan2(view.transform.b, view.transform.a), time: CFAbsoluteTimeGetCurrent())
    case .ended, .cancelled, .failed:
      guard let state else { return }
      let velocity = recognizer.velocity(in: container)
      if recognizer.state == .ended,
        motion.shouldFling(velocityX: Double(velocity.x), velocityY: Double(velocity.y))
      {
        let capped = motion.cappedLinearVelocity(x: Double(velocity.x), y: Double(velocity.y))
        state.itemBehavior.addLinearVelocity(CGPoint(x: capped.x, y: capped.y), for: view)
        let omega = motion.cappedAngularVelocity(Double(state.angularVelocity))
        state.itemBehavior.addAngularVelocity(CGFloat(omega), for: view)
        if let attachment = state.attachmentBehavior { state.dynamicAnimator.removeBehavior(attachment) }
        state.attachmentBehavior = nil
      } else {
        snapBack(view: view, state: state, animator: animator)
      }
    default:
      break
    }
  }

  private func begin(view: UIView, container: UIView, touch: CGPoint, animator: Animator) {
    animator.delegate?.panStarted(animator: animator)
    state?.stop()
    if restingCenter == nil { restingCenter = view.center }
    let newState = State(messageView: view, containerView: container)
    let center = view.center
    let attachment = UIAttachmentBehavior(
      item: view, offsetFromCenter: UIOffset(horizontal: touch.x - center.x, vertical: touch.y - center.y),
      attachedToAnchor: touch)
    newState.attachmentBehavior = attachment
    newState.itemBehavior.action = { [weak self, weak view, weak container] in
      guard let self, let view, let container else { return }
      self.checkOffScreen(view: view, container: container)
    }
    newState.dynamicAnimator.addBehavior(attachment)
    state = newState
  }

  private func checkOffScreen(view: UIView, container: UIView) {
    guard !isOffScreen else { return }
    let visible = (view as? BackgroundViewable)?.backgroundView ?? view
    let frame = visible.convert(visible.bounds, to: container)
    guard !frame.intersects(container.bounds) else { return }
    isOffScreen = true
    guard !hideScheduled else { return }
    hideScheduled = true
    DispatchQueue.main.asyncAfter(deadline: .now() + max(0, hideDelay)) { [weak self] in
      MainThread.run {
        guard let self, let animator = self.animator else { return }
        animator.delegate?.hide(animator: animator)
      }
    }
  }

  private func snapBack(view: UIView, state: State, animator: Animator) {
    let center = view.center
    let transform = view.transform
    state.stop()
    self.state = nil
    view.center = center
    view.transform = transform
    animator.delegate?.panEnded(animator: animator)
    let resting = restingCenter ?? center
    UIView.animate(
      withDuration: motion.snapBackDuration, delay: 0,
      usingSpringWithDamping: CGFloat(motion.snapBackDamping),
      initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
      animations: {
        view.center = resting
        view.transform = .identity
      },
      completion: { [weak self] _ in
        // At rest (no new drag under way): forget the centre, so a later drag measures it
        // afresh after layout moved the message (rotation, keyboard, margins).
        guard let self, self.state == nil else { return }
        self.restingCenter = nil
      })
  }
}
#endif
