import Foundation

/// Whether a deck shows its cards stacked or as a list.
enum DeckState: Sendable {
  /// The newest card in front at the edge, older cards peeking out behind it, smaller
  /// (sonner's resting deck). The state a deck starts in.
  case collapsed
  /// Every visible card at full size in a list from the edge, newest nearest the edge.
  case expanded

  /// The state a deck of `visibleCount` cards can be in: an expanded deck of fewer than two
  /// cards is collapsed (there is nothing to spread out, and an expanded deck pauses every
  /// timer, see ``timers(_:isPaused:)``). Otherwise `self`.
  func settled(visibleCount: Int) -> DeckState {
    visibleCount < 2 ? .collapsed : self
  }

  /// The state after a tap that hit `hit` (see ``DeckLayout/hitTest(_:frontTakesTaps:)``).
  ///
  /// - Collapsed: a tap on the deck (``DeckHit/deck``) expands it; a tap on a lone card goes
  ///   to that card and changes nothing.
  /// - Expanded: a tap on a card goes to that card and keeps the deck expanded; any other tap
  ///   (between the cards, or outside the deck, where it also passes through to what is
  ///   behind) collapses it.
  func afterTap(on hit: DeckHit) -> DeckState {
    switch (self, hit) {
    case (.collapsed, .deck): return .expanded
    case (.collapsed, _): return .collapsed
    case (.expanded, .card): return .expanded
    case (.expanded, _): return .collapsed
    }
  }

  /// Which auto-hide timers of a deck in this state run: what to pause and what to resume.
  ///
  /// In a collapsed deck only the front (newest) card's timer runs, and every card behind it
  /// is paused, since its content cannot be read. Expanding the deck pauses every timer (the
  /// user is reading); collapsing it resumes the front card's. When the front card goes, the
  /// next card becomes the front and resumes with the time it had left when it was paused (the
  /// queue keeps that remaining time, as it does for a swipe). An expanded deck of fewer than
  /// two cards counts as collapsed (``settled(visibleCount:)``). The driver turns the result
  /// into the queue's pause and resume events, which ignore cards without a timer.
  ///
  /// - Parameters:
  ///   - cards: the deck's cards, front (newest) first.
  ///   - isPaused: whether a card's timer is paused now.
  /// - Returns: the running timers to pause and the paused ones to resume, in deck order.
  func timers(_ cards: [MessageToken], isPaused: (MessageToken) -> Bool)
    -> (pause: [MessageToken], resume: [MessageToken])
  {
    let running = settled(visibleCount: cards.count) == .collapsed ? cards.first : nil
    var result: (pause: [MessageToken], resume: [MessageToken]) = ([], [])
    for token in cards {
      let paused = isPaused(token)
      if token == running, paused { result.resume.append(token) }
      if token != running, !paused { result.pause.append(token) }
    }
    return result
  }
}
