import Foundation

/// How a presented message behaves towards touches and VoiceOver, decided from its dim mode
/// and `interactiveHide` (SwiftMessages' rules, in one place).
package struct MessageInteraction: Sendable {
  /// What a tap on the area around the message does.
  package enum Touches: Sendable {
    /// Nothing of ours: it reaches the app underneath (`.none` dim).
    case passThrough
    /// It is swallowed (a non-interactive dim blocks the app).
    case swallow
    /// It hides the message with reason `dimTap` (an interactive dim).
    case hide
  }

  /// What VoiceOver does once the message has appeared.
  package enum Arrival: Sendable {
    /// Announce the message's text and leave focus where it is (non-modal messages).
    case announce
    /// Move focus into the message, and give it back afterwards (dimmed, modal messages).
    case moveFocus
    /// Post a screen change into the message, and give focus back afterwards: it holds a
    /// presented view controller (`SwiftMessagesSegue`), a new screen for VoiceOver.
    case changeScreen
  }

  /// Taps around the message.
  package let touches: Touches
  /// VoiceOver on arrival.
  package let arrival: Arrival
  /// Whether VoiceOver sees only the message (`accessibilityViewIsModal`): every dim mode.
  package let isModal: Bool
  /// Whether the dim is offered to VoiceOver as a "dismiss" button: interactive dims.
  let offersDismissButton: Bool
  /// Whether VoiceOver's escape gesture hides the message: with `interactiveHide` or an
  /// interactive dim.
  let escapeHides: Bool

  /// `presentsViewController`: the message holds a `SwiftMessagesSegue` controller, whose one
  /// screen change is its only VoiceOver post, whatever its dim.
  package init(
    dimIsModal: Bool, dimIsInteractive: Bool, interactiveHide: Bool, presentsViewController: Bool = false
  ) {
    let interactive = dimIsModal && dimIsInteractive
    touches = dimIsModal ? (interactive ? .hide : .swallow) : .passThrough
    arrival = presentsViewController ? .changeScreen : dimIsModal ? .moveFocus : .announce
    isModal = dimIsModal
    offersDismissButton = interactive
    escapeHides = interactiveHide || interactive
  }

  /// The reason VoiceOver's escape gesture hides the message with, `nil` when it does not
  /// (``escapeHides``).
  package var escapeDismissal: DismissReason? { escapeHides ? .accessibilityEscape : nil }

  /// The label of the dim's VoiceOver "dismiss" button: `label` (`Config.dimModeAccessibilityLabel`)
  /// when the dim offers one (``offersDismissButton``), `nil` otherwise.
  package func dimButtonLabel(_ label: String) -> String? {
    offersDismissButton ? label : nil
  }

  /// The element VoiceOver focus goes back to once the message is gone: the one focused as it
  /// started to show, when VoiceOver is running and the message takes focus (every arrival but
  /// ``Arrival/announce``, which leaves focus where it is); `nil` otherwise.
  package func focusToRestore<Element>(_ focused: Element?, voiceOverRunning: Bool) -> Element? {
    guard arrival != .announce, voiceOverRunning else { return nil }
    return focused
  }

  // MARK: - Hiding, the dim and the message window

  /// Whether a message's hide runs its animation: only when asked and in a window (UIKit runs
  /// off-window animations at once and a custom animator may never finish).
  package static func hideAnimates(requested: Bool, isInWindow: Bool) -> Bool {
    requested && isInWindow
  }

  /// Whether a hit on SwiftMessages' passthrough window or view reaches the app behind: one on
  /// the container unless it takes touches (a modal dim with a tap handler), and one on a view
  /// that only wraps the root view (such as iPad's private `UIDropShadowView`, which would
  /// otherwise make every message modal).
  package static func passesThrough(
    hitIsContainer: Bool, containerTakesTouches: Bool, hitIsRoot: Bool = false, hitContainsRoot: Bool = false
  ) -> Bool {
    (hitIsContainer && !containerTakesTouches) || (hitContainsRoot && !hitIsRoot)
  }

  /// Whether a message in its own window makes that window key: `requested`
  /// (`Config.becomeKeyWindow`) when set, else whether the message is dimmed, as in SwiftMessages
  /// 10; opt-in for plain messages because a key message window steals keyboard focus
  /// (SwiftMessages #23, #36, #45), even under VoiceOver.
  package static func becomesKeyWindow(requested: Bool?, isDimmed: Bool) -> Bool {
    requested ?? isDimmed
  }

  /// Key status goes back to the previous window only if the message window is still key and
  /// the previous window still has a scene (a closed scene's window cannot become key).
  package static func restoresPreviousKey(messageWindowIsKey: Bool, previousIsInScene: Bool) -> Bool {
    messageWindowIsKey && previousIsInScene
  }

  /// Fade-in of a gray or colour dim, in seconds: 0.2 s.
  package static let dimFadeIn: TimeInterval = 0.2
  /// Fade-in of a blur dim, in seconds: 0.3 s.
  package static let blurDimFadeIn: TimeInterval = 0.3
  /// Fade-out of any dim, in seconds: 0.2 s.
  package static let dimFadeOut: TimeInterval = 0.2
  /// The alpha of the `.gray` dim (black at 30 %).
  package static let grayDimAlpha: Double = 0.3

  /// How long hiding a message takes: its animator's hide, or the dim's fade-out when the
  /// message is dimmed and the fade is longer. The presenter waits for both, so the masking
  /// view is never removed mid-fade (a `.center` message hides in 0.15 s; its dim fades in 0.2 s).
  package static func hideDuration(animatorHide: TimeInterval, isDimmed: Bool) -> TimeInterval {
    isDimmed ? max(animatorHide, dimFadeOut) : animatorHide
  }
}
