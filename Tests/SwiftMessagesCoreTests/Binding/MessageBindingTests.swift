import Testing

@testable import SwiftMessagesCore

/// The SwiftUI binding ↔ queue rules behind `swiftMessage(message:)` and
/// `swiftMessage(isPresented:)`.
@Suite struct MessageBindingTests {
  private typealias Presentation = MessageBinding.Presentation

  // MARK: - Showing

  @Test func anInitialValueShowsWhenTheViewAppears() {
    // SwiftMessages 10 only watched `onChange`, which never reports the initial value.
    let binding = MessageBinding()
    #expect(
      binding.appeared(id: "welcome") == [.hideAll, .show(Presentation(number: 1, id: "welcome"))])
    #expect(binding.presented == Presentation(number: 1, id: "welcome"))
  }

  @Test func anInitialNilShowsNothing() {
    let binding = MessageBinding()
    #expect(binding.appeared(id: nil).isEmpty)
    #expect(binding.presented == nil)
  }

  @Test func aValueSetLaterShows() {
    let binding = MessageBinding()
    binding.appeared(id: nil)
    #expect(binding.changed(id: "saved") == [.hideAll, .show(Presentation(number: 1, id: "saved"))])
  }

  @Test func appearingAgainWithTheSameValueDoesNotShowItTwice() {
    // A tab switched away and back fires `onAppear` again while the message is still up.
    let binding = MessageBinding()
    binding.appeared(id: "saved")
    #expect(binding.appeared(id: "saved").isEmpty)
    #expect(binding.presented?.number == 1)
  }

  // MARK: - Changing

  @Test func aNewIdReplacesTheBoundMessageThenHidesTheRest() {
    // The bound message goes as `.replaced`; the rest as SwiftMessages 10's `hideAll()`.
    let binding = MessageBinding()
    binding.changed(id: "first")
    let actions = binding.changed(id: "second")
    #expect(
      actions == [
        .hide(Presentation(number: 1, id: "first"), reason: .replaced), .hideAll,
        .show(Presentation(number: 2, id: "second")),
      ])
    #expect(binding.presented == Presentation(number: 2, id: "second"))
  }

  @Test func aChangeThatKeepsTheIdUpdatesInPlace() {
    // A progress message whose text changes stays the same message: no second one queued.
    let binding = MessageBinding()
    binding.changed(id: "upload")
    #expect(binding.changed(id: "upload") == [.update(Presentation(number: 1, id: "upload"))])
    #expect(binding.presented?.number == 1)
  }

  @Test func nilHidesOnlyTheBoundMessage() {
    let binding = MessageBinding()
    binding.changed(id: "saved")
    #expect(
      binding.changed(id: nil) == [
        .hide(Presentation(number: 1, id: "saved"), reason: .programmatic)
      ])
    #expect(binding.presented == nil)
  }

  @Test func nilWithNothingPresentedDoesNothing() {
    let binding = MessageBinding()
    #expect(binding.changed(id: nil).isEmpty)
  }

  @Test func appearingWithNilWhilePresentingHidesIt() {
    // The value was cleared while the view was off screen and `onChange` never ran.
    let binding = MessageBinding()
    binding.appeared(id: "saved")
    #expect(
      binding.appeared(id: nil) == [
        .hide(Presentation(number: 1, id: "saved"), reason: .programmatic)
      ])
  }

  // MARK: - Ending

  @Test func theBindingIsClearedWhenItsMessageEnds() {
    // Tap, swipe, timeout, dropped as a duplicate, failed: every end is reported alike.
    let binding = MessageBinding()
    binding.changed(id: "saved")
    #expect(binding.ended(1, bindingID: "saved") == [.clearBinding])
    #expect(binding.presented == nil)
  }

  @Test func aMessageEndingAsItIsQueuedClearsTheBinding() {
    // Dropped synchronously while the show call runs (a duplicate of a UIKit message): the
    // end is reported from inside that call, and the state it meets is already updated.
    let binding = MessageBinding()
    let log = BindingDriverLog()
    log.onShow = { binding.ended($0.number, bindingID: "offline", on: log) }
    binding.changed(id: "offline", on: log)
    #expect(log.calls == [.hideAll, .show(Presentation(number: 1, id: "offline")), .clearBinding])
    #expect(binding.presented == nil)
  }

  @Test func aReplacedMessageEndingLeavesTheNewValueAlone() {
    let binding = MessageBinding()
    binding.changed(id: "first")
    binding.changed(id: "second")
    #expect(binding.ended(1, bindingID: "second").isEmpty)
    #expect(binding.presented == Presentation(number: 2, id: "second"))
  }

  @Test func aMessageHiddenBeforeTheValueCameBackDoesNotClearIt() {
    // nil, then the same id again while the first message is still animating out: its end
    // must not clear the value the second message now stands for (an id check alone would).
    let binding = MessageBinding()
    binding.changed(id: "saved")
    binding.changed(id: nil)
    #expect(binding.changed(id: "saved") == [.hideAll, .show(Presentation(number: 2, id: "saved"))])
    #expect(binding.ended(1, bindingID: "saved").isEmpty)
    #expect(binding.presented == Presentation(number: 2, id: "saved"))
  }

  @Test func anEndIsIgnoredWhenTheBindingHoldsAnotherIdThatIsShownAgain() {
    // The value moved on without an `onChange` reaching the binding: its message ended, so
    // the binding does not clear the other value; it shows it.
    let binding = MessageBinding()
    binding.changed(id: "first")
    #expect(
      binding.ended(1, bindingID: "second") == [
        .hideAll, .show(Presentation(number: 2, id: "second")),
      ])
  }

  @Test func anEndWithTheBindingAlreadyNilOnlyForgetsTheMessage() {
    let binding = MessageBinding()
    binding.changed(id: "saved")
    #expect(binding.ended(1, bindingID: nil).isEmpty)
    #expect(binding.presented == nil)
  }

  @Test func anEndReportedTwiceClearsOnce() {
    let binding = MessageBinding()
    binding.changed(id: "saved")
    binding.ended(1, bindingID: "saved")
    #expect(binding.ended(1, bindingID: "saved").isEmpty)
  }

  @Test func presentationNumbersAreNeverReused() {
    let binding = MessageBinding()
    binding.changed(id: "a")
    binding.ended(1, bindingID: "a")
    #expect(binding.changed(id: "a") == [.hideAll, .show(Presentation(number: 2, id: "a"))])
  }
}

/// A message that starts hiding on its own (timeout, tap, swipe) while the binding still holds
/// its value.
@Suite struct MessageBindingHidingTests {
  private typealias Presentation = MessageBinding.Presentation

  @Test func aSameIdChangeWhileHidingShowsItAgain() {
    // An upload toast times out (willHide) and, during its 0.2 s hide animation, the upload
    // reports progress: same id, new text. Updating the view that is leaving would lose it.
    let binding = MessageBinding()
    binding.changed(id: "upload")
    binding.hiding(1)
    #expect(
      binding.changed(id: "upload") == [.hideAll, .show(Presentation(number: 2, id: "upload"))])
    // The hiding message's end belongs to a presentation the binding let go of.
    #expect(binding.ended(1, bindingID: "upload").isEmpty)
    #expect(binding.presented == Presentation(number: 2, id: "upload"))
  }

  @Test func aHidingMessageThatEndsStillClearsTheBinding() {
    let binding = MessageBinding()
    binding.changed(id: "saved")
    binding.hiding(1)
    #expect(binding.ended(1, bindingID: "saved") == [.clearBinding])
    #expect(binding.presented == nil)
  }

  @Test func appearingAgainWhileHidingWaitsForTheEnd() {
    // The tab comes back while its toast animates out: the toast is leaving on its own, so
    // the binding is cleared when it has gone rather than shown a second time.
    let binding = MessageBinding()
    binding.appeared(id: "saved")
    binding.hiding(1)
    #expect(binding.appeared(id: "saved").isEmpty)
    #expect(binding.ended(1, bindingID: "saved") == [.clearBinding])
  }

  @Test func nilWhileHidingDoesNotHideItAgain() {
    let binding = MessageBinding()
    binding.changed(id: "saved")
    binding.hiding(1)
    #expect(binding.changed(id: nil).isEmpty)
    #expect(binding.presented == nil)
    #expect(binding.ended(1, bindingID: nil).isEmpty)
  }

  @Test func anotherIdWhileHidingOnlyShowsTheNewValue() {
    let binding = MessageBinding()
    binding.changed(id: "first")
    binding.hiding(1)
    #expect(
      binding.changed(id: "second") == [.hideAll, .show(Presentation(number: 2, id: "second"))])
    #expect(binding.ended(1, bindingID: "second").isEmpty)
  }

  @Test func theHidingOfAMessageTheBindingLetGoOfIsIgnored() {
    // Replaced by "second": the willHide of "first" says nothing about "second".
    let binding = MessageBinding()
    binding.changed(id: "first")
    binding.changed(id: "second")
    binding.hiding(1)
    #expect(binding.changed(id: "second") == [.update(Presentation(number: 2, id: "second"))])
  }
}

/// A modifier re-created while its message is up (its view re-inserted, an `.id()` change):
/// the new one finds the message the old one left behind.
@Suite struct MessageBindingAdoptionTests {
  private typealias Presentation = MessageBinding.Presentation

  @Test func aRecreatedModifierAdoptsTheMessageItLeftBehind() {
    // Showing it again would be dropped as a duplicate, and the drop would clear the binding
    // while the first message stays up with nobody to clear it when it ends.
    let binding = MessageBinding()
    #expect(
      binding.appeared(id: "saved", existing: .shown) == [
        .adopt(Presentation(number: 1, id: "saved"))
      ]
    )
    #expect(binding.ended(1, bindingID: "saved") == [.clearBinding])
  }

  @Test func aWaitingMessageIsAdoptedToo() {
    for phase in [MessagePhase.queued, .delayed, .presenting] {
      let binding = MessageBinding()
      #expect(
        binding.appeared(id: "saved", existing: phase) == [
          .adopt(Presentation(number: 1, id: "saved"))
        ])
    }
  }

  @Test func aMessageOnItsWayOutIsNotAdopted() {
    // It is leaving: the value gets a message of its own, queued behind it (a leaving
    // message is no duplicate).
    for phase in [MessagePhase.hiding, .hidePending] {
      let binding = MessageBinding()
      #expect(
        binding.appeared(id: "saved", existing: phase) == [
          .hideAll, .show(Presentation(number: 1, id: "saved")),
        ])
    }
  }

  @Test func anExistingMessageIsIgnoredWhenTheBindingAlreadyPresentsTheId() {
    let binding = MessageBinding()
    binding.appeared(id: "saved")
    #expect(binding.appeared(id: "saved", existing: .shown).isEmpty)
    #expect(binding.presented?.number == 1)
  }

  @Test func anAdoptedMessageUpdatesInPlace() {
    let binding = MessageBinding()
    binding.appeared(id: "upload", existing: .shown)
    #expect(binding.changed(id: "upload") == [.update(Presentation(number: 1, id: "upload"))])
  }
}
