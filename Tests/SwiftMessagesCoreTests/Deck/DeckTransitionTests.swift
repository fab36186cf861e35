import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckTransitionTests {
  // Newest first: #4 is the arriving card, then #3 (64 pt), #2 (88 pt), #1 (72 pt).
  private let arriving = DeckCard(token: DeckFacts.token(4), height: 72)
  private let a = DeckCard(token: DeckFacts.token(3), height: 64)
  private let b = DeckCard(token: DeckFacts.token(2), height: 88)
  private let c = DeckCard(token: DeckFacts.token(1), height: 72)

  private func deck(_ cards: [DeckCard], _ state: DeckState, _ edge: DeckEdge = .top) -> DeckLayout {
    DeckLayout(edge: edge, container: DeckFacts.iPhone15, cards: cards, state: state)
  }

  // MARK: - Expand and collapse

  @Test func expandingSpringsTheOlderCardsIntoTheList() {
    let from = deck([a, b, c], .collapsed)
    let to = deck([a, b, c], .expanded)
    let transition = Transition(from: from, to: to, style: .full)
    // The front card is already where the list starts.
    #expect(transition.keyframes(for: a.token).isEmpty)
    for card in [b, c] {
      let frames = transition.keyframes(for: card.token)
      #expect(frames.count == 1)
      #expect(frames.first?.start == from.placement(of: card.token))
      #expect(frames.first?.end == to.placement(of: card.token))
      #expect(frames.first?.curve == .spring(damping: 0.8))
      #expect(frames.first?.duration == 0.4)
      #expect(frames.first.map(transition.kind) == .move)
    }
    #expect(transition.duration == 0.4)
  }

  @Test func collapsingShrinksThemBackBehindTheFront() {
    let transition = Transition(
      from: deck([a, b, c], .expanded), to: deck([a, b, c], .collapsed), style: .full)
    let second = transition.keyframes(for: b.token)
    #expect(second.first?.start.scale == 1)
    #expect(second.first?.end.scale == 0.95)
    #expect(second.first?.end.showsContent == false)
  }

  @Test func reduceMotionExpandsByFadingOutAndInWithoutTravel() {
    let from = deck([a, b, c], .collapsed)
    let to = deck([a, b, c], .expanded)
    let frames = Transition(from: from, to: to, style: .crossFade).keyframes(for: b.token)
    #expect(frames.count == 2)
    guard frames.count == 2, let old = from.placement(of: b.token), let new = to.placement(of: b.token) else {
      return
    }
    // Out where it was: 0.2 s, ease-in.
    #expect(frames[0].start == old)
    #expect(Transition.sameGeometry(frames[0].end, old) && frames[0].end.opacity == 0)
    #expect(frames[0].delay == 0 && frames[0].duration == 0.2 && frames[0].curve == .easeIn)
    // In where it goes, once invisible: from 0.2 s, over 0.25 s.
    #expect(Transition.sameGeometry(frames[1].start, new) && frames[1].start.opacity == 0)
    #expect(frames[1].end == new)
    #expect(frames[1].delay == 0.2 && frames[1].duration == 0.25 && frames[1].curve == .easeInOut)
  }

  @Test func reduceMotionNeverMovesOrScalesAVisibleCard() {
    let layouts = [
      deck([a, b, c], .collapsed), deck([a, b, c], .expanded), deck([arriving, a, b, c], .collapsed),
      deck([b, c], .collapsed), deck([a, c], .expanded),
    ]
    for from in layouts {
      for to in layouts {
        for frame in Transition(from: from, to: to, style: .crossFade).keyframes {
          let visible = frame.start.opacity > 0 || frame.end.opacity > 0
          #expect(!visible || Transition.sameGeometry(frame.start, frame.end))
        }
      }
    }
  }

  @Test func reduceMotionFadesACardPushedPastTheMaximumOutWhereItWas() {
    let from = deck([a, b, c], .collapsed)
    let to = deck([arriving, a, b, c], .collapsed)
    let frames = Transition(from: from, to: to, style: .crossFade).keyframes(for: c.token)
    #expect(frames.count == 2)
    guard frames.count == 2, let old = from.placement(of: c.token), let new = to.placement(of: c.token) else {
      return
    }
    #expect(frames[0].start == old)
    #expect(Transition.sameGeometry(frames[0].end, old) && frames[0].end.opacity == 0)
    // Then it takes its waiting place at once, invisible.
    #expect(frames[1].start == new && frames[1].end == new)
    #expect(frames[1].delay == 0.2 && frames[1].duration == 0)
  }

  // MARK: - Arrival

  @Test func aNewFrontCardSlidesInFromAboveWhileTheOthersMoveBack() {
    let from = deck([a, b], .collapsed)
    let to = deck([arriving, a, b], .collapsed)
    let transition = Transition(from: from, to: to, style: .full)
    let entering = transition.keyframes(for: arriving.token)
    #expect(entering.count == 1)
    #expect(entering.first.map(transition.kind) == .enter)
    // 72 pt card resting at 59…131 starts at −72…0, just above the screen.
    #expect(entering.first.map { DeckFacts.rect($0.start.frame, is: (10, -72, 373, 72)) } == true)
    #expect(entering.first.map { DeckFacts.rect($0.end.frame, is: (10, 59, 373, 72)) } == true)
    #expect(entering.first?.curve == .spring(damping: 0.8))
    #expect(entering.first?.duration == 0.4)
    // The old front steps back to 95 % and hides its content; the second to 90 %.
    #expect(transition.keyframes(for: a.token).first?.end.scale == 0.95)
    #expect(transition.keyframes(for: a.token).first?.end.showsContent == false)
    #expect(transition.keyframes(for: b.token).first.map { DeckFacts.close($0.end.scale, 0.9) } == true)
  }

  @Test func aNewBottomCardRisesFromBelowTheScreen() {
    let transition = Transition(
      from: deck([a], .collapsed, .bottom), to: deck([arriving, a], .collapsed, .bottom), style: .full)
    // Resting at 746…818, it starts at 852, just below the screen.
    let start = transition.keyframes(for: arriving.token).first?.start.frame
    #expect(start.map { DeckFacts.rect($0, is: (10, 852, 373, 72)) } == true)
  }

  @Test func anArrivalOnAFullDeckFadesTheOldestOut() {
    let transition = Transition(
      from: deck([a, b, c], .collapsed), to: deck([arriving, a, b, c], .collapsed), style: .full)
    let oldest = transition.keyframes(for: c.token)
    #expect(oldest.first?.start.opacity == 1)
    #expect(oldest.first?.end.opacity == 0)
    #expect(oldest.first.map(transition.kind) == .move)
  }

  @Test func reduceMotionFadesTheNewCardInOverTheOldFront() {
    let transition = Transition(
      from: deck([a, b], .collapsed), to: deck([arriving, a, b], .collapsed), style: .crossFade)
    let entering = transition.keyframes(for: arriving.token)
    #expect(entering.count == 1)
    #expect(entering.first.map { Transition.sameGeometry($0.start, $0.end) } == true)
    #expect(entering.first?.start.opacity == 0)
    #expect(entering.first?.delay == 0)
    #expect(entering.first?.duration == 0.25)
    // The old front fades out of the front place meanwhile.
    #expect(transition.keyframes(for: a.token).first?.end.opacity == 0)
    #expect(transition.duration == 0.45)
  }

  // MARK: - Removal

  @Test func aLeavingFrontCardSlidesOutUpAndTheNextTakesItsPlace() {
    let from = deck([a, b, c], .collapsed)
    let transition = Transition(from: from, to: deck([b, c], .collapsed), style: .full)
    let leaving = transition.keyframes(for: a.token)
    #expect(leaving.first.map(transition.kind) == .exit)
    // 59…123 moves up by 123 to −64…0.
    #expect(leaving.first.map { DeckFacts.rect($0.end.frame, is: (10, -64, 373, 64)) } == true)
    #expect(leaving.first?.duration == 0.2)
    #expect(leaving.first?.curve == .easeIn)
    let next = transition.keyframes(for: b.token)
    #expect(next.first?.end.scale == 1)
    #expect(next.first.map { DeckFacts.rect($0.end.frame, is: (10, 59, 373, 88)) } == true)
    #expect(next.first?.end.showsContent == true)
    #expect(transition.duration == 0.4)
  }

  @Test func aLeavingBottomFrontCardSlidesDownOffTheScreen() {
    let transition = Transition(
      from: deck([a, b], .collapsed, .bottom), to: deck([b], .collapsed, .bottom), style: .full)
    // 754…818 moves down to start at the screen's bottom, 852.
    let end = transition.keyframes(for: a.token).first?.end.frame
    #expect(end.map { DeckFacts.rect($0, is: (10, 852, 373, 64)) } == true)
  }

  @Test func aLeavingCardBehindTheFrontFadesInPlace() {
    let from = deck([a, b, c], .expanded)
    let transition = Transition(from: from, to: deck([a, c], .expanded), style: .full)
    let leaving = transition.keyframes(for: b.token)
    #expect(leaving.first.map(transition.kind) == .exit)
    #expect(leaving.first.map { Transition.sameGeometry($0.start, $0.end) } == true)
    #expect(leaving.first?.end.opacity == 0)
    #expect(leaving.first?.duration == 0.2)
    // The card below moves up into the gap: 227 → 131.
    #expect(
      transition.keyframes(for: c.token).first.map { DeckFacts.close($0.end.frame.origin.y, 131) } == true)
    // The front card does not visibly change.
    #expect(transition.keyframes(for: a.token).isEmpty)
  }

  @Test func aWaitingCardFadesInWhenTheFrontLeaves() {
    let waiting = DeckCard(token: DeckFacts.token(9), height: 96)
    let transition = Transition(
      from: deck([a, b, c, waiting], .collapsed), to: deck([b, c, waiting], .collapsed), style: .full)
    let frames = transition.keyframes(for: waiting.token)
    #expect(frames.first?.start.opacity == 0)
    #expect(frames.first?.end.opacity == 1)
  }

  @Test func reduceMotionFadesTheLeavingFrontInPlace() {
    let transition = Transition(
      from: deck([a, b], .collapsed), to: deck([b], .collapsed), style: .crossFade)
    let leaving = transition.keyframes(for: a.token)
    #expect(leaving.first.map { Transition.sameGeometry($0.start, $0.end) } == true)
    #expect(leaving.first?.end.opacity == 0)
    #expect(leaving.first?.duration == 0.2)
  }

  @Test func noChangeNoKeyframes() {
    let layout = deck([a, b, c], .collapsed)
    #expect(Transition(from: layout, to: layout, style: .full).keyframes.isEmpty)
    #expect(Transition(from: layout, to: layout, style: .full).duration == 0)
  }
}

/// A layout-to-layout transition's keyframes, with helpers to read them.
private struct Transition {
  enum Kind { case enter, move, exit }

  var keyframes: [DeckKeyframe]
  let from: DeckLayout
  let to: DeckLayout

  init(from: DeckLayout, to: DeckLayout, style: CrossFadeMotion.Style) {
    keyframes = from.keyframes(to: to, style: style)
    self.from = from
    self.to = to
  }

  /// A keyframe's card enters (new in `to`), exits (gone from `to`) or moves.
  func kind(_ keyframe: DeckKeyframe) -> Kind {
    from.placement(of: keyframe.token) == nil
      ? .enter : to.placement(of: keyframe.token) == nil ? .exit : .move
  }

  static func sameGeometry(_ lhs: DeckCardPlacement, _ rhs: DeckCardPlacement) -> Bool {
    lhs.sameGeometry(rhs)
  }

  /// The keyframes of the card showing `token`, in order.
  func keyframes(for token: MessageToken) -> [DeckKeyframe] {
    keyframes.filter { $0.token == token }
  }

  /// When the last keyframe ends; 0 without keyframes.
  var duration: TimeInterval {
    keyframes.map { $0.delay + $0.duration }.max() ?? 0
  }
}
