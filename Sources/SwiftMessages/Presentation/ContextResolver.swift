#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Gathers facts about the app's windows and view controllers, asks the core's
/// ``ContextDecision`` where a message goes, and turns the answer into a container.
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
    /// Safe-area zones the message may collide with.
    let conflicts: SafeZoneConflicts
  }

  static func resolve(config: SwiftMessages.Config, placement: PresentationPlacement) -> Result<
    Resolution, PresentationFailure
  > {
    let app = application()
    let scene = scene(for: config, in: app)
    let keyWindow = scene.flatMap(keyWindow(in:))
    let environment = ContextDecision.Environment(
      isAppExtension: isAppExtension, hasWindowScene: scene != nil)
    var snapshot = ControllerSnapshot()
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
    case .view:
      request = .view
    }

    switch ContextDecision.decide(
      request, placement: placement, tree: snapshot.tree, environment: environment)
    {
    case .fail(let failure):
      return .failure(failure)
    case .belowNavigationBar(let index):
      guard let navigation = snapshot.controllers[index] as? UINavigationController else {
        return .failure(.noContext)
      }
      let bar = navigation.navigationBar
      return .success(
        Resolution(
          container: navigation.view, below: bar, topBar: bar, bottomBar: nil, windowViewController: nil,
          conflicts: conflicts(in: navigation.view, underNavigationBar: true)))
    case .aboveTabBar(let index, let pinnedToBar):
      guard let tabs = snapshot.controllers[index] as? UITabBarController else { return .failure(.noContext) }
      let bar = tabs.tabBar
      return .success(
        Resolution(
          container: tabs.view, below: bar, topBar: nil, bottomBar: pinnedToBar ? bar : nil,
          windowViewController: nil, conflicts: conflicts(in: tabs.view, aboveTabBar: pinnedToBar)))
    case .viewController(let index, let belowBar):
      let controller = snapshot.controllers[index]
      let container: UIView = controller.view
      let bar = belowBar ? Self.bar(of: controller) : nil
      return .success(
        Resolution(
          container: container, below: bar, topBar: nil, bottomBar: nil, windowViewController: nil,
          conflicts: conflicts(in: container)))
    case .view:
      guard case .view(let view) = config.presentationContext else { return .failure(.noContext) }
      return .success(
        Resolution(
          container: view, below: nil, topBar: nil, bottomBar: nil, windowViewController: nil,
          conflicts: conflicts(in: view)))
    case .newWindow:
      let controller = config.windowViewController?(config) ?? WindowViewController(config: config)
      controller.install(in: scene, previousKeyWindow: keyWindow)
      guard let window = controller.window else { return .failure(.noContext) }
      let level = window.windowLevel
      let zones = SafeZone.conflicts(
        inWindow: true, windowLevelAboveNormal: level > .normal,
        safeAreaTop: Double(window.safeAreaInsets.top), safeAreaBottom: Double(window.safeAreaInsets.bottom))
      return .success(
        Resolution(
          container: controller.view, below: nil, topBar: nil, bottomBar: nil,
          windowViewController: controller, conflicts: SafeZoneConflicts(zones)))
    }
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
    guard !isAppExtension else { return nil }
    let selector = NSSelectorFromString("sharedApplication")
    guard UIApplication.responds(to: selector) else { return nil }
    return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
    #endif
  }

  /// The scene `config` shows in: its `.windowScene` context's scene, else the active one.
  static func scene(for config: SwiftMessages.Config, in app: UIApplication?) -> UIWindowScene? {
    config.explicitScene ?? activeScene(in: app)
  }

  /// The scene that owns the key window (several iPad windows, an external display), else the
  /// most active application scene (see the core's ``SceneChoice``).
  static func activeScene(in app: UIApplication?) -> UIWindowScene? {
    guard let app else { return nil }
    let scenes = app.connectedScenes.compactMap { $0 as? UIWindowScene }
    let candidates = scenes.map { scene in
      SceneChoice.Candidate(
        activation: SceneChoice.Candidate.Activation(scene.activationState),
        ownsKeyWindow: scene.windows.contains { $0.isKeyWindow && !($0 is PassthroughWindow) },
        isApplicationRole: scene.session.role == .windowApplication)
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

  static func conflicts(in container: UIView, underNavigationBar: Bool = false, aboveTabBar: Bool = false)
    -> SafeZoneConflicts
  {
    guard let window = container.window else { return [] }
    let zones = SafeZone.conflicts(
      inWindow: true, windowLevelAboveNormal: window.windowLevel > .normal,
      safeAreaTop: Double(window.safeAreaInsets.top), safeAreaBottom: Double(window.safeAreaInsets.bottom),
      underNavigationBar: underNavigationBar, aboveTabBar: aboveTabBar)
    return SafeZoneConflicts(zones)
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

extension SafeZoneConflicts {
  /// Converts the core's zones.
  init(_ zones: Set<SafeZone>) {
    self = []
    if zones.contains(.statusBar) { insert(.statusBar) }
    if zones.contains(.sensorNotch) { insert(.sensorNotch) }
    if zones.contains(.homeIndicator) { insert(.homeIndicator) }
    if zones.contains(.overStatusBar) { insert(.overStatusBar) }
  }
}

extension SwiftMessages.Config {
  /// The scene of a `.windowScene` context.
  var explicitScene: UIWindowScene? {
    if case .windowScene(let scene, _) = presentationContext { return scene as? UIWindowScene }
    return nil
  }
}
#endif
