// Source compatibility with SwiftMessages 10.0.2, part of the walk described in
// UpstreamAPICompatibility.swift: upstream's `SwiftMessages.swift`, `UIEdgeInsets+Extensions.swift`, `Weak.swift`, `WindowScene.swift`, `WindowViewController.swift`.

#if canImport(UIKit)
import SwiftMessages
import SwiftUI
import UIKit

// MARK: - SwiftMessages.swift

func upstreamDescribe(_ style: SwiftMessages.PresentationStyle) -> String {
  switch style {
  case .top: return "top"
  case .bottom: return "bottom"
  case .center: return "center"
  case .custom(let animator): return "custom \(animator)"
  }
}

func upstreamDescribe(_ context: SwiftMessages.PresentationContext) -> String {
  switch context {
  case .automatic: return "automatic"
  case .window(let windowLevel): return "window \(windowLevel.rawValue)"
  case .windowScene(let scene, let windowLevel): return "scene \(scene) \(windowLevel.rawValue)"
  case .viewController(let viewController): return "\(viewController)"
  case .view(let view): return "\(view)"
  }
}

/// Apps switch exhaustively over `Duration`: exactly upstream's four cases.
func upstreamSeconds(_ duration: SwiftMessages.Duration) -> TimeInterval? {
  switch duration {
  case .automatic: return 2
  case .forever: return nil
  case .seconds(let seconds): return seconds
  case .indefinite(let delay, let minimum): return delay + minimum
  }
}

func upstreamDescribe(_ haptic: SwiftMessages.Haptic) -> String {
  switch haptic {
  case .success: return "success"
  case .warning: return "warning"
  case .error: return "error"
  }
}

func upstreamDescribe(_ dimMode: SwiftMessages.DimMode) -> String {
  let flags = "\(dimMode.interactive) \(dimMode.modal)"
  switch dimMode {
  case .none: return "none " + flags
  case .gray(let interactive): return "gray \(interactive)"
  case .color(let color, let interactive): return "color \(color) \(interactive)"
  case .blur(let style, let alpha, let interactive): return "blur \(style.rawValue) \(alpha) \(interactive)"
  }
}

/// Event listeners are plain closures: they read `view` and `id` without isolation.
func upstreamDescribe(_ event: SwiftMessages.Event) -> String {
  let id: String? = event.id
  let view: UIView = event.view
  switch event {
  case .willShow(let shown): return "willShow \(shown) \(String(describing: id)) \(view)"
  case .didShow: return "didShow"
  case .willHide: return "willHide"
  case .didHide: return "didHide"
  }
}

/// Builds a configuration with every upstream field, from non-isolated code.
func upstreamConfig(windowScene: UIWindowScene, viewController: UIViewController, animator: Animator)
  -> SwiftMessages.Config
{
  var config = SwiftMessages.Config()
  config.presentationStyle = .bottom
  config.presentationStyle = .custom(animator: animator)
  config.presentationContext = .window(windowLevel: .statusBar)
  config.presentationContext = .windowScene(windowScene, windowLevel: .normal)
  config.presentationContext = .viewController(viewController)
  config.presentationContext = .view(viewController.view)
  config.duration = .seconds(seconds: 3)
  config.duration = .indefinite(delay: 1, minimum: 1)
  config.duration = .forever
  config.dimMode = .gray(interactive: true)
  config.dimMode = .color(color: .black, interactive: false)
  config.dimMode = .blur(style: .dark, alpha: 0.8, interactive: true)
  config.haptic = .error
  config.interactiveHide = false
  config.preferredStatusBarStyle = .lightContent
  config.prefersStatusBarHidden = true
  config.shouldAutorotate = false
  config.ignoreDuplicates = false
  config.eventListeners.append { event in _ = upstreamDescribe(event) }
  let listener: SwiftMessages.EventListener = { event in
    if case .didHide = event { print("hidden") }
  }
  config.eventListeners = [listener]
  config.becomeKeyWindow = true
  config.dimModeAccessibilityLabel = "Close"
  config.overrideUserInterfaceStyle = .dark
  config.windowViewController = { config in UpstreamWindowViewController(config: config) }
  config.keyboardTrackingView = KeyboardTrackingView()
  config.priority = 10
  _ = (
    config.presentationStyle, config.presentationContext, config.duration, config.dimMode, config.haptic,
    config.interactiveHide, config.preferredStatusBarStyle, config.prefersStatusBarHidden,
    config.shouldAutorotate, config.ignoreDuplicates, config.eventListeners, config.becomeKeyWindow,
    config.dimModeAccessibilityLabel, config.overrideUserInterfaceStyle, config.windowViewController,
    config.keyboardTrackingView, config.priority
  )
  return config
}

/// Subclasses `SwiftMessages` and overrides its `open` members.
final class UpstreamMessenger: SwiftMessages {
  override var pauseBetweenMessages: TimeInterval {
    didSet {}
  }

  override func show(config: SwiftMessages.Config, view: UIView) {
    super.show(config: config, view: view)
  }

  nonisolated override func show(
    config: SwiftMessages.Config, viewProvider: @escaping SwiftMessages.ViewProvider
  ) {
    super.show(config: config, viewProvider: viewProvider)
  }

  override func hide(animated: Bool = true) {
    super.hide(animated: animated)
  }

  override func hideAll() {
    super.hideAll()
  }

  override func hide(id: String) {
    super.hide(id: id)
  }

  override func hideCounted(id: String) {
    super.hideCounted(id: id)
  }
}

/// The members that upstream leaves non-isolated: the initializer (for dependency injection
/// containers), `sharedInstance` and `show(config:viewProvider:)`.
func upstreamUseSwiftMessagesOffMain(config: SwiftMessages.Config) -> SwiftMessages {
  let messages = SwiftMessages()
  let provider: SwiftMessages.ViewProvider = { MessageView.viewFromNib(layout: .statusLine) }
  messages.show(config: config, viewProvider: provider)
  SwiftMessages.sharedInstance.show(config: config, viewProvider: provider)
  _ = UpstreamMessenger()
  return messages
}

/// The main-actor instance API.
@MainActor
func upstreamUseSwiftMessages(view: UIView, config: SwiftMessages.Config) throws {
  let messages = SwiftMessages()
  messages.defaultConfig = config
  messages.defaultConfig.duration = .automatic
  messages.pauseBetweenMessages = 0.2
  messages.show(config: config, view: view)
  messages.show(view: view)
  messages.show(viewProvider: { view })
  messages.show(config: config, viewProvider: { view })
  messages.hide()
  messages.hide(animated: false)
  messages.hideAll()
  messages.hide(id: "id")
  messages.hideCounted(id: "id")
  let count: Int = messages.count(id: "id")
  messages.set(count: count + 1, for: "id")
  let current: MessageView? = messages.current()
  let currentWithID: MessageView? = messages.current(id: "id")
  let queued: UIView? = messages.queued(id: "id")
  let currentOrQueued: BaseView? = messages.currentOrQueued(id: "id")
  _ = (current, currentWithID, queued, currentOrQueued)
  let animator = UpstreamFadeAnimator()
  messages.hide(animator: animator)
  messages.panStarted(animator: animator)
  messages.panEnded(animator: animator)
  let delegate: AnimationDelegate = messages
  _ = delegate

  let byType: UpstreamMessageView = try SwiftMessages.viewFromNib()
  let byTypeOwned: UpstreamMessageView = try SwiftMessages.viewFromNib(NSNull())
  let named: MessageView = try SwiftMessages.viewFromNib(named: "CardView")
  let namedOwned: MessageView = try SwiftMessages.viewFromNib(named: "CardView", filesOwner: NSNull())
  let inBundle: MessageView = try SwiftMessages.viewFromNib(named: "CardView", bundle: Bundle.main)
  let inBundleOwned: MessageView = try SwiftMessages.viewFromNib(
    named: "CardView", bundle: Bundle.main, filesOwner: NSNull())
  _ = (byType, byTypeOwned, named, namedOwned, inBundle, inBundleOwned)
}

/// The static façade over the shared instance.
@MainActor
func upstreamUseStaticAPI(view: UIView, config: SwiftMessages.Config) {
  SwiftMessages.show(viewProvider: { view })
  SwiftMessages.show(config: config, viewProvider: { view })
  SwiftMessages.show(view: view)
  SwiftMessages.show(config: config, view: view)
  SwiftMessages.hide()
  SwiftMessages.hide(animated: true)
  SwiftMessages.hideAll()
  SwiftMessages.hide(id: "id")
  SwiftMessages.hideCounted(id: "id")
  SwiftMessages.defaultConfig = config
  SwiftMessages.defaultConfig.presentationStyle = .center
  let defaultConfig: SwiftMessages.Config = SwiftMessages.defaultConfig
  _ = defaultConfig
  SwiftMessages.pauseBetweenMessages = 0
  let pause: TimeInterval = SwiftMessages.pauseBetweenMessages
  _ = pause
  let current: MessageView? = SwiftMessages.current(id: "id")
  let queued: MessageView? = SwiftMessages.queued(id: "id")
  let currentOrQueued: MessageView? = SwiftMessages.currentOrQueued(id: "id")
  _ = (current, queued, currentOrQueued)
  let count: Int = SwiftMessages.count(id: "id")
  SwiftMessages.set(count: count, for: "id")
}

// MARK: - UIEdgeInsets+Extensions.swift

func upstreamInsetArithmetic() -> UIEdgeInsets {
  let a = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
  let b = UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1)
  return (a + b) - a
}

// MARK: - Weak.swift

func upstreamWeakBox(view: UIView) -> UIView? {
  let box = Weak<UIView>(value: view)
  box.value = nil
  let empty = Weak<UIView>(value: nil)
  return box.value ?? empty.value
}

// MARK: - WindowScene.swift

func upstreamScene(_ scene: UIWindowScene) -> WindowScene { scene }

/// `WindowScene` is a plain marker protocol: any type may adopt it.
struct UpstreamSceneMarker: WindowScene {}

// MARK: - WindowViewController.swift

/// Subclasses `WindowViewController` (via `Config.windowViewController`) and overrides its
/// `open` members.
final class UpstreamWindowViewController: WindowViewController {
  override var shouldAutorotate: Bool { false }
  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
  override var prefersStatusBarHidden: Bool { true }

  override init(config: SwiftMessages.Config) {
    super.init(config: config)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
}

func upstreamMakeWindowViewController() -> [WindowViewController] {
  [WindowViewController(), WindowViewController(config: SwiftMessages.Config())]
}
#endif
