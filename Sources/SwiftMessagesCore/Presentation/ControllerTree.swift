import Foundation

/// A value snapshot of the parts of a view-controller tree that decide where a message goes,
/// gathered by the UIKit layer: each controller's kind, whether its bar is visible, and the
/// links that matter (parent, the child a container shows, the controller it presents).
package struct ControllerTree: Sendable {
  /// One view controller.
  package struct Node: Sendable {
    /// What kind of container the controller is.
    package enum Kind: Sendable {
      /// Any other controller.
      case plain
      /// A `UINavigationController`.
      case navigation
      /// A `UITabBarController`.
      case tabBar
    }

    /// The controller's kind.
    var kind: Kind
    /// Navigation: its navigation bar is visible (bar not hidden, alpha above 0, frame
    /// intersecting the controller's view). Tab bar: the same for its tab bar. Otherwise false.
    var barIsVisible: Bool
    /// Tab bar: the tab bar has a superview and a non-empty frame, so a masking view can be
    /// pinned to it (a floating iPadOS 18 tab bar is not, SwiftMessages #567). Otherwise false.
    var barIsAttached: Bool
    /// Navigation or tab bar: the bar is inside the controller's (loaded) view, so a masking
    /// view there can be pinned to it (a floating iPadOS 18 tab bar is not). Otherwise false.
    var barIsInView: Bool
    /// Whether the controller's view is a `UITableView` (never a container: it scrolls).
    var viewIsTableView: Bool
    /// The index of its `parent`, if any.
    package var parent: Int?
    /// The index of the child it shows: a navigation controller's `topViewController`, a tab
    /// bar controller's `selectedViewController`.
    package var shownChild: Int?
    /// The index of its `presentedViewController`, if any.
    package var presented: Int?
    /// Whether the controller is being dismissed (`isBeingDismissed`): a presented controller
    /// on its way out is not searched.
    var isBeingDismissed: Bool

    /// Creates a node. Everything but the kind defaults to false or `nil`.
    package init(
      kind: Kind = .plain, barIsVisible: Bool = false, barIsAttached: Bool = false, barIsInView: Bool = false,
      viewIsTableView: Bool = false, parent: Int? = nil, shownChild: Int? = nil, presented: Int? = nil,
      isBeingDismissed: Bool = false
    ) {
      self.kind = kind
      self.barIsVisible = barIsVisible
      self.barIsAttached = barIsAttached
      self.barIsInView = barIsInView
      self.viewIsTableView = viewIsTableView
      self.parent = parent
      self.shownChild = shownChild
      self.presented = presented
      self.isBeingDismissed = isBeingDismissed
    }
  }

  /// What the UIKit layer reads of a navigation or tab bar.
  package struct Bar: Sendable {
    /// `isHidden`.
    var isHidden: Bool
    /// `alpha`.
    var alpha: Double
    /// Whether it has a superview.
    var hasSuperview: Bool
    /// Its `frame` in its superview.
    var frame: CGRect
    /// Its bounds converted to its controller's view, `nil` when that view is not loaded.
    var frameInControllerView: CGRect?
    /// Its controller's view's bounds, `nil` when that view is not loaded.
    var controllerViewBounds: CGRect?

    /// Creates bar facts.
    package init(
      isHidden: Bool, alpha: Double, hasSuperview: Bool, frame: CGRect, frameInControllerView: CGRect?,
      controllerViewBounds: CGRect?
    ) {
      self.isHidden = isHidden
      self.alpha = alpha
      self.hasSuperview = hasSuperview
      self.frame = frame
      self.frameInControllerView = frameInControllerView
      self.controllerViewBounds = controllerViewBounds
    }

    /// SwiftMessages' visibility test: not hidden, alpha above 0, and inside its controller's
    /// (loaded) view.
    package var isVisible: Bool {
      guard !isHidden, alpha > 0, let frameInControllerView, let controllerViewBounds else { return false }
      return Self.overlap(controllerViewBounds, frameInControllerView)
    }

    /// Whether two rectangles share an area (`CGRectIntersectsRect`: touching edges do not).
    private static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
      func span(_ origin: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
        (min(origin, origin + length), max(origin, origin + length))
      }
      let (ax, bx) = (span(a.origin.x, a.size.width), span(b.origin.x, b.size.width))
      let (ay, by) = (span(a.origin.y, a.size.height), span(b.origin.y, b.size.height))
      return ax.0 < bx.1 && bx.0 < ax.1 && ay.0 < by.1 && by.0 < ay.1
    }

    /// Whether a masking view can be pinned to it: in a view and laid out (a floating iPadOS
    /// 18 tab bar is not, SwiftMessages #567).
    package var isAttached: Bool { hasSuperview && frame.size.width != 0 && frame.size.height != 0 }
  }

  /// The controllers; links are indices into this array.
  package var nodes: [Node]

  /// Creates a tree.
  package init(nodes: [Node]) {
    self.nodes = nodes
  }

  /// The node at `index`, or `nil` for an index out of range (a malformed snapshot never traps).
  func node(_ index: Int?) -> Node? {
    guard let index, nodes.indices.contains(index) else { return nil }
    return nodes[index]
  }
}
