import Testing

@testable import SwiftMessagesCore

extension SegueLifetime {
  /// A ``SegueStage`` call, as recorded.
  enum Action: Equatable {
    case retainSelf
    case presentController(presentation: Int)
    case acceptPresentTransition
    case acceptDismissTransition
    case turnDownTransition(completed: Bool)
    case showMessage
    case completePresentTransition(presented: Bool)
    case completeDismissTransition
    case uninstallControllerView
    case hideMessage(animated: Bool)
    case dismissController(animated: Bool)
    case retryDismissal(animated: Bool)
    case releaseSelf
  }

  /// Applies `event` and returns the calls it made to the stage, in order.
  @discardableResult
  mutating func handle(_ event: Event) -> [Action] {
    let stage = RecordingSegueStage()
    handle(event, on: stage)
    return stage.actions
  }
}

/// Records what a ``SegueLifetime`` asks its stage to do.
private final class RecordingSegueStage: SegueStage {
  var actions: [SegueLifetime.Action] = []

  func retainSelf() { actions.append(.retainSelf) }
  func presentController(presentation: Int) { actions.append(.presentController(presentation: presentation)) }
  func acceptPresentTransition() { actions.append(.acceptPresentTransition) }
  func acceptDismissTransition() { actions.append(.acceptDismissTransition) }
  func turnDownTransition(completed: Bool) { actions.append(.turnDownTransition(completed: completed)) }
  func showMessage() { actions.append(.showMessage) }
  func completePresentTransition(presented: Bool) {
    actions.append(.completePresentTransition(presented: presented))
  }
  func completeDismissTransition() { actions.append(.completeDismissTransition) }
  func uninstallControllerView() { actions.append(.uninstallControllerView) }
  func hideMessage(animated: Bool) { actions.append(.hideMessage(animated: animated)) }
  func dismissController() { actions.append(.dismissController(animated: true)) }
  func retryDismissal() { actions.append(.retryDismissal(animated: true)) }
  func releaseSelf() { actions.append(.releaseSelf) }
}

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

    #expect(lifetime.handle(.performed) == [.retainSelf, .presentController(presentation: 1)])
    #expect(lifetime.isRetained)
    #expect(lifetime.controller == .presenting)
  }

  @Test func thePresentTransitionShowsTheMessageAndCompletesOnceItIsUp() {
    // Given
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)

    // When the present animator runs, its transition is kept and the message shown; UIKit waits.
    #expect(lifetime.handle(.presentTransitionStarted) == [.acceptPresentTransition, .showMessage])
    #expect(lifetime.isPresentTransitionPending)

    // Then the transition completes when the show animation ends (VoiceOver is the message's
    // business: see `MessageInteraction`).
    #expect(lifetime.handle(.messageDidShow) == [.completePresentTransition(presented: true)])
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
    #expect(lifetime.handle(.presentationRefused(presentation: 1)) == [.releaseSelf])
    #expect(!lifetime.isRetained)
    // And it can be performed again.
    #expect(lifetime.handle(.performed) == [.retainSelf, .presentController(presentation: 2)])
  }

  @Test func aRefusalOfAnEarlierPresentationDoesNotReleaseALaterOne() {
    // Given a first perform() UIKit refused, and a second one under way.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentationRefused(presentation: 1))
    lifetime.handle(.performed)

    // When the first presentation's completion is reported dropped again (late)
    #expect(lifetime.handle(.presentationRefused(presentation: 1)) == [])

    // Then the second one still holds the segue, until its own refusal.
    #expect(lifetime.isRetained)
    #expect(lifetime.handle(.presentationRefused(presentation: 2)) == [.releaseSelf])
  }

  @Test func aRefusalAfterThePresentationStartedIsIgnored() {
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    #expect(lifetime.handle(.presentationRefused(presentation: 1)) == [])
    #expect(lifetime.isRetained)
  }

  @Test func aSecondPresentTransitionIsCancelledAtOnceAndKeepsTheFirst() {
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    // Neither while the first waits for its message, nor once the controller is presented, is a
    // second one kept (it would replace the one UIKit waits for) or left waiting.
    #expect(lifetime.handle(.presentTransitionStarted) == [.turnDownTransition(completed: false)])
    #expect(lifetime.handle(.messageDidShow) == [.completePresentTransition(presented: true)])
    #expect(lifetime.handle(.presentTransitionStarted) == [.turnDownTransition(completed: false)])
    #expect(lifetime.controller == .presented)
  }

  @Test func aPresentTransitionWhileTheLastMessageStillHidesIsCancelled() {
    // Given dismiss(animated: false) took the controller away; its message still hides.
    var lifetime = presented()
    lifetime.handle(.hostLeftWindow(controllerStillPresented: false))
    lifetime.handle(.messageWillHide(.programmatic))

    // Then a new presentation through the segue cannot share the message view yet.
    #expect(lifetime.handle(.presentTransitionStarted) == [.turnDownTransition(completed: false)])
  }

  @Test func aPresentationWithoutPerformStillRetainsTheSegue() {
    // The app set the segue as the transitioning delegate and presented by itself.
    var lifetime = SegueLifetime()

    #expect(
      lifetime.handle(.presentTransitionStarted) == [.retainSelf, .acceptPresentTransition, .showMessage])
    #expect(lifetime.isRetained)
  }

  // MARK: - The controller is dismissed

  @Test func dismissingTheControllerHidesTheMessageAndCompletesWhenItIsGone() {
    // Given
    var lifetime = presented()

    // When the app calls dismiss(animated: true)
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [
        .acceptDismissTransition, .hideMessage(animated: true),
      ])
    // The hide the segue asked for does not dismiss the controller a second time.
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])
    #expect(lifetime.isRetained)

    // Then the controller's view is taken out, the dismissal completes with the hide animation,
    // and the segue lets go.
    #expect(
      lifetime.handle(.messageDidHide) == [
        .uninstallControllerView, .completeDismissTransition, .releaseSelf,
      ])
    #expect(lifetime.controller == .notPresented)
    #expect(!lifetime.isRetained)
  }

  @Test func aDismissalWithoutTheSeguesAnimatorTakesTheViewOutAndHidesTheMessageAtOnce() {
    // Given dismiss(animated: false), or a stack dismissed from further down: UIKit skips the
    // animator and takes the transition's container, the message's host, out of the window.
    var lifetime = presented()

    // Then the controller's view comes out of the message view (a root view again), and the
    // message, off screen with its host, goes without animation.
    #expect(
      lifetime.handle(.hostLeftWindow(controllerStillPresented: false)) == [
        .uninstallControllerView, .hideMessage(animated: false),
      ])
    #expect(lifetime.controller == .notPresented)
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])
    #expect(lifetime.handle(.messageDidHide) == [.releaseSelf])
    #expect(!lifetime.isRetained)
  }

  @Test func aHostThatLeavesTheWindowWhileTheControllerIsStillPresentedKeepsEverything() {
    // SwiftMessages #545: the segue let go (and hid the message) whenever its source was out of
    // a window for 2 s. Here a host out of the window (the app's window hidden, a full-screen
    // controller on top) with the controller still presented changes nothing: the queue keeps
    // the message for when the host comes back.
    var lifetime = presented()

    #expect(lifetime.handle(.hostLeftWindow(controllerStillPresented: true)) == [])
    #expect(lifetime.isRetained)
    #expect(lifetime.controller == .presented)
    #expect(lifetime.message == .shown)
  }

  @Test func dismissingTwiceHidesOnce() {
    var lifetime = presented()
    lifetime.handle(.dismissTransitionStarted(animated: true))

    // A second dismissal transition (of another controller using the segue) is completed at once.
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [.turnDownTransition(completed: true)])
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])
    #expect(
      lifetime.handle(.messageDidHide) == [
        .uninstallControllerView, .completeDismissTransition, .releaseSelf,
      ])
    // A late duplicate after the end changes nothing either.
    #expect(lifetime.handle(.messageDidHide) == [])
  }

  @Test func aDismissalDuringTheShowAnimationHidesFromWhereTheMessageIs() {
    // Given the present transition still waits for the show animation.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    // When a dismissal starts anyway, the message does not finish showing first.
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [
        .acceptDismissTransition, .hideMessage(animated: true),
      ])
    #expect(lifetime.handle(.messageWillHide(.programmatic)) == [])

    // Then both transitions UIKit waits for complete; the presentation never completed.
    #expect(
      lifetime.handle(.messageDidHide) == [
        .uninstallControllerView, .completePresentTransition(presented: false), .completeDismissTransition,
        .releaseSelf,
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
        .uninstallControllerView, .completePresentTransition(presented: false), .completeDismissTransition,
        .releaseSelf,
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
    #expect(lifetime.handle(.dismissTransitionStarted(animated: true)) == [.acceptDismissTransition])
    #expect(
      lifetime.handle(.messageDidHide) == [
        .uninstallControllerView, .completeDismissTransition, .releaseSelf,
      ])
    #expect(lifetime.controller == .notPresented)
  }

  @Test func aSecondPresentationWorksAfterTheMessageHidItself() {
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.dimTap))
    lifetime.handle(.dismissTransitionStarted(animated: true))
    lifetime.handle(.messageDidHide)

    #expect(lifetime.handle(.performed) == [.retainSelf, .presentController(presentation: 2)])
    #expect(lifetime.handle(.presentTransitionStarted) == [.acceptPresentTransition, .showMessage])
    #expect(lifetime.handle(.messageDidShow) == [.completePresentTransition(presented: true)])
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
        .acceptDismissTransition, .uninstallControllerView, .completeDismissTransition, .releaseSelf,
      ])
  }

  @Test func aMessageThatHidItselfIsReleasedWhenUIKitDismissesWithoutTheAnimator() {
    // A dismissal of a whole stack from further down skips this controller's animator; the
    // host leaving the window ends the hide at once.
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.timeout))
    lifetime.handle(.messageDidHide)

    #expect(
      lifetime.handle(.hostLeftWindow(controllerStillPresented: false)) == [
        .uninstallControllerView, .releaseSelf,
      ])
  }

  @Test func theDismissCompletionAfterTheAnimatorsDismissalChangesNothing() {
    // The segue reports the controller's state from its own dismiss completion too (a stack
    // dismissal skips the animator); after a dismissal through the animator it is a no-op.
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.timeout))
    lifetime.handle(.messageDidHide)
    lifetime.handle(.dismissTransitionStarted(animated: true))

    #expect(lifetime.handle(.hostLeftWindow(controllerStillPresented: false)) == [])
    #expect(!lifetime.isRetained)
  }

  @Test func aMessageReportedGoneWithoutItsWillHideStillTakesTheControllerAway() {
    // Defensive: whatever the order of reports, a presented controller never outlives its
    // message.
    var lifetime = presented()

    #expect(lifetime.handle(.messageDidHide) == [.dismissController(animated: true)])
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [
        .acceptDismissTransition, .uninstallControllerView, .completeDismissTransition, .releaseSelf,
      ])
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
    #expect(
      lifetime.handle(.messageDidHide) == [
        .uninstallControllerView, .completePresentTransition(presented: false), .releaseSelf,
      ])
    #expect(lifetime.controller == .notPresented)
  }

  // MARK: - UIKit turns the segue's dismissal down

  @Test func aDismissalUIKitTurnsDownIsAskedForAgain() {
    // Given the message timed out while the controller was presenting an alert: UIKit turns a
    // dismissal down while another presentation runs.
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.timeout))
    lifetime.handle(.messageDidHide)

    // Then the segue asks again (after that transition) instead of waiting forever…
    #expect(lifetime.handle(.dismissRefused) == [.retryDismissal(animated: true)])
    #expect(lifetime.controller == .dismissRequested)
    // …and the dismissal, once UIKit runs it, completes at once.
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [
        .acceptDismissTransition, .uninstallControllerView, .completeDismissTransition, .releaseSelf,
      ])
  }

  @Test func aDismissalTurnedDownTooOftenLeavesTheControllerToTheApp() {
    var lifetime = presented()
    lifetime.handle(.messageWillHide(.timeout))
    lifetime.handle(.messageDidHide)
    for _ in 0..<SegueLifetime.dismissalRetryLimit {
      #expect(lifetime.handle(.dismissRefused) == [.retryDismissal(animated: true)])
    }

    // Then the segue stops asking: the controller stays presented…
    #expect(lifetime.handle(.dismissRefused) == [])
    #expect(lifetime.controller == .presented)
    // …until the app dismisses it, which still settles the segue.
    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: false)) == [
        .acceptDismissTransition, .uninstallControllerView, .completeDismissTransition, .releaseSelf,
      ])
  }

  @Test func aRefusalReportedOutsideADismissalRequestChangesNothing() {
    var lifetime = presented()

    #expect(lifetime.handle(.dismissRefused) == [])
    #expect(lifetime.controller == .presented)
  }

  // MARK: - Failure and release

  @Test func aMessageThatFailsCancelsThePresentationAndReleasesTheSegue() {
    // Given the message is dropped (queue capacity) or fails to install.
    var lifetime = SegueLifetime()
    lifetime.handle(.performed)
    lifetime.handle(.presentTransitionStarted)

    // Then UIKit is not left waiting, the view is not left in the message, and nothing leaks.
    #expect(
      lifetime.handle(.messageFailed) == [
        .uninstallControllerView, .completePresentTransition(presented: false), .releaseSelf,
      ])
    #expect(!lifetime.isRetained)
    #expect(!lifetime.isPresentTransitionPending)
    // A report of the same failure again changes nothing.
    #expect(lifetime.handle(.messageFailed) == [])
  }

  @Test func onlyTheEndOfThePresentationReleasesTheSegue() {
    // While presented, neither a repeated perform(), a late refusal, another transition, a show
    // report nor the host leaving the window (the controller still presented) lets the segue go.
    var lifetime = presented()
    let actions = [
      lifetime.handle(.performed), lifetime.handle(.presentationRefused(presentation: 1)),
      lifetime.handle(.messageDidShow), lifetime.handle(.dismissRefused),
      lifetime.handle(.hostLeftWindow(controllerStillPresented: true)),
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
    // So a refusal still lets the segue go, without a view to take out.
    #expect(lifetime.handle(.presentationRefused(presentation: 1)) == [.releaseSelf])
  }

  @Test func aDismissalOfAControllerTheSegueNeverPresentedCompletesAtOnce() {
    // The segue is still some controller's transitioning delegate after its own presentation
    // ended; UIKit must never be left waiting, and nothing is kept.
    var lifetime = SegueLifetime()

    #expect(
      lifetime.handle(.dismissTransitionStarted(animated: true)) == [.turnDownTransition(completed: true)])
    #expect(!lifetime.isRetained)
    #expect(!lifetime.isDismissTransitionPending)
  }

  // MARK: - Transition durations

  @Test func transitionsReportTheAnimatorsDurationOrHalfASecond() {
    #expect(SegueLifetime.transitionDuration(presenting: true, showDuration: 0.4, hideDuration: nil) == 0.4)
    #expect(SegueLifetime.transitionDuration(presenting: true, showDuration: 0, hideDuration: nil) == 0)
    #expect(SegueLifetime.transitionDuration(presenting: true, showDuration: nil, hideDuration: nil) == 0.5)
    #expect(SegueLifetime.transitionDuration(presenting: true, showDuration: -1, hideDuration: nil) == 0.5)
    #expect(SegueLifetime.transitionDuration(presenting: true, showDuration: .nan, hideDuration: nil) == 0.5)
    #expect(
      SegueLifetime.transitionDuration(presenting: true, showDuration: .infinity, hideDuration: nil) == 0.5)
  }
}
