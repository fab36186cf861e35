import Foundation

extension ContextDecision {
  /// How the UIKit layer installs the masking view for a decision: in which container, below
  /// and pinned to which bars, and what surrounds it (for the safe-zone conflicts).
  package struct Installation: Equatable, Sendable {
    /// The view the masking view goes into.
    package enum Container: Equatable, Sendable {
      /// The view of the controller at this node.
      case controller(Int)
      /// The view given by `.view(_:)`.
      case view
      /// The root view of a new passthrough window.
      case newWindow
      /// None: the message cannot be shown.
      case fail(PresentationFailure)
    }

    /// The container.
    package internal(set) var container: Container
    /// The node whose bar (navigation or tab bar) the masking view is inserted below in
    /// z-order, so a dim never covers the back button or the tabs. `nil`: on top.
    package internal(set) var belowBarOf: Int?
    /// The navigation controller node whose bar's bottom the masking view's top is pinned to.
    package internal(set) var topBarOf: Int?
    /// The tab bar controller node whose bar's top the masking view's bottom is pinned to.
    package internal(set) var bottomBarOf: Int?
    /// The bars around the container.
    package internal(set) var surroundings: SafeZone.Surroundings

    /// Creates an installation.
    init(
      container: Container, belowBarOf: Int? = nil, topBarOf: Int? = nil, bottomBarOf: Int? = nil,
      surroundings: SafeZone.Surroundings = .none
    ) {
      self.container = container
      self.belowBarOf = belowBarOf
      self.topBarOf = topBarOf
      self.bottomBarOf = bottomBarOf
      self.surroundings = surroundings
    }
  }

  /// As SwiftMessages installs it: under a navigation bar from its bottom, or under a tab bar to
  /// its top only when the bar is attached (a floating iPadOS 18 tab bar is not).
  package var installation: Installation {
    switch self {
    case .belowNavigationBar(let node):
      return Installation(
        container: .controller(node), belowBarOf: node, topBarOf: node,
        surroundings: SafeZone.Surroundings(underNavigationBar: true, aboveTabBar: false))
    case .aboveTabBar(let node, let pinnedToBar):
      return Installation(
        container: .controller(node), belowBarOf: node, bottomBarOf: pinnedToBar ? node : nil,
        surroundings: SafeZone.Surroundings(underNavigationBar: false, aboveTabBar: pinnedToBar))
    case .viewController(let node, let belowBar):
      return Installation(container: .controller(node), belowBarOf: belowBar ? node : nil)
    case .view:
      return Installation(container: .view)
    case .newWindow:
      return Installation(container: .newWindow)
    case .fail(let failure):
      return Installation(container: .fail(failure))
    }
  }
}
