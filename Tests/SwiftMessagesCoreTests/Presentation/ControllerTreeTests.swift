import Foundation
import Testing

@testable import SwiftMessagesCore

/// The bar facts the UIKit layer reads, and what SwiftMessages makes of them.
@Suite struct ControllerTreeTests {
  typealias Bar = ControllerTree.Bar

  /// iPhone 15 portrait: a navigation bar below the 59 pt status area, in a 393 × 852 view.
  static let navigationBar = Bar(
    isHidden: false, alpha: 1, hasSuperview: true, frame: CGRect(x: 0, y: 59, width: 393, height: 44),
    frameInControllerView: CGRect(x: 0, y: 59, width: 393, height: 44),
    controllerViewBounds: CGRect(x: 0, y: 0, width: 393, height: 852))

  @Test func aLaidOutBarInItsViewIsVisible() {
    #expect(Self.navigationBar.isVisible)
  }

  @Test func aHiddenOrTransparentBarIsNotVisible() {
    var hidden = Self.navigationBar
    hidden.isHidden = true
    #expect(!hidden.isVisible)
    var transparent = Self.navigationBar
    transparent.alpha = 0
    #expect(!transparent.isVisible)
  }

  @Test func aBarMovedOffTheViewIsNotVisible() {
    // `hidesBarsOnSwipe`: the bar slides up to end at the view's top edge.
    var offscreen = Self.navigationBar
    offscreen.frameInControllerView = CGRect(x: 0, y: -44, width: 393, height: 44)
    #expect(!offscreen.isVisible)
    // Half way, it still shows.
    offscreen.frameInControllerView = CGRect(x: 0, y: -22, width: 393, height: 44)
    #expect(offscreen.isVisible)
  }

  @Test func aBarOfAViewNotLoadedIsNotVisible() {
    var unloaded = Self.navigationBar
    unloaded.frameInControllerView = nil
    unloaded.controllerViewBounds = nil
    #expect(!unloaded.isVisible)
  }

  @Test func aTabBarIsAttachedOnlyWhenInAViewAndLaidOut() {
    // iPhone 15 tab bar: 83 pt at the bottom of an 852 pt view.
    let tabBar = Bar(
      isHidden: false, alpha: 1, hasSuperview: true, frame: CGRect(x: 0, y: 769, width: 393, height: 83),
      frameInControllerView: CGRect(x: 0, y: 769, width: 393, height: 83),
      controllerViewBounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(tabBar.isAttached)
    var notLaidOut = tabBar
    notLaidOut.frame = .zero
    #expect(!notLaidOut.isAttached)
    var removed = tabBar
    removed.hasSuperview = false
    #expect(!removed.isAttached)
  }
}
