import Foundation

/// The decks of one `SwiftMessages` instance as a state machine: the UIKit layer gathers the
/// facts after every queue event and layout pass (``Candidate``), sends the user's touches and
/// VoiceOver actions (``Event``), and applies each ``Update``: the looks and animations of the
/// cards, the cards to release, timers, stacking order, backdrops and VoiceOver.
///
/// Every decision of the deck lives here: which cards share a deck, the collapsed or expanded
/// state and what changes it (card, gap, strip and outside touches through one rule, the
/// escape gesture, a new arrival, idle time), which keyframes the cards' own animators own,
/// how a leaving card hides, what each card gives back when it leaves, which timers run.
package struct DeckDriver {
  /// The instance's stacking. `.off` by default.
  package private(set) var stacking: MessageStacking = .off
  /// The deck's numbers (its maximum comes from ``stacking``).
  var metrics = DeckMetrics()

  private var states: [DeckEdge: DeckState] = [:]
  private var layouts: [DeckEdge: DeckLayout] = [:]
  private var frontTakesTaps: [DeckEdge: Bool] = [:]
  private var members: [MessageToken: (edge: DeckEdge, natural: CGRect, bounds: CGSize)] = [:]
  private var paused: Set<MessageToken> = []
  private var leaving: Set<MessageToken> = []
  private var idleStamp = 0
  private var focusEdge: DeckEdge?

  /// A driver with stacking off.
  package init() {}

  /// The queue's maximum number of visible messages.
  package var maximumVisible: Int { stacking.maximumVisible }

  /// Whether a queue event may change what is drawn: stacking is on, or cards are still to
  /// give back.
  package var isDrawing: Bool { stacking != .off || !members.isEmpty || !leaving.isEmpty }

  /// Sets the stacking; returns the visible messages to hide (the oldest past the new
  /// maximum, none already hiding).
  package mutating func setStacking(_ stacking: MessageStacking, visible: [(MessageToken, MessagePhase?)])
    -> [MessageToken]
  {
    guard stacking != self.stacking else { return [] }
    self.stacking = stacking
    metrics.maximumVisible = stacking.maximumVisible
    return stacking.overflow(visible.filter { $0.1 != .hiding }.map(\.0))
  }

  /// The front card of the deck at `edge`.
  package func front(of edge: DeckEdge) -> MessageToken? { layouts[edge]?.cards.first?.token }

  /// Whether a card's body or its masking view moved or changed size since the last update
  /// (its height changed with its text or Dynamic Type, the keyboard lifted it, the container
  /// rotated): the deck then lays itself out again.
  package func needsLayout(_ token: MessageToken, natural: CGRect, bounds: CGSize) -> Bool {
    guard let member = members[token] else { return false }
    let old = member.natural
    return old.origin.x != natural.origin.x || old.origin.y != natural.origin.y
      || old.size.width != natural.size.width || old.size.height != natural.size.height
      || member.bounds.width != bounds.width || member.bounds.height != bounds.height
  }

  // MARK: - Events

  /// Applies an event; returns whether a deck changed state (draw again).
  ///
  /// One rule for every touch: a tap acts on what ``DeckLayout/hitTest(_:frontTakesTaps:)``
  /// finds (``DeckState/afterTap(on:)``); a touch that passes through to the app outside an
  /// expanded deck collapses it as it goes down (the app still gets it). The escape gesture
  /// and the collapse action collapse an expanded deck; so does idle time.
  package mutating func handle(_ event: Event) -> Bool {
    let edge: DeckEdge
    let next: (DeckState, DeckLayout) -> DeckState
    switch event {
    case .tap(let deck, let point):
      edge = deck
      let takesTaps = frontTakesTaps[deck] ?? false
      next = { state, layout in state.afterTap(on: layout.hitTest(point, frontTakesTaps: takesTaps)) }
    case .touchDown(let deck, let point, let passedThrough, let isTouch):
      edge = deck
      next = { state, layout in
        passedThrough && isTouch && layout.hitTest(point) == .outside ? .collapsed : state
      }
    case .escape(let deck), .action(.collapse, let deck):
      edge = deck
      next = { _, _ in .collapsed }
    case .idle(let deck, let stamp):
      edge = deck
      let current = idleStamp
      next = { state, _ in stamp == current ? .collapsed : state }
    }
    guard let layout = layouts[edge] else { return false }
    let state = next(layout.state, layout)
    // A finger or a VoiceOver action restarts the idle delay of an expanded deck (drawn again
    // to schedule it); time does not.
    let touched = event.isUser
    idleStamp += touched ? 1 : 0
    states[edge] = state
    focusEdge = state != layout.state ? edge : focusEdge
    return state != layout.state || (touched && layout.state == .expanded)
  }

  // MARK: - Update

  /// Lays out every deck from the visible messages (newest first) and says what to apply.
  ///
  /// - Parameters:
  ///   - candidates: the queue's visible messages, newest first.
  ///   - animated: whether changes animate (a redraw after a queue event or a touch).
  ///   - style: the Reduce Motion style.
  ///   - voiceOverRunning: VoiceOver is on (no idle collapse then).
  package mutating func update(
    _ candidates: [Candidate], animated: Bool = true, style: CrossFadeMotion.Style = .full,
    voiceOverRunning: Bool = false
  ) -> Update {
    var update = Update()
    let decks = self.decks(candidates)
    let byToken = Dictionary(candidates.map { ($0.token, $0) }, uniquingKeysWith: { first, _ in first })
    var inDeck = Set<MessageToken>()
    for edge in DeckEdge.allCases {
      guard let members = decks[edge], let front = members.first else {
        layouts[edge] = nil
        states[edge] = nil
        update.backdrops.append(Backdrop(edge: edge))
        continue
      }
      let layout = DeckLayout(
        edge: edge, container: DeckContainer.matching(front: front.natural, in: front.bounds),
        cards: members.map { DeckCard(token: $0.token, height: $0.natural.size.height) },
        state: arrivalState(edge, front: front.token), metrics: metrics)
      let previous = layouts[edge]
      layouts[edge] = layout
      states[edge] = layout.state
      frontTakesTaps[edge] = front.takesTaps
      for member in members {
        inDeck.insert(member.token)
        self.members[member.token] = (edge, member.natural, member.bounds)
      }
      plan(edge, layout, previous: previous, byToken, animated: animated, style: style, into: &update)
      let timers = DeckTimerRule.decision(
        state: layout.state, visible: layout.cards.map(\.token), paused: paused)
      update.pause += timers.pause
      update.resume += timers.resume
      paused.formUnion(timers.pause)
      paused.subtract(timers.resume)
      if layout.state == .expanded, !voiceOverRunning {
        update.idleTimers.append((edge, metrics.idleCollapse, idleStamp))
      }
    }
    release(except: inDeck, byToken, into: &update)
    update.focus = focusEdge.flatMap { layouts[$0]?.cards.first?.token }
    focusEdge = nil
    return update
  }

  /// A deck's state once `front` is its front card: a new arrival collapses an expanded deck
  /// (the newest card shows in front, its timer running).
  private func arrivalState(_ edge: DeckEdge, front: MessageToken) -> DeckState {
    let state = states[edge] ?? .collapsed
    let arrived = layouts[edge].map { $0.placement(of: front) == nil } ?? false
    return arrived ? .collapsed : state
  }

  /// The cards of each deck, front first: visible `.top`/`.bottom` messages, installed, not
  /// hiding, whose container shares the front card's deck (``DeckGroupFacts/sharesDeck(with:)``).
  private func decks(_ candidates: [Candidate]) -> [DeckEdge: [Candidate]] {
    guard stacking != .off else { return [:] }
    var result: [DeckEdge: [Candidate]] = [:]
    for candidate in candidates where candidate.isInstalled && !candidate.isHiding {
      guard let edge = candidate.edge, let group = candidate.group else { continue }
      if let front = result[edge]?.first?.group, !group.sharesDeck(with: front) { continue }
      result[edge, default: []].append(candidate)
    }
    return result
  }

  /// The plans, moves and backdrop of one deck.
  private mutating func plan(
    _ edge: DeckEdge, _ layout: DeckLayout, previous: DeckLayout?, _ byToken: [MessageToken: Candidate],
    animated: Bool, style: CrossFadeMotion.Style, into update: inout Update
  ) {
    var steps: [MessageToken: [DeckStep]] = [:]
    if animated, let previous {
      for keyframe in DeckTransition(from: previous, to: layout, style: style).keyframes {
        guard let card = byToken[keyframe.token] else { continue }
        steps[keyframe.token, default: []] += step(keyframe, card)
      }
    }
    let takesTaps = frontTakesTaps[edge] ?? false
    let elements = Dictionary(
      layout.accessibilityElements(frontTakesTaps: takesTaps).map { ($0.token, $0) },
      uniquingKeysWith: { first, _ in first })
    for placement in layout.cards {
      guard let card = byToken[placement.token] else { continue }
      // A card without a keyframe does not visibly change: set at once (this also settles a
      // card whose delayed keyframe an earlier transition left unplayed).
      let all = steps[placement.token] ?? [DeckStep(start: nil, end: look(placement, card))]
      update.cards.append(
        CardPlan(
          token: placement.token, edge: edge, isInteractive: placement.isInteractive,
          hidesInPlace: placement.index > 0, accessibility: elements[placement.token],
          now: all.filter { $0.delay <= 0 }, later: all.filter { $0.delay > 0 }))
    }
    exitSteps = steps.filter { layout.placement(of: $0.key) == nil }.merging(exitSteps) { new, _ in new }
    update.moves += moves(layout, byToken)
    let ordered = layout.cards.sorted { $0.zIndex < $1.zIndex }
    update.backdrops.append(
      Backdrop(
        edge: edge, frame: layout.touchArea, below: ordered.first?.token, front: layout.cards.first?.token))
  }

  /// Exit steps of cards that left a deck in this update, played by their release.
  private var exitSteps: [MessageToken: [DeckStep]] = [:]

  /// The step of one keyframe. The front card's arrival and departure belong to its animator
  /// (it slides as a single message does): its arrival only sets the end, its departure is
  /// not played.
  private func step(_ keyframe: DeckKeyframe, _ card: Candidate) -> [DeckStep] {
    let end = look(keyframe.end, card)
    switch keyframe.kind {
    case .enter where keyframe.end.index == 0:
      return [DeckStep(start: nil, end: end)]
    case .exit where keyframe.start.index == 0:
      return []
    default:
      let setsStart = keyframe.kind != .move || keyframe.delay > 0 || !keyframe.start.isVisible
      return [
        DeckStep(
          start: setsStart ? look(keyframe.start, card) : nil, end: end, delay: keyframe.delay,
          duration: keyframe.duration, curve: keyframe.curve)
      ]
    }
  }

  private func look(_ placement: DeckCardPlacement, _ card: Candidate) -> DeckCardLook {
    DeckCardLook(placement: placement, natural: card.natural, size: card.bounds)
  }

  /// Puts the deck's masking views in ``DeckCardPlacement/zIndex`` order among the subviews
  /// of the lowest card's container, where they already are: each moves, lowest first, to
  /// the highest of their indices (which keeps every other subview where it is).
  private func moves(_ layout: DeckLayout, _ byToken: [MessageToken: Candidate]) -> [Move] {
    let ordered = layout.cards.sorted { $0.zIndex < $1.zIndex }.compactMap { byToken[$0.token] }
    let container = ordered.first?.group?.container
    let shared = ordered.filter { $0.group?.container == container && $0.slot != nil }
    let slots = shared.compactMap(\.slot)
    guard slots != slots.sorted(), let top = slots.max() else { return [] }
    return shared.map { Move(token: $0.token, index: top) }
  }

  /// Releases the cards that left every deck; resumes their timers; reports leaving cards
  /// that are gone.
  private mutating func release(
    except inDeck: Set<MessageToken>, _ byToken: [MessageToken: Candidate], into update: inout Update
  ) {
    for token in members.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !inDeck.contains(token) {
      let member = members.removeValue(forKey: token)
      let card = byToken[token]
      let hiding = card?.isHiding ?? false
      var now = exitSteps[token] ?? []
      // A card hidden by the queue leaves from where the deck put it; one that merely left
      // the deck (stacking switched off, the newest message) goes back to its natural place
      // on the spring; one already gone is reset at once.
      if now.isEmpty, !hiding, let member {
        let slide = SlideMotion()
        now = [
          DeckStep(
            start: nil, end: .natural(in: member.bounds), duration: card == nil ? 0 : slide.showDuration,
            curve: .spring(damping: slide.springDamping))
        ]
      }
      if hiding { leaving.insert(token) }
      update.releases.append(Release(token: token, now: now, restoresContent: !hiding, hidesInPlace: hiding))
    }
    exitSteps = [:]
    for token in leaving.sorted(by: { $0.rawValue < $1.rawValue }) where byToken[token] == nil {
      leaving.remove(token)
      update.gone.append(token)
    }
    for token in paused.sorted(by: { $0.rawValue < $1.rawValue }) where !inDeck.contains(token) {
      paused.remove(token)
      update.resume.append(token)
    }
  }
}
