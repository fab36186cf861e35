import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonItemCountTests {
  private typealias Count = SkeletonItemCount
  private let phone = CGSize(width: 375, height: 800)

  private func rows(height: CGFloat, _ count: Int = Count.automatic, row: CGFloat = 44) -> [Int] {
    Count.tableRows(visibleHeight: height, sections: [.init(requested: count, lineLength: row)])
  }

  // MARK: - Constants and row heights

  @Test func defaults() {
    #expect(Count.automatic == -1)
    #expect(Count.maximumPerSection == 100)
    #expect(Count.fallbackRowHeight == 44)
    #expect(Count.fallbackItemSize.width == 50 && Count.fallbackItemSize.height == 50)
    #expect(Count.Section() == Count.Section(requested: -1, leading: 0, trailing: 0, lineLength: 44))
  }

  @Test func rowHeightPrefersFixedThenEstimatedThen44() {
    #expect(Count.rowHeight(fixed: 60, estimated: 80) == 60)
    #expect(Count.rowHeight(fixed: -1, estimated: 80) == 80)  // automaticDimension
    #expect(Count.rowHeight(fixed: 0, estimated: 72) == 72)
    #expect(Count.rowHeight(fixed: -1, estimated: -1) == 44)  // both automatic
    #expect(Count.rowHeight(fixed: .nan, estimated: .infinity) == 44)
  }

  // MARK: - Tables

  @Test func tableFillsTheVisibleHeight() {
    // Given an 800-pt table of 44-pt rows, When counting, Then 19 rows start inside it.
    #expect(rows(height: 800) == [19])
    #expect(rows(height: 440) == [10])  // an exact fit adds no row below the edge
    #expect(rows(height: 800, row: 100) == [8])
  }

  @Test func tableInsetsAndHeaderViewShortenTheVisibleHeight() {
    let section = Count.Section(lineLength: 44)
    #expect(
      Count.tableRows(visibleHeight: 800, contentInsets: LayoutInsets(top: 100), sections: [section]) == [16])
    #expect(Count.tableRows(visibleHeight: 800, tableHeaderHeight: 56, sections: [section]) == [17])
    // The bottom inset (a translucent tab bar) still shows rows.
    #expect(
      Count.tableRows(visibleHeight: 800, contentInsets: LayoutInsets(bottom: 83), sections: [section]) == [
        19
      ])
    // A header view taller than the table leaves one row.
    #expect(Count.tableRows(visibleHeight: 300, tableHeaderHeight: 500, sections: [section]) == [1])
  }

  @Test func sectionHeadersAndFootersTakeTheirSpace() {
    // Given two automatic sections with 30-pt headers and 10-pt footers and 50-pt rows
    let section = Count.Section(leading: 30, trailing: 10, lineLength: 50)
    // Then the first fills 570 pt with 12 rows and the second, off screen, gets one.
    #expect(Count.tableRows(visibleHeight: 600, sections: [section, section]) == [12, 1])
  }

  @Test func explicitCountsAreKeptAndTakeTheirSpace() {
    let fixed = Count.Section(requested: 3, lineLength: 100)
    let automatic = Count.Section(lineLength: 50)
    #expect(Count.tableRows(visibleHeight: 600, sections: [fixed, automatic]) == [3, 6])
    #expect(Count.tableRows(visibleHeight: 600, sections: [automatic, fixed]) == [12, 3])
    #expect(
      Count.tableRows(visibleHeight: 600, sections: [.init(requested: Int.max), automatic]) == [Int.max, 1])
  }

  @Test func perSectionRowHeights() {
    let tall = Count.Section(requested: 2, lineLength: 200)
    let short = Count.Section(lineLength: 20)
    #expect(Count.tableRows(visibleHeight: 500, sections: [tall, short]) == [2, 5])
  }

  @Test func anyNegativeRequestIsAutomatic() {
    #expect(rows(height: 800, -7) == [19])
  }

  @Test func emptyVisibleAreaGivesNoAutomaticRows() {
    #expect(rows(height: 0) == [0])
    #expect(rows(height: -20) == [0])
    #expect(rows(height: .nan) == [0])
    #expect(rows(height: 0, 5) == [5])  // an explicit count is the app's choice
    #expect(Count.tableRows(visibleHeight: 800, sections: []) == [])
  }

  @Test func badRowHeightsFallBackAndCountsAreCapped() {
    #expect(rows(height: 440, row: 0) == [10])  // 44-pt fallback
    #expect(rows(height: 440, row: .nan) == [10])
    #expect(rows(height: 440, row: -.infinity) == [10])
    #expect(rows(height: 800, row: 0.001) == [100])
    #expect(rows(height: .infinity) == [100])
    #expect(rows(height: .greatestFiniteMagnitude, row: .leastNonzeroMagnitude) == [100])
  }

  // MARK: - Flow layouts

  /// A vertical flow layout of `size` items, 10 pt apart, without insets, headers or footers.
  private func grid(_ size: CGSize = CGSize(width: 100, height: 100)) -> Count.FlowLayout {
    Count.FlowLayout(
      itemSize: size, minimumInteritemSpacing: 10, minimumLineSpacing: 10, sectionInset: .zero,
      headerSize: .zero, footerSize: .zero, horizontal: false)
  }

  /// The counts of automatic sections of `layout` (one by default).
  private func flowItems(
    visibleSize: CGSize, contentInsets: LayoutInsets = .zero, layout: Count.FlowLayout, sections: Int = 1
  ) -> [Int] {
    Count.flowItems(
      visibleSize: visibleSize, contentInsets: contentInsets, layout: layout,
      requested: Array(repeating: Count.automatic, count: sections))
  }

  @Test func flowCountsColumnsTimesLines() {
    // 3 columns of 100 (+10) in 375 pt, 8 lines of 110 start within 800 pt.
    #expect(flowItems(visibleSize: phone, layout: grid()) == [24])
    // Wider than the view: one column.
    #expect(flowItems(visibleSize: phone, layout: grid(CGSize(width: 500, height: 100))) == [8])
  }

  @Test func flowSectionInsetsAndHeadersReduceColumnsAndLines() {
    var section = grid()
    section.sectionInset = LayoutInsets(top: 30, left: 30, bottom: 0, right: 30)
    section.headerSize = CGSize(width: 375, height: 50)
    // 315 pt across: 2 columns; 720 pt down: 7 lines.
    #expect(flowItems(visibleSize: phone, layout: section) == [14])
  }

  @Test func flowContentInsets() {
    let insets = LayoutInsets(top: 100, left: 20, bottom: 0, right: 20)
    #expect(flowItems(visibleSize: phone, contentInsets: insets, layout: grid()) == [21])
  }

  @Test func horizontalFlowSwapsTheAxes() {
    // 200 pt tall: 2 items of 80 (+10) per column; 375 pt wide: 4 columns of 110.
    var section = grid(CGSize(width: 100, height: 80))
    section.horizontal = true
    let count = flowItems(visibleSize: CGSize(width: 375, height: 200), layout: section)
    #expect(count == [8])
  }

  @Test func flowSectionsFollowEachOther() {
    var section = grid()
    section.headerSize = CGSize(width: 0, height: 40)
    let count = flowItems(visibleSize: CGSize(width: 375, height: 400), layout: section, sections: 2)
    // 360 pt: 4 lines of 3; the second section, below the edge, gets one line.
    #expect(count == [12, 3])
    // An explicit count is kept (one line of 3); the automatic section after it fills the
    // remaining 290 pt with 3 lines.
    #expect(
      Count.flowItems(
        visibleSize: CGSize(width: 375, height: 400), contentInsets: .zero, layout: grid(),
        requested: [2, -1])
        == [2, 9])
  }

  @Test func flowBadSizesFallBackAndAreCapped() {
    // 50 × 50 fallback: 6 columns of 60 in 375 pt, 14 lines of 60 in 800 pt.
    #expect(flowItems(visibleSize: phone, layout: grid(.zero)) == [84])
    #expect(
      flowItems(visibleSize: phone, layout: grid(CGSize(width: CGFloat.nan, height: -3))) == [84])
    #expect(flowItems(visibleSize: phone, layout: grid(CGSize(width: 0.01, height: 0.01))) == [100])
    #expect(
      flowItems(visibleSize: CGSize(width: 375, height: CGFloat.infinity), layout: grid()) == [100])
    #expect(
      flowItems(visibleSize: CGSize(width: CGFloat.infinity, height: 800), layout: grid()) == [100])
    #expect(flowItems(visibleSize: .zero, layout: grid()) == [0])
    #expect(flowItems(visibleSize: CGSize(width: CGFloat.nan, height: 800), layout: grid()) == [0])
  }

  // MARK: - Other layouts

  private func gridProbe(columns: Int, size: CGFloat, spacing: CGFloat, count: Int, top: CGFloat = 0)
    -> [SkeletonRect]
  {
    (0..<count).map { index in
      SkeletonRect(
        x: CGFloat(index % columns) * (size + spacing), y: top + CGFloat(index / columns) * (size + spacing),
        width: size, height: size)
    }
  }

  @Test func estimateExtendsAProbedGridToWholeLines() {
    // 12 probed items, 3 per line, 4 lines of 110: 800 pt hold 8 lines, 24 items.
    let probe = gridProbe(columns: 3, size: 100, spacing: 10, count: 12)
    #expect(Count.estimatedItems(visibleSize: phone, probe: probe) == 24)
  }

  @Test func estimateOfAList() {
    let probe = (0..<12).map { SkeletonRect(x: 0, y: CGFloat($0) * 44, width: 375, height: 44) }
    #expect(Count.estimatedItems(visibleSize: phone, probe: probe) == 19)
    #expect(
      Count.estimatedItems(visibleSize: phone, contentInsets: LayoutInsets(top: 100), probe: probe) == 16)
    // A later section whose first item starts at 300 fills the 500 pt left.
    let later = probe.map { $0.offset(dy: 300) }
    #expect(Count.estimatedItems(visibleSize: phone, probe: later) == 12)
  }

  @Test func estimateCountsVisibleItemsWhenTheProbeCoversTheView() {
    let probe = (0..<12).map { SkeletonRect(x: 0, y: CGFloat($0) * 100, width: 375, height: 100) }
    #expect(Count.estimatedItems(visibleSize: CGSize(width: 375, height: 500), probe: probe) == 5)
    // A section that starts below the visible area still gets one item.
    let below = probe.map { $0.offset(dy: 900) }
    #expect(Count.estimatedItems(visibleSize: phone, probe: below) == 1)
  }

  @Test func estimateOfAnOrthogonallyScrollingRowCountsTheVisibleItems() {
    let probe = (0..<12).map { SkeletonRect(x: CGFloat($0) * 160, y: 0, width: 150, height: 200) }
    #expect(Count.estimatedItems(visibleSize: phone, probe: probe) == 3)
  }

  @Test func estimateScrollingSideways() {
    // Columns of 2 items (90 pt apart) every 110 pt across a 375-pt-wide view: 4 columns.
    let probe = (0..<6).map {
      SkeletonRect(x: CGFloat($0 / 2) * 110, y: CGFloat($0 % 2) * 90, width: 100, height: 80)
    }
    let count = Count.estimatedItems(
      visibleSize: CGSize(width: 375, height: 200), horizontal: true, probe: probe)
    #expect(count == 8)
  }

  @Test func estimateWithBadInput() {
    #expect(Count.estimatedItems(visibleSize: phone, probe: []) == 1)
    let bad = [
      SkeletonRect(x: 0, y: 0, width: 0, height: 40),
      SkeletonRect(x: Double.nan, y: 0, width: 10, height: 10),
    ]
    #expect(Count.estimatedItems(visibleSize: phone, probe: bad) == 1)
    #expect(
      Count.estimatedItems(visibleSize: .zero, probe: gridProbe(columns: 1, size: 40, spacing: 0, count: 3))
        == 0)
    let tiny = (0..<12).map { SkeletonRect(x: 0, y: CGFloat($0) * 0.01, width: 375, height: 0.01) }
    #expect(Count.estimatedItems(visibleSize: phone, probe: tiny) == 100)
    #expect(
      Count.estimatedItems(visibleSize: CGSize(width: 375, height: CGFloat.infinity), probe: tiny) == 100)
  }
}

extension SkeletonRect {
  fileprivate func offset(dy: Double) -> SkeletonRect {
    SkeletonRect(x: x, y: y + dy, width: width, height: height)
  }
}
