#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A marker adopted by `UIWindowScene`, so `PresentationContext.windowScene(_:windowLevel:)`
/// needs no availability annotation on an enum case (as in SwiftMessages 10).
public protocol WindowScene {}

extension UIWindowScene: WindowScene {}

extension SwiftMessages {
  /// How long a message stays up: `.automatic` (2 s), `.forever`, `.seconds(seconds:)` and
  /// `.indefinite(delay:minimum:)`, exactly SwiftMessages 10's cases. See `MessageDuration`,
  /// and ``Config/readingTime`` for durations that follow the text.
  public typealias Duration = MessageDuration
  /// The notification haptic played as a message appears. See `MessageHaptic`.
  public typealias Haptic = MessageHaptic
  /// Builds a message view on the main thread.
  public typealias ViewProvider = () -> UIView
  /// Receives a message's lifecycle events.
  public typealias EventListener = (Event) -> Void

  /// Where and how a message animates in.
  public enum PresentationStyle {
    /// Slides down from the top (the default).
    case top
    /// Slides up from the bottom.
    case bottom
    /// Scales and fades in at the centre, with physics pan-to-dismiss.
    case center
    /// Uses your animator. A fresh animator per message is recommended: the presenter sets
    /// its delegate.
    case custom(animator: Animator)

    /// The core placement used for context and margin decisions (`.center` for custom).
    @MainActor var placement: PresentationPlacement {
      switch self {
      case .top: return .top
      case .bottom: return .bottom
      case .center: return .center
      case .custom(let animator):
        switch (animator as? TopBottomPresentable)?.topBottomStyle {
        case .top: return .top
        case .bottom: return .bottom
        case nil: return .center
        }
      }
    }
  }

  /// The view or window a message is installed in.
  public enum PresentationContext {
    /// Below a visible navigation bar (`.top`), above a visible tab bar (`.bottom`),
    /// otherwise a new window at `.normal` level. Fails with a `failed` event in app
    /// extensions (there is no key window there): use `.view` or `.viewController`.
    case automatic
    /// A new window at the given level in the key window's scene.
    case window(windowLevel: UIWindow.Level)
    /// A new window at the given level in the given scene.
    case windowScene(_ windowScene: WindowScene, windowLevel: UIWindow.Level)
    /// The view controller's view (or below its navigation bar / above its tab bar).
    case viewController(_ viewController: UIViewController)
    /// The given view.
    case view(_ view: UIView)
  }

  /// The background behind a message.
  public enum DimMode {
    /// No dimming; touches pass through around the message (the default).
    case none
    /// Black at 30 %; a tap on it hides the message when `interactive`.
    case gray(interactive: Bool)
    /// Your colour, used as is (include the alpha in it).
    case color(color: UIColor, interactive: Bool)
    /// A blur effect at the given alpha.
    case blur(style: UIBlurEffect.Style, alpha: CGFloat, interactive: Bool)

    /// Whether a tap on the dimmed background hides the message (false for `.none`).
    public var interactive: Bool {
      switch self {
      case .none: return false
      case .gray(let interactive), .color(_, let interactive), .blur(_, _, let interactive):
        return interactive
      }
    }

    /// Whether the dim blocks the content behind it (every mode but `.none`).
    public var modal: Bool {
      if case .none = self { return false }
      return true
    }
  }

  /// A message's lifecycle event, delivered to `Config.eventListeners`.
  public enum Event {
    /// The message is about to animate in.
    case willShow(UIView)
    /// The message finished animating in.
    case didShow(UIView)
    /// The message is about to animate out.
    case willHide(UIView)
    /// The message is gone.
    case didHide(UIView)

    /// The message view.
    public var view: UIView {
      switch self {
      case .willShow(let view), .didShow(let view), .willHide(let view), .didHide(let view): return view
      }
    }

    /// The message's id: its ``SwiftMessages/Identifiable`` (or `Swift.Identifiable`) id, or
    /// its stable per-object identity.
    public var id: String? { SwiftMessages.identity(of: view) }
  }
}
#endif
