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

  /// Show duration in seconds. 0.4 s by default.
  open var showDuration: TimeInterval
  /// Hide duration in seconds. 0.2 s by default.
  open var hideDuration: TimeInterval
  /// Spring damping of the show animation. 0.8 by default.
  open var springDamping: CGFloat
  /// A swipe ending faster than this (pt/s, towards the edge) dismisses. 750 by default.
  open var closeSpeedThreshold: CGFloat
  /// A swipe past this fraction of the message's height dismisses. 0.33 by default.
  open var closePercentThreshold: CGFloat
  /// A swipe longer than this many points dismisses. 75 by default.
  open var closeAbsoluteThreshold: CGFloat

  var motion: SlideMotion {
    var motion = SlideMotion()
    motion.showDuration = showDuration
    motion.hideDuration = hideDuration
    motion.springDamping = Double(springDamping)
    motion.closeSpeedThreshold = Double(closeSpeedThreshold)
    motion.closePercentThreshold = Double(closePercentThreshold)
    motion.closeAbsoluteThreshold = Double(closeAbsoluteThreshold)
    return motion
  }

  /// The pan recognizer attached to the message's background view when `interactiveHide`.
  public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
    UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
  }()

  /// The edge as a ``TopBottomPresentable`` style.
  public var topBottomStyle: TopBottomAnimationStyle? { style }

  let stage = MessageStage()
  private let slidePan: SlidePan
  /// Set by a stacked deck for a card behind its front card: it hides by fading in place.
  var hidesInPlace = false

  /// Creates a slide from `style`'s edge.
  public init(style: TopBottomAnimationStyle) {
    self.style = style
    slidePan = SlidePan(edge: PresentationPlacement(style))
    // The defaults, from one `SlideMotion`.
    let motion = SlideMotion()
    showDuration = motion.showDuration
    hideDuration = motion.hideDuration
    springDamping = CGFloat(motion.springDamping)
    closeSpeedThreshold = CGFloat(motion.closeSpeedThreshold)
    closePercentThreshold = CGFloat(motion.closePercentThreshold)
    closeAbsoluteThreshold = CGFloat(motion.closeAbsoluteThreshold)
    super.init()
  }

  var edge: PresentationPlacement { slidePan.edge }

  // MARK: - Animator

  /// Installs the message against its edge, off screen, and slides it in.
  open func show(context: AnimationContext, completion: @escaping AnimationCompletion) {
    NotificationCenter.default.removeObserver(self)
    install(context: context)
    show(on: context.messageView, restarts: true, completion: completion)
  }

  /// Slides the message out (or fades it with Reduce Motion), from wherever it is, then gives
  /// the view its alpha back and an identity transform, ready to be shown again.
  open func hide(context: AnimationContext, completion: @escaping AnimationCompletion) {
    let view = context.messageView
    stage.hide(context, for: self)
    motion.hide(
      height: Double(view.bounds.height), maxY: Double(view.frame.maxY), edge: edge,
      restingAlpha: Double(stage.restingAlpha), style: MessageStage.motionStyle.hiding(inPlace: hidesInPlace),
      on: view, completion: completion)
  }

  // MARK: - Install

  func install(context: AnimationContext) {
    let view = context.messageView
    stage.install(context, placement: edge, motion: .slide, for: self)
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
    slidePan.installed()
    if context.interactiveHide { view.messageBackground.addGestureRecognizer(panGestureRecognizer) }
  }

  /// Re-applies the margins SwiftMessages manages (safe area plus bounce on the attached
  /// edge). Called on install and whenever the container's size or safe area changes.
  @objc open func adjustMargins() {
    stage.adjustMargins(bounceEdge: edge)
  }

  // MARK: - Animation

  /// The show (a spring slide, a fade with Reduce Motion); without `restarts` from where it is.
  func show(on view: UIView, restarts: Bool, completion: @escaping AnimationCompletion) {
    motion.show(
      height: Double(view.bounds.height), edge: edge, restingAlpha: Double(stage.restingAlpha),
      style: MessageStage.motionStyle, restarts: restarts, on: view, completion: completion)
  }

  // MARK: - Pan

  @objc func pan(_ recognizer: UIPanGestureRecognizer) {
    guard let view = stage.messageView else { return }
    let background = view.messageBackground
    slidePan.motion = motion
    slidePan.pan(
      PanPhase(gestureState: recognizer.state.rawValue),
      translationY: Double(recognizer.translation(in: view).y),
      velocityY: Double(recognizer.velocity(in: view).y), height: Double(view.bounds.height),
      backgroundInsets: LayoutInsets(of: background.convert(background.bounds, to: view), in: view.bounds),
      bounceOffset: Double((view as? MarginAdjustable)?.bounceAnimationOffset ?? 0), target: self)
  }
}

extension TopBottomAnimation: @preconcurrency SlidePanTarget {
  package func move(toY y: Double) {
    stage.messageView?.transform = CGAffineTransform(translationX: 0, y: CGFloat(y))
  }

  package func springBack() {
    guard let view = stage.messageView else { return }
    show(on: view, restarts: false) { [weak self] _ in
      guard let self else { return }
      guard let _ = self.stage.messageView else { return }
      self.slidePan.springBackFinished(target: self)
    }
  }
}

extension TopBottomAnimation: MarginManaging {}

extension TopBottomAnimation: MessagePanAttaching {
  var messagePan: UIPanGestureRecognizer { panGestureRecognizer }
}
#endif
