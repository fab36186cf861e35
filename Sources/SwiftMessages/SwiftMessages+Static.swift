#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The static API: a façade over ``SwiftMessages/sharedInstance``.
extension SwiftMessages {
  /// The shared instance's default configuration.
  public static var defaultConfig: Config {
    get { sharedInstance.defaultConfig }
    set { sharedInstance.defaultConfig = newValue }
  }

  /// The shared instance's pause between messages. 0.5 s by default.
  public static var pauseBetweenMessages: TimeInterval {
    get { sharedInstance.pauseBetweenMessages }
    set { sharedInstance.pauseBetweenMessages = newValue }
  }

  /// Shows the view `viewProvider` builds with the default configuration. Any thread.
  nonisolated public static func show(viewProvider: @escaping ViewProvider) {
    sharedInstance.show(viewProvider: viewProvider)
  }

  /// Shows the view `viewProvider` builds with `config`. Any thread.
  nonisolated public static func show(config: Config, viewProvider: @escaping ViewProvider) {
    sharedInstance.show(config: config, viewProvider: viewProvider)
  }

  /// Shows `view` with the default configuration.
  public static func show(view: UIView) { sharedInstance.show(view: view) }

  /// Shows `view` with `config`.
  public static func show(config: Config, view: UIView) { sharedInstance.show(config: config, view: view) }

  /// Hides the current message. `animated` is `true` by default.
  public static func hide(animated: Bool = true) { sharedInstance.hide(animated: animated) }

  /// Hides the current message and removes every queued one.
  public static func hideAll() { sharedInstance.hideAll() }

  /// Hides the current message of the shared instance for `reason` (pass `.tap` from a tap
  /// or button handler). `animated` is `true` by default.
  public static func hide(reason: DismissReason, animated: Bool = true) {
    sharedInstance.hide(reason: reason, animated: animated)
  }

  /// Hides the current and queued messages with `id`.
  public static func hide(id: String) { sharedInstance.hide(id: id) }

  /// Counted hide: see `SwiftMessages.hideCounted(id:)`.
  public static func hideCounted(id: String) { sharedInstance.hideCounted(id: id) }

  /// The message view on screen with `id`, if it is a `T`.
  public static func current<T: UIView>(id: String) -> T? { sharedInstance.current(id: id) }

  /// The message view on screen with `id`.
  public static func current(id: String) -> UIView? { sharedInstance.current(id: id) }

  /// The queued message view with `id`, if it is a `T`.
  public static func queued<T: UIView>(id: String) -> T? { sharedInstance.queued(id: id) }

  /// The queued message view with `id`.
  public static func queued(id: String) -> UIView? { sharedInstance.queued(id: id) }

  /// The current or queued message view with `id`, if it is a `T`.
  public static func currentOrQueued<T: UIView>(id: String) -> T? { sharedInstance.currentOrQueued(id: id) }

  /// The current or queued message view with `id`.
  public static func currentOrQueued(id: String) -> UIView? { sharedInstance.currentOrQueued(id: id) }

  /// The shared instance's count for `id`.
  public static func count(id: String) -> Int { sharedInstance.count(id: id) }

  /// Overrides the shared instance's count for `id`.
  public static func set(count: Int, for id: String) { sharedInstance.set(count: count, for: id) }
}
#endif
