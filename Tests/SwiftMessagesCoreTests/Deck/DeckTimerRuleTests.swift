import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckTimerRuleTests {
  private let t1 = DeckFacts.token(1)
  private let t2 = DeckFacts.token(2)
  private let t3 = DeckFacts.token(3)
  private let t4 = DeckFacts.token(4)

  @Test func onlyTheFrontCardsTimerRunsInACollapsedDeck() {
    let decision = DeckTimerRule.decision(state: .collapsed, visible: [t3, t2, t1], paused: [])
    #expect(decision == DeckTimerRule.Decision(pause: [t2, t1], resume: []))
  }

  @Test func aNewFrontCardPausesTheOldFront() {
    // #3 was the front with its timer running; #4 arrives in front with its own timer.
    let decision = DeckTimerRule.decision(state: .collapsed, visible: [t4, t3, t2], paused: [t2])
    #expect(decision == DeckTimerRule.Decision(pause: [t3], resume: []))
  }

  @Test func expandingPausesEveryTimer() {
    let decision = DeckTimerRule.decision(state: .expanded, visible: [t3, t2, t1], paused: [t2, t1])
    #expect(decision == DeckTimerRule.Decision(pause: [t3], resume: []))
  }

  @Test func collapsingResumesTheFrontCard() {
    let decision = DeckTimerRule.decision(state: .collapsed, visible: [t3, t2, t1], paused: [t3, t2, t1])
    #expect(decision == DeckTimerRule.Decision(pause: [], resume: [t3]))
  }

  @Test func whenTheFrontGoesTheNextCardResumes() {
    let decision = DeckTimerRule.decision(state: .collapsed, visible: [t2, t1], paused: [t2, t1])
    #expect(decision == DeckTimerRule.Decision(pause: [], resume: [t2]))
  }

  @Test func aLoneCardLeftInAnExpandedDeckRuns() {
    let decision = DeckTimerRule.decision(state: .expanded, visible: [t1], paused: [t1])
    #expect(decision == DeckTimerRule.Decision(pause: [], resume: [t1]))
  }

  @Test func cardsThatLeftAreIgnored() {
    let decision = DeckTimerRule.decision(state: .collapsed, visible: [t2], paused: [t3])
    #expect(decision == DeckTimerRule.Decision())
    #expect(DeckTimerRule.decision(state: .collapsed, visible: [], paused: [t1]) == DeckTimerRule.Decision())
  }
}
