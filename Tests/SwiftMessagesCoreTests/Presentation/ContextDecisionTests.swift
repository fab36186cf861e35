import Testing

@testable import SwiftMessagesCore

/// Where a message goes, decided from snapshots of real screens' view-controller trees.
@Suite struct ContextDecisionTests {
  typealias Node = ControllerTree.Node

  /// A typical iPhone app: a tab bar controller (tab bar visible) whose selected tab is a
  /// navigation controller (bar visible) showing a list.
  ///   0 tabs → 1 navigation → 2 list
  static let tabsWithNavigation = ControllerTree(nodes: [
    Node(kind: .tabBar, barIsVisible: true, barIsAttached: true, shownChild: 1),
    Node(kind: .navigation, barIsVisible: true, parent: 0, shownChild: 2),
    Node(parent: 1),
  ])

  private func decide(
    _ request: ContextDecision.Request, _ placement: PresentationPlacement, _ tree: ControllerTree,
    _ environment: ContextDecision.Environment = .init()
  ) -> ContextDecision {
    ContextDecision.decide(request, placement: placement, tree: tree, environment: environment)
  }

  // MARK: .automatic (top-down)

  @Test func automaticTopGoesBelowTheSelectedTabsNavigationBar() {
    #expect(decide(.automatic(root: 0), .top, Self.tabsWithNavigation) == .belowNavigationBar(1))
  }

  @Test func automaticBottomGoesAboveTheVisibleTabBar() {
    #expect(
      decide(.automatic(root: 0), .bottom, Self.tabsWithNavigation) == .aboveTabBar(0, pinnedToBar: true))
  }

  @Test func automaticCenterAlwaysUsesANewWindow() {
    #expect(decide(.automatic(root: 0), .center, Self.tabsWithNavigation) == .newWindow)
  }

  @Test func automaticSearchesDownThroughANavigationControllerWhoseBarIsHidden() {
    // A root navigation controller with its bar hidden (onboarding) showing a tab bar
    // controller whose selected tab has a visible navigation bar.
    let tree = ControllerTree(nodes: [
      Node(kind: .navigation, barIsVisible: false, shownChild: 1),
      Node(kind: .tabBar, barIsVisible: true, barIsAttached: true, parent: 0, shownChild: 2),
      Node(kind: .navigation, barIsVisible: true, parent: 1, shownChild: 3),
      Node(parent: 2),
    ])
    #expect(decide(.automatic(root: 0), .top, tree) == .belowNavigationBar(2))
    #expect(decide(.automatic(root: 0), .bottom, tree) == .aboveTabBar(1, pinnedToBar: true))
  }

  @Test func automaticFollowsPresentedControllersToTheTopMostOne() {
    // The tab app presents a sheet: a navigation controller with a visible bar.
    var tree = Self.tabsWithNavigation
    tree.nodes[0].presented = 3
    tree.nodes.append(Node(kind: .navigation, barIsVisible: true, shownChild: 4))
    tree.nodes.append(Node(parent: 3))
    #expect(decide(.automatic(root: 0), .top, tree) == .belowNavigationBar(3))
    // The sheet has no tab bar: a bottom message gets its own window, not the covered tab bar.
    #expect(decide(.automatic(root: 0), .bottom, tree) == .newWindow)
  }

  @Test func automaticFollowsAPresentationMadeByAChildController() {
    // The list, in a navigation controller whose bar it hides, presented a modal with a
    // visible navigation bar: the search goes down through the shown children to that modal.
    var tree = Self.tabsWithNavigation
    tree.nodes[1].barIsVisible = false
    tree.nodes[2].presented = 3
    tree.nodes.append(Node(kind: .navigation, barIsVisible: true, shownChild: 4))
    tree.nodes.append(Node(parent: 3))
    #expect(decide(.automatic(root: 0), .top, tree) == .belowNavigationBar(3))
  }

  @Test func aFloatingIPadTabBarIsUsedButNotPinnedTo() {
    // iPadOS 18: the tab bar floats at the top and has no superview in the controller's view
    // (SwiftMessages #567 crashed pinning to it).
    var tree = Self.tabsWithNavigation
    tree.nodes[0].barIsAttached = false
    #expect(decide(.automatic(root: 0), .bottom, tree) == .aboveTabBar(0, pinnedToBar: false))
  }

  @Test func automaticWithoutARootOrSceneFailsWithNoContext() {
    #expect(decide(.automatic(root: nil), .top, Self.tabsWithNavigation) == .fail(.noContext))
    #expect(
      decide(.automatic(root: 0), .top, Self.tabsWithNavigation, .init(hasWindowScene: false))
        == .fail(.noContext))
  }

  @Test func inAnAppExtensionAutomaticAndWindowContextsSayAnExplicitContextIsNeeded() {
    // An extension has no application to search for windows: the failure says what to do.
    let appExtension = ContextDecision.Environment(isAppExtension: true, hasWindowScene: false)
    for placement in [PresentationPlacement.top, .bottom, .center] {
      #expect(
        decide(.automatic(root: 0), placement, Self.tabsWithNavigation, appExtension)
          == .fail(.needsContextInAppExtension))
      #expect(
        decide(.window, placement, ControllerTree(nodes: []), appExtension)
          == .fail(.needsContextInAppExtension))
    }
    #expect(PresentationFailure.needsContextInAppExtension.description.contains(".viewController"))
  }

  @Test func inAnAppExtensionAnExplicitControllerIsUsed() {
    let appExtension = ContextDecision.Environment(isAppExtension: true, hasWindowScene: false)
    #expect(decide(.viewController(2), .top, Self.tabsWithNavigation, appExtension) == .belowNavigationBar(1))
    #expect(decide(.view, .top, ControllerTree(nodes: []), appExtension) == .view)
    // The extension's own scene, given explicitly, gets a window.
    let withScene = ContextDecision.Environment(isAppExtension: true, hasWindowScene: true)
    #expect(decide(.windowScene, .top, ControllerTree(nodes: []), withScene) == .newWindow)
    #expect(decide(.windowScene, .top, ControllerTree(nodes: []), appExtension) == .fail(.noContext))
    // A lone table view controller would need a window of its own.
    let table = ControllerTree(nodes: [Node(viewIsTableView: true)])
    #expect(decide(.viewController(0), .top, table, appExtension) == .fail(.needsContextInAppExtension))
  }

  @Test func aCyclicSnapshotEndsInsteadOfLoopingForever() {
    let tree = ControllerTree(nodes: [
      Node(kind: .navigation, barIsVisible: false, shownChild: 1),
      Node(kind: .navigation, barIsVisible: false, shownChild: 0),
    ])
    #expect(decide(.automatic(root: 0), .top, tree) == .newWindow)
    #expect(decide(.automatic(root: 5), .top, tree) == .fail(.noContext))
  }

  // MARK: .window

  @Test func windowUsesANewWindowUnlessThereIsNoScene() {
    #expect(decide(.window, .top, ControllerTree(nodes: [])) == .newWindow)
    #expect(
      decide(.window, .top, ControllerTree(nodes: []), .init(hasWindowScene: false)) == .fail(.noContext))
  }

  // MARK: .viewController (bottom-up)

  @Test func viewControllerTopUsesItsParentNavigationControllersVisibleBar() {
    #expect(decide(.viewController(2), .top, Self.tabsWithNavigation) == .belowNavigationBar(1))
  }

  @Test func viewControllerBottomWalksThroughTheNavigationControllerToTheTabBar() {
    #expect(
      decide(.viewController(2), .bottom, Self.tabsWithNavigation) == .aboveTabBar(0, pinnedToBar: true))
  }

  @Test func viewControllerCenterWalksUpThroughNavigationAndTabParents() {
    // As SwiftMessages: bar containers that do not fit the placement are walked through, so
    // a centred message covers the whole tab bar controller's view.
    // It goes below the tab bar in z-order, so a dim never covers the tabs.
    #expect(
      decide(.viewController(2), .center, Self.tabsWithNavigation) == .viewController(0, belowBar: true))
  }

  @Test func viewControllerWithoutAParentUsesItsOwnView() {
    let tree = ControllerTree(nodes: [Node()])
    for placement in [PresentationPlacement.top, .bottom, .center] {
      #expect(decide(.viewController(0), placement, tree) == .viewController(0, belowBar: false))
    }
  }

  @Test func aTableViewControllerGivesWayToItsParentOrANewWindow() {
    // A UITableViewController pushed on a navigation controller whose bar is hidden, inside a
    // plain container: bottom messages go to the navigation controller, not the scrolling table.
    let inContainer = ControllerTree(nodes: [
      Node(),
      Node(kind: .navigation, barIsVisible: false, parent: 0, shownChild: 2),
      Node(viewIsTableView: true, parent: 1),
    ])
    #expect(decide(.viewController(2), .bottom, inContainer) == .viewController(1, belowBar: true))
    // Without the navigation controller, the table gives way to the plain container.
    let direct = ControllerTree(nodes: [Node(), Node(viewIsTableView: true, parent: 0)])
    #expect(decide(.viewController(1), .bottom, direct) == .viewController(0, belowBar: false))
    // A table view controller on its own gets a window (SwiftMessages: "because it scrolls").
    let alone = ControllerTree(nodes: [Node(viewIsTableView: true)])
    #expect(decide(.viewController(0), .top, alone) == .newWindow)
    #expect(decide(.viewController(0), .top, alone, .init(hasWindowScene: false)) == .fail(.noContext))
  }

  @Test func aPlainContainerParentStopsTheWalk() {
    // A child of a custom container controller (a split or page container) is used as is.
    let tree = ControllerTree(nodes: [
      Node(kind: .navigation, barIsVisible: true, shownChild: 1), Node(parent: 0), Node(parent: 1),
    ])
    #expect(decide(.viewController(2), .top, tree) == .viewController(2, belowBar: false))
  }

  @Test func aControllerNotYetInAWindowIsStillChosen() {
    // Shown from viewDidLoad: the decision does not depend on the window; the driver waits.
    let tree = ControllerTree(nodes: [Node()])
    #expect(decide(.viewController(0), .top, tree) == .viewController(0, belowBar: false))
    #expect(decide(.view, .top, tree) == .view)
  }

  // MARK: Presented controllers on their way out

  @Test func automaticIgnoresASheetBeingDismissed() {
    // The user swipes the sheet down and a message is shown during the dismissal: it goes to
    // the tab app below, not into the sheet that is leaving.
    var tree = Self.tabsWithNavigation
    tree.nodes[0].presented = 3
    tree.nodes.append(Node(kind: .navigation, barIsVisible: true, shownChild: 4, isBeingDismissed: true))
    tree.nodes.append(Node(parent: 3))
    #expect(decide(.automatic(root: 0), .top, tree) == .belowNavigationBar(1))
    #expect(decide(.automatic(root: 0), .bottom, tree) == .aboveTabBar(0, pinnedToBar: true))
  }

  // MARK: Installation

  /// The installation facts of `decision`: its below-bar, top-bar and bottom-bar nodes.
  private func installation(_ decision: ContextDecision) -> [Int?] {
    [decision.belowBarOf, decision.topBarOf, decision.bottomBarOf]
  }

  @Test func belowANavigationBarTheMaskGoesUnderTheBarAndStartsAtItsBottom() {
    let decision = decide(.automatic(root: 0), .top, Self.tabsWithNavigation)
    #expect(decision == .belowNavigationBar(1))
    #expect(installation(decision) == [1, 1, nil])
  }

  @Test func aboveAnAttachedTabBarTheMaskEndsAtItsTop() {
    let decision = decide(.automatic(root: 0), .bottom, Self.tabsWithNavigation)
    #expect(decision == .aboveTabBar(0, pinnedToBar: true))
    #expect(installation(decision) == [0, nil, 0])
  }

  @Test func aFloatingTabBarKeepsTheMaskOverTheWholeViewButStaysOnTop() {
    // iPadOS 18: the tab bar floats at the top, not laid out at the bottom of the view.
    var tree = Self.tabsWithNavigation
    tree.nodes[0].barIsAttached = false
    let decision = decide(.automatic(root: 0), .bottom, tree)
    #expect(decision == .aboveTabBar(0, pinnedToBar: false))
    #expect(installation(decision) == [0, nil, nil])
  }

  @Test func aNavigationControllersOwnViewKeepsItsBarAboveTheMessage() {
    // `.viewController(navigation)` with a center message: the controller's own view, the
    // bar stays above the dim; the mask spans the view.
    let tree = ControllerTree(nodes: [
      Node(kind: .navigation, barIsVisible: true, shownChild: 1), Node(parent: 0),
    ])
    let decision = decide(.viewController(0), .center, tree)
    #expect(decision == .viewController(0, belowBar: true))
    #expect(installation(decision) == [0, nil, nil])
    // A plain controller with no container parent: its view, nothing below or pinned.
    let plain = ControllerTree(nodes: [Node()])
    let plainDecision = decide(.viewController(0), .center, plain)
    #expect(plainDecision == .viewController(0, belowBar: false))
    #expect(installation(plainDecision) == [nil, nil, nil])
  }

  @Test func windowsViewsAndFailuresInstallNoBars() {
    for decision in [ContextDecision.newWindow, .view, .fail(.noContext)] {
      #expect(installation(decision) == [nil, nil, nil])
    }
  }
}
