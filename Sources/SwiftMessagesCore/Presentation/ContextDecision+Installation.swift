import Foundation

extension ContextDecision {
  // How the UIKit layer installs the masking view in the view of the decision's controller, as
  // SwiftMessages does: under a navigation bar from its bottom, or under a tab bar to its top only
  // when the bar is attached (a floating iPadOS 18 tab bar is not).

  /// The node whose bar (navigation or tab bar) the masking view is inserted below in z-order,
  /// so a dim never covers the back button or the tabs. `nil`: on top.
  package var belowBarOf: Int? {
    switch self {
    case .belowNavigationBar(let node), .aboveTabBar(let node, _): return node
    case .viewController(let node, let belowBar): return belowBar ? node : nil
    case .view, .newWindow, .fail: return nil
    }
  }

  /// The navigation controller node whose bar's bottom the masking view's top is pinned to.
  package var topBarOf: Int? {
    guard case .belowNavigationBar(let node) = self else { return nil }
    return node
  }

  /// The tab bar controller node whose bar's top the masking view's bottom is pinned to.
  package var bottomBarOf: Int? {
    guard case .aboveTabBar(let node, true) = self else { return nil }
    return node
  }

  /// Whether the masking view's edge is pinned to the context's bar (a navigation bar's bottom
  /// for its top, a tab bar's top for its bottom): only when the bar is inside the container (a
  /// floating iPadOS 18 tab bar or another hierarchy's bar cannot be constrained to); else to
  /// the container's own edge.
  package static func pinsToBar(barIsInContainer: Bool?) -> Bool {
    barIsInContainer == true
  }

  /// The `insertSubview(_:at:)` index of the masking view: just below the context's bar when it
  /// is a direct subview (so a tab bar stays above a bottom message sliding from under it), on
  /// top otherwise.
  package static func insertionIndex(barIndex: Int?, subviewCount: Int) -> Int {
    barIndex ?? subviewCount
  }
}
