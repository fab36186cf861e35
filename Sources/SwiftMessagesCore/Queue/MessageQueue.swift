import Foundation

/// A ``QueueStateMachine`` driven by an injected scheduler, holding one payload (for example
/// a view) per message.
///
/// `MessageQueue` executes the machine's timer actions with its ``MessageScheduling``,
/// forwards presentation work to ``perform`` and events to ``onEvent``, and keeps payloads
/// until their message's last event. Callbacks may call back into the queue re-entrantly
/// (for example report ``presentationFinished(_:)`` from inside ``perform``): actions are
/// executed strictly in order.
///
/// It is not thread-safe: use it from one isolation domain (the main actor on iOS).
///
/// ```swift
/// let queue = MessageQueue<String>(scheduler: scheduler)
/// queue.perform = { command in
///   if case .present(let token, _) = command { queue.presentationFinished(token) }
/// }
/// try queue.show(MessageRequest(id: "hello"), payload: "Hello!")
/// ```
package final class MessageQueue<Payload> {
  /// Presentation work for the driver.
  package enum Command {
    /// Show the payload; then report started/finished, or failed.
    case present(MessageToken, Payload)
    /// Hide the payload; then report ``MessageQueue/dismissalFinished(_:)``.
    case dismiss(MessageToken, Payload, animated: Bool)
  }

  /// The underlying state machine (read-only; mutate through the queue's methods).
  package private(set) var machine: QueueStateMachine
  /// Called for every present and dismiss command. Does nothing by default.
  package var perform: (Command) -> Void
  /// Called for every event, before the payload of a finished message is released. Does
  /// nothing by default.
  package var onEvent: (QueueEvent) -> Void

  private let scheduler: any MessageScheduling
  private var payloads: [MessageToken: Payload] = [:]
  private var timers: [QueueTimer: ScheduledTimer] = [:]
  private var pending: [QueueAction] = []
  private var isRunning = false

  /// Creates a queue.
  ///
  /// - Parameters:
  ///   - scheduler: the source of time and timers.
  ///   - pauseBetweenMessages: 0.5 s by default.
  ///   - capacity: `nil` (unbounded) by default.
  ///   - maximumVisible: 1 (one message at a time) by default; more makes a stacked deck (see
  ///     ``QueueStateMachine/visibleTokens`` for the rules).
  package init(
    scheduler: any MessageScheduling, pauseBetweenMessages: TimeInterval = 0.5,
    capacity: QueueCapacity? = nil, maximumVisible: Int = 1
  ) {
    self.scheduler = scheduler
    self.machine = QueueStateMachine(
      pauseBetweenMessages: pauseBetweenMessages, capacity: capacity, maximumVisible: maximumVisible)
    self.perform = { _ in }
    self.onEvent = { _ in }
  }

  deinit {
    for timer in timers.values { timer.cancel() }
  }

  // MARK: - Options

  /// See ``QueueStateMachine/pauseBetweenMessages``. 0.5 s by default.
  package var pauseBetweenMessages: TimeInterval {
    get { machine.pauseBetweenMessages }
    set { machine.pauseBetweenMessages = newValue }
  }

  /// See ``QueueStateMachine/capacity``. `nil` by default.
  package var capacity: QueueCapacity? {
    get { machine.capacity }
    set { machine.capacity = newValue }
  }

  /// How many messages may be visible at once (see ``QueueStateMachine/maximumVisible``): 1 by
  /// default; values below 1 become 1. Raising it presents waiting messages in the new places
  /// at once; lowering it hides nothing.
  package var maximumVisible: Int {
    get { machine.maximumVisible }
    set { handle(.setMaximumVisible(newValue)) }
  }

  /// See ``QueueStateMachine/isVoiceOverRunning``. `false` by default.
  package var isVoiceOverRunning: Bool {
    get { machine.isVoiceOverRunning }
    set { machine.isVoiceOverRunning = newValue }
  }

  // MARK: - Showing

  /// Requests a message. Returns its token even when it was dropped at once (as a duplicate
  /// or over capacity); ``phase(of:)`` is `nil` for a dropped message.
  ///
  /// - Throws: ``QueueError`` for an invalid duration; nothing is queued or emitted then.
  @discardableResult
  package func show(_ request: MessageRequest, payload: Payload) throws -> MessageToken {
    let result = try machine.enqueue(request, at: scheduler.now, into: &pending)
    payloads[result.token] = payload
    run()
    return result.token
  }

  /// Reports that the show animation of `token` started (emits `willShow`).
  package func presentationStarted(_ token: MessageToken) {
    handle(.presentationStarted(token))
  }

  /// Reports that the show animation of `token` finished (emits `didShow`, starts auto-hide).
  package func presentationFinished(_ token: MessageToken) {
    handle(.presentationFinished(token, at: scheduler.now))
  }

  /// Reports that `token` could not be presented (emits `failed`, moves on).
  func presentationFailed(_ token: MessageToken, failure: PresentationFailure) {
    handle(.presentationFailed(token, failure: failure, at: scheduler.now))
  }

  /// Reports that the hide animation of `token` finished (emits `didHide`).
  package func dismissalFinished(_ token: MessageToken) {
    handle(.dismissalFinished(token, at: scheduler.now))
  }

  /// Reports that the host of `token` left its window: the message is orphaned (see
  /// ``QueueStateMachine/Event/hostDisappeared(_:at:)``).
  package func hostDisappeared(_ token: MessageToken) {
    handle(.hostDisappeared(token, at: scheduler.now))
  }

  /// Reports that the host of `token` is back in a window: the message comes back with it (see
  /// ``QueueStateMachine/hostReappeared(_:into:)``).
  func hostReappeared(_ token: MessageToken) {
    handle(.hostReappeared(token))
  }

  /// Reports that the user started dragging `token` (pauses auto-hide).
  package func panBegan(_ token: MessageToken) {
    handle(.panBegan(token, at: scheduler.now))
  }

  /// Reports that the drag of `token` ended with a snap back (restarts the full auto-hide).
  package func panEnded(_ token: MessageToken) {
    handle(.panEnded(token, at: scheduler.now))
  }

  /// Pauses (`true`) or resumes (`false`) the auto-hide of the visible message `token`,
  /// keeping the time it has left (see ``QueueStateMachine/Event/setAutoHidePaused(_:for:at:)``):
  /// a deck pauses the cards behind its front, or all of them while expanded.
  package func setAutoHidePaused(_ paused: Bool, for token: MessageToken) {
    handle(.setAutoHidePaused(paused, for: token, at: scheduler.now))
  }

  /// Reports that the content of `token` changed in place, with its new readable text (see
  /// ``QueueStateMachine/Event/contentChanged(_:text:at:)``: a visible message's auto-hide
  /// countdown starts again).
  package func contentChanged(_ token: MessageToken, text: String?) {
    handle(.contentChanged(token, text: text, at: scheduler.now))
  }

  // MARK: - Hiding

  /// Hides the current message (with stacking, the front one). `animated` is `true` and
  /// `reason` `.programmatic` by default.
  package func hide(animated: Bool = true, reason: DismissReason = .programmatic) {
    handle(.hideCurrent(animated: animated, reason: reason, at: scheduler.now))
  }

  /// Hides one message (visible or waiting); stale tokens are ignored.
  package func hide(_ token: MessageToken, reason: DismissReason, animated: Bool = true) {
    handle(.hide(token, reason: reason, animated: animated, at: scheduler.now))
  }

  /// Hides every message with `id` and clears its count.
  package func hide(id: String) {
    handle(.hideID(id, at: scheduler.now))
  }

  /// Decrements the count of `id`; hides its messages when it reaches zero.
  package func hideCounted(id: String) {
    handle(.hideCounted(id: id, at: scheduler.now))
  }

  /// Drops every waiting message and hides the visible ones.
  package func hideAll() {
    handle(.hideAll(at: scheduler.now))
  }

  // MARK: - Look-ups

  /// The payload of a message that is still waiting or visible.
  package func payload(for token: MessageToken) -> Payload? { payloads[token] }

  /// The message on screen and its payload, including one animating out; with stacking, the
  /// front (newest visible) one.
  package var current: (token: MessageToken, payload: Payload)? {
    guard let token = machine.currentToken, let payload = payloads[token] else { return nil }
    return (token, payload)
  }

  /// The visible messages and their payloads, newest (the front of a deck) first, including
  /// ones animating out. At most ``maximumVisible`` of them besides orphans (more only right
  /// after the maximum was lowered or an orphan came back).
  package var visible: [(token: MessageToken, payload: Payload)] {
    machine.visibleTokens.compactMap { token in payloads[token].map { (token, $0) } }
  }

  /// The phase of a message, or `nil` once it is gone.
  package func phase(of token: MessageToken) -> MessagePhase? { machine.phase(of: token) }

  /// The payload of the visible message with id `id` (with stacking, the newest such).
  package func current(id: String) -> Payload? { machine.current(id: id).flatMap { payloads[$0] } }

  /// The payload of the waiting message with `id` that would show first (delayed included).
  package func queued(id: String) -> Payload? { machine.queued(id: id).flatMap { payloads[$0] } }

  /// ``current(id:)`` or else ``queued(id:)``.
  package func currentOrQueued(id: String) -> Payload? {
    machine.currentOrQueued(id: id).flatMap { payloads[$0] }
  }

  /// The count of `id` (see ``hideCounted(id:)``).
  package func count(id: String) -> Int { machine.count(id: id) }

  /// Overrides the count of `id` (ignored if it has none).
  package func set(count: Int, for id: String) { machine.setCount(count, for: id) }

  // MARK: - Execution

  private func timerFired(_ timer: QueueTimer) {
    timers[timer] = nil
    handle(.timerFired(timer, at: scheduler.now))
  }

  /// Hands `event` to the machine and executes the actions it asks for.
  private func handle(_ event: QueueStateMachine.Event) {
    machine.handle(event, into: &pending)
    run()
  }

  /// Executes the pending actions in order, unless an outer call is already doing so (a
  /// callback that re-enters the queue appends to the same buffer).
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
      guard let payload = payloads[token] else { return }
      perform(.present(token, payload))
    case .dismiss(let token, let animated):
      guard let payload = payloads[token] else { return }
      perform(.dismiss(token, payload, animated: animated))
    case .schedule(let timer, let delay):
      timers[timer]?.cancel()
      timers[timer] = scheduler.schedule(after: delay) { [weak self] in self?.timerFired(timer) }
    case .cancel(let timer):
      timers.removeValue(forKey: timer)?.cancel()
    case .emit(let event):
      onEvent(event)
      if event.isTerminal { payloads[event.token] = nil }
    }
  }
}
