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
    let scene = config.explicitScene ?? activeScene(in: app)
    let keyWindow = scene.flatMap(keyWindow(in:))
    var environment = ContextDecision.Environment(
      isAppExtension: isAppExtension, hasWindowScene: scene != nil,
      hasRootViewController: keyWindow?.rootViewController != nil)
    var anchor: UIViewController?
    let request: ContextDecision.Request
    switch config.presentationContext {
    case .automatic:
      request = .automatic
      anchor = keyWindow?.rootViewController.map(topMost)
    case .window, .windowScene:
      request = .window
    case .viewController(let controller):
      request = .viewController
      anchor = controller
      environment.targetIsInWindow = controller.viewIfLoaded?.window != nil
    case .view(let view):
      request = .view
      environment.targetIsInWindow = view.window != nil
    }
    let navigation = anchor.flatMap { visibleNavigationController(from: $0) }
    let tabs = anchor.flatMap { visibleTabBarController(from: $0) }
    environment.hasVisibleNavigationBar = navigation != nil
    environment.hasVisibleTabBar = tabs != nil

    switch ContextDecision.decide(request, placement: placement, environment: environment) {
    case .fail(let failure):
      return .failure(failure)
    case .belowNavigationBar:
      guard let navigation else { return .failure(.noContext) }
      let bar = navigation.navigationBar
      return .success(
        Resolution(
          container: navigation.view, below: bar, topBar: bar, bottomBar: nil, windowViewController: nil,
          conflicts: conflicts(in: navigation.view, underNavigationBar: true)))
    case .aboveTabBar:
      guard let tabs else { return .failure(.noContext) }
      let bar = tabs.tabBar
      return .success(
        Resolution(
          container: tabs.view, below: bar, topBar: nil, bottomBar: bar, windowViewController: nil,
          conflicts: conflicts(in: tabs.view, aboveTabBar: true)))
    case .viewController:
      guard case .viewController(let controller) = config.presentationContext else {
        return .failure(.noContext)
      }
      // A table view scrolls its subviews away: use its parent's view (or fail cleanly).
      let container = controller.view is UITableView ? controller.parent?.view : controller.view
      guard let container else { return .failure(.noContext) }
      return .success(
        Resolution(
          container: container, below: nil, topBar: nil, bottomBar: nil, windowViewController: nil,
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

  /// Whether the code runs inside an app extension (`.appex` bundle).
  static var isAppExtension: Bool { Bundle.main.bundlePath.hasSuffix(".appex") }

  /// `UIApplication.shared`, looked up at run time so that this code stays available in app
  /// extensions, where there is none (`nil`).
  static func application() -> UIApplication? {
    guard !isAppExtension else { return nil }
    let selector = NSSelectorFromString("sharedApplication")
    guard UIApplication.responds(to: selector) else { return nil }
    return UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
  }

  /// The foreground-active scene first, then inactive, background, unattached.
  static func activeScene(in app: UIApplication?) -> UIWindowScene? {
    guard let app else { return nil }
    let order: [UIScene.ActivationState] = [.foregroundActive, .foregroundInactive, .background, .unattached]
    let scenes = app.connectedScenes.compactMap { $0 as? UIWindowScene }
    return scenes.min { lhs, rhs in
      (order.firstIndex(of: lhs.activationState) ?? order.count)
        < (order.firstIndex(of: rhs.activationState) ?? order.count)
    }
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

  static func topMost(_ controller: UIViewController) -> UIViewController {
    var top = controller
    while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
    return top
  }

  static func visibleNavigationController(from controller: UIViewController) -> UINavigationController? {
    var candidate: UIViewController? = controller
    while let current = candidate {
      if let navigation = current as? UINavigationController ?? current.navigationController,
        isVisible(navigation.navigationBar, hidden: navigation.isNavigationBarHidden)
      {
        return navigation
      }
      candidate = current.parent
    }
    if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
      return visibleNavigationController(from: selected)
    }
    return nil
  }

  static func visibleTabBarController(from controller: UIViewController) -> UITabBarController? {
    var candidate: UIViewController? = controller
    while let current = candidate {
      if let tabs = current as? UITabBarController ?? current.tabBarController,
        tabs.tabBar.superview != nil, isVisible(tabs.tabBar, hidden: false)
      {
        return tabs
      }
      candidate = current.parent
    }
    return nil
  }

  static func isVisible(_ bar: UIView, hidden: Bool) -> Bool {
    guard !hidden, !bar.isHidden, bar.alpha > 0, let superview = bar.superview else { return false }
    return !bar.frame.isEmpty && bar.frame.intersects(superview.bounds)
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
