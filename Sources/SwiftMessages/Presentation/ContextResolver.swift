#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Gathers facts about the app's scenes, windows and view controllers (a ``ControllerTree``
/// snapshot of them, linked as SwiftMessages searches), asks the core's ``ContextDecision`` where
/// a message goes, and installs the masking view there.
@MainActor
enum ContextResolver {
  /// Installs `maskingView` where the core's ``ContextDecision/installation(_:placement:tree:isAppExtension:hasWindowScene:)``
  /// says for `config`, and returns why it could not (`failure`) and the bars around it for
  /// ``conflicts(of:bars:)``. `windowViewController` is set for window contexts.
  static func install(
    _ maskingView: UIView, config: SwiftMessages.Config, windowViewController: inout WindowViewController?
  ) -> (failure: PresentationFailure?, safeZone: SafeZone.Bars) {
    let (scene, keyWindow) = host(for: config)
    var tree = ControllerTree(nodes: [])
    var controllers: [UIViewController] = []
    var givenView: UIView?
    let request: ContextDecision.Request
    switch config.presentationContext {
    case .automatic:
      request = .automatic(
        root: keyWindow?.rootViewController.map { add($0, down: true, to: &tree, &controllers) })
    case .window:
      request = .window
    case .windowScene:
      request = .windowScene
    case .viewController(let controller):
      request = .viewController(add(controller, down: false, to: &tree, &controllers))
    case .view(let view):
      givenView = view
      request = .view
    }

    let plan = ContextDecision.installation(
      request, placement: config.presentationStyle.placement, tree: tree, isAppExtension: isAppExtension,
      hasWindowScene: scene != nil)
    if let failure = plan.failure { return (failure, plan.safeZone) }
    let window = plan.newWindow ? newWindow(for: config, in: scene, previousKeyWindow: keyWindow) : nil
    windowViewController = window
    let hostView = plan.host.flatMap { controllers[$0].view }
    guard let container = hostView ?? window?.view ?? givenView else { return (.noContext, plan.safeZone) }
    let bar = { (node: Int) in Self.bar(of: controllers[node]) }
    let below = plan.belowBarOf.flatMap(bar)
    maskingView.translatesAutoresizingMaskIntoConstraints = false
    container.insertSubview(
      maskingView, at: container.subviews.firstIndex { $0 === below } ?? container.subviews.count)
    NSLayoutConstraint.activate([
      maskingView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      maskingView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      maskingView.topAnchor.constraint(
        equalTo: plan.topBarOf.flatMap(bar)?.bottomAnchor ?? container.topAnchor),
      maskingView.bottomAnchor.constraint(
        equalTo: plan.bottomBarOf.flatMap(bar)?.topAnchor ?? container.bottomAnchor),
    ])
    container.layoutIfNeeded()
    return (nil, plan.safeZone)
  }

  /// A new window's controller (the app's own from `Config.windowViewController`, else ours),
  /// installed in `scene`; `nil` when it made no window.
  private static func newWindow(
    for config: SwiftMessages.Config, in scene: UIWindowScene?, previousKeyWindow: UIWindow?
  ) -> WindowViewController? {
    let controller = config.windowViewController?(config) ?? WindowViewController(config: config)
    controller.install(in: scene, previousKeyWindow: previousKeyWindow)
    return controller.window.map { _ in controller }
  }

  /// The safe-zone conflicts of the masking view in its current window, read after layout when the
  /// message shows: a new window has no safe area before layout, and a `viewDidLoad` host has no
  /// window at install.
  static func conflicts(of view: UIView, bars: SafeZone.Bars) -> SafeZoneConflicts {
    let window = view.window
    window?.layoutIfNeeded()
    let facts = window.map {
      (
        levelAboveNormal: $0.windowLevel > .normal, safeAreaTop: Double($0.safeAreaInsets.top),
        safeAreaBottom: Double($0.safeAreaInsets.bottom)
      )
    }
    return SafeZoneConflicts(rawValue: SafeZone.conflicts(in: facts, bars: bars))
  }

  // MARK: - Facts

  /// The node of `controller` in `tree` (its controller at the same index of `controllers`),
  /// added the first time it is seen (so a cyclic or shared hierarchy ends), then linked: `down`
  /// to its presented controller and shown child (a navigation controller's top, a tab bar
  /// controller's selected one), else up to its parent.
  private static func add(
    _ controller: UIViewController, down: Bool, to tree: inout ControllerTree,
    _ controllers: inout [UIViewController]
  ) -> Int {
    let known = controllers.firstIndex { $0 === controller }
    if let known { return known }
    let navigationBar = (controller as? UINavigationController)?.navigationBar
    let tabBar = (controller as? UITabBarController)?.tabBar
    let view = controller.viewIfLoaded
    let bar = (navigationBar ?? tabBar).map {
      ControllerTree.Bar(
        isHidden: $0.isHidden, alpha: Double($0.alpha), hasSuperview: $0.superview != nil, frame: $0.frame,
        frameInControllerView: view?.convert($0.bounds, from: $0), controllerViewBounds: view?.bounds)
    }
    // `view`, not `viewIfLoaded`: a table view controller whose view is not loaded yet must
    // still be recognised (the message is installed in that view right after).
    let node = ControllerTree.Node(
      kind: navigationBar.map { _ in .navigation } ?? tabBar.map { _ in .tabBar } ?? .plain,
      barIsVisible: bar?.isVisible ?? false, barIsAttached: bar?.isAttached ?? false,
      barIsInView: view.flatMap { (navigationBar ?? tabBar)?.isDescendant(of: $0) } ?? false,
      viewIsTableView: controller.view is UITableView, isBeingDismissed: controller.isBeingDismissed)
    let index = tree.nodes.count
    tree.nodes.append(node)
    controllers.append(controller)
    if down {
      let presented = controller.presentedViewController.map { add($0, down: true, to: &tree, &controllers) }
      let shown =
        ((controller as? UINavigationController)?.topViewController
        ?? (controller as? UITabBarController)?.selectedViewController).map {
          add($0, down: true, to: &tree, &controllers)
        }
      tree.nodes[index].presented = presented
      tree.nodes[index].shownChild = shown
    } else {
      tree.nodes[index].parent = controller.parent.map { add($0, down: false, to: &tree, &controllers) }
    }
    return index
  }

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

  /// The scene `config` shows in and its key window (without one, the visible normal-level
  /// window that has a root view controller: the app's main window), chosen by the core's
  /// ``SceneChoice`` from the scene a `.windowScene` context names, the app's connected scenes
  /// and their windows, never one of our passthrough windows.
  static func host(for config: SwiftMessages.Config) -> (scene: UIWindowScene?, keyWindow: UIWindow?) {
    let requested = config.requestedScene
    var scenes = requested.map { [$0] } ?? []
    if let connected = application()?.connectedScenes {
      for case let scene as UIWindowScene in connected { scenes.append(scene) }
    }
    var windows: [UIWindow] = []
    var windowFacts: [SceneChoice.HostWindow] = []
    let candidates = scenes.indices.map { index in
      let scene = scenes[index]
      for window in scene.windows where !(window is PassthroughWindow) {
        windows.append(window)
        windowFacts.append(
          SceneChoice.HostWindow(
            scene: index, isKey: window.isKeyWindow, isHidden: window.isHidden,
            hasRootViewController: window.rootViewController != nil,
            isNormalLevel: window.windowLevel == .normal))
      }
      return SceneChoice.Candidate(
        activation: SceneChoice.Candidate.Activation(scene.activationState),
        isApplicationRole: scene.session.role == .windowApplication, isRequested: scene === requested)
    }
    let choice = SceneChoice.pick(candidates, windows: windowFacts)
    return (choice.scene.map { scenes[$0] }, choice.window.map { windows[$0] })
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
