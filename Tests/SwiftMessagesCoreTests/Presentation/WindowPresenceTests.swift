import Testing

@testable import SwiftMessagesCore

/// When a message's masking view reports entering or leaving a window. UIKit calls
/// `didMoveToWindow` for each move; the reports are settled a main-queue turn later.
@Suite struct WindowPresenceTests {
  @Test func aHostReparentedWithinOneTurnIsNeverReportedGone() {
    // Defect 11: a split view controller collapsing moves the detail's view from one
    // container to another in one layout pass: didMoveToWindow(nil) then
    // didMoveToWindow(window). Both schedule a settle for the next turn; by then the host is
    // back in a window, so nothing is reported (it used to report leaving at once).
    var presence = WindowPresence.reportedInWindow()
    #expect(presence.settle(isInWindow: true) == nil)
    #expect(presence.settle(isInWindow: true) == nil)
  }

  @Test func aHostStillOffWindowATurnLaterIsReportedGoneOnce() {
    // The user switches tabs: the host's view leaves the window and stays out.
    var presence = WindowPresence.reportedInWindow()
    #expect(presence.settle(isInWindow: false) == false)
    #expect(presence.settle(isInWindow: false) == nil)
  }

  @Test func aHostThatComesBackIsReportedBack() {
    var presence = WindowPresence.reportedInWindow()
    _ = presence.settle(isInWindow: false)
    // Back on that tab: the host enters a window again.
    #expect(presence.settle(isInWindow: true) == true)
  }

  @Test func aMessageInstalledBeforeItsHostHasAWindowReportsTheEntry() {
    // Shown from viewDidLoad: installed off-window, the host appears later.
    var presence = WindowPresence()
    #expect(presence.settle(isInWindow: true) == true)
    #expect(presence.settle(isInWindow: true) == nil)
  }

  @Test func aMessageWhoseHostLeavesBeforeItsFirstReportIsReportedGone() {
    // Installed in a window and moved out within the same turn (the app pops the screen
    // right after showing): the first settle reports what holds then.
    var presence = WindowPresence()
    #expect(presence.settle(isInWindow: false) == false)
  }
}

extension WindowPresence {
  /// A presence that has reported its host in a window (a message on screen).
  fileprivate static func reportedInWindow() -> WindowPresence {
    var presence = WindowPresence()
    _ = presence.settle(isInWindow: true)
    return presence
  }
}
