#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The root view controller of a message window. Subclass it and return your subclass from
/// `Config.windowViewController` to customise the window (status bar, rotation…).
open class WindowViewController: UIViewController {
  /// The message's configuration.
  public let config: SwiftMessages.Config
  /// The window, created with the controller; released on uninstall.
  public private(set) var window: UIWindow?
  private weak var previousKeyWindow: UIWindow?

  /// Creates a controller with a default configuration.
  public convenience init() {
    self.init(config: SwiftMessages.Config())
  }

  /// Creates a controller for `config`.
  public init(config: SwiftMessages.Config) {
    self.config = config
    super.init(nibName: nil, bundle: nil)
    let window = PassthroughWindow(frame: UIScreen.main.bounds)
    window.rootViewController = self
    window.windowLevel = config.windowLevel ?? .normal
    window.overrideUserInterfaceStyle = config.overrideUserInterfaceStyle
    self.window = window
  }

  /// Creates a controller from a nib or storyboard, with a default configuration.
  public required init?(coder: NSCoder) {
    self.config = SwiftMessages.Config()
    super.init(coder: coder)
  }

  open override func loadView() {
    view = PassthroughView()
  }

  open override var shouldAutorotate: Bool { config.shouldAutorotate }

  open override var preferredStatusBarStyle: UIStatusBarStyle {
    config.preferredStatusBarStyle ?? super.preferredStatusBarStyle
  }

  open override var prefersStatusBarHidden: Bool {
    config.prefersStatusBarHidden ?? super.prefersStatusBarHidden
  }

  /// Shows the window in `scene` (sized to it), making it key when the configuration asks.
  func install(in scene: UIWindowScene?, previousKeyWindow: UIWindow?) {
    guard let window else { return }
    if let scene {
      window.windowScene = scene
      window.frame = scene.coordinateSpace.bounds
    }
    if config.shouldBecomeKeyWindow {
      self.previousKeyWindow = previousKeyWindow
      window.makeKeyAndVisible()
    } else {
      window.isHidden = false
    }
  }

  /// Hides and releases the window, giving key status back to the window that had it.
  func uninstall() {
    guard let window else { return }
    let previous = previousKeyWindow
    let restores = MessageInteraction.restoresPreviousKey(
      messageWindowIsKey: window.isKeyWindow, previousIsInScene: previous?.windowScene != nil)
    if restores { previous?.makeKey() }
    window.isHidden = true
    window.windowScene = nil
    window.rootViewController = nil
    self.window = nil
  }
}
#endif
