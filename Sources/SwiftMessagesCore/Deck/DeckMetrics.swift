import Foundation

/// The numbers of a deck's layout.
///
/// The collapsed deck follows sonner: sonner moves each older toast 14 px away from the edge
/// and scales it by `1 − 0.05·i` about its centre, which leaves a visible strip of
/// `14 − 0.025·h` per level (12.4 pt for a 64 pt card). Here each older card is scaled about
/// its far edge instead, so the strip does not depend on the card's height, and it is the
/// 12 pt sonner shows.
struct DeckMetrics: Hashable, Sendable {
  /// The most cards the deck shows; cards beyond it fade out behind the last visible one.
  /// 3 by default (sonner's `visibleToasts`, notistack's `maxSnack`). Values below 1 count
  /// as 1.
  var maximumVisible: Int = 3
  /// How far each older card peeks out beyond the card in front of it in the collapsed deck,
  /// in points. 12 by default (see above). Negative values count as 0.
  var peek: CGFloat = 12
  /// How much smaller each older card is than the one in front of it in the collapsed deck:
  /// card `i` (0 = front) is scaled by `1 − scaleStep·i`. 0.05 by default (sonner), so the
  /// second card shows at 95 % and the third at 90 %. Clamped to 0…1; a scale never drops
  /// below 0.
  var scaleStep: CGFloat = 0.05
  /// The gap between cards in the expanded deck, in points. 8 by default: the spacing of
  /// iOS's notification list, and the reach of a card's standard shadow (radius 6, offset 2),
  /// so a card's shadow never falls on the next card. Negative values count as 0.
  var expandedSpacing: CGFloat = 8

  /// The smallest touch target of the collapsed deck's peeking strips, in points (see
  /// ``DeckLayout/stripTarget``). 44 by default (Apple's minimum hit target).
  var minimumTouchTarget: CGFloat = 44
  /// How long an expanded deck stays expanded without a touch before it collapses (and its
  /// front card's timer runs again), in seconds. 8 by default; not while VoiceOver runs.
  var idleCollapse: TimeInterval = 8
  /// Creates the default metrics.
  init() {}

  /// ``maximumVisible``, at least 1.
  var visibleLimit: Int { max(1, maximumVisible) }
  /// ``peek``, finite and not negative.
  var safePeek: CGFloat { peek.nonNegativeFinite }
  /// ``expandedSpacing``, finite and not negative.
  var safeSpacing: CGFloat { expandedSpacing.nonNegativeFinite }

  /// The scale of the card in slot `slot` of the collapsed deck (0 = front).
  func collapsedScale(slot: Int) -> CGFloat {
    let step = scaleStep.isFinite ? scaleStep.clampedToUnit() : 0
    return max(0, 1 - step * CGFloat(slot))
  }
}
