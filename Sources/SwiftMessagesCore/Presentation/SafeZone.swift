import Foundation

/// A screen area a message may collide with (SwiftMessages' `SafeZoneConflicts` members).
package enum SafeZone: Hashable, Sendable, CaseIterable {
  /// The status bar.
  case statusBar
  /// The sensor housing (notch or Dynamic Island).
  case sensorNotch
  /// The home indicator.
  case homeIndicator
  /// A window above `.normal` over a 20 pt status bar (the pre-notch iPhone case).
  case overStatusBar

  /// The conflicts of a container, by SwiftMessages' rules.
  ///
  /// - Parameters:
  ///   - inWindow: whether the container is in a window (no conflicts otherwise).
  ///   - windowLevelAboveNormal: whether the container's window is above `.normal`.
  ///   - safeAreaTop: the window's top safe-area inset.
  ///   - safeAreaBottom: the window's bottom safe-area inset.
  ///   - underNavigationBar: whether the container sits below a navigation bar.
  ///   - aboveTabBar: whether the container sits above a tab bar.
  package static func conflicts(
    inWindow: Bool, windowLevelAboveNormal: Bool, safeAreaTop: Double, safeAreaBottom: Double,
    underNavigationBar: Bool = false, aboveTabBar: Bool = false
  ) -> Set<SafeZone> {
    guard inWindow else { return [] }
    if windowLevelAboveNormal {
      if safeAreaTop == 20 { return [.overStatusBar] }
      var zones: Set<SafeZone> = []
      if safeAreaTop > 0 { zones.insert(.sensorNotch) }
      if safeAreaBottom > 0 { zones.insert(.homeIndicator) }
      return zones
    }
    var zones: Set<SafeZone> = []
    if !underNavigationBar { zones.insert(.sensorNotch) }
    if !aboveTabBar { zones.insert(.homeIndicator) }
    return zones
  }
}
