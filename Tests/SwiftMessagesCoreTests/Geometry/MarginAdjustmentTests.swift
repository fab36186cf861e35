import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct MarginAdjustmentTests {
  /// A Dynamic Island iPhone in portrait.
  private let notchSafeArea = LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)

  @Test func collapseTakesTheLargerOfAdditionAndSafeArea() {
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 10), safeArea: notchSafeArea, collapse: true)
    #expect(margins == LayoutInsets(top: 59, left: 10, bottom: 34, right: 10))
  }

  @Test func noCollapseAddsAdditionAndSafeArea() {
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 20), safeArea: notchSafeArea, collapse: false)
    #expect(margins == LayoutInsets(top: 79, left: 20, bottom: 54, right: 20))
  }

  @Test func collapseKeepsAnAdditionLargerThanTheSafeArea() {
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(top: 70, left: 5, bottom: 12, right: 3),
      safeArea: LayoutInsets(top: 59, left: 8, bottom: 34, right: 1), collapse: true)
    #expect(margins == LayoutInsets(top: 70, left: 8, bottom: 34, right: 3))
  }

  @Test func safeAreaIsIgnoredWhenNotRespected() {
    let additions = LayoutInsets(top: 20, left: 10, bottom: 20, right: 10)
    #expect(
      MarginAdjustment.margins(
        additions: additions, safeArea: notchSafeArea, collapse: false, respectSafeArea: false)
        == additions)
    #expect(
      MarginAdjustment.margins(
        additions: additions, safeArea: notchSafeArea, collapse: true, respectSafeArea: false)
        == additions)
  }

  @Test func overStatusBarDropsOnlyTheTopSafeArea() {
    // iPhone 8 with a raised window: 20 pt status bar, landscape-like side insets for contrast.
    let safeArea = LayoutInsets(top: 20, left: 4, bottom: 6, right: 4)
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 20), safeArea: safeArea, collapse: false, overStatusBar: true)
    #expect(margins == LayoutInsets(top: 20, left: 24, bottom: 26, right: 24))
    let notOver = MarginAdjustment.margins(
      additions: LayoutInsets(all: 20), safeArea: safeArea, collapse: false, overStatusBar: false)
    #expect(notOver.top == 40)
  }

  @Test func bounceOffsetGoesToTheTopEdgeOnly() {
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 10), safeArea: .zero, collapse: false, bounceOffset: 5, bounceEdge: .top)
    #expect(margins == LayoutInsets(top: 15, left: 10, bottom: 10, right: 10))
  }

  @Test func bounceOffsetGoesToTheBottomEdgeOnly() {
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 10), safeArea: .zero, collapse: false, bounceOffset: 5, bounceEdge: .bottom
    )
    #expect(margins == LayoutInsets(top: 10, left: 10, bottom: 15, right: 10))
  }

  @Test func centerAndNoEdgeGetNoBounce() {
    let expected = LayoutInsets(all: 10)
    #expect(
      MarginAdjustment.margins(
        additions: expected, safeArea: .zero, collapse: false, bounceOffset: 5, bounceEdge: .center)
        == expected)
    #expect(
      MarginAdjustment.margins(additions: expected, safeArea: .zero, collapse: false, bounceOffset: 5)
        == expected)
  }

  @Test func bounceIsAddedAfterCollapsing() {
    // max(10, 59) + 5, not max(10 + 5, 59).
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 10), safeArea: notchSafeArea, collapse: true, bounceOffset: 5,
      bounceEdge: .top)
    #expect(margins.top == 64)
  }

  // MARK: Worked examples of reference §4.5

  @Test func messageViewNibOnADynamicIslandPhone() {
    // MessageView.xib: additions 20 on every edge, collapse NO, bounce 5, `.top`.
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 20), safeArea: notchSafeArea, collapse: false, bounceOffset: 5,
      bounceEdge: .top)
    #expect(margins.top == 84)
    #expect(margins == LayoutInsets(top: 84, left: 20, bottom: 54, right: 20))
  }

  @Test func cardViewNibOnADynamicIslandPhone() {
    // CardView.xib: additions 10, collapse YES, bounce 0 in the nib.
    let card = MarginAdjustment.margins(
      additions: LayoutInsets(all: 10), safeArea: notchSafeArea, collapse: true, bounceOffset: 0,
      bounceEdge: .top)
    #expect(card == LayoutInsets(top: 59, left: 10, bottom: 34, right: 10))
    // With a 5 pt bounce at the top the edge becomes 64.
    let bounced = MarginAdjustment.margins(
      additions: LayoutInsets(all: 10), safeArea: notchSafeArea, collapse: true, bounceOffset: 5,
      bounceEdge: .top)
    #expect(bounced.top == 64)
    #expect(bounced.bottom == 34)
  }
}
