@testable import SwiftMessagesCore
import Testing

@Suite struct PresentationPlacementCornersTests {
  @Test func aTabRoundsTheCornersAwayFromItsEdge() {
    #expect(PresentationPlacement.top.leadingCorners == .bottom)
    #expect(PresentationPlacement.bottom.leadingCorners == .top)
  }

  @Test func aCentredTabHasNoAttachedEdgeAndRoundsEveryCorner() {
    #expect(PresentationPlacement.center.leadingCorners == .all)
  }
}
