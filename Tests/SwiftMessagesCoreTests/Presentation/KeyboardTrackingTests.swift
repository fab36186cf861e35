import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct KeyboardTrackingTests {
  @Test func aKeyboardNotificationAnimatesWithItsOwnTiming() {
    // iOS 16's software keyboard: 0.25 s, curve 7. An external keyboard's bar: 0 s.
    let show = KeyboardTracking.animation(
      isPaused: false, isAppInactive: false, isInWindow: true, duration: 0.25, curve: 7)
    #expect(show?.duration == 0.25 && show?.curve == 7)
    let hardware = KeyboardTracking.animation(
      isPaused: false, isAppInactive: false, isInWindow: true, duration: 0, curve: 0)
    #expect(hardware?.duration == 0 && hardware?.curve == 0)
  }

  @Test func aNotificationWithoutTimingMovesLikeTheKeyboard() {
    // A notification posted by hand (tests, some third-party keyboards) carries no timing.
    let bare = KeyboardTracking.animation(
      isPaused: false, isAppInactive: false, isInWindow: true, duration: nil, curve: nil)
    #expect(bare?.duration == 0.25 && bare?.curve == 7)
    let broken = KeyboardTracking.animation(
      isPaused: false, isAppInactive: false, isInWindow: true, duration: -.infinity, curve: 7)
    #expect(broken?.duration == 0)
  }

  @Test func aPausedInactiveOrOffScreenTrackerIgnoresTheKeyboard() {
    #expect(
      KeyboardTracking.animation(
        isPaused: true, isAppInactive: false, isInWindow: true, duration: 0.25, curve: 7) == nil)
    #expect(
      KeyboardTracking.animation(
        isPaused: false, isAppInactive: true, isInWindow: true, duration: 0.25, curve: 7) == nil)
    #expect(
      KeyboardTracking.animation(
        isPaused: false, isAppInactive: false, isInWindow: false, duration: 0.25, curve: 7) == nil)
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
    #expect(KeyboardTracking.response(to: .frame, current: 316, target: 316) == .notify)
    #expect(KeyboardTracking.response(to: .show, current: 0, target: 316) == .animate)
    // A hide while the tracker is already down does nothing at all.
    #expect(KeyboardTracking.response(to: .hide, current: 0, target: 0) == .ignore)
    #expect(KeyboardTracking.response(to: .hide, current: 316, target: 0) == .animate)
  }
}
