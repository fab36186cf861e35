#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Builds the core's ``ControllerTree`` from live view controllers: one node per controller
/// with its kind and bar facts, linked the way SwiftMessages searches (presented controllers,
/// shown children, parents). Each fact is read as is; every decision (which presented
/// controller counts, which bar is visible or attached) is the core's.
@MainActor
struct ControllerSnapshot {
  private(set) var tree = ControllerTree(nodes: [])
  /// The controller of each node, by index.
  private(set) var controllers: [UIViewController] = []
  private var indices: [ObjectIdentifier: Int] = [:]
  private typealias Kind = ControllerTree.Node.Kind

  /// Adds `root` and everything the top-down search can reach from it: presented
  /// controllers, navigation controllers' top and tab bar controllers' selected children.
  /// Returns the root's index.
  mutating func addTopDown(from root: UIViewController) -> Int {
    add(root, linking: Self.linkDown)
  }

  /// Adds `target` and its chain of parents. Returns the target's index.
  mutating func addBottomUp(from target: UIViewController) -> Int {
    add(target, linking: Self.linkUp)
  }

  private static func linkDown(_ snapshot: inout Self, _ controller: UIViewController, _ index: Int) {
    let presented = controller.presentedViewController.map { snapshot.add($0, linking: linkDown) }
    let shown = shownChild(of: controller).map { snapshot.add($0, linking: linkDown) }
    snapshot.tree.nodes[index].presented = presented
    snapshot.tree.nodes[index].shownChild = shown
  }

  private static func linkUp(_ snapshot: inout Self, _ controller: UIViewController, _ index: Int) {
    let parent = controller.parent.map { snapshot.add($0, linking: linkUp) }
    snapshot.tree.nodes[index].parent = parent
  }

  /// The node of `controller`, added (then linked by `link`) the first time it is seen, so a
  /// cyclic or shared hierarchy ends.
  private mutating func add(
    _ controller: UIViewController, linking link: (inout Self, UIViewController, Int) -> Void
  ) -> Int {
    if let index = indices[ObjectIdentifier(controller)] { return index }
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
    indices[ObjectIdentifier(controller)] = index
    link(&self, controller, index)
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
