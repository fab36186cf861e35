import Foundation

/// A screen area a message may collide with (SwiftMessages' `SafeZoneConflicts` members; the
/// raw value is the member's bit there).
package enum SafeZone: Int, Equatable, Sendable {
  /// The status bar.
  case statusBar = 1
  /// The sensor housing (notch or Dynamic Island).
  case sensorNotch = 2
  /// The home indicator.
  case homeIndicator = 4
  /// A window above `.normal` over a 20 pt status bar (the pre-notch iPhone case).
  case overStatusBar = 8

  /// The container's window, read when the message is shown (after layout), not when it is
  /// installed: a new window has no safe area before its first layout, and a view controller
  /// shown from `viewDidLoad` has no window at all yet. Whether its level is above `.normal`, and
  /// its top and bottom safe-area insets.
  package typealias Window = (levelAboveNormal: Bool, safeAreaTop: Double, safeAreaBottom: Double)

  /// The bars around the message's context, from its installation: below a navigation bar
  /// (``ContextDecision/belowNavigationBar(_:)``), above a tab bar it is pinned to
  /// (``ContextDecision/aboveTabBar(_:pinnedToBar:)`` pinned).
  package typealias Bars = (belowNavigationBar: Bool, abovePinnedTabBar: Bool)

  /// The `SafeZoneConflicts` raw value by SwiftMessages' rules: none outside a window; above
  /// `.normal`, `overStatusBar` alone over a 20 pt status bar, else notch and home indicator
  /// where inset; at `.normal`, the notch unless below a navigation bar and the home indicator
  /// unless above a tab bar it is pinned to.
  package static func conflicts(in window: Window?, bars: Bars) -> Int {
    guard let window else { return 0 }
    if window.levelAboveNormal {
      if window.safeAreaTop == 20 { return overStatusBar.rawValue }
      return (window.safeAreaTop > 0 ? sensorNotch.rawValue : 0)
        | (window.safeAreaBottom > 0 ? homeIndicator.rawValue : 0)
    }
    return (bars.belowNavigationBar ? 0 : sensorNotch.rawValue)
      | (bars.abovePinnedTabBar ? 0 : homeIndicator.rawValue)
  }
}
