import Testing

@testable import SwiftMessagesCore

@Suite struct SafeZoneTests {
  /// iPhone 15 (Dynamic Island): 59 pt top, 34 pt bottom safe area.
  static let iPhone15 = (top: 59.0, bottom: 34.0)

  @Test func noConflictsOutsideAWindow() {
    #expect(SafeZone.conflicts(in: nil, context: .newWindow).isEmpty)
  }

  @Test func raisedWindowOverATwentyPointStatusBarIsOverStatusBarOnly() {
    // iPhone 8 with a window at `.statusBar` level: 20 pt top, no bottom inset.
    let window = SafeZone.Window(levelAboveNormal: true, safeAreaTop: 20, safeAreaBottom: 0)
    #expect(SafeZone.conflicts(in: window, context: .newWindow) == [.overStatusBar])
  }

  @Test func raisedWindowOnANotchPhoneConflictsWithNotchAndHomeIndicator() {
    let window = SafeZone.Window(
      levelAboveNormal: true, safeAreaTop: Self.iPhone15.top, safeAreaBottom: Self.iPhone15.bottom)
    #expect(SafeZone.conflicts(in: window, context: .newWindow) == [.sensorNotch, .homeIndicator])
  }

  @Test func raisedWindowWithoutInsetsHasNoConflicts() {
    // A new window read before its first layout reports no insets: the conflicts it would
    // give are why they are read when the message is shown.
    let window = SafeZone.Window(levelAboveNormal: true, safeAreaTop: 0, safeAreaBottom: 0)
    #expect(SafeZone.conflicts(in: window, context: .newWindow).isEmpty)
  }

  /// Defect 11 (issue 24): a message shown from `viewDidLoad` below a navigation bar has no
  /// window when installed; its surroundings come with the context decision and the conflicts
  /// follow from the window it is shown in.
  @Test func aMessageThatWaitedForItsWindowGetsThatWindowsConflicts() {
    let tree = ControllerTree(nodes: [
      ControllerTree.Node(kind: .navigation, barIsVisible: true, shownChild: 1),
      ControllerTree.Node(parent: 0),
    ])
    let context = ContextDecision.decide(.viewController(1), placement: .top, tree: tree)
    #expect(SafeZone.conflicts(in: nil, context: context).isEmpty)
    let shownIn = SafeZone.Window(
      levelAboveNormal: false, safeAreaTop: Self.iPhone15.top, safeAreaBottom: Self.iPhone15.bottom)
    #expect(SafeZone.conflicts(in: shownIn, context: context) == [.homeIndicator])
  }

  @Test func normalLevelDependsOnBars() {
    let window = SafeZone.Window(
      levelAboveNormal: false, safeAreaTop: Self.iPhone15.top, safeAreaBottom: Self.iPhone15.bottom)
    #expect(SafeZone.conflicts(in: window, context: .newWindow) == [.sensorNotch, .homeIndicator])
    #expect(SafeZone.conflicts(in: window, context: .belowNavigationBar(0)) == [.homeIndicator])
    #expect(SafeZone.conflicts(in: window, context: .aboveTabBar(0, pinnedToBar: true)) == [.sensorNotch])
    // A floating tab bar the mask is not pinned to leaves the home indicator in the way.
    #expect(
      SafeZone.conflicts(in: window, context: .aboveTabBar(0, pinnedToBar: false)) == [
        .sensorNotch, .homeIndicator,
      ])
    #expect(
      SafeZone.conflicts(in: window, context: .viewController(0, belowBar: true)) == [
        .sensorNotch, .homeIndicator,
      ])
  }

  @Test func theMaskCombinesEachZonesBit() {
    #expect(SafeZone.mask([]) == 0)
    #expect(
      SafeZone.mask([.sensorNotch, .homeIndicator]) == SafeZone.sensorNotch.rawValue
        | SafeZone.homeIndicator.rawValue)
    #expect(SafeZone.mask([.sensorNotch, .homeIndicator]) != SafeZone.mask([.sensorNotch]))
  }
}
