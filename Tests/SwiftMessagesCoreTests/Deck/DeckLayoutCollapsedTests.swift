import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckLayoutCollapsedTests {
  private func layout(_ heights: [CGFloat], _ edge: DeckEdge = .top) -> DeckLayout {
    DeckLayout(edge: edge, container: DeckFacts.iPhone15, cards: DeckFacts.cards(heights), state: .collapsed)
  }

  @Test func theFrontCardSitsBelowTheDynamicIslandAtFullSize() {
    let front = layout([64, 88, 72]).cards[0]
    #expect(DeckFacts.rect(front.frame, is: (10, 59, 373, 64)))
    #expect(front.scale == 1)
    #expect(front.opacity == 1)
    #expect(front.showsContent)
    #expect(front.isInteractive)
    #expect(DeckFacts.rect(front.visibleFrame, is: (10, 59, 373, 64)))
  }

  @Test func olderCardsPeek12PointsEachAndShrinkByFivePercent() {
    let cards = layout([64, 88, 72]).cards
    // Second card: 95 % of 373 = 354.35 wide, centred; its far edge 12 pt below the front's.
    #expect(cards[1].scale == 0.95)
    #expect(DeckFacts.rect(cards[1].visibleFrame, is: (19.325, 59, 354.35, 76)))
    // Third card: 90 % = 335.7 wide; 72 × 0.9 = 64.8 tall, ending 24 pt below the front card.
    #expect(DeckFacts.close(cards[2].scale, 0.9))
    #expect(DeckFacts.rect(cards[2].visibleFrame, is: (28.65, 82.2, 335.7, 64.8)))
  }

  @Test func olderCardsHideTheirContentAndTakeNoTouches() {
    let cards = layout([64, 88, 72]).cards
    #expect(cards.map(\.showsContent) == [true, false, false])
    #expect(cards.map(\.isInteractive) == [true, false, false])
  }

  @Test func theNewestCardIsInFront() {
    let cards = layout([64, 88, 72, 96, 120]).cards
    #expect(cards.map(\.zIndex) == [4, 3, 2, 1, 0])
    #expect(cards.map(\.token.rawValue) == [5, 4, 3, 2, 1])
  }

  @Test func aTallerOlderCardIsMaskedAtTheDecksEdge() {
    // 88 × 0.95 = 83.6 on screen, but only 76 pt lie between the deck's edge and the card's
    // far edge: 7.6 pt on screen, 8 of the card's own points, are masked off its top.
    let card = layout([64, 88, 72]).cards[1]
    #expect(DeckFacts.close(card.concealedLength, 8))
    #expect(DeckFacts.close(card.frame.size.height, 88))
    #expect(DeckFacts.close(card.center.y, 93.2))
    // A shorter card needs no mask.
    #expect(layout([64, 88, 72]).cards[2].concealedLength == 0)
  }

  @Test func noCardReachesPastTheDecksEdgeIntoTheSafeArea() {
    let tall = layout([64, 120, 120, 120, 120]).cards
    for card in tall {
      #expect(card.visibleFrame.origin.y >= 59 - 0.001)
    }
    // The 120 pt card behind the 64 pt front: 76 pt of room at 95 % → 40 pt masked.
    #expect(DeckFacts.close(tall[1].concealedLength, 40))
  }

  @Test func extentGrowsByOnePeekPerVisibleCardUpToThree() {
    let heights: [CGFloat] = [64, 120, 88, 72, 96]
    let expected: [CGFloat] = [64, 76, 88, 88, 88]
    for n in 1...5 {
      let extent = layout(Array(heights.prefix(n))).extent
      #expect(extent.map { DeckFacts.rect($0, is: (10, 59, 373, expected[n - 1])) } == true, "n = \(n)")
    }
  }

  @Test func cardsBeyondThreeWaitInvisiblyBehindTheThird() {
    let cards = layout([64, 72, 80, 96, 120]).cards
    #expect(cards.map(\.opacity) == [1, 1, 1, 0, 0])
    #expect(cards.map(\.isVisible) == [true, true, true, false, false])
    for hidden in cards[3...] {
      #expect(DeckFacts.close(hidden.scale, 0.9))
      // Far edge with the third card's: 59 + 64 + 24 = 147.
      #expect(DeckFacts.close(hidden.visibleFrame.origin.y + hidden.visibleFrame.size.height, 147))
      #expect(!hidden.isInteractive)
      #expect(!hidden.showsContent)
    }
  }

  @Test func aBottomDeckIsTheMirrorImage() {
    let cards = layout([64, 88, 72], .bottom).cards
    // The home indicator's 34 pt: the deck stands on y = 818.
    #expect(DeckFacts.rect(cards[0].frame, is: (10, 754, 373, 64)))
    #expect(DeckFacts.rect(cards[1].visibleFrame, is: (19.325, 742, 354.35, 76)))
    #expect(DeckFacts.rect(cards[2].visibleFrame, is: (28.65, 730, 335.7, 64.8)))
    #expect(DeckFacts.close(cards[1].concealedLength, 8))
    #expect(layout([64, 88, 72], .bottom).extent.map { DeckFacts.rect($0, is: (10, 730, 373, 88)) } == true)
  }

  @Test func everyBottomCardReflectsItsTopCardBetweenTheEdgeLines() {
    let heights: [CGFloat] = [72, 120, 64, 96, 88]
    let top = layout(heights, .top).cards
    let bottom = layout(heights, .bottom).cards
    // The top deck hangs from y = 59, the bottom deck stands on y = 818.
    for (t, b) in zip(top, bottom) {
      let reflectedMinY = 59 + 818 - (t.visibleFrame.origin.y + t.visibleFrame.size.height)
      #expect(DeckFacts.close(b.visibleFrame.origin.y, reflectedMinY))
      #expect(DeckFacts.close(b.visibleFrame.size.height, t.visibleFrame.size.height))
      #expect(b.scale == t.scale)
      #expect(b.concealedLength == t.concealedLength)
    }
  }

  @Test func badInputFallsBackToSafeValues() {
    let cards = [
      DeckCard(token: DeckFacts.token(3), height: .nan), DeckCard(token: DeckFacts.token(2), height: 64),
      DeckCard(token: DeckFacts.token(3), height: 90),
    ]
    let layout = DeckLayout(
      edge: .top, container: DeckFacts.iPhone15, cards: cards, state: .collapsed, maximumVisible: 0)
    // The duplicate token is dropped, the NaN height is 0, at least one card shows.
    #expect(layout.cards.map(\.token.rawValue) == [3, 2])
    #expect(layout.cards[0].frame.size.height == 0)
    #expect(layout.cards.map(\.opacity) == [1, 0])
  }
}
