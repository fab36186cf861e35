import Foundation
import Testing

@testable import SwiftMessagesCore

/// The container geometry behind `MessageGeometryProxy`.
@Suite struct MessageGeometryTests {
  @Test func anIPhone15InPortraitLeavesTheSafeAreaSize() {
    let geometry = MessageGeometry(
      containerSize: CGSize(width: 393, height: 852),
      safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0),
      isRightToLeft: false)
    #expect(geometry.size == CGSize(width: 393, height: 759))
    #expect(geometry.top == 59)
    #expect(geometry.bottom == 34)
    #expect(geometry.leading == 0)
    #expect(geometry.trailing == 0)
  }

  @Test func anIPhone15InLandscapeLosesBothSides() {
    let geometry = MessageGeometry(
      containerSize: CGSize(width: 852, height: 393),
      safeArea: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59),
      isRightToLeft: false)
    #expect(geometry.size == CGSize(width: 734, height: 372))
    #expect(geometry.leading == 59)
    #expect(geometry.trailing == 59)
    #expect(geometry.bottom == 21)
  }

  @Test func leadingAndTrailingFollowTheLayoutDirection() {
    // iPhone 15 in landscape, the message in the right-hand column of a split screen
    // (x 300…852): only its right edge is under the sensor housing.
    let safeArea = LayoutInsets(top: 0, left: 0, bottom: 21, right: 59)
    let size = CGSize(width: 552, height: 393)
    let leftToRight = MessageGeometry(containerSize: size, safeArea: safeArea, isRightToLeft: false)
    #expect(leftToRight.leading == 0)
    #expect(leftToRight.trailing == 59)
    let rightToLeft = MessageGeometry(containerSize: size, safeArea: safeArea, isRightToLeft: true)
    #expect(rightToLeft.leading == 59)
    #expect(rightToLeft.trailing == 0)
    #expect(rightToLeft.size == leftToRight.size)
    #expect(rightToLeft.size == CGSize(width: 493, height: 372))
  }

  @Test func aContainerNotLaidOutYetGivesAnEmptySizeNotANegativeOne() {
    // Before its first layout pass the container is 0×0 while the window's safe area is known.
    let portrait = MessageGeometry(
      containerSize: .zero, safeArea: LayoutInsets(top: 59, left: 0, bottom: 34, right: 0),
      isRightToLeft: false)
    #expect(portrait.size == .zero)
    let landscape = MessageGeometry(
      containerSize: .zero, safeArea: LayoutInsets(top: 0, left: 59, bottom: 21, right: 59),
      isRightToLeft: false)
    #expect(landscape.size == .zero)
  }
}

/// The keyboard, as the keyboard tracker of a bottom message measures it, in the geometry.
@Suite struct MessageGeometryKeyboardTests {
  private let iPhone15 = CGSize(width: 393, height: 852)
  private let portraitSafeArea = LayoutInsets(top: 59, left: 0, bottom: 34, right: 0)

  @Test func theKeyboardReplacesTheHomeIndicatorInsetAtTheBottom() {
    // iPhone 15 portrait, English keyboard up: it covers the bottom 336 pt (home indicator
    // area included), as SwiftUI's own keyboard safe area does.
    let geometry = MessageGeometry(
      containerSize: iPhone15, safeArea: portraitSafeArea, keyboardTrackerHeight: 336,
      isKeyboardTrackerInContainer: true, isRightToLeft: false)
    #expect(geometry.bottom == 336)
    #expect(geometry.size == CGSize(width: 393, height: 457))
    #expect(geometry.top == 59)
  }

  @Test func noKeyboardLeavesTheSafeArea() {
    let geometry = MessageGeometry(
      containerSize: iPhone15, safeArea: portraitSafeArea, keyboardTrackerHeight: 0,
      isKeyboardTrackerInContainer: true, isRightToLeft: false)
    #expect(
      geometry == MessageGeometry(containerSize: iPhone15, safeArea: portraitSafeArea, isRightToLeft: false))
    #expect(geometry.bottom == 34)
  }

  @Test func aKeyboardShorterThanTheInsetChangesNothing() {
    // A hardware keyboard's 20 pt shortcut bar over a 34 pt home-indicator inset.
    let geometry = MessageGeometry(
      containerSize: iPhone15, safeArea: portraitSafeArea, keyboardTrackerHeight: 20,
      isKeyboardTrackerInContainer: true, isRightToLeft: false)
    #expect(geometry.bottom == 34)
    #expect(geometry.size.height == 759)
  }

  @Test func aTrackerInAnotherMessagesContainerCountsAsNoKeyboard() {
    // Two bottom cards of a deck share one Config, hence one tracker: it moved into the newer
    // card's container and measures 336 pt there; the older card's container has no keyboard
    // tracker of its own and keeps its home-indicator inset.
    let geometry = MessageGeometry(
      containerSize: iPhone15, safeArea: portraitSafeArea, keyboardTrackerHeight: 336,
      isKeyboardTrackerInContainer: false, isRightToLeft: false)
    #expect(geometry.bottom == 34)
    #expect(geometry.size.height == 759)
  }
}
