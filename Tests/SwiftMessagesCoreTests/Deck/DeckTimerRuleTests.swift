import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckTimerRuleTests {
  private let t1 = DeckFacts.token(1)
  private let t2 = DeckFacts.token(2)
  private let t3 = DeckFacts.token(3)
  private let t4 = DeckFacts.token(4)

  private func timers(_ state: DeckState, _ cards: [MessageToken], paused: [MessageToken])
    -> (pause: [MessageToken], resume: [MessageToken])
  {
    state.timers(cards) { paused.contains($0) }
  }

  @Test func onlyTheFrontCardsTimerRunsInACollapsedDeck() {
    let decision = timers(.collapsed, [t3, t2, t1], paused: [])
    #expect(decision.pause == [t2, t1] && decision.resume == [])
  }

  @Test func aNewFrontCardPausesTheOldFront() {
    // #3 was the front with its timer running; #4 arrives in front with its own timer.
    let decision = timers(.collapsed, [t4, t3, t2], paused: [t2])
    #expect(decision.pause == [t3] && decision.resume == [])
  }

  @Test func expandingPausesEveryTimer() {
    let decision = timers(.expanded, [t3, t2, t1], paused: [t2, t1])
    #expect(decision.pause == [t3] && decision.resume == [])
  }

  @Test func collapsingResumesTheFrontCard() {
    let decision = timers(.collapsed, [t3, t2, t1], paused: [t3, t2, t1])
    #expect(decision.pause == [] && decision.resume == [t3])
  }

  @Test func whenTheFrontGoesTheNextCardResumes() {
    let decision = timers(.collapsed, [t2, t1], paused: [t2, t1])
    #expect(decision.pause == [] && decision.resume == [t2])
  }

  @Test func aLoneCardLeftInAnExpandedDeckRuns() {
    let decision = timers(.expanded, [t1], paused: [t1])
    #expect(decision.pause == [] && decision.resume == [t1])
  }

  @Test func cardsThatLeftAreIgnored() {
    let decision = timers(.collapsed, [t2], paused: [t3])
    #expect(decision.pause.isEmpty && decision.resume.isEmpty)
    let none = timers(.collapsed, [], paused: [t1])
    #expect(none.pause.isEmpty && none.resume.isEmpty)
  }
}
