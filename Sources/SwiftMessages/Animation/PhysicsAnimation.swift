#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Scales and fades a message in at the centre (or against the top or bottom edge), and lets
/// the user fling it away with UIKit Dynamics (SwiftMessages 10's `PhysicsAnimation`, used
/// for `.center`). The numbers come from the core's `ScaleMotion`; with Reduce Motion on it
/// fades in place instead (`CrossFadeMotion`).
@MainActor
open class PhysicsAnimation: NSObject, Animator, TopBottomPresentable {
  /// Where the message sits in its container.
  public enum Placement {
    /// Against the top edge.
    case top
    /// Centred vertically (the default).
    case center
    /// Against the bottom edge.
    case bottom
  }

  /// Receives fling dismissals and pan start/end. Set by the presenter.
  public weak var delegate: AnimationDelegate?
  /// Where the message sits. `.center` by default.
  open var placement: Placement = .center
  /// The pan-to-fling handler, configured on show when `interactiveHide`.
  open var panHandler = PhysicsPanHandler()

  /// Show duration in seconds. 0.5 s by default.
  open var showDuration: TimeInterval
  /// Hide duration in seconds. 0.15 s by default.
  open var hideDuration: TimeInterval

  var motion: ScaleMotion {
    var motion = ScaleMotion()
    motion.showDuration = showDuration
    motion.hideDuration = hideDuration
    return motion
  }

  /// `.top` or `.bottom` for those placements, so `.automatic` contexts avoid the bars.
  public var topBottomStyle: TopBottomAnimationStyle? {
    switch placement {
    case .top: return .top
    case .bottom: return .bottom
    case .center: return nil
    }
  }

  let stage = MessageStage()

  /// Creates a centred animation.
  public override init() {
    let motion = ScaleMotion()
    showDuration = motion.showDuration
    hideDuration = motion.hideDuration
    super.init()
  }

  // MARK: - Animator

  /// Installs the message and scales it in.
  open func show(context: AnimationContext, completion: @escaping AnimationCompletion) {
    NotificationCenter.default.removeObserver(self)
    install(context: context)
    showAnimation(context: context, completion: completion)
  }

  /// Scales and fades the message out. A message already flung off screen turns invisible at
  /// once but still takes the hide duration, so the dim fades out; afterwards the view gets its
  /// alpha back and an identity transform, ready to be shown again.
  open func hide(context: AnimationContext, completion: @escaping AnimationCompletion) {
    let view = context.messageView
    // Stop any drag simulation first, so it does not fight the hide animation.
    panHandler.state?.stop()
    // Flung off screen: only if the pan handler is attached to *this* message (an animator
    // reused without interactive hide keeps the previous message's pan state).
    let flungOffScreen = panHandler.messageView === view && panHandler.isOffScreen
    stage.hide(context, for: self)
    motion.hide(
      restingAlpha: Double(stage.restingAlpha), isOffScreen: flungOffScreen, style: MessageStage.motionStyle,
      on: view, completion: completion)
  }

  // MARK: - Install

  func install(context: AnimationContext) {
    stage.install(context, placement: placement.core, motion: .scale, for: self)
    if context.interactiveHide { panHandler.configure(context: context, animator: self) }
  }

  /// Re-applies the managed margins (safe area, no bounce). Called on install and whenever
  /// the container's size or safe area changes.
  @objc open func adjustMargins() {
    stage.adjustMargins(bounceEdge: nil)
  }

  // MARK: - Animation

  func showAnimation(context: AnimationContext, completion: @escaping AnimationCompletion) {
    motion.show(
      restingAlpha: Double(stage.restingAlpha), style: MessageStage.motionStyle, on: context.messageView,
      completion: completion)
  }
}

extension PhysicsAnimation.Placement {
  var core: PresentationPlacement {
    switch self {
    case .top: return .top
    case .center: return .center
    case .bottom: return .bottom
    }
  }
}

extension PhysicsAnimation: MarginManaging {}

extension PhysicsAnimation: MessagePanAttaching {
  var messagePan: UIPanGestureRecognizer { panHandler.pan }
}
#endif
