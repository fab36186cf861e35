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
}
