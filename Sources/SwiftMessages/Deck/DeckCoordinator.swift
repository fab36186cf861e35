#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Draws the stacked decks of one `SwiftMessages` instance: each message keeps its presenter and
/// animator, so the front card moves exactly as a single message.
@MainActor
final class DeckCoordinator: NSObject, UIGestureRecognizerDelegate, MaskingViewDeck {
  /// What the coordinator changed on one card, to give it back when the card leaves the deck.
  @MainActor private final class Card {
    let token: MessageToken
    weak var presenter: Presenter?
    var edge: DeckEdge = .top
    let tap: UITapGestureRecognizer
    /// The masking view's mask: the part of the card not concealed (it animates with the card).
    let concealment = UIView()
    var disabled: [UIGestureRecognizer] = []
    /// The content the deck faded out, with what it had.
    var content: [(view: UIView, alpha: CGFloat, elementsHidden: Bool, holdsReader: Bool)]?
    /// The element VoiceOver reads for the card (the core's ``MessageVoiceOver/reader``).
    let reader: NSObject
    /// The element's own value and hint, and what the deck last wrote over them
    /// (``DeckOverlay``).
    var ownValue: String?
    var ownHint: String?
    var wroteValue: String??
    var wroteHint: String??
    /// Released while hiding, its content faded out: it comes back once the card is gone.
    var isLeaving = false
    /// The deck's "Collapse messages" action, once the card had it: it joins the element's own
    /// custom actions while the deck offers it and leaves them with the card.
    var collapse: UIAccessibilityCustomAction?

    init(token: MessageToken, presenter: Presenter, tap: UITapGestureRecognizer) {
      self.token = token
      self.presenter = presenter
      self.tap = tap
      reader = presenter.voiceOver.reader
      ownValue = reader.accessibilityValue
      ownHint = reader.accessibilityHint
    }
  }

  weak var queue: MessageDriver<Presenter>? {
    didSet { queue?.maximumVisible = driver.maximumVisible }
  }

  /// The instance's stacking option. `.off` by default. Switched off (or to a lower maximum)
  /// while more messages show, the oldest hide.
  var stacking: MessageStacking {
    get { driver.stacking }
    set {
      let visible = (queue?.visible ?? []).map { ($0.token, queue?.phase(of: $0.token)) }
      for token in driver.setStacking(newValue, visible: visible) {
        queue?.hide(token, reason: .programmatic)
      }
      queue?.maximumVisible = driver.maximumVisible
      scheduleRefresh()
    }
  }

  private var driver = DeckDriver()
  /// The cards in a deck, and those released while hiding (``Card/isLeaving``).
  private var cards: [Card] = []
  /// The view behind each deck that takes the touches between its cards or beyond its strips.
  private var backdrops: [(edge: DeckEdge, view: UIView)] = []
  private var refreshScheduled = false
  private var generation = 0

  // MARK: - Facts

  /// Called after every queue event: redraws only while there is a deck (or cards to give back).
  func queueDidChange() {
    scheduleRefresh(driver.isDrawing)
  }

  /// Redraws the decks on the next main-queue turn when `needed`; several requests in one turn
  /// draw once.
  func scheduleRefresh(_ needed: Bool = true) {
    guard needed, !refreshScheduled else { return }
    refreshScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainThread.run {
        self?.refreshScheduled = false
        self?.refresh(animated: true)
      }
    }
  }

  /// The facts of one visible message for the core.
  private static func candidate(_ token: MessageToken, _ presenter: Presenter, phase: MessagePhase?)
    -> DeckDriver.Candidate
  {
    let mask = presenter.maskingView
    mask.layoutIfNeeded()
    let container = mask.superview
    let window = container?.window as? PassthroughWindow
    return DeckDriver.Candidate(
      token: token, edge: DeckEdge(presenter.config.presentationStyle.placement), phase: phase,
      container: container.map { ObjectIdentifier($0) },
      ownsWindow: window?.rootViewController?.view === container,
      scene: window?.windowScene.map { ObjectIdentifier($0) }, windowLevel: window?.windowLevel.rawValue ?? 0,
      windowSize: window?.bounds.size ?? .zero,
      isInstalled: presenter.context != nil && presenter.view.superview === mask,
      natural: naturalFrame(of: presenter.view), bounds: mask.bounds.size,
      slot: container?.subviews.firstIndex(of: mask), takesTaps: takesTaps(presenter.view))
  }

  /// The card's body where the animator put it in the masking view, ignoring any transform.
  private static func naturalFrame(of view: UIView) -> CGRect {
    let body = view.messageBackground
    let inView = body.convert(body.bounds, to: view)
    let origin = CGPoint(
      x: view.center.x - view.bounds.width / 2 + inView.origin.x - view.bounds.origin.x,
      y: view.center.y - view.bounds.height / 2 + inView.origin.y - view.bounds.origin.y)
    return CGRect(origin: origin, size: inView.size)
  }

  /// Whether a message has an enabled tap recognizer of its own (a `BaseView`'s `tapHandler`).
  private static func takesTaps(_ view: UIView) -> Bool {
    recognizers(in: view).contains { $0 is UITapGestureRecognizer && $0.isEnabled }
  }

  private func card(_ token: MessageToken?) -> Card? {
    cards.first { $0.token == token && !$0.isLeaving }
  }

  private func frontMask(_ edge: DeckEdge) -> MaskingView? {
    card(driver.front(of: edge))?.presenter?.maskingView
  }

  // MARK: - Applying an update

  /// Lays out every deck and draws it, animated with the deck's steps or at once.
  func refresh(animated: Bool) {
    guard let queue else { return }
    generation += 1
    driver.update(
      queue.visible.map { Self.candidate($0.token, $0.payload, phase: queue.phase(of: $0.token)) },
      animated: animated,
      style: CrossFadeMotion.style(reduceMotionEnabled: UIAccessibility.isReduceMotionEnabled),
      voiceOverRunning: UIAccessibility.isVoiceOverRunning, on: self)
  }

  func drawCard(
    _ token: MessageToken, edge: DeckEdge, isInteractive: Bool, hidesInPlace: Bool, pausesTimer: Bool,
    accessibility: DeckAccessibilityElement?, steps: [DeckStep]
  ) {
    guard let presenter = queue?.payload(for: token) else { return }
    let card = card(token) ?? record(token, presenter)
    card.edge = edge
    setInteractive(isInteractive, card)
    if let accessibility {
      applyAccessibility(accessibility, card)
    }
    play(steps, card, hidesInPlace: hidesInPlace, pausesTimer: pausesTimer)
  }

  func moveCard(_ token: MessageToken, to index: Int) {
    guard let mask = card(token)?.presenter?.maskingView else { return }
    mask.superview?.insertSubview(mask, at: index)
  }

  func releaseCard(_ token: MessageToken, hidesInPlace: Bool, steps: [DeckStep]) {
    let index = cards.firstIndex { $0.token == token && !$0.isLeaving }
    guard let index else { return }
    let card = cards.remove(at: index)
    setInteractive(true, card)
    play(steps, card, hidesInPlace: hidesInPlace, pausesTimer: false)
    unhook(card)
    card.isLeaving = hidesInPlace
    if hidesInPlace { cards.append(card) } else { finish(card) }
  }

  func releaseGone(_ token: MessageToken) {
    let index = cards.firstIndex { $0.token == token && $0.isLeaving }
    guard let index else { return }
    finish(cards.remove(at: index))
  }

  func scheduleIdle(_ edge: DeckEdge, stamp: Int) {
    DispatchQueue.main.asyncAfter(deadline: .now() + DeckDriver.idleCollapse) { [weak self] in
      MainThread.run {
        _ = self.map { $0.redraw($0.driver.idle(edge, stamp: stamp)) }
      }
    }
  }

  /// The deck's elements moved (strips became whole cards, or back): VoiceOver rereads the
  /// screen, its focus on the newest card.
  func focus(_ token: MessageToken) {
    UIAccessibility.post(notification: .layoutChanged, argument: card(token)?.reader)
  }

  /// Plays a card's steps (those with a delay later), sets how it hides and holds its timer.
  private func play(_ steps: [DeckStep], _ card: Card, hidesInPlace: Bool, pausesTimer: Bool) {
    for step in steps where step.delay <= 0 { play(step, card) }
    for step in steps where step.delay > 0 { play(step, card, after: step.delay) }
    (card.presenter?.animator as? TopBottomAnimation)?.hidesInPlace = hidesInPlace
    queue?.setAutoHidePaused(pausesTimer, for: card.token)
  }

  private func record(_ token: MessageToken, _ presenter: Presenter) -> Card {
    let mask = presenter.maskingView
    let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
    tap.cancelsTouchesInView = false
    tap.delegate = self
    mask.addGestureRecognizer(tap)
    let card = Card(token: token, presenter: presenter, tap: tap)
    mask.deck = self
    card.concealment.backgroundColor = .black
    card.concealment.frame = mask.bounds
    mask.mask = card.concealment
    cards.append(card)
    return card
  }

  private func unhook(_ card: Card) {
    setInteractive(true, card)
    let reader = card.reader
    reader.accessibilityValue = DeckOverlay.own(
      card.ownValue, written: card.wroteValue, current: reader.accessibilityValue)
    reader.accessibilityHint = DeckOverlay.own(
      card.ownHint, written: card.wroteHint, current: reader.accessibilityHint)
    reader.accessibilityCustomActions = Self.actions(
      reader.accessibilityCustomActions, without: card.collapse)
    reader.accessibilityFrame = .zero
    reader.accessibilityActivationPoint = .zero
    guard let mask = card.presenter?.maskingView else { return }
    mask.removeGestureRecognizer(card.tap)
    mask.deck = nil
  }

  private func finish(_ card: Card) {
    showContent(card)
    card.presenter?.maskingView.mask = nil
  }

  /// Called when the `SwiftMessages` instance is released. The cards keep their placement: the
  /// driver's shutdown hides them from where they are.
  func shutDown() {
    queue = nil
    generation += 1
    for card in cards {
      unhook(card)
      finish(card)
    }
    for backdrop in backdrops { backdrop.view.removeFromSuperview() }
    cards = []
    backdrops = []
    driver = DeckDriver()
  }

  // MARK: - Looks

  /// Plays a step now, or after `delay` unless a newer refresh came first.
  private func play(_ step: DeckStep, _ card: Card, after delay: TimeInterval) {
    let generation = self.generation
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainThread.run {
        guard let self, self.generation == generation else { return }
        self.play(step, card)
      }
    }
  }

  private func play(_ step: DeckStep, _ card: Card) {
    if let start = step.start {
      apply(start, card)
    }
    let changes = { [weak self] in self?.apply(step.end, card) ?? () }
    let options: UIView.AnimationOptions = [.beginFromCurrentState, .allowUserInteraction]
    switch step.curve {
    case .spring(let damping):
      UIView.animate(
        withDuration: step.duration, delay: 0, usingSpringWithDamping: CGFloat(damping),
        initialSpringVelocity: 0,
        options: options, animations: changes)
    case .easeIn:
      UIView.animate(
        withDuration: step.duration, delay: 0, options: options.union(.curveEaseIn), animations: changes)
    case .easeInOut:
      UIView.animate(
        withDuration: step.duration, delay: 0, options: options.union(.curveEaseInOut), animations: changes)
    }
  }

  private func apply(_ look: DeckCardLook, _ card: Card) {
    guard let mask = card.presenter?.maskingView else { return }
    mask.transform = CGAffineTransform(translationX: look.translationX, y: look.translationY)
      .scaledBy(x: look.scale, y: look.scale)
    mask.alpha = look.opacity
    card.concealment.frame = look.concealment
    if look.showsContent { showContent(card) } else { hideContent(card) }
  }

  /// Fades the card's content (the body's subviews) out; faded content is not read either,
  /// except the subview holding the card's element.
  private func hideContent(_ card: Card) {
    let reader = card.reader as? UIView
    let content =
      card.content
      ?? (card.presenter?.view.messageBackground.subviews ?? []).filter { $0.alpha > 0 }.map { view in
        (view, view.alpha, view.accessibilityElementsHidden, reader?.isDescendant(of: view) ?? false)
      }
    card.content = content
    for entry in content {
      entry.view.alpha = 0
      entry.view.accessibilityElementsHidden = entry.elementsHidden || !entry.holdsReader
    }
  }

  private func showContent(_ card: Card) {
    for entry in card.content ?? [] {
      entry.view.alpha = entry.alpha
      entry.view.accessibilityElementsHidden = entry.elementsHidden
    }
    card.content = nil
  }

  /// A card behind the front of a collapsed deck takes no touches of its own (its swipe, its
  /// tap handler); a tap on it still reaches the deck's tap recognizer, which expands the deck.
  private func setInteractive(_ interactive: Bool, _ card: Card) {
    for recognizer in card.disabled { recognizer.isEnabled = true }
    card.disabled = []
    guard !interactive, let view = card.presenter?.view else { return }
    card.disabled = Self.recognizers(in: view).filter(\.isEnabled)
    for recognizer in card.disabled { recognizer.isEnabled = false }
  }

  private static func recognizers(in view: UIView) -> [UIGestureRecognizer] {
    (view.gestureRecognizers ?? []) + view.subviews.flatMap(recognizers)
  }

  /// Places one deck's backdrop below its lowest card, or takes it away.
  func placeBackdrop(_ edge: DeckEdge, frame: CGRect?, below: MessageToken?) {
    let backdrop = backdrops.first { $0.edge == edge }?.view ?? makeBackdrop(edge)
    let lowest = card(below)?.presenter?.maskingView
    guard let frame, let lowest, let host = lowest.superview, let front = frontMask(edge)
    else {
      backdrop.removeFromSuperview()
      return
    }
    host.insertSubview(backdrop, belowSubview: lowest)
    backdrop.frame = front.convert(frame, to: host)
  }

  private func makeBackdrop(_ edge: DeckEdge) -> UIView {
    let backdrop = UIView()
    backdrop.backgroundColor = .clear
    backdrop.isAccessibilityElement = false
    backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backdropTapped(_:))))
    backdrops.append((edge, backdrop))
    return backdrop
  }

  private func backdropEdge(_ view: UIView?) -> DeckEdge? {
    backdrops.first { $0.view === view }?.edge
  }

  // MARK: - VoiceOver

  /// The card's position ("2 of 3") over its own value, the deck's hint, the "Collapse
  /// messages" action, and where VoiceOver's frame and double tap are.
  private func applyAccessibility(_ element: DeckAccessibilityElement, _ card: Card) {
    let reader = card.reader
    card.ownValue = DeckOverlay.own(
      card.ownValue, written: card.wroteValue, current: reader.accessibilityValue)
    card.ownHint = DeckOverlay.own(card.ownHint, written: card.wroteHint, current: reader.accessibilityHint)
    let value = element.value(over: card.ownValue)
    let hint = element.hint(over: card.ownHint)
    card.wroteValue = value
    card.wroteHint = hint
    reader.accessibilityValue = value
    reader.accessibilityHint = hint
    let own = Self.actions(reader.accessibilityCustomActions, without: card.collapse)
    let edge = card.edge
    card.collapse = element.collapseAction.map { name in
      UIAccessibilityCustomAction(name: name) { [weak self] _ in
        _ = self.map { $0.redraw($0.driver.escape(edge)) }
        return true
      }
    }
    reader.accessibilityCustomActions = card.collapse.map { (own ?? []) + [$0] } ?? own
    guard let front = frontMask(edge) else { return }
    reader.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(element.frame, in: front)
    reader.accessibilityActivationPoint =
      UIAccessibility.convertToScreenCoordinates(
        CGRect(origin: element.activationPoint, size: .zero), in: front
      )
      .origin
  }

  /// The element's own custom actions: `actions` without the deck's collapse action; `nil` when
  /// that was all of them.
  private static func actions(
    _ actions: [UIAccessibilityCustomAction]?, without collapse: UIAccessibilityCustomAction?
  ) -> [UIAccessibilityCustomAction]? {
    let own = actions?.filter { $0 !== collapse }
    return own?.isEmpty == false || own?.count == actions?.count ? own : nil
  }

  // MARK: - Events

  /// Draws again when a deck `changed` state (the driver's answer to an event).
  @discardableResult private func redraw(_ changed: Bool) -> Bool {
    scheduleRefresh(changed)
    return changed
  }

  @objc private func cardTapped(_ recognizer: UITapGestureRecognizer) {
    let card = cards.first { $0.tap === recognizer && !$0.isLeaving }
    guard let card else { return }
    redraw(driver.tap(card.edge, at: recognizer.location(in: frontMask(card.edge))))
  }

  @objc private func backdropTapped(_ recognizer: UITapGestureRecognizer) {
    guard let edge = backdropEdge(recognizer.view) else { return }
    redraw(driver.tap(edge, at: recognizer.location(in: frontMask(edge))))
  }

  private func card(of mask: MaskingView) -> Card? {
    cards.first { $0.presenter?.maskingView === mask && !$0.isLeaving }
  }

  func maskingView(_ mask: MaskingView, hitTestAt point: CGPoint, passesThrough: Bool, isTouch: Bool) {
    guard let card = card(of: mask) else { return }
    let location = frontMask(card.edge)?.convert(point, from: mask) ?? point
    redraw(driver.touchDown(card.edge, at: location, passedThrough: passesThrough, isTouch: isTouch))
  }

  /// The escape gesture collapses an expanded deck before it hides a card.
  func maskingViewEscaped(_ mask: MaskingView) -> Bool {
    guard let card = card(of: mask) else { return false }
    return redraw(driver.escape(card.edge))
  }

  func maskingViewLaidOut(_ mask: MaskingView) {
    guard let card = card(of: mask), let presenter = card.presenter else { return }
    let natural = Self.naturalFrame(of: presenter.view)
    scheduleRefresh(
      driver.needsLayout(card.token, natural: natural, bounds: presenter.maskingView.bounds.size))
  }

  /// Lets the deck's taps work alongside the card's own tap handler (the core decides whether
  /// the tap is the card's).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

extension DeckCoordinator: @preconcurrency DeckCanvas {}
#endif
