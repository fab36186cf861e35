#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Called by an animator when it finishes; `completed` is false when interrupted.
public typealias AnimationCompletion = (_ completed: Bool) -> Void

/// Presents and dismisses a message view inside its container. SwiftMessages 10's
/// `Animator`; use it with `SwiftMessages.PresentationStyle.custom(animator:)`.
@MainActor
public protocol Animator: AnyObject {
  /// Receives interactive dismissals and pan start/end (the presenter sets it).
  var delegate: AnimationDelegate? { get set }
  /// Installs `context.messageView` in `context.containerView` and animates it in.
  func show(context: AnimationContext, completion: @escaping AnimationCompletion)
  /// Animates the message out (it is removed afterwards by the presenter).
  func hide(context: AnimationContext, completion: @escaping AnimationCompletion)
  /// The show animation's duration, in seconds. Report it truthfully: the presenter treats a
  /// show that has not completed `showDuration` + 1 s after it started as done (so an
  /// animator that never calls its completion cannot wedge the queue).
  var showDuration: TimeInterval { get }
  /// The hide animation's duration, in seconds. Report it truthfully: the presenter treats a
  /// hide that has not completed `hideDuration` + 1 s after it started as done and removes the
  /// message, cutting off an animator that runs longer than it says.
  var hideDuration: TimeInterval { get }
}

/// What an animator reports back to its presenter.
@MainActor
public protocol AnimationDelegate: AnyObject {
  /// The user dismissed the message interactively (swipe or fling).
  func hide(animator: Animator)
  /// A pan began: auto-hide pauses.
  func panStarted(animator: Animator)
  /// A pan ended with the message snapping back: auto-hide restarts with its full interval.
  func panEnded(animator: Animator)
}

/// Areas of the screen a message may conflict with, for margin adjustment.
public struct SafeZoneConflicts: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates a set from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The status bar.
  public static let statusBar = SafeZoneConflicts(rawValue: SafeZone.statusBar.rawValue)
  /// The sensor housing (notch or Dynamic Island).
  public static let sensorNotch = SafeZoneConflicts(rawValue: SafeZone.sensorNotch.rawValue)
  /// The home indicator.
  public static let homeIndicator = SafeZoneConflicts(rawValue: SafeZone.homeIndicator.rawValue)
  /// The message window sits over a 20 pt status bar.
  public static let overStatusBar = SafeZoneConflicts(rawValue: SafeZone.overStatusBar.rawValue)
}

/// Everything an animator needs about one presentation. Unlike SwiftMessages 10 its
/// initializer is public, so custom animators can be tested with a real context. Not
/// isolated to the main actor (as in SwiftMessages 10): it only holds references.
public final class AnimationContext {
  /// The message view to animate.
  public let messageView: UIView
  /// The container (the masking view) the message is installed in.
  public let containerView: UIView
  /// The screen areas the message may overlap. Empty by default.
  public let safeZoneConflicts: SafeZoneConflicts
  /// Whether the user may pan the message away. `true` by default.
  public let interactiveHide: Bool

  /// Creates a context.
  public init(
    messageView: UIView, containerView: UIView, safeZoneConflicts: SafeZoneConflicts = [],
    interactiveHide: Bool = true
  ) {
    self.messageView = messageView
    self.containerView = containerView
    self.safeZoneConflicts = safeZoneConflicts
    self.interactiveHide = interactiveHide
  }
}

/// The edge a slide animation works from.
public enum TopBottomAnimationStyle: Sendable {
  /// Slides from the top edge.
  case top
  /// Slides from the bottom edge.
  case bottom
}

/// An animator that attaches its message to the top or bottom edge. Adopt it in a custom
/// animator so `.automatic` contexts place the message below a visible navigation bar
/// (top) or above a visible tab bar (bottom), as they do for `.top` and `.bottom`.
/// Internal in SwiftMessages 10; public here so custom animators get the same placement.
@MainActor
public protocol TopBottomPresentable {
  /// The edge the message is attached to, or `nil` when it is not attached to one.
  var topBottomStyle: TopBottomAnimationStyle? { get }
}
#endif
