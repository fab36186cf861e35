import Testing

@testable import SwiftMessagesCore

/// The lifetime of a controller presented by `SwiftMessagesSegue`: every path from `perform()`
/// to the segue letting go of itself.
@Suite struct SegueLifetimeTests {
  /// A lifetime whose controller is presented and whose message is up.
  private func presented() -> SegueLifetime {
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)
    lifetime.handle(.messageDidShow)
    return lifetime
  }

  // MARK: - Presenting

  @Test func performRetainsTheSegueAndPresentsTheController() {
    var lifetime = SegueLifetime()

    #expect(lifetime.handle(.performed) == [.retainSelf, .presentController])
    #expect(lifetime.isRetained)
    #expect(lifetime.controller == .presenting)
  }

  @Test func thePresentTransitionShowsTheMessageAndCompletesOnceItIsUp() {
    // Given
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)

    // When the present animator runs, the message is shown; UIKit waits.
    #expect(lifetime.handle(.presentTransitionStarted) == [.showMessage])
    #expect(lifetime.isPresentTransitionPending)

    // Then the transition completes when the show animation ends, and VoiceOver moves in.
    #expect(
      lifetime.handle(.messageDidShow) == [
        .completePresentTransition(presented: true), .moveAccessibilityFocus,
      ])
    #expect(lifetime.controller == .presented)
    #expect(!lifetime.isPresentTransitionPending)
  }

  @Test func performingAgainWhilePresentedDoesNothing() {
    var lifetime = presented()

    #expect(lifetime.handle(.performed) == [])
    #expect(lifetime.controller == .presented)
  }

  @Test func aPresentationUIKitRefusesReleasesTheSegue() {
    // Given perform() on a source that is not in a window: UIKit never runs the animator.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)

    // Then nothing keeps the segue (and its source and destination) alive.
    #expect(lifetime.handle(.presentationRefused) == [.releaseSelf])
    #expect(!lifetime.isRetained)
    // And it can be performed again.
    #expect(lifetime.handle(.performed) == [.retainSelf, .presentController])
  }

  @Test func aRefusalAfterThePresentationStartedIsIgnored() {
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    #expect(lifetime.handle(.presentationRefused) == [])
    #expect(lifetime.isRetained)
  }

  @Test func aSecondPresentTransitionStartShowsNothingMore() {
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    // Neither while the first waits for its message, nor once the controller is presented.
    #expect(lifetime.handle(.presentTransitionStarted) == [])
    lifetime.handle(.messageDidShow)
    #expect(lifetime.handle(.presentTransitionStarted) == [])
    #expect(lifetime.controller == .presented)
  }

  @Test func aPresentationWithoutPerformStillRetainsTheSegue() {
    // The app set the segue as the transitioning delegate and presented by itself.
    var lifetime = SegueLifetime()

    #expect(lifetime.handle(.presentTransitionStarted) == [.retainSelf, .showMessage])
    #expect(lifetime.isRetained)
  }

  // MARK: - The controller is dismissed

  @Test func dismissingTheControllerHidesTheMessageAndCompletesWhenItIsGone() {
    // Given
    var lifetime = presented()

    // When the app calls dismiss(animated: true)
    #expect(lifetime.handle(.dismissTransitionStarted(animated: true)) == [.hideMessage(animated: true)])
    // The hide the segue asked for does not dismiss the controller a second time.
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])
    #expect(lifetime.isRetained)

    // Then the dismissal completes with the hide animation, and the segue lets go.
    #expect(lifetime.handle(.messageDidHide) == [.completeDismissTransition, .releaseSelf])
    #expect(lifetime.controller == .notPresented)
    #expect(!lifetime.isRetained)
    // UIKit's own report of the finished dismissal comes after: nothing more to do.
    #expect(lifetime.handle(.dismissalEnded) == [])
  }

  @Test func aDismissalWithoutTheSeguesAnimatorHidesTheMessageAtOnce() {
    // Given dismiss(animated: false): UIKit skips the animator and removes the controller.
    var lifetime = presented()

    // Then the message, still on screen around an empty container, goes without animation.
    #expect(lifetime.handle(.dismissalEnded) == [.hideMessage(animated: false)])
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])
    #expect(lifetime.handle(.messageDidHide) == [.releaseSelf])
    #expect(!lifetime.isRetained)
  }

  @Test func dismissingTwiceHidesOnce() {
    var lifetime = presented()
    lifetime.handle(.dismissTransitionStarted(animated: true))

    #expect(lifetime.handle(.dismissTransitionStarted(animated: true)) == [])
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])
    #expect(lifetime.handle(.messageDidHide) == [.completeDismissTransition, .releaseSelf])
    // A late duplicate after the end changes nothing either.
    #expect(lifetime.handle(.messageDidHide) == [])
  }

  @Test func aDismissalDuringTheShowAnimationHidesFromWhereTheMessageIs() {
    // Given the present transition still waits for the show animation.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    // When a dismissal starts anyway, the message does not finish showing first.
    #expect(lifetime.handle(.dismissTransitionStarted(animated: true)) == [.hideMessage(animated: true)])
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])

    // Then both transitions UIKit waits for complete; the presentation never completed.
    #expect(
      lifetime.handle(.messageDidHide) == [
        .completePresentTransition(presented: false), .completeDismissTransition, .releaseSelf,
      ])
    #expect(!lifetime.isPresentTransitionPending)
    #expect(!lifetime.isDismissTransitionPending)
  }

  @Test func aShowThatFinishesAfterTheDismissalStartedDoesNotPresentTheController() {
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)
    lifetime.handle(.dismissTransitionStarted(animated: true))

    #expect(lifetime.handle(.messageDidShow) == [])
    #expect(lifetime.controller == .dismissing)
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])
    #expect(
      lifetime.handle(.messageDidHide) == [
        .completePresentTransition(presented: false), .completeDismissTransition, .releaseSelf,
      ])
  }

  // MARK: - The message hides on its own

  @Test(arguments: [DismissReason.dimTap, .swipe, .timeout, .accessibilityEscape])
  func aMessageThatHidesOnItsOwnDismissesTheController(reason: DismissReason) {
    // Given
    var lifetime = presented()

    // When the user taps the dim, swipes, or the duration runs out
    #expect(lifetime.handle(.messageWillHide(reason)) == [.dismissController(animated: true)])
    #expect(lifetime.controller == .dismissRequested)

    // Then UIKit's dismissal runs alongside the hide without hiding again, and completes with it.
    #expect(lifetime.handle(.dismissTransitionStarted(animated: true)) == [])
    #expect(lifetime.handle(.messageDidHide) == [.completeDismissTransition, .releaseSelf])
    #expect(lifetime.controller == .notPresented)
  }

  @Test func aSecondPresentationWorksAfterTheMessageHidItself() {
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.dimTap))
    lifetime.handle(.dismissTransitionStarted(animated: true))
    lifetime.handle(.messageDidHide)

    #expect(lifetime.handle(.performed) == [.retainSelf, .presentController])
    #expect(lifetime.handle(.presentTransitionStarted) == [.showMessage])
    #expect(
      lifetime.handle(.messageDidShow) == [
        .completePresentTransition(presented: true), .moveAccessibilityFocus,
      ])
  }

  @Test func aMessageGoneBeforeUIKitStartsTheDismissalCompletesItAtOnce() {
    // Given the message hid itself and is gone before UIKit ran the dismiss animator.
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.swipe))

    // Then the segue waits (the controller is still presented)…
    #expect(lifetime.handle(.messageDidHide) == [])
    #expect(lifetime.isRetained)
    // …and completes the dismissal as soon as it starts.
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [
        .completeDismissTransition, .releaseSelf,
      ])
  }

  @Test func aMessageThatHidItselfIsReleasedWhenUIKitDismissesWithoutTheAnimator() {
    // A dismissal of a whole stack from further down skips this controller's animator.
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.timeout))

    #expect(lifetime.handle(.dismissalEnded) == [])
    #expect(lifetime.handle(.messageDidHide) == [.releaseSelf])
  }

  @Test func aMessageReportedGoneWithoutItsWillHideStillTakesTheControllerAway() {
    // Defensive: whatever the order of reports, a presented controller never outlives its
    // message.
    var lifetime = presented()

    #expect(lifetime.handle(.messageDidHide) == [.dismissController(animated: true)])
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [
        .completeDismissTransition, .releaseSelf,
      ])
  }

  @Test func aMessageWhoseHostLeftTheWindowDismissesWithoutAnimation() {
    var lifetime = presented()

    #expect(lifetime.handle(.messageWillHide(.hostDisappeared)) == [.dismissController(animated: false)])
  }

  @Test func aMessageHiddenDuringItsShowAnimationCancelsThePresentation() {
    // Given a tap on the dim while the message still animates in: UIKit cannot dismiss a
    // controller it is still presenting.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    // Then the hide is not turned into a dismissal…
    #expect(lifetime.handle(.messageWillHide(.dimTap)) == [])
    // …and the presentation is cancelled once the message is gone.
    #expect(lifetime.handle(.messageDidHide) == [.completePresentTransition(presented: false), .releaseSelf])
    #expect(lifetime.controller == .notPresented)
  }

  // MARK: - Failure and release

  @Test func aMessageThatFailsCancelsThePresentationAndReleasesTheSegue() {
    // Given the message is dropped (queue capacity) or fails to install.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    // Then UIKit is not left waiting, and nothing leaks.
    #expect(lifetime.handle(.messageFailed) == [.completePresentTransition(presented: false), .releaseSelf])
    #expect(!lifetime.isRetained)
    #expect(!lifetime.isPresentTransitionPending)
    // A report of the same failure again changes nothing.
    #expect(lifetime.handle(.messageFailed) == [])
  }

  @Test func onlyTheEndOfThePresentationReleasesTheSegue() {
    // SwiftMessages #545: the segue let go (and hid the message) whenever its source was out of
    // a window for 2 s. Here, while presented, nothing but the end does.
    var lifetime = presented()
    let actions = [
      lifetime.handle(.performed), lifetime.handle(.presentationRefused),
      lifetime.handle(.presentTransitionStarted),
      lifetime.handle(.messageDidShow),
    ]

    #expect(actions.allSatisfy { $0.isEmpty })
    #expect(lifetime.isRetained)
    #expect(lifetime.controller == .presented)
    #expect(lifetime.message == .shown)
  }

  @Test func messageReportsOutsideAPresentationChangeNothing() {
    // Given perform() waits for UIKit to start the transition: no message exists yet.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)

    #expect(lifetime.handle(.messageWillHide(.timeout)) == [])
    #expect(lifetime.handle(.messageDidHide) == [])
    #expect(lifetime.handle(.messageFailed) == [])
    #expect(lifetime.message == .notShown)
    // So a refusal still lets the segue go.
    #expect(lifetime.handle(.presentationRefused) == [.releaseSelf])
  }

  @Test func aDismissalOfAControllerTheSegueNeverPresentedCompletesAtOnce() {
    // The segue is still some controller's transitioning delegate after its own presentation
    // ended; UIKit must never be left waiting.
    var lifetime = SegueLifetime()

    #expect(lifetime.handle(.dismissTransitionStarted(animated: true)) == [.completeDismissTransition])
    #expect(!lifetime.isRetained)
  }

  // MARK: - Transition durations

  @Test func transitionsReportTheAnimatorsDurationOrHalfASecond() {
    #expect(SegueLifetime.transitionDuration(animator: 0.4) == 0.4)
    #expect(SegueLifetime.transitionDuration(animator: 0) == 0)
    #expect(SegueLifetime.transitionDuration(animator: nil) == 0.5)
    #expect(SegueLifetime.transitionDuration(animator: -1) == 0.5)
    #expect(SegueLifetime.transitionDuration(animator: .nan) == 0.5)
    #expect(SegueLifetime.transitionDuration(animator: .infinity) == 0.5)
  }
}
