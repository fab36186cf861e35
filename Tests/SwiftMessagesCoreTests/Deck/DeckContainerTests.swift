import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckContainerTests {
  @Test func cardsOnAPhoneSpanTheWidthInsideTheCardMargins() {
    #expect(DeckFacts.iPhone15.cardWidth == 373)
    #expect(DeckFacts.iPhone15.edgeLine(.top) == 59)
    #expect(DeckFacts.iPhone15.edgeLine(.bottom) == 818)
  }

  @Test func centredMessagesHaveNoDeck() {
    #expect(DeckEdge(.center) == nil)
    #expect(DeckEdge(.top) == .top)
    #expect(DeckEdge(.bottom) == .bottom)
  }
}
