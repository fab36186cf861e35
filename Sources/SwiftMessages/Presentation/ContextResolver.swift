#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Gathers facts about the app's scenes, windows and view controllers (a ``ControllerTree``
/// snapshot of them, linked as SwiftMessages searches), asks the core's ``ContextDecision`` where
/// a message goes, and installs the masking view there.
@MainActor
enum ContextResolver {
  /// Installs `maskingView` where the core decides for `config`, and returns the decision
  /// (``ContextDecision/fail(_:)`` when nothing was installed). `windowViewController` is set
  /// for window contexts.
  static func install(
    _ maskingView: UIView, config: SwiftMessages.Config, windowViewController: inout WindowViewController?
  ) -> ContextDecision {
    let scene = scene(for: config, in: application())
    let keyWindow = scene.flatMap(keyWindow(in:))
    let environment = ContextDecision.Environment(
      isAppExtension: isAppExtension, hasWindowScene: scene != nil)
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

    let decision = ContextDecision.decide(
      request, placement: config.presentationStyle.placement, tree: tree, environment: environment)
    let container: UIView
    switch decision {
    case .fail:
      return decision
    case .view:
      guard let givenView else { return .fail(.noContext) }
      container = givenView
    case .newWindow:
      let controller = config.windowViewController?(config) ?? WindowViewController(config: config)
      controller.install(in: scene, previousKeyWindow: keyWindow)
      guard let _ = controller.window else { return .fail(.noContext) }
      container = controller.view
      windowViewController = controller
    case .belowNavigationBar(let node), .aboveTabBar(let node, _), .viewController(let node, _):
      container = controllers[node].view
    }
    let bar = { (node: Int) in Self.bar(of: controllers[node]) }
    let below = decision.belowBarOf.flatMap(bar)
    maskingView.translatesAutoresizingMaskIntoConstraints = false
    let index = ContextDecision.insertionIndex(
      barIndex: container.subviews.firstIndex { $0 === below }, subviewCount: container.subviews.count)
    container.insertSubview(maskingView, at: index)
    // The core's ``ContextDecision/pinsToBar(barIsInContainer:)``: only a bar laid out in the container anchors (a floating
    // iPadOS 18 tab bar does not).
    let top = decision.topBarOf.flatMap(bar)
    let bottom = decision.bottomBarOf.flatMap(bar)
    let topAnchor =
      ContextDecision.pinsToBar(barIsInContainer: top.map { $0.isDescendant(of: container) })
      ? top?.bottomAnchor : nil
    let bottomAnchor =
      ContextDecision.pinsToBar(barIsInContainer: bottom.map { $0.isDescendant(of: container) })
      ? bottom?.topAnchor : nil
    NSLayoutConstraint.activate([
      maskingView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      maskingView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      maskingView.topAnchor.constraint(equalTo: topAnchor ?? container.topAnchor),
      maskingView.bottomAnchor.constraint(equalTo: bottomAnchor ?? container.bottomAnchor),
    ])
    container.layoutIfNeeded()
    return decision
  }

  /// The safe-zone conflicts of the masking view in its current window, read after layout when the
  /// message shows: a new window has no safe area before layout, and a `viewDidLoad` host has no
  /// window at install.
  static func conflicts(of view: UIView, context: ContextDecision) -> SafeZoneConflicts {
    let window = view.window
    window?.layoutIfNeeded()
    let facts = window.map {
      SafeZone.Window(
        levelAboveNormal: $0.windowLevel > .normal, safeAreaTop: Double($0.safeAreaInsets.top),
        safeAreaBottom: Double($0.safeAreaInsets.bottom))
    }
    return SafeZoneConflicts(
      rawValue: SafeZone.mask(SafeZone.conflicts(in: facts, context: context)))
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
      SceneChoice.HostWindow(
        isKey: $0.isKeyWindow, isHidden: $0.isHidden, hasRootViewController: $0.rootViewController != nil,
        isNormalLevel: $0.windowLevel == .normal)
    }
    return SceneChoice.pickHostWindow(candidates).map { windows[$0] }
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
