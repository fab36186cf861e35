import Foundation

/// Whether a deck shows its cards stacked or as a list.
enum DeckState: Hashable, Sendable, CaseIterable {
  /// The newest card in front at the edge, older cards peeking out behind it, smaller
  /// (sonner's resting deck). The state a deck starts in.
  case collapsed
  /// Every visible card at full size in a list from the edge, newest nearest the edge.
  case expanded

  /// The state a deck of `visibleCount` cards can be in: an expanded deck of fewer than two
  /// cards is collapsed (there is nothing to spread out, and an expanded deck pauses every
  /// timer, see ``DeckTimerRule``). Otherwise `self`.
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
}
