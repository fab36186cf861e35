import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckAccessibilityTests {
  private func layout(_ heights: [CGFloat], _ state: DeckState, _ edge: DeckEdge = .top) -> DeckLayout {
    DeckLayout(edge: edge, container: DeckFacts.iPhone15, cards: DeckFacts.cards(heights), state: state)
  }

  @Test func voiceOverReadsTheNewestFirstThenTheOlderCards() {
    let elements = layout([64, 88, 72, 96], .collapsed).accessibilityElements()
    // The fourth card is beyond the three visible: not an element.
    #expect(elements.map(\.token.rawValue) == [4, 3, 2])
    #expect(elements.map(\.value) == ["1 of 3", "2 of 3", "3 of 3"])
  }

  @Test func collapsedCardsAreReachableThroughTheirStrips() {
    let deck = layout([64, 88, 72], .collapsed)
    let elements = deck.accessibilityElements()
    #expect(DeckFacts.rect(elements[0].frame, is: (10, 59, 373, 64)))
    #expect(DeckFacts.rect(elements[1].frame, is: (19.325, 123, 354.35, 12)))
    #expect(DeckFacts.rect(elements[2].frame, is: (28.65, 135, 335.7, 12)))
    #expect(elements.allSatisfy { deck.hitTest($0.activationPoint) == .deck && $0.collapseAction == nil })
    #expect(elements.allSatisfy { $0.hint == "Double-tap to show all 3 messages." })
  }

  @Test func bottomStripsLieAboveTheCardInFront() {
    let elements = layout([64, 88, 72], .collapsed, .bottom).accessibilityElements()
    #expect(DeckFacts.rect(elements[1].frame, is: (19.325, 742, 354.35, 12)))
    #expect(DeckFacts.rect(elements[2].frame, is: (28.65, 730, 335.7, 12)))
  }

  @Test func expandedCardsActOnThemselvesAndOfferCollapse() {
    let deck = layout([64, 88, 72], .expanded)
    let elements = deck.accessibilityElements()
    #expect(DeckFacts.rect(elements[1].frame, is: (10, 131, 373, 88)))
    #expect(
      elements.allSatisfy {
        deck.hitTest($0.activationPoint) == .card($0.token) && $0.collapseAction == "Collapse messages"
          && $0.hint == nil
      })
  }

  @Test func aLoneCardReadsLikeASingleMessage() {
    let deck = layout([64], .collapsed)
    let elements = deck.accessibilityElements()
    #expect(elements.count == 1)
    #expect(elements[0].value == nil)
    #expect(elements[0].hint == nil)
    #expect(deck.hitTest(elements[0].activationPoint) == .card(DeckFacts.token(1)))
    #expect(elements[0].collapseAction == nil)
  }

  // Defect 9: VoiceOver on an older card ran the front card's action.
  @Test func anOlderCardsDoubleTapLandsOnItsOwnStripNotOnTheFrontCard() {
    let deck = layout([64, 88, 72], .collapsed)
    let elements = deck.accessibilityElements(frontTakesTaps: true)
    let front = deck.cards[0].visibleFrame
    for element in elements.dropFirst() {
      let point = element.activationPoint
      #expect(!DeckLayout.contains(front, point))
      #expect(deck.hitTest(point, frontTakesTaps: true) == .deck)
    }
    // The second card's strip is 123…135: VoiceOver taps its middle.
    #expect(DeckFacts.close(elements[1].activationPoint.y, 129))
  }

  @Test func aFrontCardWithItsOwnTapHandlerActsOnItselfWithoutTheDeckHint() {
    let deck = layout([64, 88, 72], .collapsed)
    let elements = deck.accessibilityElements(frontTakesTaps: true)
    #expect(deck.hitTest(elements[0].activationPoint, frontTakesTaps: true) == .card(DeckFacts.token(3)))
    #expect(elements[0].hint == nil)
    #expect(elements[1].hint == "Double-tap to show all 3 messages.")
  }
}
