import Foundation

/// Where a message is installed, decided from a ``ControllerTree`` snapshot by SwiftMessages'
/// rules, with failures surfaced instead of swallowed.
package enum ContextDecision: Sendable {
  /// Install in the navigation controller at this node, below its (visible) navigation bar.
  case belowNavigationBar(Int)
  /// Install in the tab bar controller at this node, below its tab bar in z-order; pin the
  /// bottom to the tab bar's top only when `pinnedToBar` (an attached, laid-out bar).
  case aboveTabBar(Int, pinnedToBar: Bool)
  /// Install in the view of the controller at this node; `belowBar` (a navigation or tab bar
  /// controller) inserts below its bar in z-order so a dim never covers it, as SwiftMessages does.
  case viewController(Int, belowBar: Bool)
  /// Install in the view given by `.view(_:)`.
  case view
  /// Install in a new passthrough window at the requested (or `.normal`) level.
  case newWindow
  /// The message cannot be shown; surfaced as ``QueueEvent/failed(_:id:failure:)``.
  case fail(PresentationFailure)

  /// What the caller asked for (`SwiftMessages.PresentationContext` without its payloads).
  package enum Request: Sendable {
    /// `.automatic`, with the node of the key window's root view controller (`nil` without one).
    case automatic(root: Int?)
    /// `.window(windowLevel:)`: a new window in the active scene.
    case window
    /// `.windowScene(_:windowLevel:)`: a new window in the scene the caller gave, which an app
    /// extension that has a scene can use too.
    case windowScene
    /// `.viewController(_:)`, with the node of that controller.
    case viewController(Int)
    /// `.view(_:)`.
    case view
  }

  /// SwiftMessages' context search: `.automatic` takes the top-most presented controller, then the
  /// first controller with a visible navigation bar (`.top`) or tab bar (`.bottom`), else a new
  /// window (``PresentationFailure/needsContextInAppExtension`` in an app extension, where only
  /// `.windowScene` gets a window); `.viewController` walks up likewise, a table-view controller
  /// yielding to its parent; a controller or view not yet in a window is still chosen.
  /// `isAppExtension`: code runs in an app extension (no `UIApplication.shared`);
  /// `hasWindowScene`: a window scene to attach a window to exists.
  package static func decide(
    _ request: Request, placement: PresentationPlacement, tree: ControllerTree, isAppExtension: Bool = false,
    hasWindowScene: Bool = true
  ) -> ContextDecision {
    switch request {
    case .automatic(let root):
      guard !isAppExtension else { return .fail(.needsContextInAppExtension) }
      guard hasWindowScene, let root, tree.node(root) != nil else { return .fail(.noContext) }
      return topDown(from: root, placement: placement, tree: tree)
    case .window:
      guard !isAppExtension else { return .fail(.needsContextInAppExtension) }
      guard hasWindowScene else { return .fail(.noContext) }
      return .newWindow
    case .windowScene:
      return hasWindowScene ? .newWindow : .fail(.noContext)
    case .viewController(let target):
      guard tree.node(target) != nil else { return .fail(.noContext) }
      return bottomUp(
        from: target, placement: placement, tree: tree, isAppExtension: isAppExtension,
        hasWindowScene: hasWindowScene)
    case .view:
      return .view
    }
  }

  // MARK: - Top-down (automatic)

  private static func topDown(from root: Int, placement: PresentationPlacement, tree: ControllerTree)
    -> ContextDecision
  {
    switch placement {
    case .top:
      if let index = search(from: root, in: tree, for: .navigation) { return .belowNavigationBar(index) }
    case .bottom:
      if let index = search(from: root, in: tree, for: .tabBar) {
        return .aboveTabBar(index, pinnedToBar: tree.nodes[index].barIsAttached)
      }
    case .center:
      break
    }
    return .newWindow
  }

  /// The first container of `kind` with a visible bar on the path SwiftMessages searches:
  /// presented controllers first, then navigation controllers' top and tab bar controllers'
  /// selected children. Iterative and bounded by the node count, so a cyclic snapshot ends.
  private static func search(from root: Int, in tree: ControllerTree, for kind: ControllerTree.Node.Kind)
    -> Int?
  {
    var current: Int? = root
    var steps = 0
    while let index = current, let node = tree.node(index), steps <= tree.nodes.count {
      steps += 1
      if let presented = node.presented, tree.node(presented)?.isBeingDismissed == false {
        current = presented
        continue
      }
      if node.kind == kind && node.barIsVisible { return index }
      switch node.kind {
      case .navigation, .tabBar: current = node.shownChild
      case .plain: current = nil
      }
    }
    return nil
  }

  // MARK: - Bottom-up (view controller)

  private static func bottomUp(
    from target: Int, placement: PresentationPlacement, tree: ControllerTree, isAppExtension: Bool,
    hasWindowScene: Bool
  ) -> ContextDecision {
    var current = target
    var steps = 0
    while let node = tree.node(current), steps <= tree.nodes.count {
      steps += 1
      if let parentIndex = node.parent, let parent = tree.node(parentIndex) {
        switch parent.kind {
        case .navigation:
          if placement == .top && parent.barIsVisible { return .belowNavigationBar(parentIndex) }
          current = parentIndex
          continue
        case .tabBar:
          if placement == .bottom && parent.barIsVisible {
            return .aboveTabBar(parentIndex, pinnedToBar: parent.barIsAttached)
          }
          current = parentIndex
          continue
        case .plain:
          break
        }
      }
      guard node.viewIsTableView else { return .viewController(current, belowBar: node.kind != .plain) }
      // A table view scrolls its subviews away: use the parent, or a window without one.
      guard let parentIndex = node.parent, tree.node(parentIndex) != nil else {
        guard !isAppExtension else { return .fail(.needsContextInAppExtension) }
        guard hasWindowScene else { return .fail(.noContext) }
        return .newWindow
      }
      current = parentIndex
    }
    return .fail(.noContext)
  }
}
