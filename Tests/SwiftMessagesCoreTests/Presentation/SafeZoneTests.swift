import Testing

@testable import SwiftMessagesCore

@Suite struct SafeZoneTests {
  /// iPhone 15 (Dynamic Island): 59 pt top, 34 pt bottom safe area.
  static let iPhone15 = (top: 59.0, bottom: 34.0)
  /// No bars around the context (a new window, a plain controller's view).
  static let noBars: SafeZone.Bars = (false, false)

  /// The `SafeZoneConflicts` raw value of `zones`.
  private func mask(_ zones: SafeZone...) -> Int {
    zones.reduce(0) { $0 | $1.rawValue }
  }

  @Test func noConflictsOutsideAWindow() {
    #expect(SafeZone.conflicts(in: nil, bars: Self.noBars) == 0)
  }

  @Test func raisedWindowOverATwentyPointStatusBarIsOverStatusBarOnly() {
    // iPhone 8 with a window at `.statusBar` level: 20 pt top, no bottom inset.
    let window = (levelAboveNormal: true, safeAreaTop: 20.0, safeAreaBottom: 0.0)
    #expect(SafeZone.conflicts(in: window, bars: Self.noBars) == mask(.overStatusBar))
  }

  @Test func raisedWindowOnANotchPhoneConflictsWithNotchAndHomeIndicator() {
    let window = (
      levelAboveNormal: true, safeAreaTop: Self.iPhone15.top, safeAreaBottom: Self.iPhone15.bottom
    )
    #expect(SafeZone.conflicts(in: window, bars: Self.noBars) == mask(.sensorNotch, .homeIndicator))
    // Bars do not matter above `.normal`.
    #expect(SafeZone.conflicts(in: window, bars: (true, true)) == mask(.sensorNotch, .homeIndicator))
  }

  @Test func raisedWindowWithoutInsetsHasNoConflicts() {
    // A new window read before its first layout reports no insets: the conflicts it would
    // give are why they are read when the message is shown.
    let window = (levelAboveNormal: true, safeAreaTop: 0.0, safeAreaBottom: 0.0)
    #expect(SafeZone.conflicts(in: window, bars: Self.noBars) == 0)
  }

  /// Defect 11 (issue 24): a message shown from `viewDidLoad` below a navigation bar has no
  /// window when installed; its surroundings come with the installation and the conflicts
  /// follow from the window it is shown in.
  @Test func aMessageThatWaitedForItsWindowGetsThatWindowsConflicts() {
    let tree = ControllerTree(nodes: [
      ControllerTree.Node(kind: .navigation, barIsVisible: true, shownChild: 1),
      ControllerTree.Node(parent: 0),
    ])
    let bars = ContextDecision.installation(.viewController(1), placement: .top, tree: tree).safeZone
    #expect(SafeZone.conflicts(in: nil, bars: bars) == 0)
    let shownIn = (
      levelAboveNormal: false, safeAreaTop: Self.iPhone15.top, safeAreaBottom: Self.iPhone15.bottom
    )
    #expect(SafeZone.conflicts(in: shownIn, bars: bars) == mask(.homeIndicator))
  }

  @Test func normalLevelDependsOnBars() {
    let window = (
      levelAboveNormal: false, safeAreaTop: Self.iPhone15.top, safeAreaBottom: Self.iPhone15.bottom
    )
    let tree = ControllerTree(nodes: [
      ControllerTree.Node(kind: .tabBar, barIsVisible: true, barIsAttached: true, shownChild: 1),
      ControllerTree.Node(kind: .navigation, barIsVisible: true, parent: 0),
    ])
    func conflicts(_ placement: PresentationPlacement, _ tree: ControllerTree) -> Int {
      SafeZone.conflicts(
        in: window,
        bars: ContextDecision.installation(.automatic(root: 0), placement: placement, tree: tree).safeZone)
    }
    #expect(conflicts(.center, tree) == mask(.sensorNotch, .homeIndicator))
    #expect(conflicts(.top, tree) == mask(.homeIndicator))
    #expect(conflicts(.bottom, tree) == mask(.sensorNotch))
    // A floating tab bar the mask is not pinned to leaves the home indicator in the way.
    var floating = tree
    floating.nodes[0].barIsAttached = false
    #expect(conflicts(.bottom, floating) == mask(.sensorNotch, .homeIndicator))
    // Below a bar in z-order only (a centred message in a navigation controller's own view).
    let own = ContextDecision.installation(.viewController(1), placement: .center, tree: tree).safeZone
    #expect(SafeZone.conflicts(in: window, bars: own) == mask(.sensorNotch, .homeIndicator))
  }
}
