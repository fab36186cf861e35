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

  @Test func marginsAddUpWhenNotCollapsed() {
    var container = DeckFacts.iPhone15
    container.collapsesMargins = false
    #expect(container.insets == LayoutInsets(top: 69, left: 10, bottom: 44, right: 10))
  }

  @Test func centredMessagesHaveNoDeck() {
    #expect(DeckEdge(.center) == nil)
    #expect(DeckEdge(.top) == .top)
    #expect(DeckEdge(.bottom) == .bottom)
  }
}
