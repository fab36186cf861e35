#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Draws the stacked decks of one `SwiftMessages` instance (``MessageStacking/deck(maximumVisible:)``).
///
/// Every message keeps its own presenter, masking view and animator: the front card slides in
/// and out with its `TopBottomAnimation` exactly as a single message does. After each queue
/// event and container layout pass, the coordinator gathers the facts (the visible messages,
/// each card's natural frame as its animator placed it), asks the core for the deck
/// (``DeckLayout``, ``DeckTransition``, ``DeckTimerRule``, ``DeckCardTransform``) and applies
/// the answer to the masking views: transform, alpha, stacking order, the content fade of the
/// cards behind, their touches, VoiceOver values and the auto-hide pauses.
@MainActor
final class DeckCoordinator: NSObject, UIGestureRecognizerDelegate {
  /// What the coordinator changed on one card, to give it back when the card leaves the deck.
  @MainActor private final class Card {
    let token: MessageToken
    weak var presenter: Presenter?
    var edge: DeckEdge
    var natural: CGRect = .zero
    let tap: UITapGestureRecognizer
    var disabledRecognizers: [UIGestureRecognizer] = []
    var hiddenContent: [(view: UIView, alpha: CGFloat, elementsHidden: Bool)] = []
    let accessibilityTarget: NSObject
    let savedValue: String?
    let savedHint: String?
    let savedActions: [UIAccessibilityCustomAction]?
    let savedEscape: (() -> Bool)?
    /// The mask layer that hides the card's concealed part (see `conceal(_:of:edge:)`).
    let concealment = CALayer()

    init(token: MessageToken, presenter: Presenter, edge: DeckEdge, tap: UITapGestureRecognizer) {
      self.token = token
      self.presenter = presenter
      self.edge = edge
      self.tap = tap
      accessibilityTarget = (presenter.view as? AccessibleMessage)?.accessibilityElement ?? presenter.view
      savedValue = accessibilityTarget.accessibilityValue
      savedHint = accessibilityTarget.accessibilityHint
      savedActions = accessibilityTarget.accessibilityCustomActions
      savedEscape = presenter.maskingView.onAccessibilityEscape
    }
  }

  /// The queue whose visible messages are drawn.
  weak var queue: MessageQueue<Presenter>?
  /// The instance's stacking option. `.off` by default.
  var stacking: MessageStacking = .off {
    didSet {
      guard stacking != oldValue else { return }
      // Switched off (or to a lower maximum) while more messages show: the oldest hide.
      if let queue {
        let showing = queue.visible.map(\.token).filter { !isHiding($0) }
        for token in stacking.overflow(showing) { queue.hide(token, reason: .programmatic) }
      }
      queueDidChange()
      scheduleRefresh()
    }
  }

  private var states: [DeckEdge: DeckState] = [:]
  private var layouts: [DeckEdge: DeckLayout] = [:]
  private var cards: [MessageToken: Card] = [:]
  private var paused: Set<MessageToken> = []
  /// Cards released while leaving (hiding) with their content faded out: the content comes
  /// back only once the message is gone, so it never reappears mid-fade.
  private var leaving: [MessageToken: Card] = [:]
  private var backdrops: [DeckEdge: UIView] = [:]
  /// Per expanded deck, a tap recognizer on its container that watches taps outside the deck
  /// without taking them (`cancelsTouchesInView` off): such a tap collapses the deck.
  private var outsideTaps: [DeckEdge: UITapGestureRecognizer] = [:]
  private var refreshScheduled = false
  private var isShutDown = false
  private var generation = 0

  // MARK: - Queue and layout

  /// Called after every queue event: keeps the queue's maximum at the stacking's and redraws
  /// the decks on the next main-queue turn (once the presenters have installed).
  func queueDidChange() {
    guard !isShutDown, let queue else { return }
    if queue.maximumVisible != stacking.maximumVisible { queue.maximumVisible = stacking.maximumVisible }
    if stacking != .off || !cards.isEmpty || !leaving.isEmpty { scheduleRefresh() }
  }

  /// Redraws the decks on the next main-queue turn; several requests in one turn draw once.
  func scheduleRefresh() {
    guard !refreshScheduled else { return }
    refreshScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainThread.run {
        guard let self else { return }
        self.refreshScheduled = false
        self.refresh(animated: true)
      }
    }
  }

  /// The cards of each deck, front first: visible `.top`/`.bottom` messages (a
  /// `TopBottomAnimation` or a custom top/bottom animator), installed, not hiding, whose
  /// container shares the front card's deck (``DeckGroupFacts/sharesDeck(with:)``: the same
  /// container, or windows of their own in one scene at one level and size). Such windows
  /// share the scene's coordinate space, so each card's transform, computed in its own
  /// masking view, places it in the deck laid out in the front card's; and a newer window at
  /// one level lies above an older one, so the front card is on top. Other cards stay where
  /// their animators put them.
  private func decks() -> [DeckEdge: [(MessageToken, Presenter)]] {
    guard stacking != .off, let queue else { return [:] }
    var result: [DeckEdge: [(MessageToken, DeckGroupFacts, Presenter)]] = [:]
    for (token, presenter) in queue.visible {
      guard presenter.context != nil,
        let edge = DeckEdge(presenter.config.presentationStyle.placement),
        let container = presenter.maskingView.superview, presenter.view.superview === presenter.maskingView
      else { continue }
      if case .hiding = queue.phase(of: token) { continue }
      let facts = Self.groupFacts(of: container)
      if let front = result[edge]?.first, !facts.sharesDeck(with: front.1) { continue }
      result[edge, default: []].append((token, facts, presenter))
    }
    return result.mapValues { $0.map { ($0.0, $0.2) } }
  }

  /// Where a card's masking view is installed: its container, and whether that container
  /// fills a window of its own (a `PassthroughWindow`'s root view), with the window's scene,
  /// level and size.
  private static func groupFacts(of container: UIView) -> DeckGroupFacts {
    var facts = DeckGroupFacts(container: ObjectIdentifier(container))
    guard let window = container.window as? PassthroughWindow, window.rootViewController?.view === container
    else { return facts }
    facts.ownsWindow = true
    facts.scene = window.windowScene.map { ObjectIdentifier($0) }
    facts.windowLevel = window.windowLevel.rawValue
    facts.windowWidth = window.bounds.width
    facts.windowHeight = window.bounds.height
    return facts
  }

  /// Lays out every deck and applies it, animated with the deck's keyframes or at once.
  func refresh(animated: Bool) {
    guard !isShutDown else { return }
    generation += 1
    let decks = decks()
    let style = CrossFadeMotion.style(reduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
    var inDeck = Set<MessageToken>()
    for edge in DeckEdge.allCases {
      guard let members = decks[edge], let front = members.first else {
        layouts[edge] = nil
        states[edge] = nil
        backdrops.removeValue(forKey: edge)?.removeFromSuperview()
        removeOutsideTap(edge)
        continue
      }
      let mask = front.1.maskingView
      mask.layoutIfNeeded()
      var measured: [DeckCard] = []
      for (token, presenter) in members {
        presenter.maskingView.layoutIfNeeded()
        let card = record(token, presenter, edge: edge)
        card.natural = Self.naturalCardFrame(of: presenter)
        measured.append(DeckCard(token: token, height: card.natural.size.height))
        inDeck.insert(token)
      }
      var metrics = DeckMetrics()
      metrics.maximumVisible = stacking.maximumVisible
      let container = DeckContainer.matching(
        front: cards[front.0]?.natural ?? .zero, in: mask.bounds.size)
      let layout = DeckLayout(
        edge: edge, container: container, cards: measured, state: states[edge] ?? .collapsed, metrics: metrics
      )
      let previous = layouts[edge]
      layouts[edge] = layout
      states[edge] = layout.state
      applyOrderAndTouches(layout)
      if animated, let previous {
        run(DeckTransition(from: previous, to: layout, style: style), layout: layout)
      } else {
        for placement in layout.cards { apply(placement) }
      }
      applyAccessibility(layout)
      updateBackdrop(edge, layout: layout, front: front.1)
      applyTimers(layout)
    }
    // Cards that left a deck (hiding, hidden, or stacking switched off) get their state back.
    for (token, card) in cards where !inDeck.contains(token) { release(card) }
    for (token, card) in leaving where queue?.visible.contains(where: { $0.token == token }) != true {
      leaving[token] = nil
      setContentVisible(true, card)
    }
    // A card that left its deck runs its own timer again (one still visible, when stacking is
    // switched off; the queue ignores the others).
    for token in paused where !inDeck.contains(token) {
      paused.remove(token)
      queue?.setAutoHidePaused(false, for: token)
    }
  }

  /// The card's body (a `BackgroundViewable`'s background view, else the view) where the
  /// animator put it in the masking view, ignoring any transform (a slide, a drag).
  private static func naturalCardFrame(of presenter: Presenter) -> CGRect {
    let view = presenter.view
    let body = (view as? BackgroundViewable)?.backgroundView ?? view
    let inView = body === view ? view.bounds : body.convert(body.bounds, to: view)
    let origin = CGPoint(
      x: view.center.x - view.bounds.width / 2 + inView.origin.x - view.bounds.origin.x,
      y: view.center.y - view.bounds.height / 2 + inView.origin.y - view.bounds.origin.y)
    return CGRect(origin: origin, size: inView.size)
  }

  private func record(_ token: MessageToken, _ presenter: Presenter, edge: DeckEdge) -> Card {
    if let card = cards[token] {
      card.edge = edge
      return card
    }
    let tap = UITapGestureRecognizer(target: self, action: #selector(deckTapped(_:)))
    tap.cancelsTouchesInView = false
    tap.delegate = self
    presenter.maskingView.addGestureRecognizer(tap)
    let card = Card(token: token, presenter: presenter, edge: edge, tap: tap)
    presenter.maskingView.onAccessibilityEscape = { [weak self, weak card] in
      // The escape gesture collapses an expanded deck before it hides a card.
      if let self, let card, self.layouts[card.edge]?.state == .expanded {
        self.setState(.collapsed, for: card.edge)
        return true
      }
      return card?.savedEscape?() ?? false
    }
    presenter.maskingView.onDeckGeometryChange = { [weak self] in self?.scheduleRefresh() }
    cards[token] = card
    return card
  }

  /// Gives a card that left its deck back what the coordinator changed.
  private func release(_ card: Card, keepingPlacement: Bool = false) {
    cards[card.token] = nil
    setInteractive(true, card)
    let stays = queue?.visible.contains(where: { $0.token == card.token }) == true && !isHiding(card.token)
    if stays || keepingPlacement || card.hiddenContent.isEmpty {
      setContentVisible(true, card)
    } else {
      leaving[card.token] = card
    }
    card.accessibilityTarget.accessibilityValue = card.savedValue
    card.accessibilityTarget.accessibilityHint = card.savedHint
    card.accessibilityTarget.accessibilityCustomActions = card.savedActions
    guard let presenter = card.presenter else { return }
    presenter.maskingView.removeGestureRecognizer(card.tap)
    presenter.maskingView.onAccessibilityEscape = card.savedEscape
    presenter.maskingView.onDeckGeometryChange = nil
    if keepingPlacement { return }
    // A card hidden by the queue (not the front, or the overflow of a stacking switched off)
    // leaves from where the deck put it; one that merely left the deck (stacking switched
    // off, the newest message) goes back to its natural place.
    if queue?.visible.contains(where: { $0.token == card.token }) != true || (stacking == .off && stays) {
      presenter.maskingView.transform = .identity
      presenter.maskingView.alpha = 1
      if presenter.maskingView.layer.mask === card.concealment { presenter.maskingView.layer.mask = nil }
    }
  }

  private func isHiding(_ token: MessageToken) -> Bool {
    if case .hiding = queue?.phase(of: token) { return true }
    return false
  }

  /// Takes everything the coordinator added out of the view hierarchy (the backdrops, the
  /// outside-tap watchers, each card's tap recognizer and accessibility changes) and stops
  /// drawing; called when the `SwiftMessages` instance is released. The cards keep their
  /// placement: the driver's shutdown hides them from where they are.
  func shutDown() {
    isShutDown = true
    generation += 1
    for card in cards.values { release(card, keepingPlacement: true) }
    cards = [:]
    for card in leaving.values { setContentVisible(true, card) }
    leaving = [:]
    for backdrop in backdrops.values { backdrop.removeFromSuperview() }
    backdrops = [:]
    for edge in Array(outsideTaps.keys) { removeOutsideTap(edge) }
    layouts = [:]
    states = [:]
    paused = []
    queue = nil
  }

  // MARK: - Applying placements

  /// Puts a card at `placement`: the masking view's transform and alpha, the content fade.
  private func apply(_ placement: DeckCardPlacement) {
    guard let card = cards[placement.token], let presenter = card.presenter else { return }
    let mask = presenter.maskingView
    let anchor = CGPoint(x: mask.bounds.midX, y: mask.bounds.midY)
    let transform = DeckCardTransform(natural: card.natural, anchor: anchor, placement: placement)
    mask.transform = CGAffineTransform(translationX: transform.translationX, y: transform.translationY)
      .scaledBy(x: transform.scale, y: transform.scale)
    mask.alpha = placement.opacity
    setContentVisible(placement.showsContent, card)
    conceal(placement.concealedLength, of: card, edge: placement.edge)
  }

  /// Hides the card's edge-facing `length` (card points, ``DeckCardPlacement/concealedLength``)
  /// with a layer mask on its masking view, so a taller older card never pokes out past the
  /// front card into the status bar or home indicator; no mask when nothing is concealed.
  private func conceal(_ length: CGFloat, of card: Card, edge: DeckEdge) {
    guard let mask = card.presenter?.maskingView else { return }
    guard length > 0 else {
      if mask.layer.mask === card.concealment { mask.layer.mask = nil }
      return
    }
    let bounds = mask.bounds
    let cut: CGRect
    switch edge {
    case .top:
      let line = card.natural.minY + length
      cut = CGRect(x: bounds.minX, y: line, width: bounds.width, height: max(0, bounds.maxY - line))
    case .bottom:
      let line = card.natural.maxY - length
      cut = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, line - bounds.minY))
    }
    let layer = card.concealment
    CATransaction.withoutActions {
      layer.backgroundColor = UIColor.black.cgColor
      layer.frame = cut
    }
    if mask.layer.mask !== layer { mask.layer.mask = layer }
  }

  /// Plays a transition's keyframes. The front card's arrival and departure belong to its
  /// animator (it slides as a single message does), so those keyframes only set the end.
  private func run(_ transition: DeckTransition, layout: DeckLayout) {
    var animated = Set<MessageToken>()
    for keyframe in transition.keyframes {
      animated.insert(keyframe.token)
      switch keyframe.kind {
      case .enter where keyframe.end.index == 0:
        apply(keyframe.end)
        continue
      case .exit where keyframe.start.index == 0:
        continue
      default: break
      }
      let setsStart = keyframe.kind != .move || keyframe.delay > 0 || !keyframe.start.isVisible
      let play = { [weak self] in
        guard let self else { return }
        if setsStart { self.apply(keyframe.start) }
        self.animate(keyframe) { self.apply(keyframe.end) }
      }
      if keyframe.delay > 0 {
        let generation = self.generation
        DispatchQueue.main.asyncAfter(deadline: .now() + keyframe.delay) { [weak self] in
          MainThread.run {
            guard let self, self.generation == generation else { return }
            play()
          }
        }
      } else {
        play()
      }
    }
    // Cards without a keyframe do not visibly change; set them at once (this also settles a
    // card whose delayed keyframe an earlier transition left unplayed).
    for placement in layout.cards where !animated.contains(placement.token) { apply(placement) }
  }

  private func animate(_ keyframe: DeckKeyframe, changes: @escaping () -> Void) {
    guard keyframe.duration > 0 else {
      changes()
      return
    }
    let options: UIView.AnimationOptions = [.beginFromCurrentState, .allowUserInteraction]
    switch keyframe.curve {
    case .spring(let damping):
      UIView.animate(
        withDuration: keyframe.duration, delay: 0, usingSpringWithDamping: CGFloat(damping),
        initialSpringVelocity: 0, options: options, animations: changes)
    case .easeIn:
      UIView.animate(
        withDuration: keyframe.duration, delay: 0, options: options.union(.curveEaseIn), animations: changes)
    case .easeInOut:
      UIView.animate(
        withDuration: keyframe.duration, delay: 0, options: options.union(.curveEaseInOut),
        animations: changes)
    }
  }

  /// Orders the masking views by ``DeckCardPlacement/zIndex`` (keeping them where the deck's
  /// views already are among the container's subviews) and sets which cards take touches.
  private func applyOrderAndTouches(_ layout: DeckLayout) {
    let ordered = layout.cards.sorted { $0.zIndex < $1.zIndex }.compactMap {
      cards[$0.token]?.presenter?.maskingView
    }
    if let container = ordered.first?.superview {
      let slots = ordered.compactMap { container.subviews.firstIndex(of: $0) }
      if slots != slots.sorted() || slots.count != ordered.count {
        let top = slots.max() ?? container.subviews.count - 1
        let above = top + 1 < container.subviews.count ? container.subviews[top + 1] : nil
        for mask in ordered where mask.superview === container {
          if let above {
            container.insertSubview(mask, belowSubview: above)
          } else {
            container.bringSubviewToFront(mask)
          }
        }
      }
    }
    for placement in layout.cards {
      guard let card = cards[placement.token] else { continue }
      setInteractive(placement.isInteractive, card)
    }
  }

  /// A card behind the front of a collapsed deck takes no touches of its own (its swipe, its
  /// tap handler): its recognizers are disabled, and its content, faded out, is not hit. A tap
  /// on it still reaches the deck's tap recognizer, which expands the deck.
  private func setInteractive(_ interactive: Bool, _ card: Card) {
    if interactive {
      for recognizer in card.disabledRecognizers { recognizer.isEnabled = true }
      card.disabledRecognizers = []
      return
    }
    guard card.disabledRecognizers.isEmpty, let view = card.presenter?.view else { return }
    var stack = [view]
    while let next = stack.popLast() {
      for recognizer in next.gestureRecognizers ?? [] where recognizer.isEnabled {
        recognizer.isEnabled = false
        card.disabledRecognizers.append(recognizer)
      }
      stack.append(contentsOf: next.subviews)
    }
  }

  /// Fades the card's content (the body's subviews) out or back to the alpha it had.
  private func setContentVisible(_ visible: Bool, _ card: Card) {
    if visible {
      for (view, alpha, elementsHidden) in card.hiddenContent {
        view.alpha = alpha
        view.accessibilityElementsHidden = elementsHidden
      }
      card.hiddenContent = []
      return
    }
    guard card.hiddenContent.isEmpty, let view = card.presenter?.view else { return }
    let body = (view as? BackgroundViewable)?.backgroundView ?? view
    for subview in body.subviews where subview.alpha > 0 {
      card.hiddenContent.append((subview, subview.alpha, subview.accessibilityElementsHidden))
      // Faded content is not read either: the card is read by its own element alone (kept
      // when it lies inside the faded content).
      let target = card.accessibilityTarget as? UIView
      if target.map({ !$0.isDescendant(of: subview) }) ?? true { subview.accessibilityElementsHidden = true }
      subview.alpha = 0
    }
  }

  // MARK: - Touches

  /// A tap on a card's masking view: on the collapsed deck it expands, except on a front card
  /// with a tap handler of its own, whose tap is the card's alone (the handler runs, the deck
  /// stays collapsed; the peeking strips expand it); in the expanded deck a tap off the cards
  /// collapses (``DeckState/afterTap(on:)``).
  @objc private func deckTapped(_ recognizer: UITapGestureRecognizer) {
    guard let mask = recognizer.view,
      let card = cards.values.first(where: { $0.presenter?.maskingView === mask }),
      let layout = layouts[card.edge], let frontToken = layout.cards.first?.token,
      let frontMask = cards[frontToken]?.presenter?.maskingView
    else { return }
    let frontView = cards[frontToken]?.presenter?.view
    let hit = layout.hitTest(
      recognizer.location(in: frontMask), frontTakesTaps: frontView.map(Self.takesTapsOfItsOwn) ?? false)
    setState(layout.state.afterTap(on: hit), for: card.edge)
  }

  /// Whether a message has a tap recognizer of its own (a `BaseView`'s `tapHandler`): a tap on
  /// it as the front card then runs that handler and leaves the deck collapsed.
  private static func takesTapsOfItsOwn(_ view: UIView) -> Bool {
    var stack = [view]
    while let next = stack.popLast() {
      if next.gestureRecognizers?.contains(where: { $0 is UITapGestureRecognizer && $0.isEnabled }) == true {
        return true
      }
      stack.append(contentsOf: next.subviews)
    }
    return false
  }

  /// A tap anywhere in the container of an expanded deck: one outside the deck collapses it
  /// (the tap itself still reaches what it landed on); taps on the deck are the card's or
  /// the backdrop's.
  @objc private func outsideTapped(_ recognizer: UITapGestureRecognizer) {
    guard let edge = outsideTaps.first(where: { $0.value === recognizer })?.key,
      let layout = layouts[edge], let frontToken = layout.cards.first?.token,
      let frontMask = cards[frontToken]?.presenter?.maskingView
    else { return }
    let hit = layout.hitTest(recognizer.location(in: frontMask))
    guard hit == .outside else { return }
    setState(layout.state.afterTap(on: hit), for: edge)
  }

  /// A tap in the gaps of an expanded deck collapses it.
  @objc private func backdropTapped(_ recognizer: UITapGestureRecognizer) {
    guard let edge = backdrops.first(where: { $0.value === recognizer.view })?.key else { return }
    setState(.collapsed, for: edge)
  }

  private func setState(_ state: DeckState, for edge: DeckEdge) {
    guard layouts[edge] != nil, states[edge] != state else { return }
    states[edge] = state
    refresh(animated: true)
    // The deck's elements moved (peek strips became whole cards, or back): VoiceOver rereads
    // the screen, its focus on the newest card.
    let newest = layouts[edge]?.accessibilityElements.first.flatMap { cards[$0.token]?.accessibilityTarget }
    UIAccessibility.post(notification: .layoutChanged, argument: newest)
  }

  /// The expanded deck takes touches between its cards (a view behind them over the deck's
  /// ``DeckLayout/extent``); otherwise there is nothing to catch.
  private func updateBackdrop(_ edge: DeckEdge, layout: DeckLayout, front: Presenter) {
    guard layout.state == .expanded, let extent = layout.extent, let container = front.maskingView.superview
    else {
      backdrops[edge]?.isHidden = true
      removeOutsideTap(edge)
      return
    }
    if outsideTaps[edge]?.view !== container {
      removeOutsideTap(edge)
      let watcher = UITapGestureRecognizer(target: self, action: #selector(outsideTapped(_:)))
      watcher.cancelsTouchesInView = false
      watcher.delaysTouchesEnded = false
      watcher.delegate = self
      container.addGestureRecognizer(watcher)
      outsideTaps[edge] = watcher
    }
    let backdrop = backdrops[edge] ?? makeBackdrop(edge)
    let lowest = layout.cards.min { $0.zIndex < $1.zIndex }.flatMap {
      cards[$0.token]?.presenter?.maskingView
    }
    // The backdrop lies below the lowest card, in that card's container: for a deck of
    // windows of their own, the oldest window, so the cards in the windows above keep their
    // touches and a gap tap passes through them to the backdrop.
    let host = lowest?.superview ?? container
    if let lowest, lowest.superview === host {
      host.insertSubview(backdrop, belowSubview: lowest)
    } else if backdrop.superview !== host {
      host.insertSubview(backdrop, belowSubview: front.maskingView)
    }
    backdrop.frame = front.maskingView.convert(extent, to: host)
    backdrop.isHidden = false
  }

  private func removeOutsideTap(_ edge: DeckEdge) {
    guard let watcher = outsideTaps.removeValue(forKey: edge) else { return }
    watcher.view?.removeGestureRecognizer(watcher)
  }

  private func makeBackdrop(_ edge: DeckEdge) -> UIView {
    let backdrop = UIView()
    backdrop.backgroundColor = .clear
    backdrop.isAccessibilityElement = false
    backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backdropTapped(_:))))
    backdrops[edge] = backdrop
    return backdrop
  }

  /// Lets the deck's taps work alongside the card's own tap handler (the deck decides from
  /// ``DeckLayout/hitTest(_:frontTakesTaps:)`` whether the tap is the card's) and lets the
  /// outside-tap watcher see taps without keeping the app's recognizers from theirs.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }

  // MARK: - Timers and VoiceOver

  /// Pauses the timers behind the front (all of them while expanded), resumes the front's.
  private func applyTimers(_ layout: DeckLayout) {
    guard let queue else { return }
    let decision = DeckTimerRule.decision(
      state: layout.state, visible: layout.cards.map(\.token), paused: paused)
    for token in decision.pause {
      paused.insert(token)
      queue.setAutoHidePaused(true, for: token)
    }
    for token in decision.resume {
      paused.remove(token)
      queue.setAutoHidePaused(false, for: token)
    }
  }

  /// The card's position ("2 of 3"), the collapsed deck's hint and the expanded deck's
  /// "Collapse messages" action. A double tap on a collapsed card taps it, which expands the
  /// deck.
  private func applyAccessibility(_ layout: DeckLayout) {
    for element in layout.accessibilityElements {
      guard let card = cards[element.token] else { continue }
      let target = card.accessibilityTarget
      target.accessibilityValue = element.value ?? card.savedValue
      target.accessibilityHint = element.hint ?? card.savedHint
      let edge = layout.edge
      let actions = element.actions.map { action in
        UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
          switch action {
          case .collapse: self?.setState(.collapsed, for: edge)
          }
          return true
        }
      }
      target.accessibilityCustomActions =
        actions.isEmpty ? card.savedActions : (card.savedActions ?? []) + actions
    }
  }
}
#endif
