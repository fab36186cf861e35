import Testing

@testable import SwiftMessagesCore

/// Where a message goes, decided from snapshots of real screens' view-controller trees.
@Suite struct ContextDecisionTests {
  typealias Node = ControllerTree.Node

  /// A typical iPhone app: a tab bar controller (tab bar visible) whose selected tab is a
  /// navigation controller (bar visible) showing a list.
  ///   0 tabs → 1 navigation → 2 list
  static let tabsWithNavigation = ControllerTree(nodes: [
    Node(kind: .tabBar, barIsVisible: true, barIsAttached: true, barIsInView: true, shownChild: 1),
    Node(kind: .navigation, barIsVisible: true, barIsInView: true, parent: 0, shownChild: 2),
    Node(parent: 1),
  ])

  /// Whether the code runs in an app extension, and whether a window scene exists.
  typealias Environment = (isAppExtension: Bool, hasWindowScene: Bool)

  private func decide(
    _ request: ContextDecision.Request, _ placement: PresentationPlacement, _ tree: ControllerTree,
    _ environment: Environment = (false, true)
  ) -> ContextDecision {
    ContextDecision.decide(
      request, placement: placement, tree: tree, isAppExtension: environment.isAppExtension,
      hasWindowScene: environment.hasWindowScene)
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
      decide(.automatic(root: 0), .top, Self.tabsWithNavigation, (false, false))
        == .fail(.noContext))
  }

  @Test func inAnAppExtensionAutomaticAndWindowContextsSayAnExplicitContextIsNeeded() {
    // An extension has no application to search for windows: the failure says what to do.
    let appExtension = (isAppExtension: true, hasWindowScene: false)
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
    let appExtension = (isAppExtension: true, hasWindowScene: false)
    #expect(decide(.viewController(2), .top, Self.tabsWithNavigation, appExtension) == .belowNavigationBar(1))
    #expect(decide(.view, .top, ControllerTree(nodes: []), appExtension) == .view)
    // The extension's own scene, given explicitly, gets a window.
    let withScene = (isAppExtension: true, hasWindowScene: true)
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
      decide(.window, .top, ControllerTree(nodes: []), (false, false)) == .fail(.noContext))
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
    #expect(decide(.viewController(0), .top, alone, (false, false)) == .fail(.noContext))
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

  /// The installation of `request`: its host, new-window flag, below-bar, top-bar and bottom-bar
  /// nodes, and the safe-zone bars (below a navigation bar, above a pinned tab bar).
  private func installation(
    _ request: ContextDecision.Request, _ placement: PresentationPlacement, _ tree: ControllerTree,
    _ environment: Environment = (false, true)
  ) -> [String] {
    let plan = ContextDecision.installation(
      request, placement: placement, tree: tree, isAppExtension: environment.isAppExtension,
      hasWindowScene: environment.hasWindowScene)
    return [
      "\(plan.failure.map(String.init(describing:)) ?? "-")", "\(plan.host ?? -1)", "\(plan.newWindow)",
      "\(plan.belowBarOf ?? -1)", "\(plan.topBarOf ?? -1)", "\(plan.bottomBarOf ?? -1)",
      "\(plan.safeZone.belowNavigationBar)", "\(plan.safeZone.abovePinnedTabBar)",
    ]
  }

  @Test func belowANavigationBarTheMaskGoesUnderTheBarAndStartsAtItsBottom() {
    #expect(decide(.automatic(root: 0), .top, Self.tabsWithNavigation) == .belowNavigationBar(1))
    #expect(
      installation(.automatic(root: 0), .top, Self.tabsWithNavigation)
        == ["-", "1", "false", "1", "1", "-1", "true", "false"])
  }

  @Test func aboveAnAttachedTabBarTheMaskEndsAtItsTop() {
    #expect(
      decide(.automatic(root: 0), .bottom, Self.tabsWithNavigation) == .aboveTabBar(0, pinnedToBar: true))
    #expect(
      installation(.automatic(root: 0), .bottom, Self.tabsWithNavigation)
        == ["-", "0", "false", "0", "-1", "0", "false", "true"])
  }

  @Test func aFloatingTabBarKeepsTheMaskOverTheWholeViewButStaysOnTop() {
    // iPadOS 18: the tab bar floats at the top, not laid out at the bottom of the view.
    var tree = Self.tabsWithNavigation
    tree.nodes[0].barIsAttached = false
    #expect(decide(.automatic(root: 0), .bottom, tree) == .aboveTabBar(0, pinnedToBar: false))
    #expect(
      installation(.automatic(root: 0), .bottom, tree) == [
        "-", "0", "false", "0", "-1", "-1", "false", "false",
      ])
  }

  @Test func onlyABarInsideTheControllersViewAnchorsTheMaskingView() {
    // The bars are attached but live outside their controllers' views: the masking view spans
    // the container's edges, still below the bar in z-order; the safe-zone bars are unchanged.
    var tree = Self.tabsWithNavigation
    tree.nodes[0].barIsInView = false
    tree.nodes[1].barIsInView = false
    #expect(
      installation(.automatic(root: 0), .top, tree) == ["-", "1", "false", "1", "-1", "-1", "true", "false"])
    #expect(
      installation(.automatic(root: 0), .bottom, tree) == [
        "-", "0", "false", "0", "-1", "-1", "false", "true",
      ])
  }

  @Test func aNavigationControllersOwnViewKeepsItsBarAboveTheMessage() {
    // `.viewController(navigation)` with a center message: the controller's own view, the
    // bar stays above the dim; the mask spans the view.
    let tree = ControllerTree(nodes: [
      Node(kind: .navigation, barIsVisible: true, barIsInView: true, shownChild: 1), Node(parent: 0),
    ])
    #expect(decide(.viewController(0), .center, tree) == .viewController(0, belowBar: true))
    #expect(
      installation(.viewController(0), .center, tree) == [
        "-", "0", "false", "0", "-1", "-1", "false", "false",
      ])
    // A plain controller with no container parent: its view, nothing below or pinned.
    let plain = ControllerTree(nodes: [Node()])
    #expect(decide(.viewController(0), .center, plain) == .viewController(0, belowBar: false))
    #expect(
      installation(.viewController(0), .center, plain) == [
        "-", "0", "false", "-1", "-1", "-1", "false", "false",
      ])
  }

  @Test func windowsViewsAndFailuresInstallNoBars() {
    let empty = ControllerTree(nodes: [])
    #expect(installation(.window, .top, empty) == ["-", "-1", "true", "-1", "-1", "-1", "false", "false"])
    #expect(installation(.view, .top, empty) == ["-", "-1", "false", "-1", "-1", "-1", "false", "false"])
    #expect(
      installation(.window, .top, empty, (false, false))
        == ["\(PresentationFailure.noContext)", "-1", "false", "-1", "-1", "-1", "false", "false"])
    #expect(
      installation(.automatic(root: 0), .top, Self.tabsWithNavigation, (true, false))
        == [
          "\(PresentationFailure.needsContextInAppExtension)", "-1", "false", "-1", "-1", "-1", "false",
          "false",
        ])
  }
}
