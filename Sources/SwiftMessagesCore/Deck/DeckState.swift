import Foundation

/// Whether a deck shows its cards stacked or as a list.
enum DeckState: Sendable {
  /// The newest card in front at the edge, older cards peeking out behind it, smaller
  /// (sonner's resting deck). The state a deck starts in.
  case collapsed
  /// Every visible card at full size in a list from the edge, newest nearest the edge.
  case expanded

  /// An expanded deck of fewer than two cards is collapsed: there is nothing to spread out, and an
  /// expanded deck pauses every timer.
  func settled(visibleCount: Int) -> DeckState {
    visibleCount < 2 ? .collapsed : self
  }

  /// The state after a tap that hit `hit`.
  func afterTap(on hit: DeckHit) -> DeckState {
    switch (self, hit) {
    case (.collapsed, .deck): return .expanded
    case (.collapsed, _): return .collapsed
    case (.expanded, .card): return .expanded
    case (.expanded, _): return .collapsed
    }
  }
}
