import Foundation
import Testing

@testable import SwiftMessagesCore

/// A card already showing its own skeleton, then the whole screen shown: one overlay per
/// screen region, so the screen's skeleton takes the card's over.
@Suite struct SkeletonTakeOverPlanTests {
  /// An iPhone 15 screen (393 x 852, safe area top 59): a title, and a card whose own skeleton
  /// was shown first (mark 1) with a name label and an avatar.
  private func screen(
    cardHasOwnSkeleton: Bool = true, cardMark: SkeletonMark? = SkeletonMark(isShown: true, sequence: 1)
  )
    -> SkeletonNode
  {
    let name = SkeletonNode(
      id: 3, kind: .text, frame: SkeletonRect(x: 72, y: 16, width: 273, height: 21), isSkeletonable: true)
    let avatar = SkeletonNode(
      id: 4, kind: .image, frame: SkeletonRect(x: 16, y: 16, width: 40, height: 40), isSkeletonable: true)
    let card = SkeletonNode(
      id: 2, frame: SkeletonRect(x: 16, y: 111, width: 361, height: 72), isSkeletonable: true,
      hasOwnSkeleton: cardHasOwnSkeleton, mark: cardMark, children: [name, avatar])
    let title = SkeletonNode(
      id: 1, kind: .text, frame: SkeletonRect(x: 16, y: 67, width: 361, height: 36), isSkeletonable: true)
    return SkeletonNode(
      id: 0, frame: SkeletonRect(width: 393, height: 852), isSkeletonable: true,
      mark: SkeletonMark(isShown: true, sequence: 2), children: [title, card])
  }

  @Test func anAncestorShownAfterADescendantTakesTheDescendantsSkeletonOver() {
    let plan = Skeletonizer.plan(for: screen())
    #expect(plan.adoptedSkeletonIDs == [2])
    // The card's content stays covered, now by the screen's skeleton.
    #expect(plan.leafIDs == [1, 3, 4])
  }

  @Test func aDescendantWithoutItsOwnSkeletonIsNotTakenOver() {
    #expect(
      Skeletonizer.plan(for: screen(cardHasOwnSkeleton: false, cardMark: nil)).adoptedSkeletonIDs.isEmpty)
  }

  @Test func theRootsOwnSkeletonIsNeverTakenOver() {
    let card = screen().children[1].with(frame: SkeletonRect(width: 361, height: 72))
    #expect(Skeletonizer.plan(for: card).adoptedSkeletonIDs.isEmpty)
  }

  @Test func aRevealedDescendantsSkeletonIsNotTakenOver() {
    // Hidden by a later hide on the card (mark 3) while its overlay is still fading out.
    let plan = Skeletonizer.plan(for: screen(cardMark: SkeletonMark(isShown: false, sequence: 3)))
    #expect(plan.adoptedSkeletonIDs.isEmpty)
  }

  @Test func aTableShowingItsOwnSkeletonKeepsItsCellsRatherThanBeingTakenOver() {
    let tree = screen().withChild(1) { $0.with(hasSkeletonDataSource: true) }
    let plan = Skeletonizer.plan(for: tree)
    #expect(plan.adoptedSkeletonIDs.isEmpty && plan.cellHostIDs.isEmpty)
  }
}
