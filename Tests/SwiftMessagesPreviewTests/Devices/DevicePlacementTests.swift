import Foundation
import Testing

@testable import SwiftMessagesCore
@testable import SwiftMessagesPreview

/// Messages placed on catalogued devices: the context comes from the core's
/// `ContextDecision`, the frames from `MessagePlacementLayout`.
@Suite struct DevicePlacementTests {
  /// MessageView.xib's margins facts: additions 20, not collapsed, bounce 5.
  private let messageView = MessagePlacementLayout.Margins(
    additions: LayoutInsets(all: 20), collapse: false, bounceOffset: 5)

  /// 44 pt of content inside the margins (8 pt each when the view keeps its own).
  private func fitting(_ width: CGFloat, _ margins: LayoutInsets?) -> CGFloat {
    let margins = margins ?? LayoutInsets(all: 8)
    return margins.top + 44 + margins.bottom
  }

  @Test func topMessageInANavigationAppOnIPhone15StartsBelowTheBar() {
    let scene = DevicePlacement(
      device: .iPhone15, showsNavigationBar: true, message: .init(placement: .top, margins: messageView))
    #expect(scene.context == .belowNavigationBar(0))
    let placement = scene.layout.resolve(fittingHeight: fitting)
    #expect(placement.maskingFrame.origin.y == 103)
    #expect(placement.messageFrame.origin.y == 98)
  }

  @Test func bottomMessageInATabAppOnIPhone15EndsAtTheTabBarsTop() {
    let scene = DevicePlacement(
      device: .iPhone15, showsNavigationBar: true, showsTabBar: true,
      message: .init(placement: .bottom, margins: messageView))
    #expect(scene.context == .aboveTabBar(0, pinnedToBar: true))
    let placement = scene.layout.resolve(fittingHeight: fitting)
    // Tab bar: 49 + 34 pt, top at 769.
    #expect(placement.maskingFrame.size.height == 769)
    #expect(placement.messageFrame.origin.y + placement.messageFrame.size.height == 774)
  }

  @Test func trackedBottomMessageOnIPhoneSESitsOnThe260PointKeyboard() {
    let scene = DevicePlacement(
      device: .iPhoneSE3, showsKeyboard: true,
      message: .init(keyboardTrackerTopMargin: 0, placement: .bottom, margins: messageView))
    #expect(scene.context == .newWindow)
    let placement = scene.layout.resolve(fittingHeight: fitting)
    #expect(placement.messageFrame.origin.y + placement.messageFrame.size.height == CGFloat(667 - 260 + 5))
  }

  @Test func centredMessageOnIPadLandscapeSpansTheWidth() {
    let scene = DevicePlacement(device: .iPad10Landscape, placement: .center)
    let placement = scene.layout.resolve(fittingHeight: { _, _ in 200 })
    #expect(placement.messageFrame.size.width == 1180)
    #expect(placement.messageFrame.origin.y == 310)
  }

  @Test func catalogFactsAreConsistent() {
    for device in DeviceMetrics.catalog {
      // Bars and keyboard lie on screen, below the status bar and above the bottom.
      #expect(Double(device.navigationBarFrame.origin.y) >= device.statusBarHeight)
      #expect(Double(device.tabBarFrame.origin.y + device.tabBarFrame.size.height) == device.height)
      if let keyboard = device.keyboardFrame {
        #expect(keyboard.origin.y > device.navigationBarFrame.origin.y)
      }
      #expect(device.homeIndicator == nil || device.safeArea.bottom > 0)
    }
  }
}
