#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Builds the core's ``ControllerTree`` from live view controllers: one node per controller
/// with its kind and bar facts, linked the way SwiftMessages searches (presented controllers,
/// shown children, parents). Each fact is read as is; every decision is the core's.
@MainActor
struct ControllerSnapshot {
  private(set) var tree = ControllerTree(nodes: [])
  /// The controller of each node, by index.
  private(set) var controllers: [UIViewController] = []
  private var indices: [ObjectIdentifier: Int] = [:]

  /// Adds `root` and everything the top-down search can reach from it: presented
  /// controllers, navigation controllers' top and tab bar controllers' selected children.
  /// Returns the root's index.
  mutating func addTopDown(from root: UIViewController) -> Int {
    let rootIndex = add(root)
    var pending = [root]
    while let controller = pending.popLast() {
      guard let index = indices[ObjectIdentifier(controller)] else { continue }
      if let presented = controller.presentedViewController, !presented.isBeingDismissed {
        let isNew = indices[ObjectIdentifier(presented)] == nil
        tree.nodes[index].presented = add(presented)
        if isNew { pending.append(presented) }
      }
      if let shown = Self.shownChild(of: controller) {
        let isNew = indices[ObjectIdentifier(shown)] == nil
        tree.nodes[index].shownChild = add(shown)
        if isNew { pending.append(shown) }
      }
    }
    return rootIndex
  }

  /// Adds `target` and its chain of parents. Returns the target's index.
  mutating func addBottomUp(from target: UIViewController) -> Int {
    let targetIndex = add(target)
    var child = target
    while let parent = child.parent, indices[ObjectIdentifier(parent)] == nil {
      let parentIndex = add(parent)
      if let childIndex = indices[ObjectIdentifier(child)] { tree.nodes[childIndex].parent = parentIndex }
      child = parent
    }
    if let parent = child.parent, let childIndex = indices[ObjectIdentifier(child)] {
      tree.nodes[childIndex].parent = indices[ObjectIdentifier(parent)]
    }
    return targetIndex
  }

  private mutating func add(_ controller: UIViewController) -> Int {
    if let index = indices[ObjectIdentifier(controller)] { return index }
    // `view`, not `viewIfLoaded`: a table view controller whose view is not loaded yet must
    // still be recognised (the message is installed in that view right after).
    var node = ControllerTree.Node(viewIsTableView: controller.view is UITableView)
    if let navigation = controller as? UINavigationController {
      node.kind = .navigation
      node.barIsVisible = Self.isVisible(navigation.navigationBar, in: navigation)
    } else if let tabs = controller as? UITabBarController {
      node.kind = .tabBar
      node.barIsVisible = Self.isVisible(tabs.tabBar, in: tabs)
      node.barIsAttached = tabs.tabBar.superview != nil && !tabs.tabBar.frame.isEmpty
    }
    let index = tree.nodes.count
    tree.nodes.append(node)
    controllers.append(controller)
    indices[ObjectIdentifier(controller)] = index
    return index
  }

  private static func shownChild(of controller: UIViewController) -> UIViewController? {
    if let navigation = controller as? UINavigationController { return navigation.topViewController }
    if let tabs = controller as? UITabBarController { return tabs.selectedViewController }
    return nil
  }

  /// SwiftMessages' visibility test for a bar: not hidden, alpha above 0, and its frame in the
  /// controller's view intersects that view's bounds.
  private static func isVisible(_ bar: UIView, in controller: UIViewController) -> Bool {
    guard !bar.isHidden, bar.alpha > 0, let view = controller.viewIfLoaded else { return false }
    return view.bounds.intersects(view.convert(bar.bounds, from: bar))
  }
}
#endif
