import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckLayoutExpandedTests {
  private func layout(
    _ heights: [CGFloat], _ edge: DeckEdge = .top, container: DeckContainer = DeckFacts.iPhone15
  ) -> DeckLayout {
    DeckLayout(edge: edge, container: container, cards: DeckFacts.cards(heights), state: .expanded)
  }

  @Test func cardsFormAListFromTheTopEdge8PointsApart() {
    let cards = layout([64, 88, 72]).cards
    #expect(DeckFacts.rect(cards[0].frame, is: (10, 59, 373, 64)))
    #expect(DeckFacts.rect(cards[1].frame, is: (10, 131, 373, 88)))
    #expect(DeckFacts.rect(cards[2].frame, is: (10, 227, 373, 72)))
    #expect(cards.allSatisfy { $0.scale == 1 && $0.opacity == 1 && $0.concealedLength == 0 })
    #expect(cards.allSatisfy { $0.showsContent && $0.isInteractive })
    #expect(layout([64, 88, 72]).extent.map { DeckFacts.rect($0, is: (10, 59, 373, 240)) } == true)
  }

  @Test func aBottomListGrowsUpFromTheHomeIndicator() {
    let cards = layout([64, 88, 72], .bottom).cards
    #expect(DeckFacts.rect(cards[0].frame, is: (10, 754, 373, 64)))
    #expect(DeckFacts.rect(cards[1].frame, is: (10, 658, 373, 88)))
    #expect(DeckFacts.rect(cards[2].frame, is: (10, 578, 373, 72)))
    #expect(layout([64, 88, 72], .bottom).extent.map { DeckFacts.rect($0, is: (10, 578, 373, 240)) } == true)
  }

  @Test func theNewestCardStaysInFront() {
    #expect(layout([64, 88, 72]).cards.map(\.zIndex) == [2, 1, 0])
  }

  @Test func extentAtOneToFiveCards() {
    let heights: [CGFloat] = [64, 120, 88, 72, 96]
    // 64; 64 + 8 + 120; … capped at three visible cards.
    let expected: [CGFloat] = [64, 192, 288, 288, 288]
    for n in 1...5 {
      let extent = layout(Array(heights.prefix(n))).extent
      #expect(extent.map { DeckFacts.rect($0, is: (10, 59, 373, expected[n - 1])) } == true, "n = \(n)")
    }
  }

  @Test func hiddenCardsWaitWhereTheThirdCardStarts() {
    let cards = layout([64, 72, 80, 96, 120]).cards
    #expect(cards.map(\.opacity) == [1, 1, 1, 0, 0])
    // Third card at 59 + 64 + 8 + 72 + 8 = 211.
    #expect(DeckFacts.close(cards[2].frame.origin.y, 211))
    #expect(DeckFacts.close(cards[3].frame.origin.y, 211))
    #expect(DeckFacts.close(cards[4].frame.origin.y, 211))
    #expect(!cards[3].isInteractive && !cards[4].isInteractive)
  }

  @Test func anExpandedDeckOfOneIsCollapsed() {
    let single = layout([64])
    #expect(single.state == .collapsed)
    #expect(layout([64, 88]).state == .expanded)
  }
}
