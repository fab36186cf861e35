import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct MaskingLayoutWatchTests {
  @Test func rotationChangesTheLayoutButARepeatedPassDoesNot() {
    // An iPhone 14 Pro window, portrait then landscape.
    var watch = MaskingLayoutWatch()
    #expect(watch.layoutPassChanged(size: CGSize(width: 393, height: 852), trackerHeight: nil) == false)
    #expect(watch.layoutPassChanged(size: CGSize(width: 393, height: 852), trackerHeight: nil) == false)
    #expect(watch.layoutPassChanged(size: CGSize(width: 852, height: 393), trackerHeight: nil) == true)
  }

  @Test func theKeyboardLiftingTheTrackerChangesTheLayout() {
    var watch = MaskingLayoutWatch()
    let portrait = CGSize(width: 393, height: 852)
    // The tracker is there from the first pass (0 pt high).
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 0) == true)
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 0) == false)
    // The 336 pt keyboard comes up.
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 336) == true)
    #expect(watch.layoutPassChanged(size: portrait, trackerHeight: 336) == false)
  }
}

/// When a message's masking view reports entering or leaving a window. UIKit calls
/// `didMoveToWindow` for each move; the reports are settled a main-queue turn later.
@Suite struct MaskingWindowPresenceTests {
  @Test func aHostReparentedWithinOneTurnIsNeverReportedGone() {
    // Defect 11: a split view controller collapsing moves the detail's view from one
    // container to another in one layout pass: didMoveToWindow(nil) then
    // didMoveToWindow(window). Both schedule a settle for the next turn; by then the host is
    // back in a window, so nothing is reported (it used to report leaving at once).
    var presence = MaskingLayoutWatch.reportedInWindow()
    #expect(presence.settle(isInWindow: true) == nil)
    #expect(presence.settle(isInWindow: true) == nil)
  }

  @Test func aHostStillOffWindowATurnLaterIsReportedGoneOnce() {
    // The user switches tabs: the host's view leaves the window and stays out.
    var presence = MaskingLayoutWatch.reportedInWindow()
    #expect(presence.settle(isInWindow: false) == false)
    #expect(presence.settle(isInWindow: false) == nil)
  }

  @Test func aHostThatComesBackIsReportedBack() {
    var presence = MaskingLayoutWatch.reportedInWindow()
    _ = presence.settle(isInWindow: false)
    // Back on that tab: the host enters a window again.
    #expect(presence.settle(isInWindow: true) == true)
  }

  @Test func aMessageInstalledBeforeItsHostHasAWindowReportsTheEntry() {
    // Shown from viewDidLoad: installed off-window, the host appears later.
    var presence = MaskingLayoutWatch()
    #expect(presence.settle(isInWindow: true) == true)
    #expect(presence.settle(isInWindow: true) == nil)
  }

  @Test func aMessageWhoseHostLeavesBeforeItsFirstReportIsReportedGone() {
    // Installed in a window and moved out within the same turn (the app pops the screen
    // right after showing): the first settle reports what holds then.
    var presence = MaskingLayoutWatch()
    #expect(presence.settle(isInWindow: false) == false)
  }
}

extension MaskingLayoutWatch {
  /// A presence that has reported its host in a window (a message on screen).
  fileprivate static func reportedInWindow() -> MaskingLayoutWatch {
    var presence = MaskingLayoutWatch()
    _ = presence.settle(isInWindow: true)
    return presence
  }
}
