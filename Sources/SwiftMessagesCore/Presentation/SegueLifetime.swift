import Foundation

/// A `SwiftMessagesSegue` presentation as a state machine (``Event`` in, ``Action`` out). The
/// controller's lifetime holds the segue, with no polling (SwiftMessages 10's 2 s window check
/// closed segues unexpectedly, #545); dismissing the controller hides the message and vice versa
/// (a refused dismissal is retried up to `dismissalRetryLimit`, 3); a message that never shows
/// cancels the presentation; foreign transitions complete at once.
package struct SegueLifetime: Sendable {
  /// Something that happened to the segue, its controller or its message.
  package enum Event: Sendable {
    /// `perform()` was called.
    case performed
    /// UIKit did not take up the presentation number `presentation` that `perform()` asked for
    /// (the source is not in a window, or already presents another controller).
    case presentationRefused(presentation: Int)
    /// UIKit runs the segue's present animator and waits for its transition to complete.
    case presentTransitionStarted
    /// The message finished its show animation.
    case messageDidShow
    /// The message started hiding, for `reason`.
    case messageWillHide(DismissReason)
    /// The message is gone.
    case messageDidHide
    /// The message never showed: it was dropped (queue capacity, duplicate) or failed.
    case messageFailed
    /// UIKit runs the segue's dismiss animator and waits for its transition to complete;
    /// `animated` is the transition's own flag.
    case dismissTransitionStarted(animated: Bool)
    /// UIKit did not take up the dismissal the segue asked for (another presentation or
    /// dismissal was under way).
    case dismissRefused
    /// The host left its window, or the controller was found no longer presented when about to be
    /// dismissed; `controllerStillPresented` is `false` when UIKit bypassed the segue's animator.
    case hostLeftWindow(controllerStillPresented: Bool)
  }

  /// Something the UIKit segue must do, in the order given.
  package enum Action: Sendable {
    /// Keep a strong reference to itself (UIKit holds the transitioning delegate weakly).
    case retainSelf
    /// Make itself the controller's transitioning delegate and present it from the source;
    /// report a refusal with this `presentation` number.
    case presentController(presentation: Int)
    /// Keep the transition the present event brought: UIKit waits for it to complete.
    case acceptPresentTransition
    /// Keep the transition the dismiss event brought: UIKit waits for it to complete.
    case acceptDismissTransition
    /// Complete the transition the event brought at once (`completed` false cancels a
    /// presentation, true lets a dismissal finish); it is not the segue's to run.
    case turnDownTransition(completed: Bool)
    /// Install the controller's view in the message view and show the message in the kept
    /// present transition's container.
    case showMessage
    /// Complete the kept present transition: `presented` true once the message is up, false
    /// to cancel it.
    case completePresentTransition(presented: Bool)
    /// Complete the kept dismiss transition.
    case completeDismissTransition
    /// Take the controller's view out of the message view (a plain root view again).
    case uninstallControllerView
    /// Hide the message.
    case hideMessage(animated: Bool)
    /// Ask the controller's presenting view controller to dismiss it, once the transition
    /// under way (if any) has ended; report ``Event/dismissRefused`` if UIKit turns it down.
    case dismissController(animated: Bool)
    /// Ask again, on a later main-queue turn and after the transition under way (if any).
    case retryDismissal(animated: Bool)
    /// Drop the strong reference to itself (and take down a window it installed for the
    /// source).
    case releaseSelf
  }

  /// Where the presented controller stands.
  enum ControllerPhase: Sendable {
    /// Not presented by this segue (the initial phase, and again after dismissal).
    case notPresented
    /// `perform()` asked UIKit to present it, or the present transition runs.
    case presenting
    /// Presented, its message up.
    case presented
    /// The segue asked UIKit to dismiss it; UIKit has not started.
    case dismissRequested
    /// UIKit runs the dismiss transition.
    case dismissing
  }

  /// Where the controller's message stands.
  enum MessagePhase: Sendable {
    /// Not shown yet in this presentation.
    case notShown
    /// Animating in.
    case showing
    /// Up.
    case shown
    /// Animating out.
    case hiding
    /// Gone (hidden, dropped or failed).
    case gone
  }

  /// How many times a dismissal UIKit turns down is asked for again: 3. After that the
  /// controller stays presented until the app dismisses it.
  static let dismissalRetryLimit = 3

  private(set) var controller = ControllerPhase.notPresented
  private(set) var message = MessagePhase.notShown
  /// Whether UIKit waits for the kept present transition.
  private(set) var isPresentTransitionPending = false
  /// Whether UIKit waits for the kept dismiss transition.
  private(set) var isDismissTransitionPending = false
  /// Whether the segue holds itself.
  private(set) var isRetained = false
  /// Whether the controller's view is in the message view.
  private var isControllerViewInstalled = false
  /// The number of the latest `perform()` (0 before the first).
  private var presentations = 0
  /// Dismissals UIKit turned down since the segue last asked afresh.
  private var dismissalRefusals = 0

  /// Creates an idle lifetime: nothing presented, nothing retained.
  package init() {}

  /// The duration a transition reports to UIKit: the message animator's show duration when
  /// `presenting`, else its hide duration (`nil` when no message is up), or
  /// ``fallbackTransitionDuration`` when there is none (or it is negative or not finite). The
  /// transition completes when the message animation does, whatever it says.
  package static func transitionDuration(
    presenting: Bool, showDuration: TimeInterval?, hideDuration: TimeInterval?
  ) -> TimeInterval {
    guard let duration = presenting ? showDuration : hideDuration, duration.isFinite, duration >= 0 else {
      return fallbackTransitionDuration
    }
    return duration
  }

  /// The transition duration when there is no animator to ask: 0.5 s.
  static let fallbackTransitionDuration: TimeInterval = 0.5

  /// Applies `event` and returns what to do.
  @discardableResult
  package mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .performed: return performed()
    case .presentationRefused(let presentation): return presentationRefused(presentation)
    case .presentTransitionStarted: return presentTransitionStarted()
    case .messageDidShow: return messageDidShow()
    case .messageWillHide: return messageWillHide()
    case .messageDidHide, .messageFailed: return messageGone()
    case .dismissTransitionStarted(let animated): return dismissTransitionStarted(animated: animated)
    case .dismissRefused: return dismissRefused()
    case .hostLeftWindow(let stillPresented): return hostLeftWindow(controllerStillPresented: stillPresented)
    }
  }

  // MARK: - Presenting

  private mutating func performed() -> [Action] {
    // One presentation at a time: UIKit refuses to present a controller twice.
    guard !isRetained, controller == .notPresented else { return [] }
    isRetained = true
    controller = .presenting
    message = .notShown
    presentations += 1
    return [.retainSelf, .presentController(presentation: presentations)]
  }

  private mutating func presentationRefused(_ presentation: Int) -> [Action] {
    // A late report about an earlier presentation must not end this one.
    guard presentation == presentations, controller == .presenting, !isPresentTransitionPending,
      message == .notShown
    else { return [] }
    return release()
  }

  private mutating func presentTransitionStarted() -> [Action] {
    // Only a transition for the segue's own, idle or requested, presentation, with the message
    // view free (the last message may still be hiding).
    guard !isPresentTransitionPending, !isDismissTransitionPending,
      controller == .notPresented || controller == .presenting, message == .notShown
    else { return [.turnDownTransition(completed: false)] }
    var actions: [Action] = []
    // Presented without `perform()` (the app made the segue the transitioning delegate): the
    // segue must live through the presentation all the same.
    if !isRetained {
      isRetained = true
      actions.append(.retainSelf)
    }
    controller = .presenting
    isPresentTransitionPending = true
    message = .showing
    isControllerViewInstalled = true
    actions += [.acceptPresentTransition, .showMessage]
    return actions
  }

  private mutating func messageDidShow() -> [Action] {
    guard message == .showing else { return [] }
    message = .shown
    // A dismissal that started mid-show stands: the presentation is cancelled once it is gone.
    guard isPresentTransitionPending, controller == .presenting else { return [] }
    isPresentTransitionPending = false
    controller = .presented
    return [.completePresentTransition(presented: true)]
  }

  // MARK: - Hiding and dismissing

  private mutating func messageWillHide() -> [Action] {
    guard message == .showing || message == .shown else { return [] }
    message = .hiding
    // Hidden on its own: take the controller away with it, animated alongside the hide. One
    // hidden during its show animation cancels the presentation when it is gone instead (see
    // `settle`).
    guard controller == .presented else { return [] }
    return requestDismissal()
  }

  private mutating func messageGone() -> [Action] {
    guard message == .showing || message == .shown || message == .hiding else { return [] }
    message = .gone
    return settle()
  }

  private mutating func dismissTransitionStarted(animated: Bool) -> [Action] {
    // Only the dismissal of the segue's own controller, once: a second one, or one of a
    // controller the segue does not present, must not be kept in place of the first.
    let ownsController =
      controller == .presented || controller == .dismissRequested
      || (controller == .presenting && isPresentTransitionPending)
    guard ownsController, !isDismissTransitionPending else { return [.turnDownTransition(completed: true)] }
    isDismissTransitionPending = true
    controller = .dismissing
    switch message {
    case .showing, .shown:
      // Also mid-show: the hide reverses the show from where the view is.
      return [.acceptDismissTransition, .hideMessage(animated: animated)]
    case .hiding:
      return [.acceptDismissTransition]
    case .notShown, .gone:
      message = .gone
      return [.acceptDismissTransition] + settle()
    }
  }

  private mutating func dismissRefused() -> [Action] {
    guard controller == .dismissRequested else { return [] }
    dismissalRefusals += 1
    guard dismissalRefusals <= Self.dismissalRetryLimit else {
      // UIKit still presents it; the app's own dismissal settles the segue.
      controller = .presented
      return []
    }
    return [.retryDismissal(animated: true)]
  }

  private mutating func hostLeftWindow(controllerStillPresented: Bool) -> [Action] {
    // Still presented: the queue keeps the message for when its host is back.
    guard !controllerStillPresented, controller != .notPresented else { return [] }
    // UIKit took the controller away without the segue's animator.
    var actions = leaveController()
    switch message {
    case .showing, .shown:
      // Off screen with its host: it goes without animation.
      actions.append(.hideMessage(animated: false))
    case .hiding:
      break
    case .notShown, .gone:
      message = .gone
      actions += settle()
    }
    return actions
  }

  private mutating func requestDismissal() -> [Action] {
    controller = .dismissRequested
    dismissalRefusals = 0
    return [.dismissController(animated: true)]
  }

  /// Once the message is gone: completes the transitions UIKit waits for, takes the controller
  /// away if it is still presented, and lets go of the segue when nothing is left.
  private mutating func settle() -> [Action] {
    var actions: [Action] = []
    let presentPending = isPresentTransitionPending
    let dismissPending = isDismissTransitionPending
    isPresentTransitionPending = false
    isDismissTransitionPending = false
    if dismissPending || (presentPending && controller == .presenting) { actions += leaveController() }
    if presentPending { actions.append(.completePresentTransition(presented: false)) }
    if dismissPending { actions.append(.completeDismissTransition) }
    switch controller {
    case .presented:
      actions += requestDismissal()
    case .notPresented:
      actions += release()
    case .presenting, .dismissRequested, .dismissing:
      // UIKit still has to take the controller away; its dismissal settles again.
      break
    }
    return actions
  }

  /// The controller is no longer presented: its view comes out of the message view.
  private mutating func leaveController() -> [Action] {
    controller = .notPresented
    guard isControllerViewInstalled else { return [] }
    isControllerViewInstalled = false
    return [.uninstallControllerView]
  }

  private mutating func release() -> [Action] {
    var actions = leaveController()
    message = .notShown
    guard isRetained else { return actions }
    isRetained = false
    actions.append(.releaseSelf)
    return actions
  }
}

extension SegueLifetime.Event {
  /// The lifetime event for what the segue's message queue reported: its show and hide
  /// milestones, and a drop or failure as ``messageFailed``; `nil` for `willShow`, which
  /// changes nothing.
  package init?(_ queueEvent: QueueEvent) {
    switch queueEvent {
    case .willShow: return nil
    case .didShow: self = .messageDidShow
    case .willHide(_, _, let reason): self = .messageWillHide(reason)
    case .didHide: self = .messageDidHide
    case .dropped, .failed: self = .messageFailed
    }
  }

  /// The event for a transition UIKit started with the segue's animator: presenting, or
  /// dismissing with the transition's own `animated` flag.
  package static func transitionStarted(presenting: Bool, animated: Bool) -> Self {
    presenting ? .presentTransitionStarted : .dismissTransitionStarted(animated: animated)
  }
}
