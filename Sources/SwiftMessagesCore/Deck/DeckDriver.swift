import Foundation

/// The decks of one `SwiftMessages` instance as a state machine holding every deck decision: the
/// UIKit layer sends facts (``Candidate``) and touches (``tap(_:at:)``…) and draws each update on its
/// ``DeckCanvas``.
package final class DeckDriver {
  /// One edge's deck as last drawn.
  private struct Deck {
    /// The layout on screen.
    var layout: DeckLayout
    /// The state the next update lays the deck out in (an event may have changed it).
    var state: DeckState
    /// Whether the front card has a tap recognizer of its own.
    var frontTakesTaps: Bool
  }

  /// One card the driver draws or still has to give back, kept in token order.
  private struct Member {
    var token: MessageToken
    /// The card's body in its masking view and the masking view's bounds size, as last laid out.
    var natural: CGRect
    var bounds: CGSize
    /// The update that last put it in a deck.
    var pass: Int
    /// Released while hiding, its content faded out: it is reported (``DeckCanvas/releaseGone(_:)``) once the
    /// queue no longer shows it.
    var isLeaving = false
    /// The exit steps of a card that left its deck in the current update, played by its release.
    var exit: [DeckStep] = []
  }

  /// The instance's stacking. `.off` by default.
  package private(set) var stacking: MessageStacking = .off
  private var top: Deck?
  private var bottom: Deck?
  private var members: [Member] = []
  private var pass = 0
  private var idleStamp = 0
  private var focusEdge: DeckEdge?

  /// How long an expanded deck stays expanded without a touch before it collapses (and its
  /// front card's timer runs again): 8 s; not while VoiceOver runs.
  package static let idleCollapse: TimeInterval = 8

  package init() {}

  package var maximumVisible: Int { stacking.maximumVisible }

  /// Whether a queue event may change what is drawn: stacking is on, or cards are still to
  /// give back.
  package var isDrawing: Bool { stacking != .off || !members.isEmpty }

  private subscript(edge: DeckEdge) -> Deck? {
    get { edge == .top ? top : bottom }
    set {
      if edge == .top { top = newValue } else { bottom = newValue }
    }
  }

  /// Sets the stacking; returns the visible messages to hide (the oldest past the new
  /// maximum, none already hiding).
  package func setStacking(_ stacking: MessageStacking, visible: [(MessageToken, MessagePhase?)])
    -> [MessageToken]
  {
    guard stacking != self.stacking else { return [] }
    self.stacking = stacking
    return stacking.overflow(visible.filter { $0.1 != .hiding }.map(\.0))
  }

  package func front(of edge: DeckEdge) -> MessageToken? { self[edge]?.layout.cards.first?.token }

  /// Whether a card's body or its masking view moved or changed size since the last update
  /// (its height changed with its text or Dynamic Type, the keyboard lifted it, the container
  /// rotated): the deck then lays itself out again.
  package func needsLayout(_ token: MessageToken, natural: CGRect, bounds: CGSize) -> Bool {
    guard let member = members.first(where: { $0.token == token && !$0.isLeaving }) else { return false }
    let old = member.natural
    return old.origin.x != natural.origin.x || old.origin.y != natural.origin.y
      || old.size.width != natural.size.width || old.size.height != natural.size.height
      || member.bounds.width != bounds.width || member.bounds.height != bounds.height
  }

  // MARK: - Events

  // What the user (or VoiceOver, or time) did to the deck at an edge; each returns whether a
  // deck changed state (draw again). Points are in the front card's masking view.

  /// A tap recognized on a card or on the deck's backdrop: acts per ``DeckState/afterTap(on:)``.
  package func tap(_ edge: DeckEdge, at point: CGPoint) -> Bool {
    change(edge, touched: true) {
      $0.layout.state.afterTap(on: $0.layout.hitTest(point, frontTakesTaps: $0.frontTakesTaps))
    }
  }

  /// A touch reached a card's masking view: `passedThrough` when it went on to what is behind
  /// (outside every card), `isTouch` for a finger (not a hover or an accessibility hit test). A
  /// finger passing through outside an expanded deck collapses it.
  package func touchDown(_ edge: DeckEdge, at point: CGPoint, passedThrough: Bool, isTouch: Bool) -> Bool {
    change(edge, touched: isTouch) { deck in
      guard passedThrough, isTouch, case .outside = deck.layout.hitTest(point) else {
        return deck.layout.state
      }
      return .collapsed
    }
  }

  /// VoiceOver's escape gesture or collapse action (``DeckAccessibilityElement/collapseAction``)
  /// on a card of the deck: it collapses.
  package func escape(_ edge: DeckEdge) -> Bool {
    change(edge, touched: true) { _ in .collapsed }
  }

  /// The idle delay of a ``DeckCanvas/scheduleIdle(_:stamp:)`` elapsed: the deck collapses
  /// unless a touch came since.
  package func idle(_ edge: DeckEdge, stamp: Int) -> Bool {
    change(edge, touched: false) { stamp == idleStamp ? .collapsed : $0.layout.state }
  }

  /// Sets the state of the deck at `edge` to `next` of it. A finger or a VoiceOver action
  /// (`touched`) restarts the idle delay of an expanded deck (drawn again to schedule it); time
  /// does not.
  private func change(_ edge: DeckEdge, touched: Bool, _ next: (Deck) -> DeckState) -> Bool {
    guard let deck = self[edge] else { return false }
    let current = deck.layout.state
    let state = next(deck)
    idleStamp += touched ? 1 : 0
    self[edge]?.state = state
    focusEdge = state != current ? edge : focusEdge
    return state != current || (touched && current == .expanded)
  }

  // MARK: - Update

  /// Lays out every deck from `candidates` (the visible messages, newest first) and draws it on
  /// `canvas`, in order: every deck's cards, the stacking-order moves, the backdrops, the releases,
  /// the gone cards, the idle timers, the focus. `voiceOverRunning` turns the idle collapse off.
  package func update(
    _ candidates: [Candidate], animated: Bool = true, style: CrossFadeMotion.Style = .full,
    voiceOverRunning: Bool = false, on canvas: any DeckCanvas
  ) {
    pass += 1
    let edges = [DeckEdge.top, .bottom]
    for edge in edges {
      let cards = self.cards(at: edge, candidates)
      guard let front = cards.first else {
        self[edge] = nil
        continue
      }
      let previous = self[edge]
      // A new arrival collapses an expanded deck (the newest card shows in front, its timer
      // running).
      let arrived = previous.map { $0.layout.placement(of: front.token) == nil } ?? false
      let layout = DeckLayout(
        edge: edge, container: DeckContainer(front: front.natural, in: front.bounds),
        cards: cards.map { DeckCard(token: $0.token, height: $0.natural.size.height) },
        state: arrived ? .collapsed : previous?.state ?? .collapsed, maximumVisible: stacking.maximumVisible)
      self[edge] = Deck(layout: layout, state: layout.state, frontTakesTaps: front.takesTaps)
      for card in cards { enter(card) }
      plan(
        layout, previous: animated ? previous?.layout : nil, candidates, style: style, on: canvas)
    }
    for edge in edges {
      if let layout = self[edge]?.layout { moves(layout, candidates, on: canvas) }
    }
    for edge in edges {
      let layout = self[edge]?.layout
      canvas.placeBackdrop(edge, frame: layout?.touchArea, below: layout?.cards.last?.token)
    }
    release(candidates, on: canvas)
    for edge in edges where self[edge]?.layout.state == .expanded && !voiceOverRunning {
      canvas.scheduleIdle(edge, stamp: idleStamp)
    }
    let focus = focusEdge.flatMap { front(of: $0) }
    focusEdge = nil
    if let focus { canvas.focus(focus) }
  }

  /// The cards of the deck at `edge`, front first: visible messages at that edge, installed,
  /// not hiding, whose container shares the front card's deck (``Candidate/sharesDeck(with:)``).
  private func cards(at edge: DeckEdge, _ candidates: [Candidate]) -> [Candidate] {
    guard stacking != .off else { return [] }
    var result: [Candidate] = []
    for candidate in candidates
    where candidate.edge == edge && candidate.isInstalled && !candidate.isHiding && candidate.container != nil
    {
      if let front = result.first, !candidate.sharesDeck(with: front) { continue }
      result.append(candidate)
    }
    return result
  }

  /// Records a card laid out in a deck by this update.
  private func enter(_ card: Candidate) {
    if let index = members.firstIndex(where: { $0.token == card.token }) {
      members[index].natural = card.natural
      members[index].bounds = card.bounds
      members[index].pass = pass
    } else {
      let index = members.firstIndex { $0.token.rawValue > card.token.rawValue } ?? members.count
      members.insert(
        Member(token: card.token, natural: card.natural, bounds: card.bounds, pass: pass), at: index)
    }
  }

  /// The plans of one deck's cards; the exit steps of the cards that left it.
  private func plan(
    _ layout: DeckLayout, previous: DeckLayout?, _ candidates: [Candidate], style: CrossFadeMotion.Style,
    on canvas: any DeckCanvas
  ) {
    let keyframes = previous?.keyframes(to: layout, style: style) ?? []
    let elements = layout.accessibilityElements(frontTakesTaps: self[layout.edge]?.frontTakesTaps ?? false)
    for placement in layout.cards {
      guard let card = candidates.first(where: { $0.token == placement.token }) else { continue }
      var steps: [DeckStep] = []
      var animates = false
      let enters = previous?.placement(of: placement.token) == nil
      for keyframe in keyframes where keyframe.token == placement.token {
        animates = true
        if let step = step(keyframe, card, enters: enters, exits: false) { steps.append(step) }
      }
      // A card without a keyframe does not visibly change: set at once (this also settles a
      // card whose delayed keyframe an earlier transition left unplayed).
      if !animates { steps.append(.set(look(placement, card))) }
      canvas.drawCard(
        placement.token, edge: layout.edge, isInteractive: placement.isInteractive,
        hidesInPlace: placement.index > 0,
        pausesTimer: layout.holdsTimer(of: placement),
        accessibility: placement.index < elements.count ? elements[placement.index] : nil, steps: steps)
    }
    for keyframe in keyframes where layout.placement(of: keyframe.token) == nil {
      guard let card = candidates.first(where: { $0.token == keyframe.token }),
        let index = members.firstIndex(where: { $0.token == keyframe.token }),
        let step = step(keyframe, card, enters: false, exits: true)
      else { continue }
      members[index].exit.append(step)
    }
  }

  /// The step of one keyframe of a card entering the deck, leaving it, or moving in it. The
  /// front card's arrival and departure belong to its animator (it slides as a single message
  /// does): its arrival only sets the end, its departure is not played (`nil`).
  private func step(_ keyframe: DeckKeyframe, _ card: Candidate, enters: Bool, exits: Bool) -> DeckStep? {
    let end = look(keyframe.end, card)
    if enters, keyframe.end.index == 0 { return .set(end) }
    if exits, keyframe.start.index == 0 { return nil }
    let setsStart = enters || exits || keyframe.delay > 0 || !keyframe.start.isVisible
    return DeckStep(
      start: setsStart ? look(keyframe.start, card) : nil, end: end, delay: keyframe.delay,
      duration: keyframe.duration, curve: keyframe.curve)
  }

  private func look(_ placement: DeckCardPlacement, _ card: Candidate) -> DeckCardLook {
    DeckCardLook(placement: placement, natural: card.natural, size: card.bounds)
  }

  /// Puts the masking views in ``DeckCardPlacement/zIndex`` order among their container's subviews:
  /// each moves, lowest first, to the highest of their indices, leaving other subviews in place.
  private func moves(_ layout: DeckLayout, _ candidates: [Candidate], on canvas: any DeckCanvas) {
    let ordered = layout.cards.reversed().compactMap { placement in
      candidates.first { $0.token == placement.token }
    }
    let container = ordered.first?.container
    let shared = ordered.filter { $0.container == container && $0.slot != nil }
    let slots = shared.compactMap(\.slot)
    // Already in ascending order (no slot above the next): nothing moves.
    guard zip(slots, slots.dropFirst()).contains(where: { $0 > $1 }), let top = slots.max() else { return }
    for card in shared { canvas.moveCard(card.token, to: top) }
  }

  /// Releases the cards that left every deck and resumes their timers; reports leaving cards
  /// that are gone.
  private func release(_ candidates: [Candidate], on canvas: any DeckCanvas) {
    var kept: [Member] = []
    var gone: [MessageToken] = []
    for var member in members {
      let card = candidates.first { $0.token == member.token }
      if member.pass == pass {
        member.exit = []
        kept.append(member)
        continue
      }
      if member.isLeaving {
        if card == nil { gone.append(member.token) } else { kept.append(member) }
        continue
      }
      let hiding = card?.isHiding ?? false
      var steps = member.exit
      // A card hidden by the queue leaves from where the deck put it; one that merely left
      // the deck (stacking switched off, the newest message) goes back to its natural place
      // on the spring; one already gone is reset at once.
      if steps.isEmpty, !hiding {
        let slide = SlideMotion()
        steps = [
          DeckStep(
            start: nil, end: .natural(in: member.bounds), delay: 0,
            duration: card == nil ? 0 : slide.showDuration, curve: .spring(damping: slide.springDamping))
        ]
      }
      canvas.releaseCard(member.token, hidesInPlace: hiding, steps: steps)
      if hiding {
        kept.append(
          Member(
            token: member.token, natural: member.natural, bounds: member.bounds, pass: 0, isLeaving: true))
      }
    }
    members = kept
    for token in gone { canvas.releaseGone(token) }
  }
}
