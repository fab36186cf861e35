import Foundation

/// A `SwiftMessagesSegue` presentation as a state machine (``Event`` in, ``SegueStage`` calls
/// out). The controller's lifetime holds the segue, with no polling (SwiftMessages 10's 2 s window
/// check closed segues unexpectedly, #545); dismissing the controller hides the message and vice
/// versa (a refused dismissal is retried up to `dismissalRetryLimit`, 3); a message that never
/// shows cancels the presentation; foreign transitions complete at once.
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

  /// Applies `event`, telling `stage` what to do, in order. Events `stage` raises meanwhile must
  /// wait for this call to return.
  package mutating func handle(_ event: Event, on stage: any SegueStage) {
    switch event {
    case .performed: performed(stage)
    case .presentationRefused(let presentation): presentationRefused(presentation, stage)
    case .presentTransitionStarted: presentTransitionStarted(stage)
    case .messageDidShow: messageDidShow(stage)
    case .messageWillHide: messageWillHide(stage)
    case .messageDidHide, .messageFailed: messageGone(stage)
    case .dismissTransitionStarted(let animated): dismissTransitionStarted(animated: animated, stage)
    case .dismissRefused: dismissRefused(stage)
    case .hostLeftWindow(let stillPresented): hostLeftWindow(controllerStillPresented: stillPresented, stage)
    }
  }

  // MARK: - Presenting

  private mutating func performed(_ stage: any SegueStage) {
    // One presentation at a time: UIKit refuses to present a controller twice.
    guard !isRetained, controller == .notPresented else { return }
    isRetained = true
    controller = .presenting
    message = .notShown
    presentations += 1
    stage.retainSelf()
    stage.presentController(presentation: presentations)
  }

  private mutating func presentationRefused(_ presentation: Int, _ stage: any SegueStage) {
    // A late report about an earlier presentation must not end this one.
    guard presentation == presentations, controller == .presenting, !isPresentTransitionPending,
      message == .notShown
    else { return }
    release(stage)
  }

  private mutating func presentTransitionStarted(_ stage: any SegueStage) {
    // Only a transition for the segue's own, idle or requested, presentation, with the message
    // view free (the last message may still be hiding).
    guard !isPresentTransitionPending, !isDismissTransitionPending,
      controller == .notPresented || controller == .presenting, message == .notShown
    else { return stage.turnDownTransition(completed: false) }
    // Presented without `perform()` (the app made the segue the transitioning delegate): the
    // segue must live through the presentation all the same.
    if !isRetained {
      isRetained = true
      stage.retainSelf()
    }
    controller = .presenting
    isPresentTransitionPending = true
    message = .showing
    isControllerViewInstalled = true
    stage.acceptPresentTransition()
    stage.showMessage()
  }

  private mutating func messageDidShow(_ stage: any SegueStage) {
    guard message == .showing else { return }
    message = .shown
    // A dismissal that started mid-show stands: the presentation is cancelled once it is gone.
    guard isPresentTransitionPending, controller == .presenting else { return }
    isPresentTransitionPending = false
    controller = .presented
    stage.completePresentTransition(presented: true)
  }

  // MARK: - Hiding and dismissing

  private mutating func messageWillHide(_ stage: any SegueStage) {
    guard message == .showing || message == .shown else { return }
    message = .hiding
    // Hidden on its own: take the controller away with it, animated alongside the hide. One
    // hidden during its show animation cancels the presentation when it is gone instead (see
    // `settle`).
    guard controller == .presented else { return }
    requestDismissal(stage)
  }

  private mutating func messageGone(_ stage: any SegueStage) {
    guard message == .showing || message == .shown || message == .hiding else { return }
    message = .gone
    settle(stage)
  }

  private mutating func dismissTransitionStarted(animated: Bool, _ stage: any SegueStage) {
    // Only the dismissal of the segue's own controller, once: a second one, or one of a
    // controller the segue does not present, must not be kept in place of the first.
    let ownsController =
      controller == .presented || controller == .dismissRequested
      || (controller == .presenting && isPresentTransitionPending)
    guard ownsController, !isDismissTransitionPending else {
      return stage.turnDownTransition(completed: true)
    }
    isDismissTransitionPending = true
    controller = .dismissing
    stage.acceptDismissTransition()
    switch message {
    case .showing, .shown:
      // Also mid-show: the hide reverses the show from where the view is.
      stage.hideMessage(animated: animated)
    case .hiding:
      break
    case .notShown, .gone:
      message = .gone
      settle(stage)
    }
  }

  private mutating func dismissRefused(_ stage: any SegueStage) {
    guard controller == .dismissRequested else { return }
    dismissalRefusals += 1
    guard dismissalRefusals <= Self.dismissalRetryLimit else {
      // UIKit still presents it; the app's own dismissal settles the segue.
      controller = .presented
      return
    }
    stage.retryDismissal()
  }

  private mutating func hostLeftWindow(controllerStillPresented: Bool, _ stage: any SegueStage) {
    // Still presented: the queue keeps the message for when its host is back.
    guard !controllerStillPresented, controller != .notPresented else { return }
    // UIKit took the controller away without the segue's animator.
    leaveController(stage)
    switch message {
    case .showing, .shown:
      // Off screen with its host: it goes without animation.
      stage.hideMessage(animated: false)
    case .hiding:
      break
    case .notShown, .gone:
      message = .gone
      settle(stage)
    }
  }

  private mutating func requestDismissal(_ stage: any SegueStage) {
    controller = .dismissRequested
    dismissalRefusals = 0
    stage.dismissController()
  }

  /// Once the message is gone: completes the transitions UIKit waits for, takes the controller
  /// away if it is still presented, and lets go of the segue when nothing is left.
  private mutating func settle(_ stage: any SegueStage) {
    let presentPending = isPresentTransitionPending
    let dismissPending = isDismissTransitionPending
    isPresentTransitionPending = false
    isDismissTransitionPending = false
    if dismissPending || (presentPending && controller == .presenting) { leaveController(stage) }
    if presentPending { stage.completePresentTransition(presented: false) }
    if dismissPending { stage.completeDismissTransition() }
    switch controller {
    case .presented:
      requestDismissal(stage)
    case .notPresented:
      release(stage)
    case .presenting, .dismissRequested, .dismissing:
      // UIKit still has to take the controller away; its dismissal settles again.
      break
    }
  }

  /// The controller is no longer presented: its view comes out of the message view.
  private mutating func leaveController(_ stage: any SegueStage) {
    controller = .notPresented
    guard isControllerViewInstalled else { return }
    isControllerViewInstalled = false
    stage.uninstallControllerView()
  }

  private mutating func release(_ stage: any SegueStage) {
    leaveController(stage)
    message = .notShown
    guard isRetained else { return }
    isRetained = false
    stage.releaseSelf()
  }
}

/// What the UIKit segue does for its ``SegueLifetime``, asked in order.
package protocol SegueStage: AnyObject {
  /// Keep a strong reference to itself (UIKit holds the transitioning delegate weakly).
  func retainSelf()
  /// Make itself the controller's transitioning delegate and present it from the source;
  /// report a refusal with this `presentation` number.
  func presentController(presentation: Int)
  /// Keep the transition the present event brought: UIKit waits for it to complete.
  func acceptPresentTransition()
  /// Keep the transition the dismiss event brought: UIKit waits for it to complete.
  func acceptDismissTransition()
  /// Complete the transition the event brought at once (`completed` false cancels a
  /// presentation, true lets a dismissal finish); it is not the segue's to run.
  func turnDownTransition(completed: Bool)
  /// Install the controller's view in the message view and show the message in the kept
  /// present transition's container.
  func showMessage()
  /// Complete the kept present transition: `presented` true once the message is up, false to
  /// cancel it.
  func completePresentTransition(presented: Bool)
  /// Complete the kept dismiss transition.
  func completeDismissTransition()
  /// Take the controller's view out of the message view (a plain root view again).
  func uninstallControllerView()
  /// Hide the message.
  func hideMessage(animated: Bool)
  /// Ask the controller's presenting view controller to dismiss it, animated, once the
  /// transition under way (if any) has ended; report ``SegueLifetime/Event/dismissRefused`` if
  /// UIKit turns it down.
  func dismissController()
  /// Ask again, on a later main-queue turn.
  func retryDismissal()
  /// Drop the strong reference to itself (and take down a window it installed for the source).
  func releaseSelf()
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
