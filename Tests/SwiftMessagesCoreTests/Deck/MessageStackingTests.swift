import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct MessageStackingTests {
  @Test func stackingIsOffByDefaultAndKeepsOneAtATime() {
    #expect(MessageStacking.off.maximumVisible == 1)
    #expect(MessageStacking.off.effectiveMaximumVisible(visibleCount: 0, centerVisible: false) == 1)
    #expect(MessageStacking.off.effectiveMaximumVisible(visibleCount: 1, centerVisible: false) == 1)
  }

  @Test func aDeckShowsThreeByDefaultAndNeverFewerThanOne() {
    #expect(MessageStacking.deck().maximumVisible == 3)
    #expect(MessageStacking.deck(maximumVisible: 0).maximumVisible == 1)
    #expect(
      MessageStacking.deck(maximumVisible: -4).effectiveMaximumVisible(visibleCount: 0, centerVisible: false)
        == 1)
  }

  @Test func messagesJoinTheDeckOneAtATimeUpToTheMaximum() {
    let deck = MessageStacking.deck()
    #expect(deck.effectiveMaximumVisible(visibleCount: 0, centerVisible: false) == 1)
    #expect(deck.effectiveMaximumVisible(visibleCount: 1, centerVisible: false) == 2)
    #expect(deck.effectiveMaximumVisible(visibleCount: 2, centerVisible: false) == 3)
    #expect(deck.effectiveMaximumVisible(visibleCount: 3, centerVisible: false) == 3)
  }

  @Test func aVisibleCenterMessageLetsNothingElseShow() {
    let deck = MessageStacking.deck()
    // A lone centre message (a HUD): nothing joins it.
    #expect(deck.effectiveMaximumVisible(visibleCount: 1, centerVisible: true) == 1)
    // A centre message over a deck of two top cards: the three stay, nothing new shows.
    #expect(deck.effectiveMaximumVisible(visibleCount: 3, centerVisible: true) == 3)
    #expect(deck.effectiveMaximumVisible(visibleCount: 2, centerVisible: true) == 2)
  }
}
