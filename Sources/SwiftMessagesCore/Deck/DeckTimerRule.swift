import Foundation

/// Which auto-hide timers of a deck run.
///
/// The rule: in a collapsed deck only the front (newest) card's timer runs, and every card
/// behind it is paused, since its content cannot be read. Expanding the deck pauses every
/// timer (the user is reading); collapsing it resumes the front card's. When the front card
/// goes, the next card becomes the front and resumes with the time it had left when it was
/// paused (the queue keeps that remaining time, as it does for a swipe). An expanded deck of
/// fewer than two cards counts as collapsed (``DeckState/settled(visibleCount:)``).
///
/// The rule only decides; the driver turns the decision into the queue's pause and resume
/// events and ignores cards without a timer (`.forever` durations).
enum DeckTimerRule {
  /// What to change so that the right timers run.
  struct Decision: Hashable, Sendable {
    /// Running timers to pause, in deck order.
    var pause: [MessageToken]
    /// Paused timers to resume (with their remaining time), in deck order.
    var resume: [MessageToken]

    /// Creates a decision; nothing to change by default.
    init(pause: [MessageToken] = [], resume: [MessageToken] = []) {
      self.pause = pause
      self.resume = resume
    }
  }

  /// The timers to pause and resume.
  ///
  /// - Parameters:
  ///   - state: the deck's state.
  ///   - visible: the deck's cards, front (newest) first.
  ///   - paused: the cards whose timers are paused now. Tokens not in `visible` are ignored.
  static func decision(state: DeckState, visible: [MessageToken], paused: Set<MessageToken>)
    -> Decision
  {
    // The front card's timer runs in a collapsed deck, none in an expanded one.
    let running = state.settled(visibleCount: visible.count) == .collapsed ? visible.first : nil
    var decision = Decision()
    var seen = Set<MessageToken>()
    for token in visible where seen.insert(token).inserted {
      let isPaused = paused.contains(token)
      if token == running, isPaused { decision.resume.append(token) }
      if token != running, !isPaused { decision.pause.append(token) }
    }
    return decision
  }
}
