#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A storyboard segue that presents a view controller as a message: it becomes the
/// controller's transitioning delegate and shows the controller's view with SwiftMessages
/// (SwiftMessages 10's `SwiftMessagesSegue`).
///
/// In Interface Builder, control-drag a segue and pick "swift messages", or one of the preset
/// subclasses ("swift messages bottom card"…), or your own subclass: `VeryNiceSegue` is
/// listed as "very nice". Configure it in your subclass's initializer (recommended) or in
/// `prepare(for:sender:)`:
///
/// ```swift
/// class VeryNiceSegue: SwiftMessagesSegue {
///   override public init(identifier: String?, source: UIViewController, destination: UIViewController) {
///     super.init(identifier: identifier, source: source, destination: destination)
///     configure(layout: .bottomCard)
///     dimMode = .blur(style: .dark, alpha: 0.9, interactive: true)
///     messageView.configureNoDropShadow()
///   }
/// }
/// ```
///
/// Without a storyboard:
///
/// ```swift
/// let segue = SwiftMessagesSegue(identifier: nil, source: self, destination: detailsController)
/// segue.configure(layout: .centered)
/// segue.perform()
/// ```
///
/// Dismiss it with UIKit's `dismiss(animated:)`, from anywhere: the message hides and the
/// dismissal completes when the hide animation ends (without animation, or with the whole
/// stack, the message goes at once). A message that hides on its own (a tap on the interactive
/// dim, a swipe, its ``duration`` running out) dismisses the controller with it. You need not
/// keep the segue: it keeps itself alive while its controller is presented and lets go when
/// the controller is dismissed (no timer; see the core's `SegueLifetime`). Keep it if you
/// want to `perform()` it again.
///
/// Pass a `WindowViewController` as the source to present above everything, in its own
/// window (its configuration's `.window` or `.windowScene` context picks the level and scene).
///
/// Sizing: the controller's view is embedded in ``containerView``, itself installed in
/// ``messageView`` as ``containment`` says. Give the controller width and height constraints,
/// or a `preferredContentSize` ("Use Preferred Explicit Size"; zeros are ignored), which
/// becomes constraints at priority 951. Message layouts are always full width; the others are
/// at most 500 pt wide in regular width (priority 950).
open class SwiftMessagesSegue: UIStoryboardSegue {
  /// The preset layouts of ``configure(layout:)``: `.topMessage`, `.bottomMessage`, `.topCard`,
  /// `.topTab`, `.bottomCard`, `.bottomTab`, `.centered`.
  public typealias Layout = SegueLayout

  /// How the controller's view is installed in ``messageView``: `.content`, `.background`,
  /// `.backgroundVertical`.
  public typealias Containment = SegueContainment

  // MARK: - Message options

  /// How the message animates in and out. `.top` by default; ``configure(layout:)`` sets it.
  public final var presentationStyle: SwiftMessages.PresentationStyle {
    get { messenger.defaultConfig.presentationStyle }
    set { messenger.defaultConfig.presentationStyle = newValue }
  }

  /// The background behind the message. `.gray(interactive: true)` by default: a tap on it
  /// dismisses the controller.
  public final var dimMode: SwiftMessages.DimMode {
    get { messenger.defaultConfig.dimMode }
    set { messenger.defaultConfig.dimMode = newValue }
  }

  /// How long the message stays up; when it runs out, the controller is dismissed. `.forever`
  /// by default.
  public final var duration: SwiftMessages.Duration {
    get { messenger.defaultConfig.duration }
    set { messenger.defaultConfig.duration = newValue }
  }

  /// Whether the user can swipe the message (and the controller) away. `true` by default;
  /// turn it off for controllers with their own swipe or pan gestures.
  public final var interactiveHide: Bool {
    get { messenger.defaultConfig.interactiveHide }
    set { messenger.defaultConfig.interactiveHide = newValue }
  }

  /// Listeners for the message's `willShow`, `didShow`, `willHide` and `didHide`, for example
  /// to learn that the user swiped the controller away. Empty by default.
  public final var eventListeners: [SwiftMessages.EventListener] {
    get { messenger.defaultConfig.eventListeners }
    set { messenger.defaultConfig.eventListeners = newValue }
  }

  /// Keeps the message above the keyboard when set. `nil` by default.
  public final var keyboardTrackingView: KeyboardTrackingView? {
    get { messenger.defaultConfig.keyboardTrackingView }
    set { messenger.defaultConfig.keyboardTrackingView = newValue }
  }

  // MARK: - Views

  /// Whether `perform()` sets the controller's `modalPresentationStyle` to `.custom`. `true`
  /// by default.
  public final var overrideModalPresentationStyle: Bool = true

  /// The view SwiftMessages shows: the controller's view sits in ``containerView`` inside it.
  /// Its options apply, for example `messageView.configureDropShadow()` or
  /// `layoutMarginAdditions`. A new `BaseView` by default.
  public final var messageView = BaseView()

  /// The view that holds the controller's view, with rounded corners (`cornerRadius`,
  /// `roundsLeadingCorners`). A new `CornerRoundingView` with square corners by default.
  public final var containerView: CornerRoundingView = CornerRoundingView()

  /// How ``containerView`` is installed in ``messageView``. `.content` (edge to edge) by
  /// default; ``configure(layout:)`` sets it.
  public final var containment: Containment = .content

  // MARK: - State

  /// The per-segue instance that shows the message; the options above are its default config.
  let messenger = SwiftMessages()
  private var lifetime = SegueLifetime()
  private var selfRetainer: SwiftMessagesSegue?
  /// The event under way (first) and those waiting their turn, each with the transition it
  /// brought (present or dismiss).
  private var pendingEvents:
    [(event: SegueLifetime.Event, transition: UIViewControllerContextTransitioning?)] =
      []
  private var presentTransition: UIViewControllerContextTransitioning?
  private var dismissTransition: UIViewControllerContextTransitioning?
  // What `installControllerView(_:preferredContentSize:)` installed last.
  weak var installedControllerView: UIView?
  weak var installedContainer: CornerRoundingView?
  var installedContainment: Containment?
  var installedSizeConstraints: [NSLayoutConstraint] = []

  /// Creates the segue with a gray interactive dim and a `.forever` duration; override it to
  /// configure your subclass.
  public override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    dimMode = .gray(interactive: true)
    duration = .forever
    messenger.presentsViewControllers = true
    messenger.onQueueEvent = { [weak self] event in
      guard let lifetimeEvent = SegueLifetime.Event(event) else { return }
      self?.handle(lifetimeEvent)
    }
    messenger.engine.onHostWindowChange = { [weak self] _, inWindow in
      guard !inWindow else { return }
      self?.hostLeftWindow()
    }
  }

  /// Presents the destination from the source as a message. Does nothing while the segue's
  /// previous presentation is still up — also in the same run-loop turn as a
  /// `dismiss(animated: false)` of it, which the segue learns of on the next turn.
  open override func perform() {
    handle(.performed)
  }
}

// MARK: - Events

extension SwiftMessagesSegue {
  /// Events raised while the lifetime's calls run (UIKit and the queue call back synchronously)
  /// wait their turn.
  func handle(_ event: SegueLifetime.Event, transition: UIViewControllerContextTransitioning? = nil) {
    pendingEvents.append((event, transition))
    // Another event is under way: it runs this one after it.
    guard pendingEvents.count == 1 else { return }
    // `releaseSelf()` may drop the last reference while the calls still run.
    withExtendedLifetime(self) {
      while let next = pendingEvents.first {
        lifetime.handle(next.event, on: self)
        pendingEvents.removeFirst()
      }
    }
  }

  /// The present (`presenting`) or dismiss animator runs; UIKit waits for `transition`.
  func transitionStarted(_ transition: UIViewControllerContextTransitioning, presenting: Bool) {
    handle(
      .transitionStarted(presenting: presenting, animated: transition.isAnimated), transition: transition)
  }

  /// The duration the present (`presenting`) or dismiss transition reports to UIKit.
  func transitionDuration(presenting: Bool) -> TimeInterval {
    let current = messenger.engine.current?.payload
    return SegueLifetime.transitionDuration(
      presenting: presenting,
      showDuration: current?.showDuration ?? Presenter.animator(for: presentationStyle).showDuration,
      hideDuration: current?.hideDuration)
  }

  /// UIKit clears the controller's presenting view controller after taking its container away,
  /// so the fact is read on the next main-queue turn.
  fileprivate func hostLeftWindow() {
    onNextTurn { $0.reportHostLeftWindow() }
  }

  /// Runs `work` with the segue on a later main-queue turn, unless it is gone by then.
  private func onNextTurn(_ work: @escaping @MainActor (SwiftMessagesSegue) -> Void) {
    DispatchQueue.main.async {
      MainThread.run { [weak self] in
        guard let self else { return }
        work(self)
      }
    }
  }

  private func reportHostLeftWindow() {
    handle(.hostLeftWindow(controllerStillPresented: destination.presentingViewController != nil))
  }

  /// Runs `work` once the transition under way around the controller has ended (UIKit turns a
  /// dismissal down while another presentation or dismissal runs, such as an alert the
  /// controller presents), or at once when none runs.
  private func afterRunningTransition(_ work: @escaping () -> Void) {
    let coordinator =
      destination.transitionCoordinator ?? destination.presentingViewController?.transitionCoordinator
    guard let coordinator else { return work() }
    // `false`: the coordinator will not call the completion (nothing left to animate).
    if !coordinator.animate(alongsideTransition: nil, completion: { _ in work() }) { work() }
  }

  private func dismissNow() {
    // Not presented any more: UIKit took it away without the segue's animator.
    guard let presenting = destination.presentingViewController else { return reportHostLeftWindow() }
    let witness = CompletionWitness { [weak self] in self?.handle(.dismissRefused) }
    presenting.dismiss(animated: true) { [weak self] in
      witness.wasCalled = true
      // Dismissing a stack above the controller (an alert it presents) takes it away without
      // the segue's animator, and its message has already left the window: say so here.
      self?.reportHostLeftWindow()
    }
  }
}

// MARK: - Actions

extension SwiftMessagesSegue: @preconcurrency SegueStage {
  package func retainSelf() { selfRetainer = self }

  package func presentController(presentation: Int) {
    (source as? WindowViewController)?.installAsSegueSource()
    if overrideModalPresentationStyle { destination.modalPresentationStyle = .custom }
    destination.transitioningDelegate = self
    // UIKit keeps the completion of a presentation it performs, now or deferred, and drops the
    // one of a presentation it refuses (a source out of the window, or already presenting).
    let witness = CompletionWitness { [weak self] in
      self?.handle(.presentationRefused(presentation: presentation))
    }
    source.present(destination, animated: true) { witness.wasCalled = true }
  }

  package func acceptPresentTransition() { presentTransition = pendingEvents.first?.transition }

  package func acceptDismissTransition() { dismissTransition = pendingEvents.first?.transition }

  package func turnDownTransition(completed: Bool) {
    pendingEvents.first?.transition?.completeTransition(completed)
  }

  package func showMessage() {
    guard let transition = presentTransition else { return handle(.messageFailed) }
    let controllerView: UIView = transition.view(forKey: .to) ?? destination.view
    installControllerView(controllerView, preferredContentSize: destination.preferredContentSize)
    var config = messenger.defaultConfig
    config.presentationContext = .view(transition.containerView)
    if case .failure = messenger.enqueue(config: config, view: messageView) { handle(.messageFailed) }
  }

  package func completePresentTransition(presented: Bool) {
    let transition = presentTransition
    presentTransition = nil
    transition?.completeTransition(presented)
  }

  package func completeDismissTransition() {
    let transition = dismissTransition
    dismissTransition = nil
    transition?.completeTransition(true)
  }

  package func hideMessage(animated: Bool) { messenger.hide(animated: animated) }

  package func dismissController() {
    afterRunningTransition { [weak self] in self?.dismissNow() }
  }

  package func retryDismissal() {
    onNextTurn { $0.dismissController() }
  }

  package func releaseSelf() {
    (source as? WindowViewController)?.uninstall()
    selfRetainer = nil
  }
}

/// Reports a completion block that is released without having been called.
private final class CompletionWitness {
  var wasCalled = false
  private let onDroppedUncalled: @MainActor () -> Void

  init(onDroppedUncalled: @escaping @MainActor () -> Void) {
    self.onDroppedUncalled = onDroppedUncalled
  }

  deinit {
    guard !wasCalled else { return }
    MainThread.run(onDroppedUncalled)
  }
}

extension WindowViewController {
  /// Shows the window of a controller used as a segue's source: in its configuration's scene,
  /// else the active one (SwiftMessages 10's segue does the same).
  func installAsSegueSource() {
    let host = ContextResolver.host(for: config)
    install(in: host.scene, previousKeyWindow: host.keyWindow)
  }
}
#endif
