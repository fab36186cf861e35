#if canImport(UIKit) && !os(watchOS)
import UIKit
import os

/// The shared instance behind the static API.
private let globalInstance = SwiftMessages()

/// Presents message views one at a time from a queue: SwiftMessages 10's API on top of the
/// core `QueueStateMachine`.
///
/// ```swift
/// let view = MessageView.viewFromNib(layout: .cardView)
/// view.configureContent(title: "Saved", body: "Your changes are safe.")
/// SwiftMessages.show(view: view)
/// ```
///
/// Each instance has its own queue; the static methods use ``sharedInstance``. Keep your own
/// instances alive: a message still on screen when its instance is released is hidden.
@MainActor
open class SwiftMessages: AnimationDelegate {
  /// Creates an instance with its own queue. Callable from any thread (for dependency
  /// injection containers).
  nonisolated public init() {
    // Follow the keyboard from now on, so a later bottom message knows where it is.
    Self.onMain { KeyboardTrackingView.startObservingKeyboard() }
  }

  /// The instance used by the static API.
  nonisolated public static var sharedInstance: SwiftMessages { globalInstance }

  /// The configuration used by `show(view:)` and `show(viewProvider:)`. `Config()` by default.
  public var defaultConfig = Config()

  /// The pause between one message hiding and the next showing, in seconds. 0.5 s by
  /// default. Negative, NaN or infinite values are treated as 0.
  open var pauseBetweenMessages: TimeInterval = 0.5 {
    didSet { applyOptions() }
  }

  /// The maximum number of messages waiting behind the visible one, with a drop policy.
  /// `nil` (unbounded) by default.
  public var capacity: QueueCapacity? {
    didSet { applyOptions() }
  }

  /// Whether several messages show at once as a stacked deck. `.off` (one message at a time,
  /// SwiftMessages' behaviour) by default.
  ///
  /// `.deck(maximumVisible:)` (3 by default) shows up to that many `.top` and `.bottom`
  /// messages at once, one deck per edge: the newest in front, older ones peeking out behind
  /// it, smaller, their content hidden and their auto-hide paused; a tap on the deck expands it
  /// into a list (every timer paused), a tap between its cards or VoiceOver's escape collapses
  /// it, and a swipe dismisses one card while the rest re-flow. Priority and order still come
  /// from the queue; `hide()` hides the front card, `hide(id:)`, `hideAll()` and
  /// `current(id:)` cover every visible message. `.center` messages and dimmed messages (any
  /// `dimMode` but `.none`) keep one at a time: one shows only once no other message is
  /// visible, and nothing else shows while it is (`MessageStacking/isExclusive(placement:dimIsModal:)`). A custom animator that is `TopBottomPresentable` stacks
  /// in its edge's deck; any other custom animator counts as `.center`.
  ///
  /// Cards stack when their messages share a container, or when each is in a window of its
  /// own (`.window(windowLevel:)`, `.windowScene(_:windowLevel:)`, or `.automatic` when no
  /// navigation or tab bar hosts the message) and those windows share a scene, a window level
  /// and a size (`DeckDriver.Candidate/sharesDeck(with:)`). Messages in other containers show
  /// where their animators put them.
  ///
  /// Switching to `.off` (or to a lower maximum) while more messages show hides the oldest
  /// ones (`MessageStacking/overflow(_:)`); the newest stays, back in its natural place.
  public var stacking: MessageStacking = .off {
    didSet {
      guard stacking != oldValue else { return }
      let coordinator = deck
      coordinator.queue = storage
      coordinator.stacking = stacking
    }
  }

  /// The configuration loading HUDs are shown with (`showHUD(_:)`,
  /// `withHUD(_:success:failure:operation:)`): centred, in a window one level above normal
  /// windows (so banners show underneath it), over a non-interactive grey dim (VoiceOver focus
  /// moves into the HUD and comes back after), not swipeable, priority 1000 (ahead of waiting
  /// messages, with ``hudLane-property`` `.messageQueue`), duplicates allowed, by default. Its
  /// `duration` is ignored: the HUD stays while its work runs. `.gray(interactive: true)` lets
  /// a tap outside dismiss the HUD (see ``HUDHandle/onUserDismiss``; `withHUD` work is
  /// cancelled), `.none` does not block the app, and `presentationContext` shows it over one
  /// view controller (which the configuration then holds strongly).
  public var hudConfig: Config = {
    var config = Config()
    config.presentationStyle = .center
    config.presentationContext = .window(
      windowLevel: UIWindow.Level(UIWindow.Level.normal.rawValue + CGFloat(HUDLane.windowLevelAboveNormal)))
    config.dimMode = .gray(interactive: false)
    config.interactiveHide = false
    config.duration = .forever
    config.priority = 1000
    config.duplicatePolicy = .allow
    return config
  }()

  /// When loading HUDs appear and how long they stay: 0.15 s grace, 0.5 s minimum display,
  /// 1 s outcome hold by default (`HUDTimingPolicy`). A change applies from the next HUD
  /// event on.
  public var hudTimingPolicy = HUDTimingPolicy() {
    didSet { hudStorage?.driver.policy = hudTimingPolicy }
  }

  /// Builds the view of each loading HUD. `nil` (the default) loads ``HUDView`` from
  /// `HUDView.xib` (your copy in the main bundle first, then the built-in layout).
  public var hudViewProvider: (() -> UIView & HUDDisplaying)?

  /// Where this instance's HUDs wait: `HUDLane/separate` (the default) shows a HUD at once
  /// in a lane of its own, above banners and deck cards, which go on underneath;
  /// `HUDLane/messageQueue` queues it with the instance's messages (as before 2026).
  /// `hide()` and `hide(id:)` reach a HUD only in the shared queue; `hideAll()` reaches it
  /// in both.
  public var hudLane: HUDLane = .separate

  var storage: MessageDriver<Presenter>?
  var deckStorage: DeckCoordinator?
  var hudStorage: HUDCoordinator?
  /// The open `events` streams.
  var streams: [(key: UUID, continuation: AsyncStream<MessageEvent>.Continuation)] = []
  /// Hears every queue event of this instance, after the listeners and streams
  /// (`SwiftMessagesSegue` follows its message with it). `nil` by default.
  var onQueueEvent: ((QueueEvent) -> Void)?
  /// Whether this instance's messages hold presented view controllers (`SwiftMessagesSegue`'s
  /// instance), for their VoiceOver arrival. `false` by default.
  var presentsViewControllers = false
  private var voiceOverObserver: NSObjectProtocol?

  deinit {
    // Block-based observers are not removed automatically.
    if let voiceOverObserver { NotificationCenter.default.removeObserver(voiceOverObserver) }
    // End every `events` stream: its consumers would otherwise wait forever.
    for stream in streams { stream.continuation.finish() }
    // Take the deck's backdrops and recognizers out of the containers, end the HUDs, and hide
    // what this instance still shows, so nothing is orphaned on screen: the driver keeps itself
    // alive until its last message has hidden (listeners still get `didHide`).
    let (deck, hud, driver) = (deckStorage, hudStorage, storage)
    Self.onMain {
      deck?.shutDown()
      hud?.shutDown()
      driver?.shutDown()
    }
  }

  /// The core driver (queue engine) that runs this instance's queue and presenters, created on
  /// first use.
  var engine: MessageDriver<Presenter> {
    if let storage { return storage }
    let driver = MessageDriver<Presenter>(scheduler: MainQueueScheduler())
    driver.onEvent = { [weak self] event, presenter in
      Self.deliver(event, presenter: presenter, to: self, hud: self?.hudStorage)
    }
    voiceOverObserver = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainThread.run { self?.applyOptions() }
    }
    storage = driver
    applyOptions()
    if let deckStorage {
      deckStorage.queue = driver
      deckStorage.queueDidChange()
    }
    return driver
  }

  /// Hands the queue options and whether VoiceOver runs to the driver, if there is one yet.
  @inline(never)  // called from four places (setters, observer, first use): one copy
  private func applyOptions() {
    storage?.setOptions(
      pauseBetweenMessages: pauseBetweenMessages, capacity: capacity,
      isVoiceOverRunning: UIAccessibility.isVoiceOverRunning)
  }

  /// The coordinator that draws this instance's decks, created on first use.
  var deck: DeckCoordinator {
    if let deckStorage { return deckStorage }
    let coordinator = DeckCoordinator()
    coordinator.queue = storage
    deckStorage = coordinator
    return coordinator
  }

  /// Calls `act` with the visible message `animator` runs (with stacking, any card of a deck),
  /// or the HUD in its own lane, and the queue that holds it; does nothing when there is none.
  private func withVisibleMessage(
    of animator: Animator, _ act: (MessageDriver<Presenter>, MessageToken) -> Void
  ) {
    let runs: (Presenter) -> Bool = { $0.animator === animator }
    if let token = engine.visibleToken(where: runs) {
      act(engine, token)
    } else if let queue = hudStorage?.ownLaneQueue, let token = queue.visibleToken(where: runs) {
      act(queue, token)
    }
  }

  // MARK: - Showing

  /// Shows `view` with `config`, after any messages ahead of it in the queue.
  open func show(config: Config, view: UIView) {
    _ = enqueue(config: config, view: view)
  }

  /// Shows `view` with `defaultConfig`.
  public func show(view: UIView) {
    show(config: defaultConfig, view: view)
  }

  /// Shows the view `viewProvider` builds, with `config`. Callable from any thread: the
  /// provider runs on the main thread, in call order.
  nonisolated open func show(config: Config, viewProvider: @escaping ViewProvider) {
    Self.onMain { [weak self] in self?.show(config: config, view: viewProvider()) }
  }

  /// Shows the view `viewProvider` builds, with `defaultConfig`. Callable from any thread.
  nonisolated public func show(viewProvider: @escaping ViewProvider) {
    Self.onMain { [weak self] in
      guard let self else { return }
      self.show(config: self.defaultConfig, view: viewProvider())
    }
  }

  /// Enqueues a presenter for `view` in `queue` (this instance's by default; a HUD's own
  /// lane); reports invalid configurations instead of crashing.
  func enqueue(config: Config, view: UIView, into queue: MessageDriver<Presenter>? = nil)
    -> Result<MessageToken, SwiftMessagesError>
  {
    enqueue(Presenter(config: config, view: view, animationDelegate: self), into: queue)
  }

  /// Enqueues `presenter` in `queue` (this instance's by default).
  func enqueue(_ presenter: Presenter, into queue: MessageDriver<Presenter>? = nil)
    -> Result<MessageToken, SwiftMessagesError>
  {
    let engine = queue ?? self.engine
    let config = presenter.config
    presenter.presentsViewController = presentsViewControllers
    let request = MessageRequest(
      id: presenter.id, priority: config.priority, duration: config.duration,
      duplicatePolicy: config.effectiveDuplicatePolicy, text: presenter.accessibilityText,
      readingTime: config.readingTime,
      isExclusive: MessageStacking.isExclusive(
        placement: config.presentationStyle.placement, dimIsModal: config.dimMode.modal))
    do {
      let token = try engine.show(request, payload: presenter)
      presenter.onDismissRequest = { [weak engine] reason in engine?.hide(token, reason: reason) }
      return .success(token)
    } catch {
      let queueError = error as? QueueError ?? .invalidDuration(.nan, reason: "\(error)")
      os_log("SwiftMessages: %{public}@", type: .error, queueError.description)
      for stream in streams {
        stream.continuation.yield(
          MessageEvent(
            kind: .rejected(queueError), view: presenter.view, id: presenter.id,
            token: MessageToken(rawValue: 0)))
      }
      return .failure(.invalidConfiguration(queueError))
    }
  }

  // MARK: - Hiding

  /// Hides the current message (reason `.programmatic`). `animated` is `true` by default.
  open func hide(animated: Bool = true) {
    engine.hide(animated: animated, reason: .programmatic)
  }

  /// Hides the current message for `reason`, which `showAndWait` returns and event streams
  /// report: pass `.tap` from a tap or button handler. `animated` is `true` by default.
  public func hide(reason: DismissReason, animated: Bool = true) {
    engine.hide(animated: animated, reason: reason)
  }

  /// Hides the current message and removes every queued one.
  open func hideAll() {
    engine.hideAll()
    // The loading HUD goes too, including one still in its grace time (not on screen yet);
    // after the queue is cleared, so a message its work's dismiss handlers show stays.
    hudStorage?.driver.dismissAll()
  }

  /// Hides the current and queued messages with `id`.
  open func hide(id: String) {
    engine.hide(id: id)
  }

  /// Hides the messages with `id` once `hideCounted(id:)` has been called as many times as
  /// `show` was for that id (dropped duplicates count).
  open func hideCounted(id: String) {
    engine.hideCounted(id: id)
  }

  /// How many `show` calls for `id` are counted (see `hideCounted(id:)`).
  public func count(id: String) -> Int { engine.count(id: id) }

  /// Overrides the count of `id`; ignored when it has none.
  public func set(count: Int, for id: String) { engine.set(count: count, for: id) }

  // MARK: - AnimationDelegate

  /// The user swiped or flung a message away (with stacking, any card the user can swipe).
  public func hide(animator: Animator) {
    withVisibleMessage(of: animator) { queue, token in queue.hide(token, reason: .swipe) }
  }

  /// A pan began on a visible message: its auto-hide pauses.
  public func panStarted(animator: Animator) {
    withVisibleMessage(of: animator) { queue, token in queue.panBegan(token) }
  }

  /// The pan ended and the message snapped back: its auto-hide restarts with the full
  /// interval, as in SwiftMessages (a deck card behind the front stays paused by the deck).
  public func panEnded(animator: Animator) {
    withVisibleMessage(of: animator) { queue, token in queue.panEnded(token) }
  }

  // MARK: - Identity

  /// The id SwiftMessages uses for `view`: its ``SwiftMessages/Identifiable`` id, else its
  /// `Swift.Identifiable` id (as a string), else a stable per-object identity.
  nonisolated public static func identity(of view: UIView) -> String {
    if let identifiable = view as? SwiftMessages.Identifiable { return identifiable.id }
    if let identifiable = view as? any Swift.Identifiable { return identifiableID(identifiable) }
    return MessageIdentity.objectID(view)
  }

  nonisolated private static func identifiableID<Value: Swift.Identifiable>(_ value: Value) -> String {
    MessageIdentity.string(from: value.id)
  }

  /// Runs `work` on the main actor: at once when already on the main thread, otherwise on
  /// the main queue (FIFO, so calls keep their order).
  nonisolated static func onMain(_ work: @escaping @MainActor () -> Void) {
    MainThread.run(work)
  }
}
#endif
