import Foundation

/// What a touch at a point of the container lands on (see ``DeckLayout/hitTest(_:frontTakesTaps:)``).
enum DeckHit: Sendable {
  /// Outside the deck: the touch passes through to what is behind the messages.
  case outside
  /// The deck as a whole. Collapsed with two or more cards: any point on it but a front card with
  /// its own tap handler (a 12 pt strip is too small to aim at); a tap expands, while swipes and
  /// controls still reach the front card (UIKit favours a control over a superview's tap
  /// recognizer). Expanded: a gap between cards, kept from what is behind; a tap collapses.
  case deck
  /// A card that takes its own touches: its tap handler, its controls, its swipe. The only
  /// card of a deck of one, a collapsed deck's front card with a tap handler of its own, or
  /// any visible card of an expanded deck.
  case card(MessageToken)
}

extension DeckLayout {
  /// What a touch at `point` (container coordinates) lands on; only visible, unmasked parts count,
  /// front first.
  func hitTest(_ point: CGPoint, frontTakesTaps: Bool = false) -> DeckHit {
    let visible = visibleCards
    let hitCard = visible.first { DeckLayout.contains($0.visibleFrame, point) }
    switch state {
    case .collapsed:
      guard let hitCard else {
        return stripTarget.map { DeckLayout.contains($0, point) } == true ? .deck : .outside
      }
      if visible.count == 1 || (frontTakesTaps && hitCard.index == 0) { return .card(hitCard.token) }
      return .deck
    case .expanded:
      if let hitCard { return .card(hitCard.token) }
      guard let extent, DeckLayout.contains(extent, point) else { return .outside }
      return .deck
    }
  }

  /// The touch target of a collapsed deck's peeking strips, at least ``minimumTouchTarget`` deep
  /// (two strips are 24 pt); `nil` unless the collapsed deck shows two cards or more.
  var stripTarget: CGRect? {
    let visible = visibleCards
    guard state == .collapsed, visible.count > 1, let extent else { return nil }
    let front = visible[0].visibleFrame
    let frontFar = edge == .top ? front.origin.y + front.size.height : front.origin.y
    let deckFar = edge == .top ? extent.origin.y + extent.size.height : extent.origin.y
    let depth = max(abs(deckFar - frontFar), DeckLayout.minimumTouchTarget)
    let minY = edge == .top ? frontFar : frontFar - depth
    return CGRect(
      origin: CGPoint(x: front.origin.x, y: minY), size: CGSize(width: front.size.width, height: depth))
  }

  /// The area the deck takes touches in besides its cards (a view behind them): between the
  /// cards of the expanded deck (its ``extent``), the ``stripTarget`` of the collapsed one;
  /// `nil` when there is nothing to catch (a deck of one).
  var touchArea: CGRect? {
    state == .expanded ? extent : stripTarget
  }

  /// Whether `point` lies in `rect`, edges at the minimum included and at the maximum excluded
  /// (so two adjacent rectangles never both claim a point). Stored members only: `CGRect`'s
  /// computed ones live in CoreGraphics on Apple systems.
  static func contains(_ rect: CGRect, _ point: CGPoint) -> Bool {
    point.x >= rect.origin.x && point.x < rect.origin.x + rect.size.width && point.y >= rect.origin.y
      && point.y < rect.origin.y + rect.size.height
  }
}
