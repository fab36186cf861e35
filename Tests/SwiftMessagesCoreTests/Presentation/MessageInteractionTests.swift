import Testing

@testable import SwiftMessagesCore

/// Touches and VoiceOver around a message, per dim mode.
@Suite struct MessageInteractionTests {
  @Test func anUndimmedToastLetsTouchesThroughAndIsAnnounced() {
    let toast = MessageInteraction(dimIsModal: false, dimIsInteractive: false, interactiveHide: true)
    #expect(toast.touches == .passThrough)
    #expect(toast.arrival == .announce)
    #expect(!toast.isModal)
    #expect(!toast.offersDismissButton)
    #expect(toast.escapeHides)
  }

  @Test func anInteractiveGrayDimHidesOnTapAndTakesFocus() {
    let alert = MessageInteraction(dimIsModal: true, dimIsInteractive: true, interactiveHide: false)
    #expect(alert.touches == .hide)
    #expect(alert.arrival == .moveFocus)
    #expect(alert.isModal)
    #expect(alert.offersDismissButton)
    // The dim's dismiss button is reachable, so the escape gesture may hide it too.
    #expect(alert.escapeHides)
  }

  @Test func aNonInteractiveDimSwallowsTouchesAndCannotBeEscaped() {
    // A blocking HUD: nothing behind it may be tapped, and without interactiveHide the
    // VoiceOver escape gesture must not dismiss it either.
    let hud = MessageInteraction(dimIsModal: true, dimIsInteractive: false, interactiveHide: false)
    #expect(hud.touches == .swallow)
    #expect(hud.arrival == .moveFocus)
    #expect(!hud.offersDismissButton)
    #expect(!hud.escapeHides)
  }

  @Test func theInteractiveFlagOfNoDimMeansNothing() {
    let toast = MessageInteraction(dimIsModal: false, dimIsInteractive: true, interactiveHide: false)
    #expect(toast.touches == .passThrough)
    #expect(!toast.offersDismissButton)
    #expect(!toast.escapeHides)
  }

  @Test(arguments: [(true, true), (true, false), (false, false)])
  func aPresentedViewControllerIsOneScreenChangeWhateverTheDim(dimIsModal: Bool, dimIsInteractive: Bool) {
    // SwiftMessagesSegue's controller: VoiceOver hears one screen change into it, not also a
    // layout change (modal dims) or an announcement (no dim).
    let segue = MessageInteraction(
      dimIsModal: dimIsModal, dimIsInteractive: dimIsInteractive, interactiveHide: true,
      presentsViewController: true)
    #expect(segue.arrival == .changeScreen)
    // The rest follows the dim as for any message.
    #expect(segue.isModal == dimIsModal)
  }
}

/// What the presenter installs from the interaction.
@Suite struct MessageInteractionInstallTests {
  private let toast = MessageInteraction(dimIsModal: false, dimIsInteractive: false, interactiveHide: true)
  private let alert = MessageInteraction(dimIsModal: true, dimIsInteractive: true, interactiveHide: false)
  private let hud = MessageInteraction(dimIsModal: true, dimIsInteractive: false, interactiveHide: false)

  @Test func focusGoesBackOnlyWhenTheMessageTookIt() {
    // The user was on a text field when a dimmed alert appeared: focus returns there.
    #expect(alert.focusToRestore("emailField", voiceOverRunning: true) == "emailField")
    // Without VoiceOver there is no focus to give back.
    #expect(alert.focusToRestore("emailField", voiceOverRunning: false) == nil)
    // A toast is only announced: focus never moved, so it is not moved back.
    #expect(toast.focusToRestore("emailField", voiceOverRunning: true) == nil)
  }

  @Test func onlyAnInteractiveDimIsADismissButton() {
    #expect(alert.dimButtonLabel("Dismiss") == "Dismiss")
    #expect(hud.dimButtonLabel("Dismiss") == nil)
    #expect(toast.dimButtonLabel("Dismiss") == nil)
  }

  @Test func theEscapeGestureHidesWithItsOwnReason() {
    #expect(toast.escapeDismissal == .accessibilityEscape)
    #expect(hud.escapeDismissal == nil)
  }
}
