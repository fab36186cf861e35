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
///   closed segues unexpectedly (SwiftMessages #545).
/// - **Dismissing the controller hides the message** (`dismiss(animated:)` from anywhere); the
///   dismissal transition completes when the hide animation ends. A dismissal that bypasses
///   the segue's animator (`dismiss(animated: false)`) hides the message at once.
/// - **A message that hides on its own dismisses the controller** (a tap on an interactive
///   dim, a swipe, its duration running out), animated alongside the hide, so UIKit never
///   keeps a controller "presented" with nothing on screen and a second presentation works.
/// - **A message that never makes it cancels the presentation**: dropped or failed, or hidden
///   during its show animation (UIKit cannot dismiss a controller it is still presenting).
///
/// ```swift
/// var lifetime = SegueLifetime()
/// lifetime.handle(.performed)  // [.retainSelf, .presentController]
/// lifetime.handle(.presentTransitionStarted)  // [.showMessage]
/// lifetime.handle(.messageDidShow)  // [.completePresentTransition(presented: true), …]
/// lifetime.handle(.messageWillHide(.dimTap))  // [.dismissController(animated: true)]
/// lifetime.handle(.dismissTransitionStarted(animated: true))  // [] (already hiding)
/// lifetime.handle(.messageDidHide)  // [.completeDismissTransition, .releaseSelf]
/// ```
public struct SegueLifetime: Hashable, Sendable {
  /// Something that happened to the segue, its controller or its message.
  public enum Event: Hashable, Sendable {
    /// `perform()` was called.
    case performed
    /// UIKit did not take up the presentation `perform()` asked for (the source is not in a
    /// window, or already presents another controller).
    case presentationRefused
    /// UIKit runs the segue's present animator and waits for it to complete: the message can
    /// be shown.
    case presentTransitionStarted
    /// The message finished its show animation.
    case messageDidShow
    /// The message started hiding, for `reason`.
    case messageWillHide(DismissReason)
    /// The message is gone.
    case messageDidHide
    /// The message never showed: it was dropped (queue capacity, duplicate) or failed.
    case messageFailed
    /// UIKit runs the segue's dismiss animator and waits for it to complete; `animated` is the
    /// transition's own flag.
    case dismissTransitionStarted(animated: Bool)
    /// UIKit finished dismissing the controller, through the segue's animator or not (the
    /// segue's presentation controller reports it).
    case dismissalEnded
  }

  /// Something the UIKit segue must do, in the order given.
  public enum Action: Hashable, Sendable {
    /// Keep a strong reference to itself (UIKit holds the transitioning delegate weakly).
    case retainSelf
    /// Make itself the controller's transitioning delegate and present it from the source.
    case presentController
    /// Install the controller's view in the message view and show the message in the
    /// transition's container.
    case showMessage
    /// Complete the present transition: `presented` true once the message is up, false to
    /// cancel it (the controller's view is taken out first).
    case completePresentTransition(presented: Bool)
    /// Take the controller's view out and complete the dismiss transition.
    case completeDismissTransition
    /// Move VoiceOver focus into the controller's view (`.screenChanged`).
    case moveAccessibilityFocus
    /// Hide the message.
    case hideMessage(animated: Bool)
    /// Ask the controller's presenting view controller to dismiss it.
    case dismissController(animated: Bool)
    /// Drop the strong reference to itself (and take down a window it installed for the
    /// source).
    case releaseSelf
  }

  /// Where the presented controller stands.
  public enum ControllerPhase: Hashable, Sendable {
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
  public enum MessagePhase: Hashable, Sendable {
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

  /// The controller's phase. `.notPresented` initially.
  public private(set) var controller = ControllerPhase.notPresented
  /// The message's phase. `.notShown` initially.
  public private(set) var message = MessagePhase.notShown
  /// Whether UIKit waits for the present transition to complete. `false` initially.
  public private(set) var isPresentTransitionPending = false
  /// Whether UIKit waits for the dismiss transition to complete. `false` initially.
  public private(set) var isDismissTransitionPending = false
  /// Whether the segue holds itself. `false` initially.
  public private(set) var isRetained = false

  /// Creates an idle lifetime: nothing presented, nothing retained.
  public init() {}

  /// The duration a transition reports to UIKit: the message animator's show or hide
  /// duration, or ``fallbackTransitionDuration`` when there is none (or it is negative or not
  /// finite). The transition completes when the message animation does, whatever it says.
  public static func transitionDuration(animator duration: TimeInterval?) -> TimeInterval {
    guard let duration, duration.isFinite, duration >= 0 else { return fallbackTransitionDuration }
    return duration
  }

  /// The transition duration when there is no animator to ask: 0.5 s.
  public static let fallbackTransitionDuration: TimeInterval = 0.5

  /// Applies `event` and returns what to do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Action] {
    switch event {
    case .performed: return performed()
    case .presentationRefused: return presentationRefused()
    case .presentTransitionStarted: return presentTransitionStarted()
    case .messageDidShow: return messageDidShow()
    case .messageWillHide(let reason): return messageWillHide(reason)
    case .messageDidHide, .messageFailed: return messageGone()
    case .dismissTransitionStarted(let animated): return dismissTransitionStarted(animated: animated)
    case .dismissalEnded: return dismissalEnded()
    }
  }

  // MARK: - Presenting

  private mutating func performed() -> [Action] {
    // One presentation at a time: UIKit refuses to present a controller twice.
    guard !isRetained, controller == .notPresented else { return [] }
    isRetained = true
    controller = .presenting
    message = .notShown
    return [.retainSelf, .presentController]
  }

  private mutating func presentationRefused() -> [Action] {
    guard controller == .presenting, !isPresentTransitionPending, message == .notShown else { return [] }
    return release()
  }

  private mutating func presentTransitionStarted() -> [Action] {
    guard !isPresentTransitionPending, controller == .notPresented || controller == .presenting else {
      return []
    }
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
    actions.append(.showMessage)
    return actions
  }

  private mutating func messageDidShow() -> [Action] {
    guard message == .showing else { return [] }
    message = .shown
    // A dismissal that started mid-show stands: the presentation is cancelled once it is gone.
    guard isPresentTransitionPending, controller == .presenting else { return [] }
    isPresentTransitionPending = false
    controller = .presented
    return [.completePresentTransition(presented: true), .moveAccessibilityFocus]
  }

  // MARK: - Hiding and dismissing

  private mutating func messageWillHide(_ reason: DismissReason) -> [Action] {
    guard message == .showing || message == .shown else { return [] }
    message = .hiding
    // Hidden on its own: take the controller away with it, animated alongside the hide, unless
    // its host already left the window (no transition can run off screen). One hidden during
    // its show animation cancels the presentation when it is gone instead (see `settle`).
    guard controller == .presented else { return [] }
    controller = .dismissRequested
    return [.dismissController(animated: reason != .hostDisappeared)]
  }

  private mutating func messageGone() -> [Action] {
    guard message == .showing || message == .shown || message == .hiding else { return [] }
    message = .gone
    return settle()
  }

  private mutating func dismissTransitionStarted(animated: Bool) -> [Action] {
    // A second dismissal while one runs: UIKit never starts one, and nothing is left to do.
    guard !isDismissTransitionPending else { return [] }
    isDismissTransitionPending = true
    controller = .dismissing
    switch message {
    case .showing, .shown:
      // Also mid-show: the hide reverses the show from where the view is.
      return [.hideMessage(animated: animated)]
    case .hiding:
      return []
    case .notShown, .gone:
      message = .gone
      return settle()
    }
  }

  private mutating func dismissalEnded() -> [Action] {
    controller = .notPresented
    switch message {
    case .showing, .shown:
      // Dismissed without the segue's animator: the controller's view is gone already.
      return [.hideMessage(animated: false)]
    case .hiding:
      return []
    case .notShown, .gone:
      message = .gone
      return settle()
    }
  }

  /// Once the message is gone: completes the transitions UIKit waits for, takes the controller
  /// away if it is still presented, and lets go of the segue when nothing is left.
  private mutating func settle() -> [Action] {
    var actions: [Action] = []
    if isPresentTransitionPending {
      isPresentTransitionPending = false
      if controller == .presenting { controller = .notPresented }
      actions.append(.completePresentTransition(presented: false))
    }
    if isDismissTransitionPending {
      isDismissTransitionPending = false
      controller = .notPresented
      actions.append(.completeDismissTransition)
    }
    switch controller {
    case .presented:
      controller = .dismissRequested
      actions.append(.dismissController(animated: true))
    case .notPresented:
      actions += release()
    case .presenting, .dismissRequested, .dismissing:
      // UIKit still has to take the controller away; its dismissal settles again.
      break
    }
    return actions
  }

  private mutating func release() -> [Action] {
    controller = .notPresented
    message = .notShown
    guard isRetained else { return [] }
    isRetained = false
    return [.releaseSelf]
  }
}
