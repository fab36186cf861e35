#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Shows and hides one message view: installs it in its context with a masking view, dim
/// and keyboard tracker, plays its haptic, runs its animator and VoiceOver duties. It makes
/// no decisions about order or timing: the core ``MessageDriver`` runs it.
@MainActor
final class Presenter {
  let view: UIView
  let config: SwiftMessages.Config
  let id: String
  let animator: Animator
  let maskingView = MaskingView()
  /// Asks the queue to hide this message for a reason (dim tap, VoiceOver escape).
  var onDismissRequest: ((DismissReason) -> Void)?
  /// Set by `showAndWait`: called once with why the message ended (hidden, dropped or failed).
  var onOutcome: ((Result<DismissReason, Error>) -> Void)?
  /// Set by the driver: the host entered (`true`) or left (`false`) a window.
  var onHostWindowChange: ((Bool) -> Void)?
  /// Whether the view holds a presented view controller (`SwiftMessagesSegue`). `false` by
  /// default.
  var presentsViewController = false
  private(set) var context: AnimationContext?
  private var windowViewController: WindowViewController?
  /// The bars around where the message was installed
  /// (``ContextResolver/install(_:config:windowViewController:)``).
  private var safeZoneBars: SafeZone.Bars = (false, false)
  /// The prepared haptic generator and the feedback it plays (set at install when the message
  /// has one).
  private var haptic: (generator: UINotificationFeedbackGenerator, type: MessageHaptic)?
  private weak var previouslyFocused: NSObject?

  init(config: SwiftMessages.Config, view: UIView, animationDelegate: AnimationDelegate) {
    self.config = config
    self.view = view
    self.id = SwiftMessages.identity(of: view)
    animator = Self.animator(for: config.presentationStyle)
    animator.delegate = animationDelegate
  }

  /// The animator a message with `style` runs: a new `TopBottomAnimation` for `.top` and
  /// `.bottom`, a new `PhysicsAnimation` for `.center`, the app's own for `.custom`.
  static func animator(for style: SwiftMessages.PresentationStyle) -> Animator {
    switch style {
    case .top: return TopBottomAnimation(style: .top)
    case .bottom: return TopBottomAnimation(style: .bottom)
    case .center: return PhysicsAnimation()
    case .custom(let custom): return custom
    }
  }

  /// The text used for reading time and announcements.
  var accessibilityText: String? {
    MessageText.announcement(
      accessibilityMessage: (view as? AccessibleMessage)?.accessibilityMessage,
      accessibilityLabel: view.accessibilityLabel)
  }

  // MARK: - Install

  /// Resolves the context and installs the masking view, dim, tracker and message.
  func install() -> PresentationFailure? {
    let installed = ContextResolver.install(
      maskingView, config: config, windowViewController: &windowViewController)
    safeZoneBars = installed.safeZone
    if let failure = installed.failure { return failure }
    haptic = MessageHaptic.played(
      viewHaptic: (view as? HapticMessage)?.defaultHaptic, configHaptic: config.haptic
    ).map { (UINotificationFeedbackGenerator(), $0) }
    haptic?.generator.prepare()
    maskingView.installDim(config.dimMode)
    maskingView.bounceOffset = (view as? MarginAdjustable)?.bounceAnimationOffset ?? 0
    maskingView.keyboardTrackingView = config.keyboardTrackingView
    maskingView.tappedHandler = tapHandler()
    maskingView.onAccessibilityEscape = interaction.escapeDismissal.map { reason in
      { [weak self] in
        self?.onDismissRequest?(reason)
        return true
      }
    }
    maskingView.onWindowChange = { [weak self] inWindow in self?.onHostWindowChange?(inWindow) }
    installAccessibility()
    context = makeContext()
    return nil
  }

  /// The animation context, with the safe-zone conflicts of the window the message is in now.
  private func makeContext() -> AnimationContext {
    AnimationContext(
      messageView: view, containerView: maskingView,
      safeZoneConflicts: ContextResolver.conflicts(of: maskingView, bars: safeZoneBars),
      interactiveHide: config.interactiveHide)
  }

  private func tapHandler() -> (() -> Void)? {
    switch interaction.touches {
    case .passThrough: return nil
    case .swallow: return {}
    case .hide: return { [weak self] in self?.onDismissRequest?(.dimTap) }
    }
  }

  private func installAccessibility() {
    let voiceOver = self.voiceOver
    voiceOver.labelled?.isAccessibilityElement = true
    voiceOver.labelled?.accessibilityLabel = voiceOver.label
    // The elements VoiceOver may reach, in order: the message's, then the dim's button.
    var elements: [Any] = []
    for element in voiceOver.elements { elements.append(element) }
    if let label = interaction.dimButtonLabel(config.dimModeAccessibilityLabel) {
      elements.append(
        maskingView.makeDimAccessible(label: label) { [weak self] in self?.onDismissRequest?(.dimTap) })
    }
    maskingView.accessibilityElements = elements
    maskingView.accessibilityViewIsModal = interaction.isModal
  }

  /// What VoiceOver gets, decided by the core from the view's accessibility facts.
  var voiceOver: MessageVoiceOver {
    let accessible = view as? AccessibleMessage
    let element = accessible?.accessibilityElement
    return MessageVoiceOver(
      view: view, viewLabel: view.accessibilityLabel, message: accessible?.accessibilityMessage,
      element: element, elementLabel: element?.accessibilityLabel,
      additionalElements: accessible?.additionalAccessibilityElements, arrival: interaction.arrival)
  }

  // MARK: - Show and hide

  /// Touches and VoiceOver around the message, decided by the core from its configuration.
  var interaction: MessageInteraction {
    MessageInteraction(
      dimIsModal: config.dimMode.modal, dimIsInteractive: config.dimMode.interactive,
      interactiveHide: config.interactiveHide, presentsViewController: presentsViewController)
  }

  /// Plays the haptic and runs the show animation and dim; `completion` runs once.
  func animateIn(completion: @escaping () -> Void) {
    guard let _ = context else {
      completion()
      return
    }
    // Conflicts as shown: the host may have waited for its window since install.
    let context = makeContext()
    self.context = context
    previouslyFocused = interaction.focusToRestore(
      UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject,
      voiceOverRunning: UIAccessibility.isVoiceOverRunning)
    if let haptic {
      haptic.generator.notificationOccurred(haptic.type.feedbackType)
    }
    haptic = nil
    maskingView.animateDimIn()
    let shown = CompletionCountdown(parts: 1, action: completion)
    animator.show(context: context) { _ in shown.partFinished() }
  }

  /// Posts the VoiceOver focus change (modal), screen change (a presented view controller) or
  /// announcement (non-modal).
  func didAppear() {
    switch voiceOver.post {
    case .screenChanged(let target): UIAccessibility.post(notification: .screenChanged, argument: target)
    case .layoutChanged(let target): UIAccessibility.post(notification: .layoutChanged, argument: target)
    case .announcement(let text): UIAccessibility.post(notification: .announcement, argument: text)
    case nil: return
    }
  }

  /// Runs the hide animation from wherever the view is (or ends at once); `completion` runs
  /// once. The driver uninstalls afterwards.
  func animateOut(animated: Bool, completion: @escaping () -> Void) {
    guard let _ = context,
      MessageInteraction.hideAnimates(requested: animated, isInWindow: view.window != nil)
    else {
      completion()
      return
    }
    // Conflicts as they are now (a rotation since the show), as SwiftMessages does at hide.
    let context = makeContext()
    self.context = context
    // Ends when both the animator and the dim fade (none without a dim) have finished.
    let hidden = CompletionCountdown(parts: 2, action: completion)
    maskingView.animateDimOut(completion: hidden.partFinished)
    let animatorDone = CompletionCountdown(parts: 1) { [maskingView, view] in
      // Off screen now: remove the view in the same turn as the animator hands it back (reset
      // for reuse), so it never shows again while the dim finishes fading.
      maskingView.release(view)
      hidden.partFinished()
    }
    animator.hide(context: context) { _ in animatorDone.partFinished() }
  }

  /// Removes everything this presenter installed (the animator's pan recognizer on the view
  /// too: a reused view would gather one per message) and restores VoiceOver focus.
  func uninstall() {
    maskingView.onWindowChange = nil
    onDismissRequest = nil
    maskingView.keyboardTrackingView = nil
    if let pan = (animator as? MessagePanAttaching)?.messagePan, let owner = pan.view,
      owner.isDescendant(of: view)
    {
      owner.removeGestureRecognizer(pan)
    }
    maskingView.release(view)
    maskingView.removeFromSuperview()
    windowViewController?.uninstall()
    windowViewController = nil
    if let previouslyFocused {
      UIAccessibility.post(notification: .layoutChanged, argument: previouslyFocused)
      // Restore focus once: uninstall may run again (a failure reported after it).
      self.previouslyFocused = nil
    }
  }
}

extension Presenter: @preconcurrency MessagePresentation {
  /// Whether the masking view (so the host) is in a window.
  var isHostInWindow: Bool { maskingView.window != nil }
  /// The animator's show duration.
  var showDuration: TimeInterval { animator.showDuration }
  /// The animator's hide duration, or the dim's fade-out when it is longer.
  var hideDuration: TimeInterval {
    MessageInteraction.hideDuration(animatorHide: animator.hideDuration, isDimmed: config.dimMode.modal)
  }
}

/// A built-in animator: it attaches a pan recognizer to the message it shows and manages the
/// message's margins (``MessageStage``).
@MainActor
protocol MessagePanAttaching: AnyObject {
  /// The recognizer it attaches (to the message's background view) when `interactiveHide`.
  var messagePan: UIPanGestureRecognizer { get }
  /// Re-applies the managed margins.
  func adjustMargins()
}

extension MessageHaptic {
  /// The UIKit feedback type.
  var feedbackType: UINotificationFeedbackGenerator.FeedbackType {
    switch self {
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }
}
#endif
