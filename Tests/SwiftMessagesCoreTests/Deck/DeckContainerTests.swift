import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckContainerTests {
  @Test func cardsOnAPhoneSpanTheWidthInsideTheCardMargins() {
    let container = DeckFacts.iPhone15
    #expect(container.insets == LayoutInsets(top: 59, left: 10, bottom: 34, right: 10))
    #expect(container.cardWidth == 373)
  }

  @Test func landscapeSideInsetsWinOverTheMargins() {
    let container = DeckFacts.iPhone15Landscape
    #expect(container.insets == LayoutInsets(top: 10, left: 59, bottom: 21, right: 59))
    #expect(container.cardWidth == 734)
  }

  @Test func regularWidthCardsAreCappedAt500AndCentred() {
    let layout = DeckLayout(
      edge: .top, container: DeckFacts.iPadPro11, cards: DeckFacts.cards([64]), state: .collapsed)
    #expect(DeckFacts.iPadPro11.cardWidth == 500)
    // (834 − 500) / 2 = 167 on either side.
    #expect(DeckFacts.rect(layout.cards[0].frame, is: (167, 24, 500, 64)))
  }

  @Test func marginsAddUpWhenNotCollapsed() {
    var container = DeckFacts.iPhone15
    container.collapsesMargins = false
    #expect(container.insets == LayoutInsets(top: 69, left: 10, bottom: 44, right: 10))
  }

  @Test func aBottomDeckStandsOnTheKeyboard() {
    var container = DeckFacts.iPhone15
    container.keyboardOverlap = 336
    let layout = DeckLayout(
      edge: .bottom, container: container, cards: DeckFacts.cards([64]), state: .collapsed)
    // 852 − 336 = 516 is the keyboard's top; the card ends there.
    #expect(DeckFacts.rect(layout.cards[0].frame, is: (10, 452, 373, 64)))
  }

  @Test func centredMessagesHaveNoDeck() {
    #expect(DeckEdge(.center) == nil)
    #expect(DeckEdge(.top) == .top)
    #expect(DeckEdge(.bottom) == .bottom)
  }
}
