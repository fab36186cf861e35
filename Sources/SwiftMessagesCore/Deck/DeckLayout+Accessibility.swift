import Foundation

extension DeckLayout {
  /// The deck's VoiceOver elements, newest first: every visible card in both states, an older
  /// collapsed card read with ``SwiftMessagesString/deckPosition(_:of:)`` and framed by its strip.
  /// A double tap acts at ``DeckAccessibilityElement/activationPoint`` through
  /// ``hitTest(_:frontTakesTaps:)``, so it lands on the card's own strip, never the front card.
  func accessibilityElements(frontTakesTaps: Bool = false) -> [DeckAccessibilityElement] {
    let visible = visibleCards
    let count = visible.count
    let stacked = state == .collapsed && count > 1
    return visible.enumerated().map { position, card in
      let frame = stacked ? peekFrame(of: position, in: visible) : card.visibleFrame
      let point = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
      var expands = false
      if case .deck = hitTest(point, frontTakesTaps: frontTakesTaps) { expands = true }
      return DeckAccessibilityElement(
        token: card.token, frame: frame, activationPoint: point,
        value: count > 1 ? SwiftMessagesString.deckPosition(position + 1, of: count).localized : nil,
        hint: expands ? SwiftMessagesString.expandDeckHint(count: count).localized : nil,
        collapseAction: state == .expanded && count > 1 ? SwiftMessagesString.collapseDeck.localized : nil)
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
