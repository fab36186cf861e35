import Foundation

/// Which view controller adopts a SwiftUI message's hosting controller as a child.
///
/// A `UIHostingController` works best as a child of the view controller whose view it is
/// shown in (appearance calls, trait and size-class changes, `@Environment` values such as
/// `dismiss` reaching it); SwiftMessages 10 never added it as a child. The nearest view
/// controller above the message adopts it, unless that controller manages its own children
/// (a navigation, tab bar, split or page view controller: adding a child to a navigation
/// controller would put it on the navigation stack). Then it stays without a parent.
public enum HostContainment {
  /// What a view controller above the message is.
  public enum Role: Hashable, Sendable {
    /// A controller that shows its own content (including SwiftMessages' window controller).
    case content
    /// A controller that manages its children (`UINavigationController`,
    /// `UITabBarController`, `UISplitViewController`, `UIPageViewController`).
    case container
  }

  /// Whether the nearest view controller above the message adopts its hosting controller.
  ///
  /// - Parameter nearest: the role of the first view controller found walking up the
  ///   responder chain from the message's container, or `nil` when there is none.
  public static func adoptsParent(nearest: Role?) -> Bool {
    nearest == .content
  }
}
