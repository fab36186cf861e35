import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

/// Where a presented message ends up, from realistic device facts: the frames the UIKit
/// constraints (masking anchors, pin, keyboard tracker, managed margins) produce.
@Suite struct MessagePlacementLayoutTests {
  /// iPhone 15 portrait: 393 × 852 pt, Dynamic Island area 59 pt, home indicator 34 pt.
  private let phone = CGRect(x: 0, y: 0, width: 393, height: 852)
  private let phoneSafeArea = LayoutInsets(top: 59, bottom: 34)
  /// MessageView.xib's card-less layouts: additions 20 on every edge, not collapsed, bounce 5.
  private let messageView = MessagePlacementLayout.Margins(
    additions: LayoutInsets(all: 20), collapse: false, bounceOffset: 5)

  /// A message whose content is `content` points tall inside its layout margins (UIView's
  /// default 8 pt margins when it keeps its own).
  private func fitting(content: CGFloat) -> (CGFloat, LayoutInsets?) -> CGFloat {
    { _, margins in
      let margins = margins ?? LayoutInsets(all: 8)
      return margins.top + content + margins.bottom
    }
  }

  private func frame(_ rect: CGRect) -> [CGFloat] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
  }

  @Test func topBannerOnIPhone15SitsAboveTheTopByItsBounceAndClearsTheDynamicIsland() {
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, placement: .top, margins: messageView)
    let placement = layout.resolve(fittingHeight: fitting(content: 44))
    #expect(frame(placement.maskingFrame) == [0, 0, 393, 852])
    #expect(placement.messageSafeArea == LayoutInsets(top: 59))
    // 20 added to the 59 pt inset, plus the 5 pt bounce; no home-indicator padding.
    #expect(placement.messageMargins == LayoutInsets(top: 84, left: 20, bottom: 20, right: 20))
    #expect(frame(placement.messageFrame) == [0, -5, 393, 84 + 44 + 20])
  }

  @Test func topBannerBelowANavigationBarStartsAtTheBarAndGetsNoTopInset() {
    // The navigation bar (44 pt) sits under the 59 pt status area: its bottom is at 103.
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea,
      topBarEdge: 59 + 44, placement: .top, margins: messageView)
    let placement = layout.resolve(fittingHeight: fitting(content: 44))
    #expect(frame(placement.maskingFrame) == [0, 103, 393, 749])
    #expect(placement.messageMargins == LayoutInsets(top: 25, left: 20, bottom: 20, right: 20))
    #expect(frame(placement.messageFrame) == [0, 98, 393, 25 + 44 + 20])
  }

  @Test func bottomBannerAboveATabBarEndsAtTheBarWithoutHomeIndicatorPadding() {
    // Tab bar: 49 pt plus the 34 pt home indicator, so its top is at 852 - 83 = 769.
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea,
      bottomBarEdge: 852 - 49 - 34, placement: .bottom, margins: messageView)
    let placement = layout.resolve(fittingHeight: fitting(content: 44))
    #expect(frame(placement.maskingFrame) == [0, 0, 393, 769])
    #expect(placement.messageMargins == LayoutInsets(top: 20, left: 20, bottom: 25, right: 20))
    #expect(frame(placement.messageFrame) == [0, 769 + 5 - 89, 393, 89])
  }

  @Test func bottomBannerWithoutBarsGetsTheHomeIndicatorInset() {
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, placement: .bottom, margins: messageView)
    let placement = layout.resolve(fittingHeight: fitting(content: 44))
    #expect(placement.messageSafeArea == LayoutInsets(bottom: 34))
    #expect(placement.messageMargins == LayoutInsets(top: 20, left: 20, bottom: 59, right: 20))
    #expect(frame(placement.messageFrame) == [0, 852 + 5 - 123, 393, 123])
  }

  @Test func trackerLiftsABottomBannerAboveThe336PointKeyboardWithItsBounceStripUnderIt() {
    let keyboard = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, keyboardFrame: keyboard,
      keyboardTrackerTopMargin: 0, placement: .bottom, margins: messageView)
    let placement = layout.resolve(fittingHeight: fitting(content: 44))
    // Lifted out of the home-indicator inset: its own safe area is empty.
    #expect(placement.messageSafeArea == .zero)
    #expect(placement.messageMargins == LayoutInsets(top: 20, left: 20, bottom: 25, right: 20))
    // Its bottom 5 pt (the bounce strip) tuck under the keyboard's top at 516.
    #expect(frame(placement.messageFrame) == [0, 516 + 5 - 89, 393, 89])
  }

  @Test func trackerTopMarginKeepsThatGapAboveTheKeyboard() {
    let keyboard = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, keyboardFrame: keyboard,
      keyboardTrackerTopMargin: 10, placement: .bottom, margins: messageView)
    let placement = layout.resolve(fittingHeight: fitting(content: 44))
    #expect(placement.messageFrame.origin.y + placement.messageFrame.size.height == CGFloat(516 - 10 + 5))
  }

  @Test func keyboardWithoutATrackerLeavesTheMessageWhereItIs() {
    let keyboard = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, keyboardFrame: keyboard,
      placement: .bottom, margins: messageView)
    let placement = layout.resolve(fittingHeight: fitting(content: 44))
    #expect(frame(placement.messageFrame) == [0, 852 + 5 - 123, 393, 123])
  }

  @Test func centredCardOnIPhoneSEIsCentredWithCollapsedMarginsAndNoBounce() {
    // iPhone SE (3rd generation): 375 × 667 pt, 20 pt status bar, no home indicator.
    let layout = MessagePlacementLayout(
      containerBounds: CGRect(x: 0, y: 0, width: 375, height: 667), containerSafeArea: LayoutInsets(top: 20),
      placement: .center, motion: .scale, margins: .init(additions: LayoutInsets(all: 20)))
    let placement = layout.resolve(fittingHeight: fitting(content: 200))
    #expect(placement.messageSafeArea == .zero)
    #expect(placement.messageMargins == LayoutInsets(all: 20))
    #expect(frame(placement.messageFrame) == [0, (667 - 240) / 2, 375, 240])
  }

  @Test func scaledMessageTallerThanItsContainerIsSqueezedToFitIt() {
    // The containment is required and a nib's labels give way at 750: UIKit compresses the
    // message to the masking view instead of letting it hang past the bottom.
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, placement: .center, motion: .scale,
      margins: nil)
    let placement = layout.resolve(fittingHeight: { _, _ in 900 })
    #expect(frame(placement.messageFrame) == [0, 0, 393, 852])
  }

  @Test func scaledMessageIsNotPushedAboveItsContainerByAHighKeyboard() {
    // The containment constraints are required; the tracker's is optional (250).
    let keyboard = CGRect(x: 0, y: 200, width: 393, height: 652)
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, keyboardFrame: keyboard,
      keyboardTrackerTopMargin: 0, placement: .center, motion: .scale, margins: nil)
    let placement = layout.resolve(fittingHeight: { _, _ in 300 })
    #expect(placement.messageFrame.origin.y == 0)
  }

  @Test func tallTopSlideIsPushedUpByTheKeyboardTracker() {
    // The tracker's constraint (250) beats the pin (200): the message's bottom may not pass
    // the keyboard's top by more than the bounce.
    let keyboard = CGRect(x: 0, y: 852 - 336, width: 393, height: 336)
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, keyboardFrame: keyboard,
      keyboardTrackerTopMargin: 0, placement: .top, margins: nil)
    let placement = layout.resolve(fittingHeight: { _, _ in 600 })
    #expect(placement.messageFrame.origin.y == CGFloat(516 - 600))
  }

  @Test func viewThatIsNotMarginAdjustableKeepsItsMarginsAndHasNoBounce() {
    var measuredWith: [LayoutInsets?] = []
    let layout = MessagePlacementLayout(
      containerBounds: phone, containerSafeArea: phoneSafeArea, placement: .top, margins: nil)
    let placement = layout.resolve(fittingHeight: { _, margins in
      measuredWith.append(margins)
      return 100
    })
    #expect(placement.messageMargins == nil)
    #expect(measuredWith == [nil])
    #expect(frame(placement.messageFrame) == [0, 0, 393, 100])
  }

  @Test func messageIsMeasuredAtTheMaskingViewsWidth() {
    // iPad (10th generation) landscape: 1180 × 820 pt.
    var widths: [CGFloat] = []
    let layout = MessagePlacementLayout(
      containerBounds: CGRect(x: 0, y: 0, width: 1180, height: 820),
      containerSafeArea: LayoutInsets(top: 24, bottom: 20), placement: .top)
    _ = layout.resolve(fittingHeight: { width, _ in
      widths.append(width)
      return 80
    })
    #expect(widths == [1180, 1180])
  }
}
