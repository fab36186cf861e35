import Foundation

extension ContextDecision {
  /// The masking view's installation in plain values, which the UIKit layer applies as they are
  /// (see ``installation(_:placement:tree:isAppExtension:hasWindowScene:)``).
  package typealias Installation = (
    failure: PresentationFailure?, host: Int?, newWindow: Bool, belowBarOf: Int?, topBarOf: Int?,
    bottomBarOf: Int?, safeZone: SafeZone.Bars
  )

  /// How the masking view is installed for `request`, decided by ``decide(_:placement:tree:isAppExtension:hasWindowScene:)``
  /// and laid out as SwiftMessages does: `failure` when nothing can be installed; else in the
  /// view of the controller at node `host`, else in a new window when `newWindow`, else in the
  /// view `.view(_:)` names. `belowBarOf`: the node whose bar (navigation or tab bar) the
  /// masking view is inserted just below in z-order when the bar is a direct subview, so a dim
  /// never covers the back button or the tabs (`nil`: on top). `topBarOf`: the navigation
  /// controller node whose bar's bottom the masking view's top is pinned to; `bottomBarOf`: the
  /// tab bar controller node whose attached bar's top its bottom is pinned to; each only when
  /// that bar is inside the controller's view (a floating iPadOS 18 tab bar is not), else the
  /// container's own edge. `safeZone`: the bars ``SafeZone/conflicts(in:bars:)`` reads.
  package static func installation(
    _ request: Request, placement: PresentationPlacement, tree: ControllerTree, isAppExtension: Bool = false,
    hasWindowScene: Bool = true
  ) -> Installation {
    let decision = decide(
      request, placement: placement, tree: tree, isAppExtension: isAppExtension,
      hasWindowScene: hasWindowScene)
    let inView = { (node: Int) in tree.node(node)?.barIsInView == true ? node : nil }
    switch decision {
    case .fail(let failure): return (failure, nil, false, nil, nil, nil, (false, false))
    case .view: return (nil, nil, false, nil, nil, nil, (false, false))
    case .newWindow: return (nil, nil, true, nil, nil, nil, (false, false))
    case .belowNavigationBar(let node): return (nil, node, false, node, inView(node), nil, (true, false))
    case .aboveTabBar(let node, let pinnedToBar):
      return (nil, node, false, node, nil, pinnedToBar ? inView(node) : nil, (false, pinnedToBar))
    case .viewController(let node, let belowBar):
      return (nil, node, false, belowBar ? node : nil, nil, nil, (false, false))
    }
  }
}
