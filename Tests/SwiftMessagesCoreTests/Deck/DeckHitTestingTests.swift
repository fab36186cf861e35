import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckHitTestingTests {
  private func layout(_ heights: [CGFloat], _ state: DeckState, _ edge: DeckEdge = .top) -> DeckLayout {
    DeckLayout(edge: edge, container: DeckFacts.iPhone15, cards: DeckFacts.cards(heights), state: state)
  }

  @Test func aCollapsedDeckIsOneTarget() {
    // Front card 59…123, second card's strip 123…135, third's 135…147.
    let deck = layout([64, 88, 72], .collapsed)
    #expect(deck.hitTest(CGPoint(x: 196, y: 90)) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 130)) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 146)) == .deck)
  }

  @Test func aFrontCardWithItsOwnTapHandlerKeepsItsTapsAndTheStripsExpand() {
    // Front card 59…123 has a tap handler: a tap on it is the card's, not the deck's, so it
    // runs the handler without expanding the deck; the peeking strips still expand it.
    let deck = layout([64, 88, 72], .collapsed)
    #expect(deck.hitTest(CGPoint(x: 196, y: 90), frontTakesTaps: true) == .card(DeckFacts.token(3)))
    #expect(deck.state.afterTap(on: deck.hitTest(CGPoint(x: 196, y: 90), frontTakesTaps: true)) == .collapsed)
    #expect(deck.hitTest(CGPoint(x: 196, y: 130), frontTakesTaps: true) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 146), frontTakesTaps: true) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 200), frontTakesTaps: true) == .outside)
  }

  @Test func touchesOutsideACollapsedDeckPassThrough() {
    let deck = layout([64, 88, 72], .collapsed)
    // The strips end at 147; their 44 pt target at 167.
    #expect(deck.hitTest(CGPoint(x: 196, y: 167)) == .outside)
    #expect(deck.hitTest(CGPoint(x: 196, y: 30)) == .outside)
    // Beside the narrower strips (the second card starts at x = 19.3, the third at 28.7) the
    // target is as wide as the front card, 10…383.
    #expect(deck.hitTest(CGPoint(x: 15, y: 130)) == .deck)
    #expect(deck.hitTest(CGPoint(x: 5, y: 130)) == .outside)
    #expect(deck.hitTest(CGPoint(x: 25, y: 130)) == .deck)
  }

  @Test func aLoneCardTakesItsOwnTouches() {
    let deck = layout([64], .collapsed)
    #expect(deck.hitTest(CGPoint(x: 196, y: 90)) == .card(DeckFacts.token(1)))
    #expect(deck.hitTest(CGPoint(x: 196, y: 130)) == .outside)
  }

  @Test func anExpandedDeckHitsCardsAndTakesItsGaps() {
    // Cards at 59…123, 131…219, 227…299.
    let deck = layout([64, 88, 72], .expanded)
    #expect(deck.hitTest(CGPoint(x: 196, y: 90)) == .card(DeckFacts.token(3)))
    #expect(deck.hitTest(CGPoint(x: 196, y: 150)) == .card(DeckFacts.token(2)))
    #expect(deck.hitTest(CGPoint(x: 196, y: 298)) == .card(DeckFacts.token(1)))
    #expect(deck.hitTest(CGPoint(x: 196, y: 127)) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 300)) == .outside)
    #expect(deck.hitTest(CGPoint(x: 5, y: 90)) == .outside)
  }

  @Test func hiddenCardsAreNeverHit() {
    // The fourth card waits invisibly on top of the third's place.
    let deck = layout([64, 72, 80, 96], .expanded)
    #expect(deck.hitTest(CGPoint(x: 196, y: 215)) == .card(DeckFacts.token(2)))
  }

  @Test func aBottomDeckMirrorsItsTargets() {
    // Front card 754…818, strips 742…754 and 730…742.
    let deck = layout([64, 88, 72], .collapsed, .bottom)
    #expect(deck.hitTest(CGPoint(x: 196, y: 735)) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 725)) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 709)) == .outside)
    #expect(deck.hitTest(CGPoint(x: 196, y: 830)) == .outside)
  }

  @Test func aTapOnTheCollapsedDeckExpandsIt() {
    #expect(DeckState.collapsed.afterTap(on: .deck) == .expanded)
    #expect(DeckState.collapsed.afterTap(on: .card(DeckFacts.token(1))) == .collapsed)
    #expect(DeckState.collapsed.afterTap(on: .outside) == .collapsed)
  }

  @Test func aTapOffTheCardsCollapsesTheExpandedDeck() {
    #expect(DeckState.expanded.afterTap(on: .card(DeckFacts.token(1))) == .expanded)
    #expect(DeckState.expanded.afterTap(on: .deck) == .collapsed)
    #expect(DeckState.expanded.afterTap(on: .outside) == .collapsed)
  }

  // Defect 9: the peeking strips (24 pt for two) take a 44 pt touch target.
  @Test func thePeekingStripsTakeA44PointTarget() {
    let deck = DeckLayout(
      edge: .top, container: DeckFacts.iPhone15, cards: DeckFacts.cards([64, 88, 72]), state: .collapsed)
    // The front card ends at 123, the strips at 147; the target reaches 123 + 44 = 167.
    #expect(deck.hitTest(CGPoint(x: 196, y: 160)) == .deck)
    #expect(deck.hitTest(CGPoint(x: 196, y: 168)) == .outside)
    #expect(deck.touchArea.map { DeckFacts.rect($0, is: (10, 123, 373, 44)) } == true)
    let bottom = DeckLayout(
      edge: .bottom, container: DeckFacts.iPhone15, cards: DeckFacts.cards([64, 88]), state: .collapsed)
    // The bottom front card starts at 754; the target reaches 44 pt above it.
    #expect(bottom.hitTest(CGPoint(x: 196, y: 712)) == .deck)
    #expect(bottom.hitTest(CGPoint(x: 196, y: 709)) == .outside)
  }
}
