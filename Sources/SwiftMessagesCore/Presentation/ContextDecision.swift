import Foundation

/// How a presenter resolves a presentation context, decided from facts the UIKit layer
/// gathers (SwiftMessages 10's rules, with failures surfaced instead of swallowed).
public enum ContextDecision: Hashable, Sendable {
  /// Install below the visible navigation bar of the top-most navigation controller.
  case belowNavigationBar
  /// Install above the visible tab bar of the top-most tab bar controller.
  case aboveTabBar
  /// Install in the given view controller's view.
  case viewController
  /// Install in the given view.
  case view
  /// Install in a new passthrough window at the requested (or `.normal`) level.
  case newWindow
  /// The message cannot be shown; surfaced as ``QueueEvent/failed(_:id:failure:)``.
  case fail(PresentationFailure)

  /// What the caller asked for (`SwiftMessages.PresentationContext` without its payloads).
  public enum Request: Hashable, Sendable {
    /// `.automatic`: choose from the key window's view controllers.
    case automatic
    /// `.window(windowLevel:)` or `.windowScene(_:windowLevel:)`.
    case window
    /// `.viewController(_:)`.
    case viewController
    /// `.view(_:)`.
    case view
  }

  /// Facts about the running app, gathered by the UIKit layer.
  public struct Environment: Hashable, Sendable {
    /// Whether code runs in an app extension (no `UIApplication.shared`).
    public var isAppExtension: Bool
    /// Whether a window scene to attach a window to exists (foreground scenes first).
    public var hasWindowScene: Bool
    /// Whether the key window has a root view controller.
    public var hasRootViewController: Bool
    /// Whether the top-most view controller sits in a navigation controller whose bar is
    /// visible (not hidden, alpha above 0, on screen).
    public var hasVisibleNavigationBar: Bool
    /// Whether the top-most view controller sits in a tab bar controller whose tab bar is
    /// visible and attached (a floating iPadOS 18 tab bar without a superview is not).
    public var hasVisibleTabBar: Bool
    /// Whether the target view controller or view is still in a window.
    public var targetIsInWindow: Bool

    /// Creates an environment. Every fact defaults to the common case of an app with a
    /// key window and no bars, and a target in a window.
    public init(
      isAppExtension: Bool = false, hasWindowScene: Bool = true, hasRootViewController: Bool = true,
      hasVisibleNavigationBar: Bool = false, hasVisibleTabBar: Bool = false,
      targetIsInWindow: Bool = true
    ) {
      self.isAppExtension = isAppExtension
      self.hasWindowScene = hasWindowScene
      self.hasRootViewController = hasRootViewController
      self.hasVisibleNavigationBar = hasVisibleNavigationBar
      self.hasVisibleTabBar = hasVisibleTabBar
      self.targetIsInWindow = targetIsInWindow
    }
  }

  /// Decides where a message goes.
  ///
  /// - `.automatic`: below a visible navigation bar for `.top`, above a visible tab bar for
  ///   `.bottom`, otherwise (and always for `.center`) a new window; in an app extension, or
  ///   with no root view controller or scene, it fails with ``PresentationFailure/noContext``.
  /// - `.window`: a new window, or `noContext` without a scene (or in an extension).
  /// - `.viewController`: below its navigation bar (`.top`) or above its tab bar (`.bottom`)
  ///   when visible, otherwise its view; `hostDisappeared` when it is not in a window.
  /// - `.view`: the view; `hostDisappeared` when it is not in a window.
  public static func decide(
    _ request: Request, placement: PresentationPlacement, environment: Environment
  ) -> ContextDecision {
    switch request {
    case .automatic:
      guard !environment.isAppExtension, environment.hasRootViewController,
        environment.hasWindowScene
      else { return .fail(.noContext) }
      return barDecision(placement, environment) ?? .newWindow
    case .window:
      guard !environment.isAppExtension, environment.hasWindowScene else { return .fail(.noContext) }
      return .newWindow
    case .viewController:
      guard environment.targetIsInWindow else { return .fail(.hostDisappeared) }
      return barDecision(placement, environment) ?? .viewController
    case .view:
      guard environment.targetIsInWindow else { return .fail(.hostDisappeared) }
      return .view
    }
  }

  private static func barDecision(_ placement: PresentationPlacement, _ environment: Environment)
    -> ContextDecision?
  {
    switch placement {
    case .top where environment.hasVisibleNavigationBar: return .belowNavigationBar
    case .bottom where environment.hasVisibleTabBar: return .aboveTabBar
    default: return nil
    }
  }
}
