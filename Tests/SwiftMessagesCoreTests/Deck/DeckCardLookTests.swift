import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct DeckCardLookTests {
  /// A `CardView`'s body at the top of an iPhone 15: 10 pt from the sides, under the 59 pt
  /// safe area.
  private let frontBody = CGRect(x: 10, y: 59, width: 373, height: 64)
  private let size = CGSize(width: 393, height: 852)
  /// The centre of the full-screen masking view that carries the transform (of `size`).
  private let anchor = CGPoint(x: 196.5, y: 426)

  /// Maps `point` through `transform` about `anchor`, as UIKit does.
  private func apply(_ transform: DeckCardLook, _ point: CGPoint) -> CGPoint {
    CGPoint(
      x: anchor.x + transform.scale * (point.x - anchor.x) + transform.translationX,
      y: anchor.y + transform.scale * (point.y - anchor.y) + transform.translationY)
  }

  @Test func theFrontCardStaysWhereItsAnimatorPutIt() {
    let container = DeckContainer(front: frontBody, in: size)
    let layout = DeckLayout(
      edge: .top, container: container, cards: DeckFacts.cards([64, 88]), state: .collapsed)
    let front = layout.cards[0]
    #expect(DeckFacts.rect(front.frame, is: (10, 59, 373, 64)))
    let transform = DeckCardLook(placement: front, natural: frontBody, size: size)
    #expect(DeckFacts.close(transform.translationX, 0) && DeckFacts.close(transform.translationY, 0))
    #expect(transform.scale == 1)
  }

  @Test func aFrontCardPastTheEdgeStaysWhereItsAnimatorPutIt() {
    // A bundled MessageView / status line is pinned 5 pt past the edge for the bounce: a top
    // card's frame starts at y = −5, a bottom card's ends 5 pt below the container.
    let top = CGRect(x: 0, y: -5, width: 393, height: 140)
    let bottom = CGRect(x: 0, y: 852 - 140 + 5, width: 393, height: 140)
    for (edge, body) in [(DeckEdge.top, top), (.bottom, bottom)] {
      let layout = DeckLayout(
        edge: edge, container: .init(front: body, in: size), cards: DeckFacts.cards([140]),
        state: .collapsed)
      let front = layout.cards[0]
      #expect(
        DeckFacts.rect(front.frame, is: (body.origin.x, body.origin.y, body.size.width, body.size.height)))
      let transform = DeckCardLook(placement: front, natural: body, size: size)
      #expect(DeckFacts.close(transform.translationX, 0) && DeckFacts.close(transform.translationY, 0))
    }
  }

  @Test func matchingContainerLaysOutLikeTheCardViewDeck() {
    // The same deck as from the iPhone 15 safe area and CardView margins.
    let matching = DeckLayout(
      edge: .top, container: .init(front: frontBody, in: size), cards: DeckFacts.cards([64, 88, 72]),
      state: .collapsed)
    let reference = DeckLayout(
      edge: .top, container: DeckFacts.iPhone15, cards: DeckFacts.cards([64, 88, 72]), state: .collapsed)
    #expect(matching.cards == reference.cards)
  }

  @Test func anOlderCardMovesBehindTheFrontScaledAboutItsCentre() {
    // The second card (88 pt) sits naturally where the front does, at the top.
    let natural = CGRect(x: 10, y: 59, width: 373, height: 88)
    let layout = DeckLayout(
      edge: .top, container: .init(front: frontBody, in: size), cards: DeckFacts.cards([64, 88]),
      state: .collapsed)
    let placement = layout.cards[1]
    let transform = DeckCardLook(placement: placement, natural: natural, size: size)
    #expect(transform.scale == placement.scale)
    let center = apply(transform, CGPoint(x: natural.midX, y: natural.midY))
    #expect(DeckFacts.close(center.x, placement.center.x) && DeckFacts.close(center.y, placement.center.y))
    // Its far edge peeks 12 pt below the front card's.
    let bottom = apply(transform, CGPoint(x: natural.midX, y: natural.maxY))
    #expect(DeckFacts.close(bottom.y, 59 + 64 + 12))
  }

  @Test func anExpandedBottomCardGoesAboveTheFront() {
    let bottomBody = CGRect(x: 10, y: 852 - 34 - 10 - 64, width: 373, height: 64)
    let natural = CGRect(x: 10, y: 852 - 34 - 10 - 72, width: 373, height: 72)
    let layout = DeckLayout(
      edge: .bottom, container: .init(front: bottomBody, in: size), cards: DeckFacts.cards([64, 72]),
      state: .expanded)
    let transform = DeckCardLook(placement: layout.cards[1], natural: natural, size: size)
    #expect(transform.scale == 1)
    // 64 pt of front card and 8 pt of spacing above it.
    #expect(DeckFacts.close(transform.translationY, -72))
    #expect(DeckFacts.close(transform.translationX, 0))
  }
}
