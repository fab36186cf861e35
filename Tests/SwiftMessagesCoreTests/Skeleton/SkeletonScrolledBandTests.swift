import Foundation
import Testing

@testable import SwiftMessagesCore

/// A table that is its own skeleton root, full screen on an iPhone 15 (393 x 852): its overlay
/// spans the content and scrolls with it, so its window position moves by the content offset.
@Suite struct SkeletonScrolledBandTests {
  private func plan(_ custom: SkeletonRenderPlan.CustomAnimation?) -> SkeletonRenderPlan {
    SkeletonRenderPlan.make(
      type: .gradient, animated: true, custom: custom, reduceMotion: false, rightToLeft: false,
      windowWidth: 393, windowHeight: 852)
  }

  /// The band's centre in the window at `progress` through a cycle, for an overlay at
  /// `windowOrigin` along the axis.
  private func bandInWindow(
    _ plan: SkeletonRenderPlan, windowOrigin: Double, length: Double, progress: Double
  )
    -> Double?
  {
    guard case .shimmer(let band) = plan.animation else { return nil }
    let layout = SkeletonShimmerMaskLayout(
      shimmer: band, containerOrigin: windowOrigin, containerLength: length, span: plan.span)
    return windowOrigin + layout.origin(atProgress: progress) + layout.bandCenter
  }

  @Test func aVerticalBandStaysInPhaseWhenTheTableScrolls() throws {
    let vertical = plan(.sliding(.topBottom, duration: 1.5, autoreverses: false))
    // 40 rows of 88 pt; the table under the 59-pt safe area, scrolled by 0 and by 1,200 pt.
    let top = try #require(vertical.bandOrigin(windowX: 0, windowY: 59))
    let scrolled = try #require(vertical.bandOrigin(windowX: 0, windowY: 59 - 1_200))
    #expect(top == 59 && scrolled == -1_141)
    for progress in [0.0, 0.25, 0.5, 1.0] {
      // Laid out again from the scrolled origin, the band is where an unscrolled root has it.
      let atTop = bandInWindow(vertical, windowOrigin: top, length: 3_520, progress: progress)
      let afterScroll = bandInWindow(vertical, windowOrigin: scrolled, length: 3_520, progress: progress)
      #expect(atTop != nil && atTop == afterScroll)
    }
  }

  @Test func aHorizontalBandIgnoresVerticalScrolling() {
    // Nothing to lay out again while a table scrolls under a left-to-right band.
    let horizontal = plan(nil)
    #expect(
      horizontal.bandOrigin(windowX: 0, windowY: 59) == horizontal.bandOrigin(windowX: 0, windowY: -1_141))
    #expect(horizontal.bandOrigin(windowX: 16, windowY: 59) == 16)
  }

  @Test func aPulseDoesNotFollowPosition() {
    let pulse = SkeletonRenderPlan.make(
      type: .solid, animated: true, custom: nil, reduceMotion: false, rightToLeft: false, windowWidth: 393,
      windowHeight: 852)
    #expect(pulse.bandOrigin(windowX: 0, windowY: 59) == nil)
  }
}

/// Issue 26, defect 11: a placeholder cell moves with its table without its skeleton being
/// told, so a band laid out from the cell's window position drifts off the screen's band as the
/// table scrolls. A cell lays its band out across its own bounds instead, as SkeletonView lays
/// every sliding gradient out per view: the same in every row, wherever the row is.
@Suite struct SkeletonCellBandTests {
  /// An 88-pt row of a full-screen table on an iPhone 15 (393 x 852).
  private func cellPlan(_ custom: SkeletonRenderPlan.CustomAnimation?) -> SkeletonRenderPlan {
    SkeletonRenderPlan.make(
      type: .gradient, animated: true, custom: custom, reduceMotion: false, rightToLeft: false,
      windowWidth: 393, windowHeight: 852, placeholderCell: SkeletonRect(width: 393, height: 88))
  }

  @Test func aVerticalBandInACellCrossesTheCellWhereverTheTableScrolled() throws {
    let vertical = cellPlan(.sliding(.topBottom, duration: 1.5, autoreverses: false))
    #expect(vertical.span == 88)
    // Nothing follows the row's window position: row 3 before and after a 1,200-pt scroll.
    #expect(vertical.bandOrigin(windowX: 0, windowY: 59 + 3 * 88) == nil)
    #expect(vertical.bandOrigin(windowX: 0, windowY: 59 + 3 * 88 - 1_200) == nil)
    guard case .shimmer(let band) = vertical.animation else { throw CellBandError.noBand }
    let layout = SkeletonShimmerMaskLayout(
      shimmer: band, containerOrigin: 0, containerLength: 88, span: vertical.span)
    // The band enters at the row's top edge and leaves at its bottom edge.
    #expect(layout.origin(atProgress: 0) + layout.bandCenter <= 0)
    #expect(layout.origin(atProgress: 1) + layout.bandCenter >= 88)
  }

  @Test func aHorizontalBandInAFullWidthRowMatchesTheScreensBand() {
    let cell = cellPlan(nil)
    let screen = SkeletonRenderPlan.make(
      type: .gradient, animated: true, custom: nil, reduceMotion: false, rightToLeft: false, windowWidth: 393,
      windowHeight: 852)
    #expect(cell.animation == screen.animation && cell.span == screen.span)
  }

  private enum CellBandError: Error { case noBand }
}
