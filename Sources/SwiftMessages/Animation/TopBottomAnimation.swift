#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Slides a message in from the top or bottom edge with a spring, and lets the user swipe it
/// back out (SwiftMessages 10's `TopBottomAnimation`). The numbers and pan decisions come
/// from the core's `SlideMotion`; with Reduce Motion on, it fades in place instead
/// (`CrossFadeMotion`).
@MainActor
open class TopBottomAnimation: NSObject, Animator, TopBottomPresentable {
  /// Receives swipe dismissals and pan start/end. Set by the presenter.
  public weak var delegate: AnimationDelegate?
  /// The edge the message slides from.
  public let style: TopBottomAnimationStyle
  /// Every duration, damping and threshold of the slide. `SlideMotion`'s defaults.
  package var motion = SlideMotion()
  /// The Reduce Motion fade. `CrossFadeMotion`'s defaults.
  package var crossFade = CrossFadeMotion()

  /// Show duration in seconds. 0.4 s by default.
  open var showDuration: TimeInterval {
    get { motion.showDuration }
    set { motion.showDuration = newValue }
  }
  /// Hide duration in seconds. 0.2 s by default.
  open var hideDuration: TimeInterval {
    get { motion.hideDuration }
    set { motion.hideDuration = newValue }
  }
  /// Spring damping of the show animation. 0.8 by default.
  open var springDamping: CGFloat {
    get { CGFloat(motion.springDamping) }
    set { motion.springDamping = Double(newValue) }
  }
  /// A swipe ending faster than this (pt/s, towards the edge) dismisses. 750 by default.
  open var closeSpeedThreshold: CGFloat {
    get { CGFloat(motion.closeSpeedThreshold) }
    set { motion.closeSpeedThreshold = Double(newValue) }
  }
  /// A swipe past this fraction of the message's height dismisses. 0.33 by default.
  open var closePercentThreshold: CGFloat {
    get { CGFloat(motion.closePercentThreshold) }
    set { motion.closePercentThreshold = Double(newValue) }
  }
  /// A swipe longer than this many points dismisses. 75 by default.
  open var closeAbsoluteThreshold: CGFloat {
    get { CGFloat(motion.closeAbsoluteThreshold) }
    set { motion.closeAbsoluteThreshold = Double(newValue) }
  }

  /// The pan recognizer attached to the message's background view when `interactiveHide`.
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
  }()

  /// The edge as a ``TopBottomPresentable`` style.
  public var topBottomStyle: TopBottomAnimationStyle? { style }

  weak var messageView: UIView?
  weak var containerView: UIView?
  var context: AnimationContext?
  /// The message's own alpha before it was shown (1 unless the app made it translucent): the
  /// Reduce Motion fade goes to it and every hide gives it back.
  private var restingAlpha: CGFloat = 1
  private var panDidStart = false
  private var closeSpeed: Double = 0
  private var closeTranslation: Double = 0

  /// Creates a slide from `style`'s edge.
  public init(style: TopBottomAnimationStyle) {
    self.style = style
    super.init()
  }

  var edge: PresentationPlacement { style == .top ? .top : .bottom }

  // MARK: - Animator

  /// Installs the message against its edge, off screen, and slides it in.
  open func show(context: AnimationContext, completion: @escaping AnimationCompletion) {
    NotificationCenter.default.removeObserver(self)
    install(context: context)
    showAnimation(completion: completion)
  }

  /// Slides the message out (or fades it with Reduce Motion), from wherever it is, then gives
  /// the view its alpha back and an identity transform, ready to be shown again.
  open func hide(context: AnimationContext, completion: @escaping AnimationCompletion) {
    NotificationCenter.default.removeObserver(self)
    let view = context.messageView
    self.context = context
    var motion = self.motion
    motion.hideDuration = hideDuration
    let plan = motion.hidePlan(
      height: Double(view.bounds.height), edge: edge, restingAlpha: Double(restingAlpha), style: motionStyle,
      crossFade: crossFade)
    view.runHide(plan, completion: completion)
  }

  /// Full motion, or the Reduce Motion fade while the system setting is on.
  var motionStyle: CrossFadeMotion.Style {
    CrossFadeMotion.style(reduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
  }

  // MARK: - Install

  func install(context: AnimationContext) {
    let view = context.messageView
    let container = context.containerView
    messageView = view
    containerView = container
    self.context = context
    restingAlpha = view.alpha
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    let bounce = (view as? MarginAdjustable)?.bounceAnimationOffset ?? 0
    view.installPin(MessagePin(placement: edge, motion: .slide, bounceOffset: bounce), in: container)
    container.layoutIfNeeded()
    adjustMargins()
    container.layoutIfNeeded()
    let fadeStyle = motionStyle
    view.transform = .identity
    if let from = motion.showOpacity(restingAlpha: Double(restingAlpha), style: fadeStyle).from {
      view.alpha = CGFloat(from)
    }
    if fadeStyle == .full {
      let offset = motion.hiddenTranslation(height: Double(view.bounds.height), edge: edge)
      view.transform = CGAffineTransform(translationX: 0, y: CGFloat(offset))
    }
    if let corners = (view as? BackgroundViewable)?.backgroundView as? CornerRoundingView,
      corners.roundsLeadingCorners
    {
      // Tab style: round only the corners away from the attached edge.
      switch edge.leadingCorners {
      case .all: corners.roundedCorners = .allCorners
      case .top: corners.roundedCorners = [.topLeft, .topRight]
      case .bottom: corners.roundedCorners = [.bottomLeft, .bottomRight]
      }
    }
    if context.interactiveHide {
      let target = (view as? BackgroundViewable)?.backgroundView ?? view
      target.addGestureRecognizer(panGestureRecognizer)
    }
    (container as? MaskingView)?.onGeometryChange = { [weak self] in self?.adjustMargins() }
    NotificationCenter.default.addObserver(
      self, selector: #selector(adjustMargins), name: UIDevice.orientationDidChangeNotification, object: nil)
  }

  /// Re-applies the margins SwiftMessages manages (safe area plus bounce on the attached
  /// edge). Called on install and whenever the container's size or safe area changes.
  @objc open func adjustMargins() {
    guard let view = messageView, let context else { return }
    ManagedMargins.apply(to: view, context: context, bounceEdge: edge)
  }

  // MARK: - Animation

  func showAnimation(completion: @escaping AnimationCompletion) {
    guard let view = messageView else {
      completion(false)
      return
    }
    let fadeStyle = motionStyle
    let opacity = motion.showOpacity(restingAlpha: Double(restingAlpha), style: fadeStyle)
    if fadeStyle == .crossFade {
      UIView.animate(
        withDuration: crossFade.showDuration, delay: 0,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: {
          if let to = opacity.to { view.alpha = CGFloat(to) }
          // A released swipe that does not dismiss comes back here too: undo its translation
          // (identity already on show), or the message stayed where the finger left it.
          view.transform = .identity
        },
        completion: { completed in completion(completed || !AppActivity.isActive) })
      return
    }
    UIView.animate(
      withDuration: showDuration, delay: 0, usingSpringWithDamping: springDamping, initialSpringVelocity: 0,
      options: [.beginFromCurrentState, .curveLinear, .allowUserInteraction],
      animations: { view.transform = .identity },
      completion: { completed in completion(completed || !AppActivity.isActive) })
  }

  // MARK: - Pan

  @objc func pan(_ recognizer: UIPanGestureRecognizer) {
    guard let view = messageView else { return }
    let bounce = Double((view as? MarginAdjustable)?.bounceAnimationOffset ?? 0)
    switch recognizer.state {
    case .changed:
      let translation = motion.towardsEdge(Double(recognizer.translation(in: view).y), edge: edge)
      let background = (view as? BackgroundViewable)?.backgroundView ?? view
      let insets = backgroundInsets(of: background, in: view)
      let drag = motion.drag(
        translation: translation,
        allowsRubberBand: motion.allowsRubberBand(backgroundInsets: insets, edge: edge))
      view.transform = CGAffineTransform(
        translationX: 0, y: CGFloat(motion.verticalTranslation(towardsEdge: drag.offset, edge: edge)))
      // Rubber-band drags pause auto-hide too: the message is in the user's hand.
      if drag.pausesAutoHide, !panDidStart {
        panDidStart = true
        delegate?.panStarted(animator: self)
      }
      closeSpeed = motion.towardsEdge(Double(recognizer.velocity(in: view).y), edge: edge)
      closeTranslation = translation
    case .ended, .cancelled, .failed:
      let dismiss =
        recognizer.state == .ended
        && motion.shouldDismiss(
          translation: closeTranslation, velocity: closeSpeed, height: Double(view.bounds.height),
          bounceOffset: bounce)
      let started = panDidStart
      panDidStart = false
      closeSpeed = 0
      closeTranslation = 0
      if dismiss {
        delegate?.hide(animator: self)
      } else {
        showAnimation { [weak self] _ in
          guard let self, started else { return }
          self.delegate?.panEnded(animator: self)
        }
      }
    default:
      break
    }
  }

  private func backgroundInsets(of background: UIView, in view: UIView) -> LayoutInsets {
    guard background !== view else { return .zero }
    let frame = background.convert(background.bounds, to: view)
    return LayoutInsets(
      top: frame.minY, left: frame.minX, bottom: view.bounds.maxY - frame.maxY,
      right: view.bounds.maxX - frame.maxX)
  }
}

extension TopBottomAnimation: MessagePanAttaching {
  /// ``panGestureRecognizer``, taken off the message when it is uninstalled.
  var messagePan: UIPanGestureRecognizer { panGestureRecognizer }
}
#endif
