import Foundation

/// Runs a ``QueueStateMachine`` and its messages' presentations on every platform, timed by an
/// injected ``MessageScheduling``. Actions run strictly in order even when callbacks re-enter; a
/// presentation is uninstalled before its terminal event is delivered (and on release); and each
/// animation has a deadline of its duration plus ``completionGrace``, so a lost completion (a
/// backgrounded app, SwiftMessages #46) cannot wedge the queue. Not thread-safe.
package final class MessageDriver<Presentation: MessagePresentation> {
  /// Extra time after an animation's duration before the driver stops waiting for its completion: 1 s.
  static var completionGrace: TimeInterval { 1 }

  /// What the driver keeps about a message from its request until its last event.
  private final class Message {
    let token: MessageToken
    let presentation: Presentation
    var isInstalled = false
    /// The deadline of its running show or hide animation, and whether it is the hide's.
    var deadline: ScheduledTimer?
    var isHiding = false
    /// Its running queue timer: a message has at most one (delay, auto-hide or minimum
    /// display, each in its own phase).
    var timer: (kind: QueueTimer, handle: ScheduledTimer)?

    init(token: MessageToken, presentation: Presentation) {
      self.token = token
      self.presentation = presentation
    }
  }

  /// The underlying state machine (read-only; mutate through the driver's methods).
  package private(set) var machine: QueueStateMachine
  /// Receives every event with its message's presentation, after the driver has acted on it (a
  /// terminal event once the presentation is uninstalled, while ``payload(for:)`` still has it).
  package var onEvent: (QueueEvent, Presentation) -> Void = { _, _ in }
  /// Hears an installed message's host entering (`true`) or leaving (`false`) a window, after
  /// the driver has acted on it (a hide under way has ended). Does nothing by default.
  package var onHostWindowChange: (MessageToken, Bool) -> Void = { _, _ in }

  private let scheduler: any MessageScheduling
  /// The messages from their request until their last event, oldest first (a queue holds tens).
  private var messages: [Message] = []
  private var pauseTimer: ScheduledTimer?
  private var pending: [QueueAction] = []
  private var isRunning = false
  /// Set by ``shutDown()`` while something is installed; cleared with the last uninstall.
  private var keepAlive: MessageDriver?

  /// `scheduler` is the source of time (the main queue on iOS).
  package init(
    scheduler: any MessageScheduling, pauseBetweenMessages: TimeInterval = 0.5,
    capacity: QueueCapacity? = nil, maximumVisible: Int = 1
  ) {
    self.scheduler = scheduler
    machine = QueueStateMachine(
      pauseBetweenMessages: pauseBetweenMessages, capacity: capacity, maximumVisible: maximumVisible)
  }

  deinit {
    pauseTimer?.cancel()
    for message in messages {
      message.timer?.handle.cancel()
      message.deadline?.cancel()
      if message.isInstalled { message.presentation.uninstall() }
    }
  }

  /// Hides every message (`.hideAll`) and keeps the driver alive until the last is uninstalled and
  /// its events delivered; call it when the owner goes away. An `.indefinite` minimum still holds.
  package func shutDown() {
    if messages.contains(where: { $0.isInstalled }) { keepAlive = self }
    hideAll()
  }

  // MARK: - Options

  /// Sets ``QueueStateMachine/pauseBetweenMessages``, ``QueueStateMachine/capacity`` and
  /// ``QueueStateMachine/isVoiceOverRunning`` (read them on ``machine``).
  package func setOptions(
    pauseBetweenMessages: TimeInterval, capacity: QueueCapacity?, isVoiceOverRunning: Bool
  ) {
    machine.pauseBetweenMessages = pauseBetweenMessages
    machine.capacity = capacity
    machine.isVoiceOverRunning = isVoiceOverRunning
  }

  /// See ``QueueStateMachine/maximumVisible``; raising it presents waiting messages at once.
  package var maximumVisible: Int {
    get { machine.maximumVisible }
    set {
      machine.setMaximumVisible(newValue, into: &pending)
      run()
    }
  }

  // MARK: - Showing

  /// Requests a message shown with `payload`; the token is returned even for one dropped at once
  /// (``phase(of:)`` is then `nil`).
  @discardableResult
  package func show(_ request: MessageRequest, payload: Presentation) throws -> MessageToken {
    let token = try machine.enqueue(request, at: scheduler.now, into: &pending)
    messages.append(Message(token: token, presentation: payload))
    run()
    return token
  }

  /// Reports that the user started dragging `token` (pauses auto-hide).
  package func panBegan(_ token: MessageToken) {
    machine.panBegan(token, at: scheduler.now, into: &pending)
    run()
  }

  /// Reports that the drag of `token` ended with a snap back (restarts the full auto-hide).
  package func panEnded(_ token: MessageToken) {
    machine.panEnded(token, at: scheduler.now, into: &pending)
    run()
  }

  /// Pauses or resumes the auto-hide of the visible message `token`, keeping the time it has left.
  package func setAutoHidePaused(_ paused: Bool, for token: MessageToken) {
    machine.setAutoHidePaused(paused, for: token, at: scheduler.now, into: &pending)
    run()
  }

  /// Reports that the content of `token` changed in place (restarts a visible message's auto-hide).
  package func contentChanged(_ token: MessageToken, text: String?) {
    machine.contentChanged(token, text: text, at: scheduler.now, into: &pending)
    run()
  }

  // MARK: - Hiding

  /// Hides the current message (with stacking, the front one).
  package func hide(animated: Bool = true, reason: DismissReason = .programmatic) {
    machine.hide(animated: animated, reason: reason, at: scheduler.now, into: &pending)
    run()
  }

  /// Hides one message (visible or waiting); stale tokens are ignored.
  package func hide(_ token: MessageToken, reason: DismissReason, animated: Bool = true) {
    machine.hide(token, reason: reason, animated: animated, at: scheduler.now, into: &pending)
    run()
  }

  /// Hides every message with `id` and clears its count.
  package func hide(id: String) {
    machine.hide(id: id, at: scheduler.now, into: &pending)
    run()
  }

  /// Decrements the count of `id`; hides its messages when it reaches zero.
  package func hideCounted(id: String) {
    machine.hideCounted(id: id, at: scheduler.now, into: &pending)
    run()
  }

  /// Drops every waiting message and hides the visible ones.
  package func hideAll() {
    machine.hideAll(at: scheduler.now, into: &pending)
    run()
  }

  // MARK: - Look-ups

  /// The presentation of a message that is still waiting or visible.
  package func payload(for token: MessageToken) -> Presentation? { message(token)?.presentation }

  private func message(_ token: MessageToken) -> Message? { messages.first { $0.token == token } }

  /// The message on screen and its presentation, including one animating out; with stacking,
  /// the front (newest visible) one.
  package var current: (token: MessageToken, payload: Presentation)? {
    guard let token = machine.currentToken, let payload = payload(for: token) else { return nil }
    return (token, payload)
  }

  /// The visible messages and their presentations, newest (the front of a deck) first,
  /// including ones animating out. At most ``maximumVisible`` of them besides orphans (more
  /// only right after the maximum was lowered or an orphan came back).
  package var visible: [(token: MessageToken, payload: Presentation)] {
    machine.visibleTokens.compactMap { token in payload(for: token).map { (token, $0) } }
  }

  /// The front-most visible message whose presentation `isMatch` accepts.
  package func visibleToken(where isMatch: (Presentation) -> Bool) -> MessageToken? {
    machine.visible.last { payload(for: $0.token).map(isMatch) == true }?.token
  }

  /// The phase of a message, or `nil` once it is gone.
  package func phase(of token: MessageToken) -> MessagePhase? { machine.phase(of: token) }

  /// The presentation of the visible message with id `id` (with stacking, the newest such).
  package func current(id: String) -> Presentation? { machine.current(id: id).flatMap(payload(for:)) }

  /// The presentation of the waiting message with `id` that would show first (delayed included).
  package func queued(id: String) -> Presentation? { machine.queued(id: id).flatMap(payload(for:)) }

  package func currentOrQueued(id: String) -> Presentation? {
    machine.currentOrQueued(id: id).flatMap(payload(for:))
  }

  /// The count of `id` (see ``hideCounted(id:)``).
  package func count(id: String) -> Int { machine.count(id: id) }

  /// Overrides the count of `id` (ignored if it has none).
  package func set(count: Int, for id: String) { machine.setCount(count, for: id) }

  // MARK: - Execution

  /// Executes the pending actions in order, unless an outer call is already doing so (a
  /// callback that re-enters the driver appends to the same buffer).
  private func run() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    var index = 0
    while index < pending.count {
      execute(pending[index])
      index += 1
    }
    pending.removeAll(keepingCapacity: true)
  }

  private func execute(_ action: QueueAction) {
    switch action {
    case .present(let token):
      present(token)
    case .dismiss(let token, let animated):
      dismiss(token, animated: animated)
    case .schedule(let timer, let delay):
      let handle = scheduler.schedule(after: delay) { [weak self] in self?.timerFired(timer) }
      replaceTimer(timer, with: handle)
    case .cancel(let timer):
      replaceTimer(timer, with: nil)
    case .emit(let event):
      deliver(event)
    }
  }

  /// Cancels the running `timer` and keeps `handle`, if any, in its place.
  private func replaceTimer(_ timer: QueueTimer, with handle: ScheduledTimer?) {
    switch timer {
    case .autoHide(let token), .delay(let token), .minimumDisplay(let token):
      guard let message = message(token) else { return }
      if let running = message.timer, running.kind == timer || handle != nil {
        running.handle.cancel()
        message.timer = nil
      }
      if let handle { message.timer = (timer, handle) }
    case .pause:
      pauseTimer?.cancel()
      pauseTimer = handle
    }
  }

  private func timerFired(_ timer: QueueTimer) {
    switch timer {
    case .autoHide(let token), .delay(let token), .minimumDisplay(let token):
      if let message = message(token), message.timer?.kind == timer { message.timer = nil }
    case .pause:
      pauseTimer = nil
    }
    machine.timerFired(timer, at: scheduler.now, into: &pending)
    run()
  }

  /// Installs the message (the first time) and starts its show; the queue presents a message
  /// again when its host reached a window after the first time.
  private func present(_ token: MessageToken) {
    guard let message = message(token) else { return }
    let presentation = message.presentation
    if !message.isInstalled {
      presentation.onHostWindowChange = { [weak self] inWindow in
        self?.hostWindowChanged(token, inWindow: inWindow)
      }
      message.isInstalled = true
      if let failure = presentation.install() {
        machine.presentationFailed(token, failure: failure, at: scheduler.now, into: &pending)
        run()
        return
      }
    }
    guard presentation.isHostInWindow else {
      // Shown from `viewDidLoad`: wait for the window without blocking the queue.
      machine.hostDisappeared(token, at: scheduler.now, into: &pending)
      run()
      return
    }
    machine.presentationStarted(token, into: &pending)
    run()
  }

  private func animateIn(_ message: Message) {
    let token = message.token
    let ended = { [weak self] in self?.showEnded(token) ?? () }
    message.deadline = scheduler.schedule(
      after: message.presentation.showDuration + Self.completionGrace, ended)
    message.presentation.animateIn(completion: ended)
  }

  private func showEnded(_ token: MessageToken) {
    guard let message = message(token), let deadline = message.deadline, !message.isHiding else { return }
    message.deadline = nil
    deadline.cancel()
    machine.presentationFinished(token, at: scheduler.now, into: &pending)
    run()
    // Up and staying a while: announced, including a HUD held by its minimum display time.
    switch machine.phase(of: token) {
    case .shown?, .hidePending?: payload(for: token)?.didAppear()
    default: break
    }
  }

  private func dismiss(_ token: MessageToken, animated: Bool) {
    guard let message = message(token) else { return }
    // A show still running is interrupted: the hide reverses it from where the view is.
    message.deadline?.cancel()
    message.isHiding = true
    // It captures the driver strongly: a hide that is under way when its owner releases the
    // driver (a `SwiftMessages` instance hiding what it shows on release) still completes and
    // uninstalls; the driver goes when the hide has ended.
    let ended = { self.hideEnded(token) }
    message.deadline = scheduler.schedule(
      after: message.presentation.hideDuration + Self.completionGrace, ended)
    message.presentation.animateOut(animated: animated, completion: ended)
  }

  private func hideEnded(_ token: MessageToken) {
    guard let message = message(token), let deadline = message.deadline, message.isHiding else { return }
    message.deadline = nil
    deadline.cancel()
    machine.dismissalFinished(token, at: scheduler.now, into: &pending)
    run()
  }

  private func hostWindowChanged(_ token: MessageToken, inWindow: Bool) {
    guard message(token)?.isInstalled == true else { return }
    if inWindow {
      machine.hostReappeared(token, into: &pending)
    } else {
      machine.hostDisappeared(token, at: scheduler.now, into: &pending)
    }
    run()
    onHostWindowChange(token, inWindow)
  }

  /// Delivers an event to ``onEvent``, acting on it first; a terminal event's message is
  /// forgotten once delivered.
  private func deliver(_ event: QueueEvent) {
    guard let message = message(event.token) else { return }
    let presentation = message.presentation
    switch event {
    case .willShow:
      // Listeners first, so they can still change the view before it animates in, as in SwiftMessages.
      onEvent(event, presentation)
      animateIn(message)
    case .didHide, .failed, .dropped:
      // `dropped` reaches an installed message only when it was hidden while waiting for its
      // host's window (never seen); waiting messages were never installed.
      // Uninstalled before listeners hear of it: `didHide` means the message is gone.
      uninstall(message)
      onEvent(event, presentation)
      messages.removeAll { $0 === message }
    case .didShow, .willHide:
      onEvent(event, presentation)
    }
  }

  /// Cancels the message's timers and uninstalls it; it stays known until its event is delivered.
  private func uninstall(_ message: Message) {
    message.deadline?.cancel()
    message.timer?.handle.cancel()
    (message.deadline, message.isHiding, message.timer) = (nil, false, nil)
    guard message.isInstalled else { return }
    message.isInstalled = false
    message.presentation.onHostWindowChange = nil
    message.presentation.uninstall()
    if !messages.contains(where: { $0.isInstalled }) { keepAlive = nil }
  }
}
