import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct LayoutInsetsTests {
  @Test func everyEdgeDefaultsToZero() {
    let insets = LayoutInsets()
    #expect(insets.top == 0)
    #expect(insets.left == 0)
    #expect(insets.bottom == 0)
    #expect(insets.right == 0)
    #expect(insets == .zero)
    #expect(LayoutInsets(top: 3) == LayoutInsets(top: 3, left: 0, bottom: 0, right: 0))
  }

  @Test func memberwiseInitKeepsEachEdgeInPlace() {
    let insets = LayoutInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.top == 1)
    #expect(insets.left == 2)
    #expect(insets.bottom == 3)
    #expect(insets.right == 4)
  }

  @Test func allSetsEveryEdge() {
    #expect(LayoutInsets(all: 7.5) == LayoutInsets(top: 7.5, left: 7.5, bottom: 7.5, right: 7.5))
  }

  @Test func anchorConstantsInsetTheBackgroundFromEveryEdge() {
    // A card background 10 pt in from the margins, 20 pt more at the bottom.
    let constants = LayoutInsets(top: 10, left: 10, bottom: 30, right: 10).anchorConstants
    #expect(constants == LayoutInsets(top: 10, left: 10, bottom: -30, right: -10))
    // A background 12 pt tall inside a 100 pt container ends 30 pt above its bottom.
    #expect(100 + constants.bottom == 70)
    #expect(LayoutInsets.zero.anchorConstants == .zero)
  }
}
