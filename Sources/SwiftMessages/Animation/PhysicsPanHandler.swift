#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Lets the user drag a message with a touch-attached physics body and fling it away
/// (SwiftMessages 10's `PhysicsPanHandler`). Every rule is the core's `FlingPan`: a release
/// (lift or cancel) faster than 600 pt/s flings; anything slower springs back and resumes
/// auto-hide.
@MainActor
open class PhysicsPanHandler: NSObject {
  /// The delay before hiding once a flung message has left its container. 0.2 s by default.
  public var hideDelay: TimeInterval = ScaleMotion().offScreenHideDelay
  private let flingPan = FlingPan()

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
    private var estimator = AngularVelocityEstimator()

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
  public var isOffScreen: Bool { flingPan.isOffScreen }
  /// The pan recognizer, attached to the message's background view by ``configure(context:animator:)``.
  public private(set) lazy var pan: UIPanGestureRecognizer = {
    UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
  }()

  private weak var animator: Animator?
  private(set) weak var messageView: UIView?
  private weak var containerView: UIView?

  /// Creates a handler.
  public override init() {
    super.init()
  }

  /// Attaches the pan to the message of `context`, reporting to `animator`'s delegate.
  open func configure(context: AnimationContext, animator: Animator) {
    self.animator = animator
    messageView = context.messageView
    containerView = context.containerView
    flingPan.attached()
    context.messageView.messageBackground.addGestureRecognizer(pan)
  }

  @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
    guard let view = messageView else { return }
    guard let container = containerView else { return }
    guard let _ = animator else { return }
    // Every pan event samples the rotation first, the release too (as SwiftMessages 10), so
    // a fling spins with the turn of its last moment.
    state?.record(angle: atan2(view.transform.b, view.transform.a), time: CFAbsoluteTimeGetCurrent())
    flingPan.pan(
      PanPhase(gestureState: recognizer.state.rawValue), touch: PathPoint(recognizer.location(in: container)),
      velocity: PathPoint(recognizer.velocity(in: container)), viewCenter: PathPoint(view.center),
      angularVelocity: Double(state?.angularVelocity ?? 0), physics: self)
  }

  private func simulationMoved() {
    guard let visible = messageView?.messageBackground else { return }
    guard let container = containerView else { return }
    guard let _ = animator else { return }
    flingPan.motion.offScreenHideDelay = hideDelay
    flingPan.moved(
      visibleFrame: visible.convert(visible.bounds, to: container), containerBounds: container.bounds,
      physics: self)
  }
}

extension PhysicsPanHandler: @preconcurrency FlingPanPhysics {
  package func attach(anchor: PathPoint, offsetFromCenter offset: PathPoint) {
    guard let view = messageView else { return }
    guard let container = containerView else { return }
    state?.stop()
    let newState = State(messageView: view, containerView: container)
    let attachment = UIAttachmentBehavior(
      item: view, offsetFromCenter: UIOffset(horizontal: CGFloat(offset.x), vertical: CGFloat(offset.y)),
      attachedToAnchor: CGPoint(anchor))
    newState.attachmentBehavior = attachment
    newState.itemBehavior.action = { [weak self] in self?.simulationMoved() }
    newState.dynamicAnimator.addBehavior(attachment)
    state = newState
  }

  package func moveAnchor(to anchor: PathPoint) {
    state?.attachmentBehavior?.anchorPoint = CGPoint(anchor)
  }

  package func fling(velocity: PathPoint, angularVelocity: Double) {
    guard let view = messageView else { return }
    guard let state else { return }
    state.itemBehavior.addLinearVelocity(CGPoint(velocity), for: view)
    state.itemBehavior.addAngularVelocity(CGFloat(angularVelocity), for: view)
    if let attachment = state.attachmentBehavior {
      state.dynamicAnimator.removeBehavior(attachment)
    }
    state.attachmentBehavior = nil
  }

  package func report(_ report: PanReport) {
    animator?.report(report)
  }

  package func hide(after delay: TimeInterval) {
    // The presenter's main-queue timer; nothing cancels this one.
    _ = MainQueueScheduler().schedule(after: delay) { [weak animator] in
      MainThread.run { animator?.report(.dismissed) }
    }
  }

  package func snapBack(to resting: PathPoint, duration: TimeInterval, damping: Double) {
    guard let view = messageView else { return }
    let center = view.center
    let transform = view.transform
    state?.stop()
    state = nil
    view.center = center
    view.transform = transform
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(damping),
      initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
      animations: {
        view.center = CGPoint(resting)
        view.transform = .identity
      },
      completion: { [weak self] _ in self?.flingPan.snapBackFinished() })
  }
}
#endif
