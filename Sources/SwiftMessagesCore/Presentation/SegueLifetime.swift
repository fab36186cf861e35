import Foundation

/// The lifetime of a view controller presented by `SwiftMessagesSegue`, as a state machine:
/// the UIKit segue reports what happened (``Event``) and carries out what it is told
/// (``Action``); every rule is here.
///
/// The rules:
/// - **The presented controller's lifetime drives the segue.** It keeps itself alive from
///   `perform()` until the controller is dismissed and its message has hidden, and lets go
///   exactly then. Nothing polls: SwiftMessages 10 checked every 2 s whether the source was
///   still in a window and released the segue (hiding the message) when it was not, which
///   closed segues unexpectedly (SwiftMessages #545). A message host out of the window while
///   the controller is still presented changes nothing.
/// - **Dismissing the controller hides the message** (`dismiss(animated:)` from anywhere); the
///   dismissal transition completes when the hide animation ends. A dismissal that bypasses
///   the segue's animator (`dismiss(animated: false)`, a stack dismissed from further down)
///   takes the message's host out of the window: the message goes at once.
/// - **A message that hides on its own dismisses the controller** (a tap on an interactive
///   dim, a swipe, its duration running out), animated alongside the hide, so UIKit never
///   keeps a controller "presented" with nothing on screen and a second presentation works.
///   A dismissal UIKit turns down (another transition under way) is asked for again, at most
///   `dismissalRetryLimit` (3) times.
/// - **A message that never makes it cancels the presentation**: dropped or failed, or hidden
///   during its show animation (UIKit cannot dismiss a controller it is still presenting).
/// - **The segue runs one presentation at a time.** A transition that is not its own (another
///   controller using the segue as its transitioning delegate, a second one while one runs) is
///   completed at once, never kept in place of the one UIKit waits for.
/// - **The controller's view leaves the message view** whenever the controller stops being
///   presented, so it is a plain root view again.
///
/// ```swift
/// var lifetime = SegueLifetime()
/// lifetime.handle(.performed)  // [.retainSelf, .presentController(presentation: 1)]
/// lifetime.handle(.presentTransitionStarted)  // [.acceptPresentTransition, .showMessage]
/// lifetime.handle(.messageDidShow)  // [.completePresentTransition(presented: true)]
/// lifetime.handle(.messageWillHide(.dimTap))  // [.dismissController(animated: true)]
/// lifetime.handle(.dismissTransitionStarted(animated: true))  // [.acceptDismissTransition]
/// lifetime.handle(.messageDidHide)  // [.uninstallControllerView, .completeDismissTransition, .releaseSelf]
/// ```
package struct SegueLifetime: Equatable, Sendable {
  /// Something that happened to the segue, its controller or its message.
  package enum Event: Equatable, Sendable {
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
    /// The message's host (the transition's container) left its window, or the segue found
    /// its controller no longer presented when about to dismiss it. Whether UIKit still
    /// presents the controller says why: no longer presented when UIKit took it away without
    /// the segue's animator (`dismiss(animated: false)`, a stack dismissed from further
    /// down), still presented when its window went away or a full-screen controller covers it.
    case hostLeftWindow(controllerStillPresented: Bool)
  }

  /// Something the UIKit segue must do, in the order given.
  package enum Action: Equatable, Sendable {
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
  enum ControllerPhase: Equatable, Sendable {
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
  enum MessagePhase: Equatable, Sendable {
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

  /// The duration a transition reports to UIKit: the message animator's show or hide
  /// duration, or ``fallbackTransitionDuration`` when there is none (or it is negative or not
  /// finite). The transition completes when the message animation does, whatever it says.
  package static func transitionDuration(animator duration: TimeInterval?) -> TimeInterval {
    guard let duration, duration.isFinite, duration >= 0 else { return fallbackTransitionDuration }
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
