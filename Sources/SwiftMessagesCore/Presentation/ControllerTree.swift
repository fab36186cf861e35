import Foundation

/// A value snapshot of the parts of a view-controller tree that decide where a message goes,
/// gathered by the UIKit layer: each controller's kind, whether its bar is visible, and the
/// links that matter (parent, the child a container shows, the controller it presents).
package struct ControllerTree: Hashable, Sendable {
  /// One view controller.
  package struct Node: Hashable, Sendable {
    /// What kind of container the controller is.
    package enum Kind: Hashable, Sendable {
      /// Any other controller.
      case plain
      /// A `UINavigationController`.
      case navigation
      /// A `UITabBarController`.
      case tabBar
    }

    /// The controller's kind.
    package var kind: Kind
    /// Navigation: its navigation bar is visible (bar not hidden, alpha above 0, frame
    /// intersecting the controller's view). Tab bar: the same for its tab bar. Otherwise false.
    package var barIsVisible: Bool
    /// Tab bar: the tab bar has a superview and a non-empty frame, so a masking view can be
    /// pinned to it (a floating iPadOS 18 tab bar is not, SwiftMessages #567). Otherwise false.
    package var barIsAttached: Bool
    /// Whether the controller's view is a `UITableView` (never a container: it scrolls).
    package var viewIsTableView: Bool
    /// The index of its `parent`, if any.
    package var parent: Int?
    /// The index of the child it shows: a navigation controller's `topViewController`, a tab
    /// bar controller's `selectedViewController`.
    package var shownChild: Int?
    /// The index of its `presentedViewController`, unless that one is being dismissed.
    package var presented: Int?

    /// Creates a node. Everything but the kind defaults to false or `nil`.
    package init(
      kind: Kind = .plain, barIsVisible: Bool = false, barIsAttached: Bool = false,
      viewIsTableView: Bool = false, parent: Int? = nil, shownChild: Int? = nil, presented: Int? = nil
    ) {
      self.kind = kind
      self.barIsVisible = barIsVisible
      self.barIsAttached = barIsAttached
      self.viewIsTableView = viewIsTableView
      self.parent = parent
      self.shownChild = shownChild
      self.presented = presented
    }
  }

  /// The controllers; links are indices into this array.
  package var nodes: [Node]

  /// Creates a tree.
  package init(nodes: [Node]) {
    self.nodes = nodes
  }

  /// The node at `index`, or `nil` for an index out of range (a malformed snapshot never traps).
  package func node(_ index: Int?) -> Node? {
    guard let index, nodes.indices.contains(index) else { return nil }
    return nodes[index]
  }
}
