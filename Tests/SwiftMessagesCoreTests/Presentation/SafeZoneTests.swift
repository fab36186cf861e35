import Testing

@testable import SwiftMessagesCore

@Suite struct SafeZoneTests {
  @Test func noConflictsOutsideAWindow() {
    #expect(
      SafeZone.conflicts(inWindow: false, windowLevelAboveNormal: true, safeAreaTop: 59, safeAreaBottom: 34)
        .isEmpty)
  }

  @Test func raisedWindowOverATwentyPointStatusBarIsOverStatusBarOnly() {
    let zones = SafeZone.conflicts(
      inWindow: true, windowLevelAboveNormal: true, safeAreaTop: 20, safeAreaBottom: 0)
    #expect(zones == [.overStatusBar])
  }

  @Test func raisedWindowOnANotchPhoneConflictsWithNotchAndHomeIndicator() {
    let zones = SafeZone.conflicts(
      inWindow: true, windowLevelAboveNormal: true, safeAreaTop: 59, safeAreaBottom: 34)
    #expect(zones == [.sensorNotch, .homeIndicator])
  }

  @Test func raisedWindowWithoutInsetsHasNoConflicts() {
    let zones = SafeZone.conflicts(
      inWindow: true, windowLevelAboveNormal: true, safeAreaTop: 0, safeAreaBottom: 0)
    #expect(zones.isEmpty)
  }

  @Test func normalLevelDependsOnBars() {
    #expect(
      SafeZone.conflicts(inWindow: true, windowLevelAboveNormal: false, safeAreaTop: 59, safeAreaBottom: 34)
        == [.sensorNotch, .homeIndicator])
    #expect(
      SafeZone.conflicts(
        inWindow: true, windowLevelAboveNormal: false, safeAreaTop: 59, safeAreaBottom: 34,
        underNavigationBar: true) == [.homeIndicator])
    #expect(
      SafeZone.conflicts(
        inWindow: true, windowLevelAboveNormal: false, safeAreaTop: 59, safeAreaBottom: 34,
        underNavigationBar: true, aboveTabBar: true
      ).isEmpty)
  }
}
