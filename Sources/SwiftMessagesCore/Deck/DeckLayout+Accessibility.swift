import Foundation

extension DeckLayout {
  /// The deck's VoiceOver elements, in reading order: the newest card first, then the older
  /// ones (the UIKit layer sets them as the deck host's `accessibilityElements`).
  ///
  /// Every visible card is an element in both states, so a swipe moves through the whole
  /// deck even while it is collapsed: an older card there is read with its own label and its
  /// position (``SwiftMessagesString/deckPosition(_:of:)``, `"2 of 3"`), and its frame is the strip that peeks out. A double tap on any
  /// card of the collapsed deck expands it, like a tap; in the expanded deck it acts on the
  /// card, and every card offers ``SwiftMessagesString/collapseDeck`` (as does the escape gesture). Cards
  /// beyond the maximum visible are not elements. The newest card is announced when it
  /// arrives, like a single message.
  ///
  /// A double tap acts where VoiceOver taps, the element's ``DeckAccessibilityElement/activationPoint``
  /// (the middle of its frame), and ``hitTest(_:frontTakesTaps:)`` decides what it does there. So an older card's double tap lands on its own
  /// strip, never on the front card in front of it, and a front card with a tap handler of
  /// its own (`frontTakesTaps`) runs that handler, without the deck's hint.
  func accessibilityElements(frontTakesTaps: Bool = false) -> [DeckAccessibilityElement] {
    let visible = visibleCards
    let count = visible.count
    let stacked = state == .collapsed && count > 1
    return visible.enumerated().map { position, card in
      let frame = stacked ? peekFrame(of: position, in: visible) : card.visibleFrame
      let point = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
      let expands = hitTest(point, frontTakesTaps: frontTakesTaps) == .deck
      return DeckAccessibilityElement(
        token: card.token, frame: frame, activationPoint: point,
        value: count > 1 ? SwiftMessagesString.deckPosition(position + 1, of: count).localized : nil,
        hint: expands ? SwiftMessagesString.expandDeckHint(count: count).localized : nil,
        actions: state == .expanded && count > 1 ? [.collapse] : [])
    }
  }

  /// The part of a collapsed card not covered by the card in front of it: the whole front
  /// card, and for an older card the strip beyond the previous card's far edge.
  private func peekFrame(of position: Int, in visible: [DeckCardPlacement]) -> CGRect {
    let frame = visible[position].visibleFrame
    guard position > 0 else { return frame }
    let previous = visible[position - 1].visibleFrame
    let top: CGFloat
    let bottom: CGFloat
    switch edge {
    case .top:
      top = max(frame.origin.y, previous.origin.y + previous.size.height)
      bottom = frame.origin.y + frame.size.height
    case .bottom:
      top = frame.origin.y
      bottom = min(frame.origin.y + frame.size.height, previous.origin.y)
    }
    return CGRect(
      origin: CGPoint(x: frame.origin.x, y: top),
      size: CGSize(width: frame.size.width, height: max(0, bottom - top)))
  }
}
