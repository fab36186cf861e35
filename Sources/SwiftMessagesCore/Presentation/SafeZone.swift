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
  /// shown from `viewDidLoad` has no window at all yet.
  package struct Window: Sendable {
    /// Whether the window's level is above `.normal`.
    var levelAboveNormal: Bool
    /// The window's top safe-area inset.
    var safeAreaTop: Double
    /// The window's bottom safe-area inset.
    var safeAreaBottom: Double

    /// Creates window facts.
    package init(levelAboveNormal: Bool, safeAreaTop: Double, safeAreaBottom: Double) {
      self.levelAboveNormal = levelAboveNormal
      self.safeAreaTop = safeAreaTop
      self.safeAreaBottom = safeAreaBottom
    }
  }

  /// By SwiftMessages' rules: none outside a window; above `.normal`, `overStatusBar` alone over a
  /// 20 pt status bar, else notch and home indicator where inset; at `.normal`, the notch unless
  /// below a navigation bar (``ContextDecision/topBarOf``) and the home indicator unless above a
  /// tab bar it is pinned to (``ContextDecision/bottomBarOf``). An array in bit order, not a
  /// `Set`, to avoid its hashing code.
  package static func conflicts(in window: Window?, context: ContextDecision) -> [SafeZone] {
    guard let window else { return [] }
    if window.levelAboveNormal {
      if window.safeAreaTop == 20 { return [.overStatusBar] }
      var zones: [SafeZone] = []
      if window.safeAreaTop > 0 { zones.append(.sensorNotch) }
      if window.safeAreaBottom > 0 { zones.append(.homeIndicator) }
      return zones
    }
    var zones: [SafeZone] = []
    if context.topBarOf == nil { zones.append(.sensorNotch) }
    if context.bottomBarOf == nil { zones.append(.homeIndicator) }
    return zones
  }

  /// The `SafeZoneConflicts` raw value of `zones`.
  package static func mask(_ zones: [SafeZone]) -> Int {
    zones.reduce(0) { $0 | $1.rawValue }
  }
}
