import Foundation
import Testing

@testable import SwiftMessagesCore

/// Issue 26, defect 3: a feed card that clips with a corner radius (`clipsToBounds`,
/// `layer.cornerRadius = 12`) rounds the placeholders in its corners. SkeletonView is the spec:
/// it adds each placeholder layer to its view's layer, so the card's rounded clip cuts it.
@Suite struct SkeletonRoundedClipTests {
  /// A card 361 x 240 at 16 pt margins on an iPhone 15 (393 pt wide), under a 59-pt top
  /// inset: a full-width hero image at its top, a 40-pt round avatar and a title below it.
  private func feed(heroX: Double = 0) -> SkeletonNode {
    let hero = SkeletonNode(
      id: 2, kind: .image, frame: SkeletonRect(x: heroX, y: 0, width: 361, height: 160), isSkeletonable: true)
    let avatar = SkeletonNode(
      id: 3, kind: .image, frame: SkeletonRect(x: 12, y: 172, width: 40, height: 40), isSkeletonable: true,
      cornerRadius: 20)
    let title = SkeletonNode(
      id: 4, kind: .other, frame: SkeletonRect(x: 64, y: 180, width: 281, height: 20), isSkeletonable: true)
    let card = SkeletonNode(
      id: 1, frame: SkeletonRect(x: 16, y: 59, width: 361, height: 240), isSkeletonable: true,
      cornerRadius: 12,
      clipsToBounds: true, children: [hero, avatar, title])
    return SkeletonNode(
      id: 0, frame: SkeletonRect(width: 393, height: 852), isSkeletonable: true, children: [card])
  }

  private let corners: [SkeletonShape.Corner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]

  private func shape(_ id: Int, in root: SkeletonNode) throws -> SkeletonShape {
    try #require(Skeletonizer.plan(for: root).shapes.first { $0.nodeID == id })
  }

  @Test func theHeroImageTakesTheCardsRoundedTopCornersAsSkeletonViewDraws() throws {
    let hero = try shape(2, in: feed())
    #expect(hero.rect == SkeletonRect(x: 16, y: 59, width: 361, height: 160))
    #expect(hero.radius(at: .topLeft) == 12 && hero.radius(at: .topRight) == 12)
    #expect(hero.radius(at: .bottomLeft) == 0 && hero.radius(at: .bottomRight) == 0)
  }

  @Test func aHeroWiderThanTheCardIsCutAndStillRounded() throws {
    // One point of overflow on the left: the cut corner sits on the card's corner.
    let hero = try shape(2, in: feed(heroX: -1))
    #expect(hero.rect.minX == 16)
    #expect(hero.radius(at: .topLeft) == 12)
  }

  @Test func placeholdersAwayFromTheCornersKeepTheirOwnRadius() throws {
    let root = feed()
    // The avatar is 12 pt in from the left and 172 pt down: outside the corner's arc.
    let avatar = try shape(3, in: root)
    #expect(corners.allSatisfy { avatar.radius(at: $0) == 20 })
    let title = try shape(4, in: root)
    #expect(corners.allSatisfy { title.radius(at: $0) == 0 })
  }

  @Test func aPlaceholderInsetInsideTheArcGetsTheConcentricRadius() {
    // 4 pt in from a 12-pt corner: 8 pt, the arc about the same centre.
    let clip = SkeletonShape(rect: SkeletonRect(width: 100, height: 100), cornerRadius: 12, nodeID: 1)
    let inset = SkeletonShape(rect: SkeletonRect(x: 4, y: 4, width: 50, height: 20), nodeID: 2)
    #expect(inset.clipped(to: clip)?.radius(at: .topLeft) == 8)
    #expect(inset.clipped(to: clip)?.radius(at: .topRight) == 0)
  }

  @Test func theOutlineDrawsEachCornerWithItsRadius() throws {
    let hero = try shape(2, in: feed())
    let arcs = hero.outline.compactMap { command -> Double? in
      guard case .arc(_, let radius, _, _, _) = command else { return nil }
      return radius
    }
    #expect(arcs.sorted() == [0, 0, 12, 12])
    // An undrawable shape has no outline.
    #expect(SkeletonShape(rect: SkeletonRect(width: 0, height: 10), nodeID: 9).outline.isEmpty)
  }
}
