import Foundation
import Testing

@testable import SwiftMessagesCore

/// Safe area and touch region of a SwiftUI message's hosting view.
@Suite struct HostedMessageLayoutTests {
  private let bounce: CGFloat = 5

  /// The margins the top-banner animator gives a message whose untransformed frame is
  /// `frame` in a container of `bounds` with `safeArea`.
  private func topBannerMargins(frame: CGRect, bounds: CGRect, safeArea: LayoutInsets) -> LayoutInsets {
    let own = MarginAdjustment.ownSafeArea(
      untransformedFrame: frame, containerBounds: bounds, containerSafeArea: safeArea)
    return MarginAdjustment.margins(
      additions: .zero, safeArea: own, collapse: true, bounceOffset: bounce, bounceEdge: .top)
  }

  // MARK: - Safe area

  @Test func aTopBannerBelowANavigationBarIsNotClippedByTheBounce() {
    // iPhone 15, masking view pinned below the navigation bar (y 103…852): no safe area at
    // its top. The banner starts 5 pt above it, and UIKit gives that strip no safe area, so
    // SwiftMessages 10 drew the first 5 pt of content in the clipped strip (#538).
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 749)
    let frame = CGRect(x: 0, y: -bounce, width: 393, height: 105)
    let margins = topBannerMargins(frame: frame, bounds: bounds, safeArea: LayoutInsets(bottom: 34))
    let uikit = LayoutInsets.zero
    let extra = HostedMessageLayout.additionalSafeArea(margins: margins, safeArea: uikit)
    #expect(extra == LayoutInsets(top: 5))
    // The content starts exactly at the visible top of the container.
    #expect(frame.origin.y + uikit.top + extra.top == 0)
  }

  @Test func aTopBannerInAWindowClearsTheStatusBarAndTheBounce() {
    // iPhone 15 in portrait, window context: 59 pt top safe area; UIKit reports the 59 pt.
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    let frame = CGRect(x: 0, y: -bounce, width: 393, height: 164)
    let margins = topBannerMargins(
      frame: frame, bounds: bounds, safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(margins == LayoutInsets(top: 64))
    let extra = HostedMessageLayout.additionalSafeArea(margins: margins, safeArea: LayoutInsets(top: 59))
    #expect(extra == LayoutInsets(top: 5))
    #expect(frame.origin.y + 59 + extra.top == 59)
  }

  @Test func nothingIsAddedWhenUIKitAlreadyCountsTheBounceStrip() {
    let extra = HostedMessageLayout.additionalSafeArea(
      margins: LayoutInsets(top: 64), safeArea: LayoutInsets(top: 64))
    #expect(extra == .zero)
  }

  @Test func aBottomBannerGetsTheBounceAboveTheHomeIndicator() {
    let margins = MarginAdjustment.margins(
      additions: .zero, safeArea: LayoutInsets(bottom: 34), collapse: true, bounceOffset: bounce,
      bounceEdge: .bottom)
    let extra = HostedMessageLayout.additionalSafeArea(margins: margins, safeArea: LayoutInsets(bottom: 34))
    #expect(extra == LayoutInsets(bottom: 5))
  }

  @Test func aLandscapeBannerKeepsItsSideInsetsFromUIKit() {
    // iPhone 15 in landscape: 59 pt on both sides, which UIKit already reports.
    let sides = LayoutInsets(top: 0, left: 59, bottom: 0, right: 59)
    let margins = MarginAdjustment.margins(
      additions: .zero, safeArea: sides, collapse: true, bounceOffset: bounce, bounceEdge: .top)
    #expect(HostedMessageLayout.additionalSafeArea(margins: margins, safeArea: sides) == LayoutInsets(top: 5))
  }

  @Test func theContentNeverLosesUIKitsSafeArea() {
    // `respectSafeArea = false` leaves only the bounce in the margins; the status bar stays.
    let extra = HostedMessageLayout.additionalSafeArea(
      margins: LayoutInsets(top: 5), safeArea: LayoutInsets(top: 59))
    #expect(extra == .zero)
  }

  // MARK: - Touches

  @Test func aFullWidthBannerTakesTouchesUnderTheStatusBarToo() {
    // Hosting view 393×164 (5 pt bounce + 59 pt status bar + 100 pt of content).
    let region = HostedMessageLayout.hitRegion(
      bounds: CGRect(x: 0, y: 0, width: 393, height: 164), safeArea: LayoutInsets(top: 64),
      contentSize: CGSize(width: 393, height: 100))
    #expect(region == CGRect(x: 0, y: 0, width: 393, height: 164))
  }

  @Test func touchesBesideANarrowCardPassThrough() {
    let region = HostedMessageLayout.hitRegion(
      bounds: CGRect(x: 0, y: 0, width: 393, height: 164), safeArea: LayoutInsets(top: 64),
      contentSize: CGSize(width: 300, height: 100))
    #expect(region == CGRect(x: 46.5, y: 0, width: 300, height: 164))
    #expect(!region.contains(CGPoint(x: 20, y: 100)))
    #expect(region.contains(CGPoint(x: 196, y: 100)))
  }

  @Test func contentSmallerThanItsSafeAreaIsCentredAndOnlyItTakesTouches() {
    // A centred message whose hosting view is taller than its content.
    let region = HostedMessageLayout.hitRegion(
      bounds: CGRect(x: 0, y: 0, width: 393, height: 300), safeArea: .zero,
      contentSize: CGSize(width: 353, height: 120))
    #expect(region == CGRect(x: 20, y: 90, width: 353, height: 120))
  }

  @Test func landscapeContentReachingTheSideInsetsExtendsToTheEdges() {
    let region = HostedMessageLayout.hitRegion(
      bounds: CGRect(x: 0, y: 0, width: 852, height: 105),
      safeArea: LayoutInsets(top: 5, left: 59, bottom: 0, right: 59),
      contentSize: CGSize(width: 734, height: 100))
    #expect(region == CGRect(x: 0, y: 0, width: 852, height: 105))
  }

  @Test func beforeTheFirstMeasurementTheWholeViewTakesTouches() {
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 164)
    #expect(
      HostedMessageLayout.hitRegion(bounds: bounds, safeArea: LayoutInsets(top: 64), contentSize: nil)
        == bounds)
  }

  @Test func aTouchTakenOnlyOnTheNarrowCardsContent() {
    // The 300 pt card of a 393×164 hosting view (iPhone 15, top banner): a touch beside it
    // passes through, one on it is taken, and one UIKit resolved to the hosting view itself
    // (a frame around the content, with nothing hosted under the point) passes through.
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 164)
    let card = CGSize(width: 300, height: 100)
    func takes(_ point: CGPoint, hitsHostingViewItself: Bool = false) -> Bool {
      HostedMessageLayout.takesTouch(
        at: point, hitsHostingViewItself: hitsHostingViewItself, bounds: bounds,
        safeArea: LayoutInsets(top: 64), contentSize: card)
    }
    #expect(takes(CGPoint(x: 196, y: 100)))
    #expect(!takes(CGPoint(x: 20, y: 100)))
    #expect(!takes(CGPoint(x: 196, y: 100), hitsHostingViewItself: true))
  }
}
