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

@Suite struct HideAnimationTests {
  @Test func aMessageOnScreenAnimatesItsHideWhenAsked() {
    #expect(MessageInteraction.hideAnimates(requested: true, isInWindow: true))
    #expect(!MessageInteraction.hideAnimates(requested: false, isInWindow: true))
  }

  @Test func aMessageWhoseHostLeftTheWindowHidesAtOnce() {
    // The "offline" banner of a tab the user switched away from times out.
    #expect(!MessageInteraction.hideAnimates(requested: true, isInWindow: false))
  }
}

/// Which touches reach the app behind a message window.
@Suite struct PassthroughTouchTests {
  @Test func aTouchBesideABannerReachesTheApp() {
    // A top banner without dim: a tap lower on the screen hits the passthrough view itself.
    #expect(MessageInteraction.passesThrough(hitIsContainer: true, containerTakesTouches: false))
  }

  @Test func aTouchOnAModalDimIsTaken() {
    // `.gray(interactive: true)`: the dim (the passthrough view with a tap handler) takes it.
    #expect(!MessageInteraction.passesThrough(hitIsContainer: true, containerTakesTouches: true))
  }

  @Test func aTouchOnTheMessageIsTaken() {
    #expect(!MessageInteraction.passesThrough(hitIsContainer: false, containerTakesTouches: false))
    #expect(!MessageInteraction.passesThrough(hitIsContainer: false, containerTakesTouches: true))
  }

  @Test func aSystemWrapperAroundTheRootViewLetsTouchesThrough() {
    // iPad: UIKit wraps the window's root view in a `UIDropShadowView`; a hit on it would make
    // every banner modal.
    #expect(
      MessageInteraction.passesThrough(
        hitIsContainer: false, containerTakesTouches: false, hitIsRoot: false, hitContainsRoot: true))
  }

  @Test func theRootViewItselfDecidesForItself() {
    // The root view (a modal dim) returned itself: the window keeps that answer.
    #expect(
      !MessageInteraction.passesThrough(
        hitIsContainer: false, containerTakesTouches: false, hitIsRoot: true, hitContainsRoot: true))
  }

  @Test func theWindowItselfNeverTakesATouch() {
    #expect(
      MessageInteraction.passesThrough(
        hitIsContainer: true, containerTakesTouches: false, hitIsRoot: false, hitContainsRoot: true))
  }
}

/// Whether a message's own window becomes key (and so takes keyboard focus from the app).
@Suite struct KeyWindowTests {
  @Test func undimmedMessageDoesNotStealKeyboardFocusByDefault() {
    // VoiceOver is deliberately not an input: a banner never takes key status unasked.
    #expect(!MessageInteraction.becomesKeyWindow(requested: nil, isDimmed: false))
  }

  @Test func dimmedMessageBecomesKeyByDefault() {
    // The dim blocks the app anyway; key status keeps VoiceOver inside the modal message.
    #expect(MessageInteraction.becomesKeyWindow(requested: nil, isDimmed: true))
  }

  @Test func explicitChoiceWins() {
    #expect(MessageInteraction.becomesKeyWindow(requested: true, isDimmed: false))
    #expect(!MessageInteraction.becomesKeyWindow(requested: false, isDimmed: true))
  }
}

/// Giving key status back when a message window goes away.
@Suite struct KeyWindowRestoreTests {
  @Test func aKeyMessageWindowGivesKeyStatusBackToTheAppsWindow() {
    #expect(MessageInteraction.restoresPreviousKey(messageWindowIsKey: true, previousIsInScene: true))
  }

  @Test func aWindowTheUserMadeKeyMeanwhileKeepsIt() {
    // A dimmed alert-like message was key; the user tapped a text field in another window,
    // which became key: hiding the message must not take the keyboard away.
    #expect(!MessageInteraction.restoresPreviousKey(messageWindowIsKey: false, previousIsInScene: true))
  }

  @Test func aClosedScenesWindowIsNotMadeKey() {
    // iPad: the scene the message came from was closed from the app switcher meanwhile.
    #expect(!MessageInteraction.restoresPreviousKey(messageWindowIsKey: true, previousIsInScene: false))
  }
}

@Suite struct DimHideDurationTests {
  @Test func aDimmedCenteredMessageHidesOnlyOnceItsDimHasFaded() {
    // PhysicsAnimation hides in 0.15 s; the gray dim fades out in 0.2 s.
    #expect(
      MessageInteraction.hideDuration(animatorHide: 0.15, isDimmed: true) == MessageInteraction.dimFadeOut)
    // An undimmed message takes its animator's time, a slower animator its own.
    #expect(MessageInteraction.hideDuration(animatorHide: 0.15, isDimmed: false) == 0.15)
    #expect(MessageInteraction.hideDuration(animatorHide: 0.5, isDimmed: true) == 0.5)
  }
}
