import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct KeyboardAvoidanceTests {
  /// An iPhone 14 Pro–sized window (852 pt tall) with a 336 pt keyboard.
  private let windowHeight: CGFloat = 852
  private var keyboard: CGRect { CGRect(x: 0, y: 516, width: 393, height: 336) }

  @Test func noKeyboardYieldsZero() {
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: nil) == 0)
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: nil, topMargin: 12) == 0)
  }

  @Test func keyboardBelowTheTrackerYieldsZeroEvenWithATopMargin() {
    // The tracker ends at 500, the keyboard starts at 516.
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: 500, keyboardFrame: keyboard, topMargin: 10) == 0)
    // Touching edges do not overlap.
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: 516, keyboardFrame: keyboard, topMargin: 10) == 0)
    // A keyboard moved off screen (end frame of a hide) does not overlap.
    let offScreen = CGRect(x: 0, y: windowHeight, width: 393, height: 336)
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: offScreen, topMargin: 10)
        == 0)
  }

  @Test func overlapWithoutSafeAreaIsTheCoveredHeight() {
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: keyboard) == 336)
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: 600, keyboardFrame: keyboard) == 84)
  }

  @Test func trackerTopKeepsTheTopMarginAboveTheKeyboard() {
    // iPhone 15, full-screen container, tracker at its bottom, 336 pt keyboard, topMargin 8:
    // the tracker's top (where the message sits) is 8 pt above the keyboard's top (516).
    let height = KeyboardAvoidance.trackingHeight(
      trackerMaxY: windowHeight, keyboardFrame: keyboard, topMargin: 8)
    #expect(height == 344)
    #expect(windowHeight - height == keyboard.origin.y - 8)
  }

  @Test func shallowOverlapStillKeepsTheTopMargin() {
    // A 20 pt accessory strip: the tracker rises 28 pt. The home-indicator inset is the
    // message's own business (its margins follow its own safe area), not the tracker's.
    let strip = CGRect(x: 0, y: 832, width: 393, height: 20)
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: strip, topMargin: 8) == 28)
  }

  @Test func topMarginIsAddedWhenTheKeyboardOverlaps() {
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: keyboard, topMargin: 8)
        == 344)
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: 600, keyboardFrame: keyboard, topMargin: 8) == 92)
  }

  @Test func negativeMarginIsTreatedAsZero() {
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: keyboard, topMargin: -20)
        == 336)
  }

  @Test func zeroSizeKeyboardFramesAreTreatedAsHidden() {
    let zeroHeight = CGRect(x: 0, y: 516, width: 393, height: 0)
    let zeroWidth = CGRect(x: 0, y: 516, width: 0, height: 336)
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: zeroHeight) == 0)
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: zeroWidth) == 0)
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: .zero, topMargin: 5) == 0)
  }

  @Test func nonFiniteFramesYieldZero() {
    let nanOrigin = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336)
    let infiniteOrigin = CGRect(x: 0, y: -CGFloat.infinity, width: 393, height: 336)
    let nanHeight = CGRect(x: 0, y: 516, width: 393, height: CGFloat.nan)
    for frame in [nanOrigin, infiniteOrigin, nanHeight] {
      #expect(
        KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: frame, topMargin: 5) == 0)
    }
    #expect(KeyboardAvoidance.trackingHeight(trackerMaxY: .nan, keyboardFrame: keyboard, topMargin: 5) == 0)
  }
}
