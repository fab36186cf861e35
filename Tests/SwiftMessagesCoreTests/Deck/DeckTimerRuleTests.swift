import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckTimerRuleTests {
  /// Whether the deck holds each card's timer, front first, for cards of the given heights.
  private func holds(_ state: DeckState, _ heights: [CGFloat], maximumVisible: Int = 3) -> [Bool] {
    let layout = DeckLayout(
      edge: .top, container: DeckFacts.iPhone15, cards: DeckFacts.cards(heights), state: state,
      maximumVisible: maximumVisible)
    return layout.cards.map { layout.holdsTimer(of: $0) }
  }

  @Test func onlyTheFrontCardsTimerRunsInACollapsedDeck() {
    #expect(holds(.collapsed, [64, 88, 72]) == [false, true, true])
  }

  @Test func cardsWaitingBeyondTheMaximumArePausedToo() {
    #expect(holds(.collapsed, [64, 88, 72, 96]) == [false, true, true, true])
    #expect(holds(.expanded, [64, 88, 72, 96]) == [true, true, true, true])
  }

  @Test func expandingPausesEveryTimer() {
    #expect(holds(.expanded, [64, 88, 72]) == [true, true, true])
  }

  @Test func aLoneCardLeftInAnExpandedDeckRuns() {
    #expect(holds(.expanded, [72]) == [false])
    // One visible card (the maximum is 1): nothing to expand, the front runs.
    #expect(holds(.expanded, [72, 64], maximumVisible: 1) == [false, true])
  }

  @Test func theDriverPausesAndResumesWithTheDeck() {
    final class Container: Sendable {}
    let container = Container()
    func card(_ n: UInt64, phase: MessagePhase = .shown) -> DeckDriver.Candidate {
      DeckDriver.Candidate(
        token: DeckFacts.token(n), edge: .top, phase: phase, container: ObjectIdentifier(container),
        isInstalled: true, natural: CGRect(x: 10, y: 59, width: 373, height: 64),
        bounds: CGSize(width: 393, height: 852), slot: Int(n), takesTaps: false)
    }
    let driver = DeckDriver()
    _ = driver.setStacking(.deck(), visible: [])
    #expect(driver.update([card(3), card(2), card(1)]).cards.map(\.pausesTimer) == [false, true, true])
    // The front card goes: the next one comes to the front and runs again.
    let update = driver.update([card(3, phase: .hiding), card(2), card(1)])
    #expect(update.cards.map(\.pausesTimer) == [false, true])
  }
}
