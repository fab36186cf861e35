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
      KeyboardAvoidance.trackingHeight(
        trackerMaxY: windowHeight, keyboardFrame: nil, safeAreaBottom: 34, topMargin: 12) == 0)
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

  @Test func homeIndicatorSafeAreaIsNotCountedTwice() {
    // The message already keeps 34 pt for the home indicator, which the keyboard covers.
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: keyboard, safeAreaBottom: 34)
        == 302)
  }

  @Test func overlapSmallerThanTheSafeAreaNeedsNoExtraHeight() {
    // A keyboard accessory strip 20 pt tall hides inside the 34 pt home-indicator margin.
    let strip = CGRect(x: 0, y: 832, width: 393, height: 20)
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: strip, safeAreaBottom: 34)
        == 0)
  }

  @Test func shallowOverlapLiftsOnlyEnoughToKeepTheTopMargin() {
    // The content sits 34 pt above the tracker's bottom. A 20 pt strip leaves a 14 pt gap,
    // already more than an 8 pt margin: no lift (not 8 pt, which would leave 22 pt).
    let strip = CGRect(x: 0, y: 832, width: 393, height: 20)
    #expect(
      KeyboardAvoidance.trackingHeight(
        trackerMaxY: windowHeight, keyboardFrame: strip, safeAreaBottom: 34, topMargin: 8) == 0)
    // A 30 pt strip leaves 4 pt: lift by 4 so the gap is exactly 8.
    let taller = CGRect(x: 0, y: 822, width: 393, height: 30)
    #expect(
      KeyboardAvoidance.trackingHeight(
        trackerMaxY: windowHeight, keyboardFrame: taller, safeAreaBottom: 34, topMargin: 8) == 4)
  }

  @Test func topMarginIsAddedWhenTheKeyboardOverlaps() {
    #expect(
      KeyboardAvoidance.trackingHeight(trackerMaxY: windowHeight, keyboardFrame: keyboard, topMargin: 8)
        == 344)
    #expect(
      KeyboardAvoidance.trackingHeight(
        trackerMaxY: windowHeight, keyboardFrame: keyboard, safeAreaBottom: 34, topMargin: 8) == 310)
  }

  @Test func negativeSafeAreaAndMarginAreTreatedAsZero() {
    #expect(
      KeyboardAvoidance.trackingHeight(
        trackerMaxY: windowHeight, keyboardFrame: keyboard, safeAreaBottom: -50, topMargin: -20) == 336)
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
