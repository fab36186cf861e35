import Foundation
import Testing

@testable import SwiftMessagesCore

/// Horizontal placement: every line is aligned, and right-to-left layouts mirror both the
/// natural alignment and the padding.
@Suite struct SkeletonTextAlignmentTests {
  private func lines(
    _ style: SkeletonTextStyle, height: Double = 65, padding: LayoutInsets = .zero
  ) -> [SkeletonRect] {
    SkeletonTextLayout.lines(width: 200, height: height, style: style, padding: padding)
  }

  @Test(arguments: [
    (SkeletonTextAlignment.left, TextLayoutDirection.leftToRight, 0.0),
    (.natural, .leftToRight, 0),
    (.justified, .leftToRight, 0),
    (.center, .leftToRight, 30),
    (.right, .leftToRight, 60),
    (.natural, .rightToLeft, 60),
    (.justified, .rightToLeft, 60),
    (.left, .rightToLeft, 0),
    (.right, .rightToLeft, 60),
    (.center, .rightToLeft, 30),
  ])
  func singleLinePosition(
    alignment: SkeletonTextAlignment, direction: TextLayoutDirection, expectedX: Double
  ) {
    let style = SkeletonTextStyle(alignment: alignment, layoutDirection: direction)
    #expect(lines(style, height: 15) == [SkeletonRect(x: expectedX, y: 0, width: 140, height: 15)])
  }

  @Test func rightAlignmentAlignsEveryLineToTheTrailingEdge() {
    let result = lines(SkeletonTextStyle(alignment: .right))
    #expect(result.count == 3)
    #expect(Set(result.map(\.maxX)) == [200])
    #expect(result.map(\.x) == [0, 0, 60])
  }

  @Test func centreAlignmentSharesOneCentre() {
    let result = lines(SkeletonTextStyle(alignment: .center), padding: LayoutInsets(left: 10, right: 30))
    #expect(Set(result.map { $0.x + $0.width / 2 }) == [90])
    #expect(result.last?.width == 112)
  }

  @Test func rightToLeftMirrorsTheLeftToRightLayout() {
    let padding = LayoutInsets(top: 2, left: 20, bottom: 3, right: 6)
    let ltr = lines(SkeletonTextStyle(lastLineFillPercent: 50), padding: padding)
    let rtl = lines(
      SkeletonTextStyle(layoutDirection: .rightToLeft, lastLineFillPercent: 50), padding: padding)
    #expect(ltr.count == 2)
    #expect(rtl.count == ltr.count)
    for (left, right) in zip(ltr, rtl) {
      #expect(right.x == 200 - left.maxX)
      #expect(right.y == left.y)
      #expect(right.width == left.width)
    }
  }

  @Test func rightToLeftSwapsLeadingAndTrailingPadding() {
    let style = SkeletonTextStyle(layoutDirection: .rightToLeft)
    let result = lines(style, height: 15, padding: LayoutInsets(left: 20))
    // The 20-pt leading padding is on the right; the line is 70 % of 180 pt.
    #expect(result == [SkeletonRect(x: 54, y: 0, width: 126, height: 15)])
  }
}
