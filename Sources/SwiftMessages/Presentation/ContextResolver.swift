#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Gathers facts about the app's scenes, windows and view controllers, asks the core's
/// ``ContextDecision`` where a message goes, and turns its ``ContextDecision/Installation`` into
/// a container.
@MainActor
enum ContextResolver {
  /// Where to install the masking view.
  struct Resolution {
    /// The view the masking view is added to.
    let container: UIView
    /// Insert below this bar (navigation or tab bar) instead of on top.
    let below: UIView?
    /// Pin the masking view's top to this view's bottom (a navigation bar).
    let topBar: UIView?
    /// Pin the masking view's bottom to this view's top (an attached tab bar).
    let bottomBar: UIView?
    /// The window controller for window contexts.
    let windowViewController: WindowViewController?
    /// The bars around the container, for the safe-zone conflicts (``conflicts(of:surroundings:)``).
    let surroundings: SafeZone.Surroundings
  }

  static func resolve(config: SwiftMessages.Config, placement: PresentationPlacement) -> Result<
    Resolution, PresentationFailure
  > {
    let scene = scene(for: config, in: application())
    let keyWindow = scene.flatMap(keyWindow(in:))
    let environment = ContextDecision.Environment(
      isAppExtension: isAppExtension, hasWindowScene: scene != nil)
    var snapshot = ControllerSnapshot()
    var givenView: UIView?
    let request: ContextDecision.Request
    switch config.presentationContext {
    case .automatic:
      request = .automatic(root: keyWindow?.rootViewController.map { snapshot.addTopDown(from: $0) })
    case .window:
      request = .window
    case .windowScene:
      request = .windowScene
    case .viewController(let controller):
      request = .viewController(snapshot.addBottomUp(from: controller))
    case .view(let view):
      givenView = view
      request = .view
    }

    let installation = ContextDecision.decide(
      request, placement: placement, tree: snapshot.tree, environment: environment
    ).installation
    let controllers = snapshot.controllers
    let bar = { (node: Int) in Self.bar(of: controllers[node]) }
    let container: UIView
    var windowViewController: WindowViewController?
    switch installation.container {
    case .fail(let failure):
      return .failure(failure)
    case .controller(let node):
      container = snapshot.controllers[node].view
    case .view:
      guard let givenView else { return .failure(.noContext) }
      container = givenView
    case .newWindow:
      let controller = config.windowViewController?(config) ?? WindowViewController(config: config)
      controller.install(in: scene, previousKeyWindow: keyWindow)
      guard let _ = controller.window else { return .failure(.noContext) }
      container = controller.view
      windowViewController = controller
    }
    return .success(
      Resolution(
        container: container, below: installation.belowBarOf.flatMap(bar),
        topBar: installation.topBarOf.flatMap(bar),
        bottomBar: installation.bottomBarOf.flatMap(bar), windowViewController: windowViewController,
        surroundings: installation.surroundings))
  }

  /// The safe-zone conflicts of the masking view in its current window, read after layout when the
  /// message shows: a new window has no safe area before layout, and a `viewDidLoad` host has no
  /// window at install.
  static func conflicts(of view: UIView, surroundings: SafeZone.Surroundings) -> SafeZoneConflicts {
    let window = view.window
    window?.layoutIfNeeded()
    let facts = window.map {
      SafeZone.Window(
        levelAboveNormal: $0.windowLevel > .normal, safeAreaTop: Double($0.safeAreaInsets.top),
        safeAreaBottom: Double($0.safeAreaInsets.bottom))
    }
    return SafeZoneConflicts(
      rawValue: SafeZone.mask(SafeZone.conflicts(in: facts, surroundings: surroundings)))
  }

  // MARK: - Facts

  /// The navigation bar of a navigation controller, the tab bar of a tab bar controller.
  static func bar(of controller: UIViewController) -> UIView? {
    (controller as? UINavigationController)?.navigationBar ?? (controller as? UITabBarController)?.tabBar
  }

  /// Whether the code runs inside an app extension: always when built with
  /// `SWIFTMESSAGES_APP_EXTENSIONS` (the CocoaPods `AppExtension` subspec), else when the main
  /// bundle is an `.appex` (Swift Package Manager builds, which cannot set the flag).
  static var isAppExtension: Bool {
    #if SWIFTMESSAGES_APP_EXTENSIONS
    return true
    #else
    return Bundle.main.bundlePath.hasSuffix(".appex")
    #endif
  }

  /// `UIApplication.shared`, looked up at run time so that this code stays available in app
  /// extensions, where there is none (`nil`); never looked up at all when built with
  /// `SWIFTMESSAGES_APP_EXTENSIONS`.
  static func application() -> UIApplication? {
    #if SWIFTMESSAGES_APP_EXTENSIONS
    return nil
    #else
    let selector = NSSelectorFromString("sharedApplication")
    guard !isAppExtension, UIApplication.responds(to: selector) else { return nil }
    return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    #endif
  }

  /// The scene `config` shows in, chosen by the core's ``SceneChoice`` from the scene a
  /// `.windowScene` context names and the app's connected scenes.
  static func scene(for config: SwiftMessages.Config, in app: UIApplication?) -> UIWindowScene? {
    let requested = config.requestedScene
    let connected = app?.connectedScenes.compactMap { $0 as? UIWindowScene } ?? []
    let scenes = (requested.map { [$0] } ?? []) + connected
    let candidates = scenes.map { scene in
      SceneChoice.Candidate(
        activation: SceneChoice.Candidate.Activation(scene.activationState),
        ownsKeyWindow: scene.windows.contains { $0.isKeyWindow && !($0 is PassthroughWindow) },
        isApplicationRole: scene.session.role == .windowApplication, isRequested: scene === requested)
    }
    return SceneChoice.pick(candidates).map { scenes[$0] }
  }

  /// The scene's key window; without one, the visible normal-level window that has a root
  /// view controller (the app's main window), never one of our passthrough windows.
  static func keyWindow(in scene: UIWindowScene) -> UIWindow? {
    let windows = scene.windows.filter { !($0 is PassthroughWindow) }
    let candidates = windows.map {
      HostWindowChoice.Candidate(
        isKey: $0.isKeyWindow, isHidden: $0.isHidden, hasRootViewController: $0.rootViewController != nil,
        isNormalLevel: $0.windowLevel == .normal)
    }
    return HostWindowChoice.pick(candidates).map { windows[$0] }
  }
}

extension SceneChoice.Candidate.Activation {
  /// Converts UIKit's activation state.
  init(_ state: UIScene.ActivationState) {
    switch state {
    case .foregroundActive: self = .foregroundActive
    case .foregroundInactive: self = .foregroundInactive
    case .background: self = .background
    default: self = .unattached
    }
  }
}

extension SwiftMessages.Config {
  /// The scene a `.windowScene` context names.
  var requestedScene: UIWindowScene? {
    guard case .windowScene(let scene, _) = presentationContext else { return nil }
    return scene as? UIWindowScene
  }
}
#endif
