import Foundation
import Testing

@testable import SwiftMessagesCore

/// The message view's own safe area, from its untransformed frame in the container, and the
/// margins it then gets (SwiftMessages 10 reads the view's `safeAreaInsets`, not the
/// container's).
@Suite struct MessageSafeAreaTests {
  /// iPhone 15 in portrait: 393 × 852, Dynamic Island 59 pt, home indicator 34 pt.
  private let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
  private let phoneSafeArea = LayoutInsets(top: 59, bottom: 34)

  private func ownSafeArea(_ frame: CGRect, in bounds: CGRect, safeArea: LayoutInsets) -> LayoutInsets {
    MarginAdjustment.ownSafeArea(
      untransformedFrame: frame, containerBounds: bounds, containerSafeArea: safeArea)
  }

  @Test func topBannerGetsTheTopInsetAndNoHomeIndicatorPadding() {
    // Pinned 5 pt above the top (bounce offset), 120 pt tall.
    let banner = CGRect(x: 0, y: -5, width: 393, height: 120)
    #expect(ownSafeArea(banner, in: phone, safeArea: phoneSafeArea) == LayoutInsets(top: 59))
    // MessageView.xib (additions 20, no collapse, bounce 5 at the top): no 34 pt at the bottom.
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 20), safeArea: ownSafeArea(banner, in: phone, safeArea: phoneSafeArea),
      collapse: false, bounceOffset: 5, bounceEdge: .top)
    #expect(margins == LayoutInsets(top: 84, left: 20, bottom: 20, right: 20))
  }

  @Test func bottomBannerGetsTheHomeIndicatorInsetAndNoTopInset() {
    let banner = CGRect(x: 0, y: 852 - 120 + 5, width: 393, height: 120)
    #expect(ownSafeArea(banner, in: phone, safeArea: phoneSafeArea) == LayoutInsets(bottom: 34))
  }

  @Test func bounceOffsetPastTheEdgeAddsNoInset() {
    // The bounce is added by `margins` on its edge; the safe area must not count it again.
    let atEdge = CGRect(x: 0, y: 0, width: 393, height: 120)
    let pastEdge = CGRect(x: 0, y: -5, width: 393, height: 120)
    #expect(
      ownSafeArea(atEdge, in: phone, safeArea: phoneSafeArea)
        == ownSafeArea(pastEdge, in: phone, safeArea: phoneSafeArea))
  }

  @Test func centeredCardGetsNeitherInset() {
    let card = CGRect(x: 0, y: 426 - 150, width: 393, height: 300)
    #expect(ownSafeArea(card, in: phone, safeArea: phoneSafeArea) == .zero)
    let margins = MarginAdjustment.margins(
      additions: LayoutInsets(all: 10), safeArea: ownSafeArea(card, in: phone, safeArea: phoneSafeArea),
      collapse: true)
    #expect(margins == LayoutInsets(all: 10))
  }

  @Test func viewInsideAnInsetGetsTheRestOfIt() {
    // A view starting 20 pt down keeps 39 pt of the 59 pt top inset between it and safety.
    let lowered = CGRect(x: 0, y: 20, width: 393, height: 100)
    #expect(ownSafeArea(lowered, in: phone, safeArea: phoneSafeArea) == LayoutInsets(top: 39))
  }

  @Test func iPadTopBannerGetsOnlyTheStatusBarInset() {
    // iPad Pro 11" portrait: 834 × 1194, top 24, bottom 20.
    let pad = CGRect(x: 0, y: 0, width: 834, height: 1194)
    let banner = CGRect(x: 0, y: -5, width: 834, height: 100)
    #expect(
      ownSafeArea(banner, in: pad, safeArea: LayoutInsets(top: 24, bottom: 20)) == LayoutInsets(top: 24))
  }

  @Test func landscapeBannerGetsBothSideInsets() {
    // iPhone 15 in landscape: 852 × 393, left and right 59, bottom 21.
    let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    let safeArea = LayoutInsets(top: 0, left: 59, bottom: 21, right: 59)
    let banner = CGRect(x: 0, y: -5, width: 852, height: 90)
    #expect(
      ownSafeArea(banner, in: landscape, safeArea: safeArea)
        == LayoutInsets(top: 0, left: 59, bottom: 0, right: 59))
  }

  @Test func bannerUnderANavigationBarGetsNoTopInset() {
    // A view controller's view below a navigation bar: its safe area top is 0.
    let container = CGRect(x: 0, y: 0, width: 393, height: 852 - 103)
    let banner = CGRect(x: 0, y: -5, width: 393, height: 100)
    #expect(ownSafeArea(banner, in: container, safeArea: LayoutInsets(top: 0, bottom: 34)) == .zero)
  }

  @Test func containerBoundsOriginIsRespected() {
    // A scrolled container: bounds start at y 200; a view at its visible top gets the inset.
    let scrolled = CGRect(x: 0, y: 200, width: 393, height: 852)
    let banner = CGRect(x: 0, y: 200, width: 393, height: 100)
    #expect(ownSafeArea(banner, in: scrolled, safeArea: phoneSafeArea) == LayoutInsets(top: 59))
  }
}
