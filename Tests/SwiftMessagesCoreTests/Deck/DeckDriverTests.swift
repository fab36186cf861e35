import Foundation
import Testing

@testable import SwiftMessagesCore

/// The deck driver with the facts of cards presented in one view controller's view on an
/// iPhone 15 (393 × 852): each top card's body where its animator put it, 10 pt from the
/// sides, below the 59 pt Dynamic Island inset.
@Suite struct DeckDriverTests {
  private final class Container: Sendable {}
  private static let container = Container()
  private static let bounds = CGSize(width: 393, height: 852)

  private func card(_ n: UInt64, _ height: CGFloat, phase: MessagePhase = .shown, takesTaps: Bool = false)
    -> DeckDriver.Candidate
  {
    DeckDriver.Candidate(
      token: DeckFacts.token(n), edge: .top, phase: phase,
      container: ObjectIdentifier(Self.container), isInstalled: true,
      natural: CGRect(x: 10, y: 59, width: 373, height: height), bounds: Self.bounds, slot: Int(n),
      takesTaps: takesTaps)
  }

  /// A driver with stacking on and three top cards drawn (newest, 3, in front).
  private func drawn(_ cards: [DeckDriver.Candidate]) -> DeckDriver {
    let driver = DeckDriver()
    _ = driver.setStacking(.deck(), visible: [])
    _ = driver.update(cards)
    return driver
  }

  private var three: [DeckDriver.Candidate] { [card(3, 64), card(2, 88), card(1, 72)] }

  // MARK: - Defect 8: taps outside an expanded deck

  @Test func aTouchOutsideAnExpandedDeckCollapsesItAndItsFrontTimerRunsAgain() {
    let driver = drawn(three)
    // A tap on the collapsed deck (the front card's middle) expands it: every timer pauses.
    let expands = driver.tap(.top, at: CGPoint(x: 196, y: 91))
    #expect(expands)
    let expanded = driver.update(three)
    #expect(expanded.cards.map(\.pausesTimer) == [true, true, true])
    #expect(expanded.focus == DeckFacts.token(3))
    // A finger going down on the app below the deck (it passes through to the app).
    let collapses = driver.touchDown(.top, at: CGPoint(x: 196, y: 600), passedThrough: true, isTouch: true)
    #expect(collapses)
    let collapsed = driver.update(three)
    #expect(collapsed.cards.map(\.pausesTimer) == [false, true, true])
    #expect(collapsed.cards.map(\.isInteractive) == [true, false, false])
  }

  @Test func aTouchOnACardOfTheExpandedDeckOrAHoverKeepsItExpanded() {
    let driver = drawn(three)
    _ = driver.tap(.top, at: CGPoint(x: 196, y: 91))
    _ = driver.update(three)
    // The second card of the expanded list is at 131…219.
    _ = driver.touchDown(.top, at: CGPoint(x: 196, y: 150), passedThrough: true, isTouch: true)
    _ = driver.touchDown(.top, at: CGPoint(x: 196, y: 600), passedThrough: true, isTouch: false)
    let stillExpanded = driver.update(three)
    #expect(stillExpanded.cards.map(\.isInteractive) == [true, true, true])
  }

  @Test func aNewArrivalCollapsesAnExpandedDeck() {
    let driver = drawn(three)
    _ = driver.tap(.top, at: CGPoint(x: 196, y: 91))
    _ = driver.update(three)
    let update = driver.update([card(4, 64)] + three)
    #expect(update.cards.map(\.isInteractive) == [true, false, false, false])
    // The newest card's timer runs; the older ones stay paused.
    #expect(update.cards.map(\.pausesTimer) == [false, true, true, true])
  }

  @Test func anIdleExpandedDeckCollapses() throws {
    let driver = drawn(three)
    _ = driver.tap(.top, at: CGPoint(x: 196, y: 91))
    let timer = try #require(driver.update(three).idleTimers.first)
    #expect(DeckDriver.idleCollapse == 8)
    // A later touch restarts the delay: the earlier timer is stale.
    let touchedAgain = driver.touchDown(
      .top, at: CGPoint(x: 196, y: 150), passedThrough: false, isTouch: true)
    #expect(touchedAgain)
    let restarted = try #require(driver.update(three).idleTimers.first)
    let staleTimerCollapses = driver.idle(timer.edge, stamp: timer.stamp)
    #expect(staleTimerCollapses == false)
    let lastTimerCollapses = driver.idle(restarted.edge, stamp: restarted.stamp)
    #expect(lastTimerCollapses)
    let withVoiceOver = driver.update(three, voiceOverRunning: true)
    #expect(withVoiceOver.idleTimers.isEmpty)
  }

  // MARK: - Defect 10: cards behind the front hide in place

  @Test func aCardBehindTheFrontHidesByFadingInPlace() {
    let driver = drawn(three)
    let drawnAgain = driver.update(three)
    #expect(drawnAgain.cards.map(\.hidesInPlace) == [false, true, true])
    // Its animator then fades it where it is instead of sliding it across the front card.
    let plan = SlideMotion().hidePlan(
      height: 88, maxY: 135, edge: .top, restingAlpha: 1,
      style: CrossFadeMotion.Style.full.hiding(inPlace: true),
      crossFade: CrossFadeMotion())
    #expect(plan.movement == .none)
    #expect(plan.opacity.to == 0)
    // The middle card hides: its release fades its masking view out where it is.
    let update = driver.update([card(3, 64), card(2, 88, phase: .hiding), card(1, 72)])
    let release = update.releases.first { $0.token == DeckFacts.token(2) }
    #expect(release?.hidesInPlace == true)
    let fade = release?.steps.first
    #expect(fade?.end.opacity == 0)
    #expect(fade?.end.translationX == fade?.start?.translationX)
    #expect(fade?.end.translationY == fade?.start?.translationY)
    #expect(fade?.end.scale == fade?.start?.scale)
  }

  // MARK: - Defect 11: a card whose height changes

  @Test func aCardThatGrowsLaysTheDeckOutAgain() {
    let driver = drawn(three)
    #expect(
      !driver.needsLayout(
        DeckFacts.token(2), natural: CGRect(x: 10, y: 59, width: 373, height: 88), bounds: Self.bounds))
    // Dynamic Type grows the middle card's text: 88 → 120 pt.
    #expect(
      driver.needsLayout(
        DeckFacts.token(2), natural: CGRect(x: 10, y: 59, width: 373, height: 120), bounds: Self.bounds))
    _ = driver.tap(.top, at: CGPoint(x: 196, y: 91))
    let before = driver.update(three).cards[2].steps.last?.end.translationY ?? 0
    let after =
      driver.update([card(3, 64), card(2, 120), card(1, 72)]).cards[2].steps.last?.end.translationY
      ?? 0
    #expect(DeckFacts.close(after - before, 32))
  }

  // MARK: - Defect 12: concealment, switching off

  @Test func theConcealmentMovesWithTheCardInsteadOfJumping() {
    // A 200 pt card behind a 64 pt front card is concealed at its top in the collapsed deck.
    let tall = [card(3, 64), card(2, 200), card(1, 72)]
    let driver = DeckDriver()
    _ = driver.setStacking(.deck(), visible: [])
    let collapsed = driver.update(tall).cards[1].steps.first?.end.concealment
    #expect((collapsed?.origin.y ?? 0) > 59)
    _ = driver.tap(.top, at: CGPoint(x: 196, y: 91))
    // Expanding animates the concealment to the whole masking view with the card's spring.
    let step = driver.update(tall).cards[1].steps.first
    #expect(DeckFacts.rect(step?.end.concealment ?? .zero, is: (0, 0, 393, 852)))
    #expect(step?.duration == 0.4)
  }

  @Test func switchingTheDeckOffSpringsTheNewestCardBack() {
    let driver = drawn(three)
    _ = driver.tap(.top, at: CGPoint(x: 196, y: 91))
    _ = driver.update(three)
    let hidden = driver.setStacking(
      .off, visible: three.map { ($0.token, $0.phase) })
    #expect(hidden == [DeckFacts.token(2), DeckFacts.token(1)])
    let update = driver.update([card(3, 64), card(2, 88, phase: .hiding), card(1, 72, phase: .hiding)])
    let newest = update.releases.first { $0.token == DeckFacts.token(3) }
    #expect(newest?.hidesInPlace == false)
    #expect(newest?.steps.first?.duration == 0.4)
    let natural = newest?.steps.first?.end
    #expect(natural?.translationX == 0 && natural?.translationY == 0 && natural?.scale == 1)
    #expect(natural?.opacity == 1 && natural?.showsContent == true)
    #expect(DeckFacts.rect(natural?.concealment ?? .zero, is: (0, 0, 393, 852)))
  }

  @Test func aGoneCardIsForgottenOnceAndItsTimerResumes() {
    let driver = drawn(three)
    let hiding = driver.update([card(3, 64), card(2, 88, phase: .hiding), card(1, 72)])
    #expect(hiding.releases.map(\.token) == [DeckFacts.token(2)])
    #expect(hiding.cards.map(\.pausesTimer) == [false, true])
    #expect(hiding.gone.isEmpty)
    let update = driver.update([card(3, 64), card(1, 72)])
    #expect(update.gone == [DeckFacts.token(2)])
    #expect(update.releases.isEmpty)
    #expect(driver.update([card(3, 64), card(1, 72)]).gone.isEmpty)
  }

  @Test func masksMoveIntoStackingOrder() {
    // Newest (3) is at slot 1, below the older cards: all three go to the highest slot, lowest first.
    let cards = [card(3, 64), card(2, 88), card(1, 72)].enumerated().map { index, candidate in
      var moved = candidate
      moved.slot = [1, 2, 3][index]
      return moved
    }
    let driver = DeckDriver()
    _ = driver.setStacking(.deck(), visible: [])
    let misordered = driver.update(cards)
    #expect(misordered.moves.map { $0.token.rawValue } == [1, 2, 3])
    #expect(misordered.moves.map(\.index) == [3, 3, 3])
    let ordered = driver.update(three)
    #expect(ordered.moves.isEmpty)
  }
}

@Suite struct DeckOverlayTests {
  @Test func theDeckKeepsTheAppsValueUnderItsPosition() {
    // A HUD-like card reads "45 percent"; the deck adds "2 of 3".
    let element = DeckAccessibilityElement(
      token: DeckFacts.token(1), frame: .zero, activationPoint: .zero, value: "2 of 3", hint: nil,
      collapseAction: nil
    )
    // The card joins the deck: its own value, nothing written yet.
    var own = DeckOverlay.own("45 percent", written: nil, current: "45 percent")
    let first = element.value(over: own)
    #expect(first == "45 percent, 2 of 3")
    // The app updates its value while the card is in the deck.
    own = DeckOverlay.own(own, written: first, current: "80 percent")
    let second = element.value(over: own)
    #expect(second == "80 percent, 2 of 3")
    // It leaves: the app's latest value comes back, not the one it had when it joined.
    #expect(DeckOverlay.own(own, written: second, current: second) == "80 percent")
    // An app value set after the deck's last write stays.
    #expect(DeckOverlay.own(own, written: second, current: "Done") == "Done")
    // A card that never got a write keeps its own value.
    #expect(DeckOverlay.own("45 percent", written: nil, current: "Changed") == "45 percent")
  }

  @Test func theValueJoinsOnlyWhatIsNotEmpty() {
    func element(_ value: String?) -> DeckAccessibilityElement {
      DeckAccessibilityElement(
        token: DeckFacts.token(1), frame: .zero, activationPoint: .zero, value: value, hint: nil,
        collapseAction: nil)
    }
    #expect(element("2 of 3").value(over: nil) == "2 of 3")
    #expect(element("2 of 3").value(over: "") == "2 of 3")
    #expect(element(nil).value(over: "45 percent") == "45 percent")
    #expect(element("").value(over: "45 percent") == "45 percent")
    #expect(element("").value(over: "") == nil)
    #expect(element(nil).value(over: nil) == nil)
  }
}
