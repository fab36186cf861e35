import Foundation

/// Which view controller adopts a SwiftUI message's hosting controller as a child.
///
/// A `UIHostingController` works best as a child of the view controller whose view it is
/// shown in: UIKit then forwards appearance calls and trait changes to it. SwiftUI
/// environment values do not flow through UIKit containment: the content gets the default
/// environment plus SwiftMessages' hide action. SwiftMessages 10 never added it as a child.
///
/// The first view controller above the message (walking up the responder chain from its
/// container) adopts it when that controller shows its own content: a plain controller,
/// SwiftMessages' window controller, or an app's SwiftUI screen (a `UIHostingController`: SwiftUI
/// only manages the children it adds for representables). A controller whose children *are*
/// its content does not: a child added to a navigation controller would join its stack, one
/// added to a tab bar controller would become a tab, to a split view controller a column, to
/// a page view controller a page. Then the hosting controller stays without a parent.
package enum HostContainment {
  /// What the first view controller above the message is (a fact read by the UIKit layer).
  package enum ControllerKind: Hashable, Sendable {
    /// Any controller that shows its own content, including SwiftMessages' window controller.
    case plain
    /// An app's `UIHostingController` (a SwiftUI screen).
    case swiftUIHosting
    /// A `UINavigationController`.
    case navigation
    /// A `UITabBarController`.
    case tabBar
    /// A `UISplitViewController`.
    case split
    /// A `UIPageViewController`.
    case page
  }

  /// Whether the first view controller above the message adopts its hosting controller.
  ///
  /// - Parameter nearest: the kind of the first view controller found walking up the
  ///   responder chain from the message's container, or `nil` when there is none.
  package static func adoptsParent(nearest: ControllerKind?) -> Bool {
    switch nearest {
    case .plain?, .swiftUIHosting?: return true
    case .navigation?, .tabBar?, .split?, .page?, nil: return false
    }
  }
}
