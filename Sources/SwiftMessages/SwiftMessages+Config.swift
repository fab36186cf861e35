#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessages {
  /// Options for one message. Every default matches SwiftMessages 10.
  ///
  /// ```swift
  /// var config = SwiftMessages.Config()
  /// config.presentationStyle = .bottom
  /// config.duration = .seconds(seconds: 3)
  /// config.dimMode = .gray(interactive: true)
  /// SwiftMessages.show(config: config, view: view)
  /// ```
  public struct Config {
    /// Creates a configuration with every default.
    public init() {}

    /// Where and how the message animates in. `.top` by default.
    public var presentationStyle = PresentationStyle.top
    /// Where the message is installed. `.automatic` by default.
    public var presentationContext = PresentationContext.automatic
    /// How long the message stays up. `.automatic` (2 s) by default.
    public var duration = Duration.automatic
    /// Hides `.automatic` and `.seconds` messages after the time their text takes to read
    /// (the view's `AccessibleMessage.accessibilityMessage`, else its `accessibilityLabel`),
    /// instead of the duration's own interval; `.forever` and `.indefinite` ignore it.
    /// `ReadingTime.standard` is 1 s + 60 ms per character, 2–10 s, doubled while VoiceOver
    /// runs. `nil` (use `duration`) by default.
    public var readingTime: ReadingTime?
    /// The background behind the message. `.none` by default.
    public var dimMode = DimMode.none
    /// A notification haptic played as the message appears. `nil` by default.
    public var haptic: Haptic?
    /// Whether the user can swipe or fling the message away. `true` by default.
    public var interactiveHide = true
    /// The status bar style while the message's window is shown. `nil` (unchanged) by default.
    public var preferredStatusBarStyle: UIStatusBarStyle?
    /// Whether the status bar hides while the message's window is shown. `nil` by default.
    public var prefersStatusBarHidden: Bool?
    /// Whether the message's window may rotate. `true` by default.
    public var shouldAutorotate = true
    /// Whether a message whose id is already shown or queued is dropped (and counted for
    /// `hideCounted(id:)`). `true` by default. See also ``duplicatePolicy``.
    public var ignoreDuplicates = true
    /// Listeners for the message's `willShow`, `didShow`, `willHide` and `didHide`, each
    /// called exactly once. Empty by default.
    public var eventListeners: [EventListener] = []
    /// Whether the message's window becomes key. `nil` by default, which means yes for dimmed
    /// (modal) messages and no otherwise, so an open keyboard stays open (VoiceOver does not
    /// change this; see `MessageInteraction.becomesKeyWindow`).
    public var becomeKeyWindow: Bool?
    /// The VoiceOver label of an interactive dimmed background: `SwiftMessagesString/dismiss`
    /// in the user's language by default (`"dismiss"` in English).
    public var dimModeAccessibilityLabel: String = SwiftMessagesString.dismiss.localized
    /// The interface style of the message's window. `.unspecified` (inherit) by default.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Builds the view controller of the message's window, for subclassing. `nil` by default.
    public var windowViewController: ((Config) -> WindowViewController)?
    /// Keeps bottom messages above the keyboard when set. `nil` by default.
    public var keyboardTrackingView: KeyboardTrackingView?
    /// Higher priorities are shown first; FIFO among equals. 0 by default.
    public var priority: Int = 0
    /// Overrides ``ignoreDuplicates`` with `.drop`, `.allow` or `.replace` (the older message
    /// with the same id is removed or hidden). `nil` (use `ignoreDuplicates`) by default.
    public var duplicatePolicy: DuplicatePolicy?

    /// The policy in effect: ``duplicatePolicy`` or the one `ignoreDuplicates` implies.
    public var effectiveDuplicatePolicy: DuplicatePolicy {
      duplicatePolicy ?? DuplicatePolicy(ignoreDuplicates: ignoreDuplicates)
    }

    /// The window level of `.window`/`.windowScene` contexts, otherwise `nil`.
    var windowLevel: UIWindow.Level? {
      switch presentationContext {
      case .window(let level), .windowScene(_, let level): return level
      case .automatic, .viewController, .view: return nil
      }
    }

    /// Whether the message's window becomes key: the core's ``MessageInteraction/becomesKeyWindow(requested:isDimmed:)``.
    var shouldBecomeKeyWindow: Bool {
      MessageInteraction.becomesKeyWindow(requested: becomeKeyWindow, isDimmed: dimMode.modal)
    }
  }
}
#endif
