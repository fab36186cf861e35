import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct MessageStackingTests {
  @Test func stackingIsOffByDefaultAndKeepsOneAtATime() {
    #expect(MessageStacking.off.maximumVisible == 1)
  }

  @Test func aDeckShowsThreeByDefaultAndNeverFewerThanOne() {
    #expect(MessageStacking.deck().maximumVisible == 3)
    #expect(MessageStacking.deck(maximumVisible: 0).maximumVisible == 1)
    #expect(MessageStacking.deck(maximumVisible: -4).maximumVisible == 1)
  }

  @Test func switchingOffWhileADeckShowsHidesAllButTheNewest() {
    #expect(MessageStacking.off.overflow(["newest", "older", "oldest"]) == ["older", "oldest"])
    #expect(MessageStacking.off.overflow(["only"]).isEmpty)
  }

  @Test func loweringADecksMaximumHidesItsOldestCards() {
    #expect(MessageStacking.deck(maximumVisible: 2).overflow(["newest", "older", "oldest"]) == ["oldest"])
    #expect(MessageStacking.deck().overflow(["newest", "older", "oldest"]).isEmpty)
  }
}

@Suite struct MessageStackingExclusivityTests {
  @Test func centredMessagesShowAlone() {
    #expect(MessageStacking.isExclusive(placement: .center, dimIsModal: false))
    #expect(MessageStacking.isExclusive(placement: .center, dimIsModal: true))
  }

  @Test func aDimmedTopOrBottomMessageShowsAloneLikeACentredOne() {
    // Its dim would otherwise add up with the others', be scaled with its card and swallow the
    // touches meant for the cards behind it.
    #expect(MessageStacking.isExclusive(placement: .top, dimIsModal: true))
    #expect(MessageStacking.isExclusive(placement: .bottom, dimIsModal: true))
  }

  @Test func undimmedTopAndBottomMessagesStack() {
    #expect(!MessageStacking.isExclusive(placement: .top, dimIsModal: false))
    #expect(!MessageStacking.isExclusive(placement: .bottom, dimIsModal: false))
  }
}
