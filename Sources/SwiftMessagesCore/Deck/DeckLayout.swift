import Foundation

/// The geometry of a deck. Collapsed (sonner's): the front card at full size, older card `i`
/// peeking ``peek`` beyond it, scaled `1 − 0.05·i` about its far edge, content hidden, masked if
/// too tall. Expanded: full-size cards ``expandedSpacing`` apart, not compressed. Cards beyond the
/// maximum visible wait at opacity 0 behind the last visible one. A bottom deck mirrors a top deck.
struct DeckLayout: Sendable {
  /// How far each older card peeks out in the collapsed deck: sonner's 12 pt, but scaled about the
  /// far edge (sonner scales about the centre) so the strip does not depend on the card's height.
  static let peek: CGFloat = 12
  /// How much smaller each older card is than the one in front of it in the collapsed deck (sonner).
  static let scaleStep: CGFloat = 0.05
  /// The gap between cards in the expanded deck: 8 pt, the spacing of iOS's notification list
  /// and the reach of a card's standard shadow (radius 6, offset 2), so a card's shadow never
  /// falls on the next card.
  static let expandedSpacing: CGFloat = 8
  /// The smallest touch target of the collapsed deck's peeking strips: 44 pt, Apple's minimum hit target.
  static let minimumTouchTarget: CGFloat = 44

  /// The edge the deck is attached to.
  let edge: DeckEdge
  /// The deck's state, settled for its number of visible cards (an expanded deck of one is collapsed).
  let state: DeckState
  /// The container facts the layout was computed for.
  let container: DeckContainer
  /// One placement per card, front (newest) first.
  let cards: [DeckCardPlacement]

  /// Lays out `cards` (front first, measured at ``DeckContainer/cardWidth``; a repeated token keeps
  /// its first), showing at most `maximumVisible` (sonner's `visibleToasts`; below 1 counts as 1).
  init(edge: DeckEdge, container: DeckContainer, cards: [DeckCard], state: DeckState, maximumVisible: Int = 3)
  {
    var unique: [DeckCard] = []
    for card in cards where !unique.contains(where: { $0.token == card.token }) { unique.append(card) }
    let visibleCount = min(unique.count, max(1, maximumVisible))
    let settled = state.settled(visibleCount: visibleCount)
    self.edge = edge
    self.state = settled
    self.container = container
    let spans =
      settled == .collapsed
      ? DeckLayout.collapsedSpans(unique, visibleCount: visibleCount)
      : DeckLayout.expandedSpans(unique, visibleCount: visibleCount)
    let line = container.edgeLine(edge)
    let width = container.cardWidth
    let minX = container.insets.left
    self.cards = zip(unique.indices, spans).map { index, span in
      let card = unique[index]
      let height = card.safeHeight
      let centerY = line + edge.awayFromEdge * span.centerDistance
      let isVisible = index < visibleCount
      let isLive = isVisible && (settled == .expanded || index == 0)
      return DeckCardPlacement(
        token: card.token, edge: edge, index: index,
        frame: CGRect(
          origin: CGPoint(x: minX, y: centerY - height / 2), size: CGSize(width: width, height: height)),
        scale: span.scale, opacity: isVisible ? 1 : 0, concealedLength: span.concealed,
        showsContent: isLive, zIndex: unique.count - 1 - index, isInteractive: isLive)
    }
  }

  /// The visible cards (opacity above 0), front first.
  var visibleCards: [DeckCardPlacement] { cards.filter(\.isVisible) }

  /// Whether the deck holds a card's auto-hide timer: every card but the front of a collapsed
  /// deck (the cards behind cannot be read; an expanded deck pauses every timer). A card coming
  /// to the front resumes with the time it had left, which the queue keeps.
  func holdsTimer(of card: DeckCardPlacement) -> Bool { state == .expanded || card.index > 0 }

  func placement(of token: MessageToken) -> DeckCardPlacement? {
    cards.first { $0.token == token }
  }

  /// The rectangle around the visible part of every visible card at rest (`nil` when empty), for a
  /// dimming view or keeping content clear; touches use ``hitTest(_:frontTakesTaps:)`` instead.
  var extent: CGRect? {
    let frames = visibleCards.map(\.visibleFrame)
    guard let first = frames.first else { return nil }
    var minX = first.origin.x
    var minY = first.origin.y
    var maxX = minX + first.size.width
    var maxY = minY + first.size.height
    for frame in frames.dropFirst() {
      minX = min(minX, frame.origin.x)
      minY = min(minY, frame.origin.y)
      maxX = max(maxX, frame.origin.x + frame.size.width)
      maxY = max(maxY, frame.origin.y + frame.size.height)
    }
    return CGRect(origin: CGPoint(x: minX, y: minY), size: CGSize(width: maxX - minX, height: maxY - minY))
  }

  // MARK: - Spans

  /// A card's position along the axis away from the edge.
  private struct Span {
    /// The distance of the card's centre from the edge line.
    var centerDistance: CGFloat
    var scale: CGFloat
    var concealed: CGFloat
  }

  /// Collapsed: slot `k` (the card's index, or the last visible slot for hidden cards) ends
  /// `frontHeight + peek·k` from the edge line at scale `1 − step·k`; whatever would reach
  /// past the edge line is concealed.
  private static func collapsedSpans(_ cards: [DeckCard], visibleCount: Int) -> [Span] {
    let frontHeight = cards.first?.safeHeight ?? 0
    return cards.indices.map { index in
      let slot = min(index, max(0, visibleCount - 1))
      let scale = max(0, 1 - scaleStep * CGFloat(slot))
      let height = cards[index].safeHeight
      let far = frontHeight + peek * CGFloat(slot)
      let near = far - scale * height
      let concealed = near < 0 && scale > 0 ? min(height, -near / scale) : 0
      return Span(centerDistance: far - scale * height / 2, scale: scale, concealed: concealed)
    }
  }

  /// Expanded: each visible card starts where the previous one ended plus the spacing; hidden
  /// cards start where the last visible card starts.
  private static func expandedSpans(_ cards: [DeckCard], visibleCount: Int) -> [Span] {
    var next: CGFloat = 0
    var lastVisibleStart: CGFloat = 0
    return cards.indices.map { index in
      let height = cards[index].safeHeight
      let start: CGFloat
      if index < visibleCount {
        start = next
        lastVisibleStart = next
        next += height + expandedSpacing
      } else {
        start = lastVisibleStart
      }
      return Span(centerDistance: start + height / 2, scale: 1, concealed: 0)
    }
  }
}

/// One message in a deck, as the UIKit layer measures it.
struct DeckCard: Sendable {
  var token: MessageToken
  /// The card's height in points when laid out at ``DeckContainer/cardWidth``: the visible
  /// card body (for a `CardView`, its background view), without the transparent layout
  /// margins around it. Negative or non-finite heights count as 0.
  var height: CGFloat

  var safeHeight: CGFloat { height.nonNegativeFinite }
}
