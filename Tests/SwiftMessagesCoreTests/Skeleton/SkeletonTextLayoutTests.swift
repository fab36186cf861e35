import Foundation
import Testing

@testable import SwiftMessagesCore

/// Line counts, heights, spacing and vertical placement. Defaults: 15-pt lines, 10-pt
/// spacing (25-pt pitch), last line 70 %.
@Suite struct SkeletonTextLayoutTests {
  private func lines(
    width: Double = 200, height: Double, _ style: SkeletonTextStyle = SkeletonTextStyle(),
    padding: LayoutInsets = .zero
  ) -> [SkeletonRect] {
    SkeletonTextLayout.lines(width: width, height: height, style: style, padding: padding)
  }

  @Test func unlimitedLabelFillsItsHeightWithDefaultMetrics() {
    // 3 × 15 + 2 × 10 = 65 pt: exactly three lines, the last one 70 % wide.
    #expect(
      lines(height: 65) == [
        SkeletonRect(x: 0, y: 0, width: 200, height: 15),
        SkeletonRect(x: 0, y: 25, width: 200, height: 15),
        SkeletonRect(x: 0, y: 50, width: 140, height: 15),
      ])
  }

  @Test(arguments: [(15.0, 1), (39.9, 1), (40.0, 2), (64.9, 2), (65.0, 3), (100.0, 4), (1000.0, 40)])
  func countIsWhatFitsForNumberOfLinesZero(height: Double, expected: Int) {
    #expect(
      SkeletonTextLayout.lineCount(height: height, style: SkeletonTextStyle(), padding: .zero) == expected)
    #expect(lines(height: height).count == expected)
  }

  @Test func linesNeverExtendBelowTheBounds() {
    // SkeletonView rounds 62.5 / 25 up to 3 lines (65 pt) and grows the label; we keep 2.
    let result = lines(height: 62.5)
    #expect(result.count == 2)
    #expect(result.allSatisfy { $0.maxY <= 62.5 })
    for height in stride(from: 1.0, through: 300, by: 3.7) {
      #expect(lines(height: height).allSatisfy { $0.maxY <= height + 1e-9 })
    }
  }

  @Test func smallPositiveHeightsStillGetOneLine() {
    // SkeletonView returns 0 lines below 12.5 pt; a short label gets one shortened line.
    #expect(lines(height: 12) == [SkeletonRect(x: 0, y: 0, width: 140, height: 12)])
    #expect(lines(height: 0.5) == [SkeletonRect(x: 0, y: 0, width: 140, height: 0.5)])
    #expect(SkeletonTextLayout.lineCount(height: 3, style: SkeletonTextStyle(), padding: .zero) == 1)
  }

  @Test func singleLineLabelIsCentredAndCountsAsTheLastLine() {
    let style = SkeletonTextStyle(numberOfLines: 1)
    #expect(lines(height: 100, style) == [SkeletonRect(x: 0, y: 42.5, width: 140, height: 15)])
    #expect(lines(height: 20) == [SkeletonRect(x: 0, y: 2.5, width: 140, height: 15)])
  }

  @Test func labelNumberOfLinesCapsTheCountAndTheBlockIsCentred() {
    let result = lines(height: 100, SkeletonTextStyle(numberOfLines: 2))
    #expect(result.map(\.y) == [30, 55])
    #expect(result.map(\.width) == [200, 140])
    // A 3-line label that is only tall enough for 2 shows 2.
    #expect(lines(height: 45, SkeletonTextStyle(numberOfLines: 3)).count == 2)
  }

  @Test func textViewsIgnoreNumberOfLinesAndStartAtTheTop() {
    let style = SkeletonTextStyle(numberOfLines: 1, isTextView: true)
    #expect(lines(height: 100, style).map(\.y) == [0, 25, 50, 75])
    #expect(lines(height: 20, style) == [SkeletonRect(x: 0, y: 0, width: 140, height: 15)])
  }

  @Test func customCountNeverOverflowsOntoTheViewsBelow() {
    // A one-line title label (20 pt) asked for 3 lines: only what fits is drawn; the room for
    // the other two comes from minimumHeight, never from lines drawn over the body below.
    let style = SkeletonTextStyle(numberOfLines: 1, lines: 3)
    let result = lines(height: 20, style)
    #expect(result == [SkeletonRect(x: 0, y: 2.5, width: 140, height: 15)])
    #expect(SkeletonTextLayout.lineCount(height: 0, style: style, padding: .zero) == 0)
    for height in stride(from: 1.0, through: 120, by: 3.3) {
      #expect(lines(height: height, style).allSatisfy { $0.maxY <= height + 1e-9 })
    }
    // Given the room, exactly the requested lines.
    #expect(lines(height: 65, style).map(\.y) == [0, 25, 50])
    let textView = SkeletonTextStyle(isTextView: true, lines: .custom(2))
    #expect(lines(height: 500, textView).count == 2)
  }

  @Test func emptyLabelCollapsedInAStackViewGrowsToOneLine() {
    // An empty title label in a stack view is 0 pt tall: it is given one 15-pt line of room.
    let title = SkeletonTextStyle(numberOfLines: 0, fontLineHeight: 20.29)
    #expect(SkeletonTextLayout.minimumHeight(height: 0, style: title, padding: .zero) == 15)
    #expect(lines(height: 15, title).count == 1)
    // With the font's line height, one line of the font.
    let fontTitle = SkeletonTextStyle(numberOfLines: 0, fontLineHeight: 20.29, lineHeight: .relativeToFont)
    #expect(SkeletonTextLayout.minimumHeight(height: 0, style: fontTitle, padding: .zero) == 20.29)
    // An empty text view with scrolling off collapses too.
    let textView = SkeletonTextStyle(isTextView: true)
    #expect(SkeletonTextLayout.minimumHeight(height: 0, style: textView, padding: .zero) == 15)
  }

  @Test func minimumHeightFollowsSkeletonViewsHeightRule() {
    // Requested lines: 3 × 15 + 2 × 10 = 65 pt, plus padding.
    let body = SkeletonTextStyle(numberOfLines: 0, lines: 2)
    #expect(SkeletonTextLayout.minimumHeight(height: 0, style: body, padding: .zero) == 40)
    let padded = LayoutInsets(top: 4, left: 0, bottom: 6, right: 0)
    #expect(SkeletonTextLayout.minimumHeight(height: 20.5, style: body, padding: padded) == 50)
    // A label limited to 3 lines reserves 3 (SkeletonView: 65 pt).
    let threeLines = SkeletonTextStyle(numberOfLines: 3)
    #expect(SkeletonTextLayout.minimumHeight(height: 20.5, style: threeLines, padding: .zero) == 65)
    // Views that already have the room are left alone.
    #expect(SkeletonTextLayout.minimumHeight(height: 65, style: threeLines, padding: .zero) == nil)
    #expect(SkeletonTextLayout.minimumHeight(height: 20.5, style: SkeletonTextStyle(), padding: .zero) == nil)
    let textView = SkeletonTextStyle(isTextView: true)
    #expect(SkeletonTextLayout.minimumHeight(height: 120, style: textView, padding: .zero) == nil)
    // Nonsense facts give no constraint.
    #expect(SkeletonTextLayout.minimumHeight(height: .nan, style: body, padding: .zero) == nil)
    #expect(SkeletonTextLayout.minimumHeight(height: -1, style: body, padding: .zero) == nil)
    #expect(
      SkeletonTextLayout.minimumHeight(
        height: 0, style: SkeletonTextStyle(lineHeight: .fixed(0)), padding: .zero)
        == nil)
    // Round trip: the minimum height holds exactly the requested lines.
    for count in 1...8 {
      let style = SkeletonTextStyle(numberOfLines: 1, lines: .custom(count))
      let height = SkeletonTextLayout.minimumHeight(height: 0, style: style, padding: padded) ?? 0
      #expect(SkeletonTextLayout.lineCount(height: height, style: style, padding: padded) == count)
    }
  }

  @Test func customCountOfZeroOrLessMeansAsManyAsFit() {
    #expect(lines(height: 65, SkeletonTextStyle(numberOfLines: 1, lines: 0)).count == 1)
    #expect(lines(height: 65, SkeletonTextStyle(lines: .custom(-1))).count == 3)
    #expect(lines(height: 65, SkeletonTextStyle(isTextView: true, lines: .custom(-5))).count == 3)
  }

  @Test func requiredHeightReservesRoomForACount() {
    let style = SkeletonTextStyle()
    #expect(SkeletonTextLayout.requiredHeight(lines: 3, style: style, padding: .zero) == 65)
    #expect(SkeletonTextLayout.requiredHeight(lines: 1, style: style, padding: .zero) == 15)
    let padding = LayoutInsets(top: 5, left: 100, bottom: 7, right: 100)
    #expect(SkeletonTextLayout.requiredHeight(lines: 3, style: style, padding: padding) == 77)
    #expect(SkeletonTextLayout.requiredHeight(lines: 0, style: style, padding: padding) == 12)
    // Round trip: the required height holds exactly that many lines.
    for count in 1...12 {
      let height = SkeletonTextLayout.requiredHeight(lines: count, style: style, padding: padding)
      #expect(SkeletonTextLayout.lineCount(height: height, style: style, padding: padding) == count)
    }
  }

  @Test func spacingSetsThePitch() {
    let style = SkeletonTextStyle(lineSpacing: 4)
    #expect(lines(height: 53, style).map(\.y) == [0, 19, 38])
    let touching = SkeletonTextStyle(lineSpacing: 0)
    #expect(lines(height: 45, touching).map(\.y) == [0, 15, 30])
  }

  @Test func negativeOrNonFiniteSpacingCountsAsZero() {
    #expect(lines(height: 45, SkeletonTextStyle(lineSpacing: -8)).map(\.y) == [0, 15, 30])
    #expect(lines(height: 45, SkeletonTextStyle(lineSpacing: .nan)).map(\.y) == [0, 15, 30])
  }

  @Test func paddingIsAppliedOnce() {
    let padding = LayoutInsets(top: 10, left: 20, bottom: 10, right: 30)
    let result = lines(height: 85, padding: padding)
    #expect(
      result == [
        SkeletonRect(x: 20, y: 10, width: 150, height: 15),
        SkeletonRect(x: 20, y: 35, width: 150, height: 15),
        SkeletonRect(x: 20, y: 60, width: 105, height: 15),
      ])
  }

  @Test func verticalCentringLeavesEqualGapsInsideThePadding() throws {
    // SkeletonView adds the top padding twice when centring; the gaps must match.
    let padding = LayoutInsets(top: 10, left: 0, bottom: 4, right: 0)
    let result = lines(height: 100, SkeletonTextStyle(numberOfLines: 3), padding: padding)
    let first = try #require(result.first)
    let last = try #require(result.last)
    #expect(first.minY - 10 == 100 - 4 - last.maxY)
    #expect(first.minY == 20.5)
  }

  @Test func lastLineFillPercent() {
    #expect(lines(height: 40, SkeletonTextStyle(lastLineFillPercent: 100)).map(\.width) == [200, 200])
    #expect(lines(height: 40, SkeletonTextStyle(lastLineFillPercent: 25)).map(\.width) == [200, 50])
    #expect(lines(height: 40, SkeletonTextStyle(lastLineFillPercent: 0)).map(\.width) == [200, 0])
    #expect(lines(height: 40, SkeletonTextStyle(lastLineFillPercent: 400)).map(\.width) == [200, 200])
  }
}
