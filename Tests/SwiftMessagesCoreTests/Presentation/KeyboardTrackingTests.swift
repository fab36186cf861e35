import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct KeyboardTrackingTests {
  /// The response of a following tracker (not paused, active app, in a window) at `current`.
  private func response(
    _ change: KeyboardChange = .show, current: CGFloat = 0, target: CGFloat = 316, duration: TimeInterval?,
    curve: UInt?, isPaused: Bool = false, isAppInactive: Bool = false, isInWindow: Bool = true
  ) -> (animates: Bool, duration: TimeInterval, curve: UInt)? {
    KeyboardTracking.response(
      to: change, isPaused: isPaused, isAppInactive: isAppInactive, isInWindow: isInWindow, current: current,
      target: target, duration: duration, curve: curve)
  }

  @Test func aKeyboardNotificationAnimatesWithItsOwnTiming() {
    // iOS 16's software keyboard: 0.25 s, curve 7. An external keyboard's bar: 0 s.
    let show = response(duration: 0.25, curve: 7)
    #expect(show?.animates == true && show?.duration == 0.25 && show?.curve == 7)
    let hardware = response(duration: 0, curve: 0)
    #expect(hardware?.duration == 0 && hardware?.curve == 0)
  }

  @Test func aNotificationWithoutTimingMovesLikeTheKeyboard() {
    // A notification posted by hand (tests, some third-party keyboards) carries no timing.
    let bare = response(duration: nil, curve: nil)
    #expect(bare?.duration == 0.25 && bare?.curve == 7)
    let broken = response(duration: -.infinity, curve: 7)
    #expect(broken?.duration == 0)
  }

  @Test func aPausedInactiveOrOffScreenTrackerIgnoresTheKeyboard() {
    #expect(response(duration: 0.25, curve: 7, isPaused: true) == nil)
    #expect(response(duration: 0.25, curve: 7, isAppInactive: true) == nil)
    #expect(response(duration: 0.25, curve: 7, isInWindow: false) == nil)
  }

  @Test func aLayoutPassAppliesTheKeyboardOnlyWhileFollowingAndWhenItChanged() {
    // A 336 pt keyboard came up while the app was in the switcher: the snapshot's layout
    // pass keeps the old height; once active again the layout pass applies it.
    #expect(
      KeyboardTracking.settledHeight(isPaused: false, isAppInactive: true, current: 0, target: 336) == nil)
    #expect(
      KeyboardTracking.settledHeight(isPaused: false, isAppInactive: false, current: 0, target: 336) == 336)
    #expect(
      KeyboardTracking.settledHeight(isPaused: false, isAppInactive: false, current: 336, target: 336) == nil)
  }

  @Test func onlyContentAvoidsTheKeyboardAndOnlyWhileTheTrackerIsOurs() {
    // A bottom message with a 5 pt bounce strip tucks it under the keyboard.
    #expect(
      KeyboardTracking.avoidanceConstant(
        subviewIsTracker: false, subviewIsDim: false, trackerIsInMaskingView: true, bounceOffset: 5) == -5)
    #expect(
      KeyboardTracking.avoidanceConstant(
        subviewIsTracker: false, subviewIsDim: true, trackerIsInMaskingView: true, bounceOffset: 5) == nil)
    #expect(
      KeyboardTracking.avoidanceConstant(
        subviewIsTracker: true, subviewIsDim: false, trackerIsInMaskingView: true, bounceOffset: 5) == nil)
    // The tracker was shared through a `Config` and now sits in another message's masking view.
    #expect(
      KeyboardTracking.avoidanceConstant(
        subviewIsTracker: false, subviewIsDim: false, trackerIsInMaskingView: false, bounceOffset: 5) == nil
    )
  }

  @Test func aKeyboardChangeThatLeavesTheTrackerWhereItIsNeitherAnimatesNorSaysDidChange() {
    // SwiftMessages 10: an iPhone 15's 336 pt keyboard over a tracker already at 316 pt
    // (topMargin 20 above it) moves nothing: `willChange` only.
    #expect(response(.frame, current: 316, target: 316, duration: 0.25, curve: 7)?.animates == false)
    #expect(response(.show, current: 0, target: 316, duration: 0.25, curve: 7)?.animates == true)
    // A hide while the tracker is already down does nothing at all.
    #expect(response(.hide, current: 0, target: 0, duration: 0.25, curve: 7) == nil)
    #expect(response(.hide, current: 316, target: 0, duration: 0.25, curve: 7)?.animates == true)
    // Any other change at height 0 is still told (`willChange`), as SwiftMessages 10 does.
    #expect(response(.frame, current: 0, target: 0, duration: 0.25, curve: 7)?.animates == false)
  }
}
