#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Builds the core's ``ControllerTree`` from live view controllers, linked as SwiftMessages
/// searches (presented, shown children, parents); it reads facts only, and the core decides.
@MainActor
struct ControllerSnapshot {
  private(set) var tree = ControllerTree(nodes: [])
  /// The controller of each node, by index (found by a linear search: a tree holds a handful).
  private(set) var controllers: [UIViewController] = []
  private typealias Kind = ControllerTree.Node.Kind

  /// Adds `root` and everything the top-down search can reach from it: presented
  /// controllers, navigation controllers' top and tab bar controllers' selected children.
  /// Returns the root's index.
  mutating func addTopDown(from root: UIViewController) -> Int {
    add(root, down: true)
  }

  /// Adds `target` and its chain of parents. Returns the target's index.
  mutating func addBottomUp(from target: UIViewController) -> Int {
    add(target, down: false)
  }

  /// The node of `controller`, added the first time it is seen (so a cyclic or shared
  /// hierarchy ends), then linked: `down` to its presented controller and shown child, else
  /// up to its parent.
  private mutating func add(_ controller: UIViewController, down: Bool) -> Int {
    let known = controllers.firstIndex { $0 === controller }
    if let known { return known }
    let navigationBar = (controller as? UINavigationController)?.navigationBar
    let tabBar = (controller as? UITabBarController)?.tabBar
    let bar = (navigationBar ?? tabBar).map { Self.facts(of: $0, in: controller) }
    // `view`, not `viewIfLoaded`: a table view controller whose view is not loaded yet must
    // still be recognised (the message is installed in that view right after).
    let node = ControllerTree.Node(
      kind: navigationBar.map { _ in Kind.navigation } ?? tabBar.map { _ in Kind.tabBar } ?? Kind.plain,
      barIsVisible: bar?.isVisible ?? false, barIsAttached: bar?.isAttached ?? false,
      viewIsTableView: controller.view is UITableView, isBeingDismissed: controller.isBeingDismissed)
    let index = tree.nodes.count
    tree.nodes.append(node)
    controllers.append(controller)
    if down {
      let presented = controller.presentedViewController.map { add($0, down: true) }
      let shown = Self.shownChild(of: controller).map { add($0, down: true) }
      tree.nodes[index].presented = presented
      tree.nodes[index].shownChild = shown
    } else {
      tree.nodes[index].parent = controller.parent.map { add($0, down: false) }
    }
    return index
  }

  /// The child a container shows: a navigation controller's top, a tab bar controller's
  /// selected one.
  private static func shownChild(of controller: UIViewController) -> UIViewController? {
    (controller as? UINavigationController)?.topViewController
      ?? (controller as? UITabBarController)?.selectedViewController
  }

  private static func facts(of bar: UIView, in controller: UIViewController) -> ControllerTree.Bar {
    let view = controller.viewIfLoaded
    return ControllerTree.Bar(
      isHidden: bar.isHidden, alpha: Double(bar.alpha), hasSuperview: bar.superview != nil, frame: bar.frame,
      frameInControllerView: view?.convert(bar.bounds, from: bar), controllerViewBounds: view?.bounds)
  }
}
#endif
