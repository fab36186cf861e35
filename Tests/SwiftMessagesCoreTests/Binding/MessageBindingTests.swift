import Testing

@testable import SwiftMessagesCore

/// The SwiftUI binding ↔ queue rules behind `swiftMessage(message:)` and
/// `swiftMessage(isPresented:)`.
@Suite struct MessageBindingTests {
  private typealias Presentation = MessageBinding.Presentation

  // MARK: - Showing

  @Test func anInitialValueShowsWhenTheViewAppears() {
    // SwiftMessages 10 only watched `onChange`, which never reports the initial value.
    var binding = MessageBinding()
    #expect(
      binding.handle(.appeared(id: "welcome")) == [.hideAll, .show(Presentation(number: 1, id: "welcome"))])
    #expect(binding.presented == Presentation(number: 1, id: "welcome"))
  }

  @Test func anInitialNilShowsNothing() {
    var binding = MessageBinding()
    #expect(binding.handle(.appeared(id: nil)).isEmpty)
    #expect(binding.presented == nil)
  }

  @Test func aValueSetLaterShows() {
    var binding = MessageBinding()
    binding.handle(.appeared(id: nil))
    #expect(binding.handle(.changed(id: "saved")) == [.hideAll, .show(Presentation(number: 1, id: "saved"))])
  }

  @Test func appearingAgainWithTheSameValueDoesNotShowItTwice() {
    // A tab switched away and back fires `onAppear` again while the message is still up.
    var binding = MessageBinding()
    binding.handle(.appeared(id: "saved"))
    #expect(binding.handle(.appeared(id: "saved")).isEmpty)
    #expect(binding.presented?.number == 1)
  }

  // MARK: - Changing

  @Test func aNewIdReplacesTheBoundMessageThenHidesTheRest() {
    // The bound message goes as `.replaced`; the rest as SwiftMessages 10's `hideAll()`.
    var binding = MessageBinding()
    binding.handle(.changed(id: "first"))
    let actions = binding.handle(.changed(id: "second"))
    #expect(
      actions == [
        .hide(Presentation(number: 1, id: "first"), reason: .replaced), .hideAll,
        .show(Presentation(number: 2, id: "second")),
      ])
    #expect(binding.presented == Presentation(number: 2, id: "second"))
  }

  @Test func aChangeThatKeepsTheIdUpdatesInPlace() {
    // A progress message whose text changes stays the same message: no second one queued.
    var binding = MessageBinding()
    binding.handle(.changed(id: "upload"))
    #expect(binding.handle(.changed(id: "upload")) == [.update(Presentation(number: 1, id: "upload"))])
    #expect(binding.presented?.number == 1)
  }

  @Test func nilHidesOnlyTheBoundMessage() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "saved"))
    #expect(
      binding.handle(.changed(id: nil)) == [
        .hide(Presentation(number: 1, id: "saved"), reason: .programmatic)
      ])
    #expect(binding.presented == nil)
  }

  @Test func nilWithNothingPresentedDoesNothing() {
    var binding = MessageBinding()
    #expect(binding.handle(.changed(id: nil)).isEmpty)
  }

  @Test func appearingWithNilWhilePresentingHidesIt() {
    // The value was cleared while the view was off screen and `onChange` never ran.
    var binding = MessageBinding()
    binding.handle(.appeared(id: "saved"))
    #expect(
      binding.handle(.appeared(id: nil)) == [
        .hide(Presentation(number: 1, id: "saved"), reason: .programmatic)
      ])
  }

  // MARK: - Ending

  @Test func theBindingIsClearedWhenItsMessageEnds() {
    // Tap, swipe, timeout, dropped as a duplicate, failed: every end is reported alike.
    var binding = MessageBinding()
    binding.handle(.changed(id: "saved"))
    #expect(binding.handle(.ended(1, bindingID: "saved")) == [.clearBinding])
    #expect(binding.presented == nil)
  }

  @Test func aMessageEndingAsItIsQueuedClearsTheBinding() {
    // Dropped synchronously while the show action runs (a duplicate of a UIKit message).
    var binding = MessageBinding()
    let show = binding.handle(.changed(id: "offline"))
    guard case .show(let presentation)? = show.last else {
      Issue.record("expected a show action, got \(show)")
      return
    }
    #expect(binding.handle(.ended(presentation.number, bindingID: "offline")) == [.clearBinding])
  }

  @Test func aReplacedMessageEndingLeavesTheNewValueAlone() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "first"))
    binding.handle(.changed(id: "second"))
    #expect(binding.handle(.ended(1, bindingID: "second")).isEmpty)
    #expect(binding.presented == Presentation(number: 2, id: "second"))
  }

  @Test func aMessageHiddenBeforeTheValueCameBackDoesNotClearIt() {
    // nil, then the same id again while the first message is still animating out: its end
    // must not clear the value the second message now stands for (an id check alone would).
    var binding = MessageBinding()
    binding.handle(.changed(id: "saved"))
    binding.handle(.changed(id: nil))
    #expect(binding.handle(.changed(id: "saved")) == [.hideAll, .show(Presentation(number: 2, id: "saved"))])
    #expect(binding.handle(.ended(1, bindingID: "saved")).isEmpty)
    #expect(binding.presented == Presentation(number: 2, id: "saved"))
  }

  @Test func anEndIsIgnoredWhenTheBindingHoldsAnotherIdThatIsShownAgain() {
    // The value moved on without an `onChange` reaching the binding: its message ended, so
    // the binding does not clear the other value; it shows it.
    var binding = MessageBinding()
    binding.handle(.changed(id: "first"))
    #expect(
      binding.handle(.ended(1, bindingID: "second")) == [
        .hideAll, .show(Presentation(number: 2, id: "second")),
      ])
  }

  @Test func anEndWithTheBindingAlreadyNilOnlyForgetsTheMessage() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "saved"))
    #expect(binding.handle(.ended(1, bindingID: nil)).isEmpty)
    #expect(binding.presented == nil)
  }

  @Test func anEndReportedTwiceClearsOnce() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "saved"))
    binding.handle(.ended(1, bindingID: "saved"))
    #expect(binding.handle(.ended(1, bindingID: "saved")).isEmpty)
  }

  @Test func presentationNumbersAreNeverReused() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "a"))
    binding.handle(.ended(1, bindingID: "a"))
    #expect(binding.handle(.changed(id: "a")) == [.hideAll, .show(Presentation(number: 2, id: "a"))])
  }
}

/// A message that starts hiding on its own (timeout, tap, swipe) while the binding still holds
/// its value.
@Suite struct MessageBindingHidingTests {
  private typealias Presentation = MessageBinding.Presentation

  @Test func aSameIdChangeWhileHidingShowsItAgain() {
    // An upload toast times out (willHide) and, during its 0.2 s hide animation, the upload
    // reports progress: same id, new text. Updating the view that is leaving would lose it.
    var binding = MessageBinding()
    binding.handle(.changed(id: "upload"))
    #expect(binding.handle(.hiding(1)).isEmpty)
    #expect(
      binding.handle(.changed(id: "upload")) == [.hideAll, .show(Presentation(number: 2, id: "upload"))])
    // The hiding message's end belongs to a presentation the binding let go of.
    #expect(binding.handle(.ended(1, bindingID: "upload")).isEmpty)
    #expect(binding.presented == Presentation(number: 2, id: "upload"))
  }

  @Test func aHidingMessageThatEndsStillClearsTheBinding() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "saved"))
    binding.handle(.hiding(1))
    #expect(binding.handle(.ended(1, bindingID: "saved")) == [.clearBinding])
    #expect(binding.presented == nil)
  }

  @Test func appearingAgainWhileHidingWaitsForTheEnd() {
    // The tab comes back while its toast animates out: the toast is leaving on its own, so
    // the binding is cleared when it has gone rather than shown a second time.
    var binding = MessageBinding()
    binding.handle(.appeared(id: "saved"))
    binding.handle(.hiding(1))
    #expect(binding.handle(.appeared(id: "saved")).isEmpty)
    #expect(binding.handle(.ended(1, bindingID: "saved")) == [.clearBinding])
  }

  @Test func nilWhileHidingDoesNotHideItAgain() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "saved"))
    binding.handle(.hiding(1))
    #expect(binding.handle(.changed(id: nil)).isEmpty)
    #expect(binding.presented == nil)
    #expect(binding.handle(.ended(1, bindingID: nil)).isEmpty)
  }

  @Test func anotherIdWhileHidingOnlyShowsTheNewValue() {
    var binding = MessageBinding()
    binding.handle(.changed(id: "first"))
    binding.handle(.hiding(1))
    #expect(
      binding.handle(.changed(id: "second")) == [.hideAll, .show(Presentation(number: 2, id: "second"))])
    #expect(binding.handle(.ended(1, bindingID: "second")).isEmpty)
  }

  @Test func theHidingOfAMessageTheBindingLetGoOfIsIgnored() {
    // Replaced by "second": the willHide of "first" says nothing about "second".
    var binding = MessageBinding()
    binding.handle(.changed(id: "first"))
    binding.handle(.changed(id: "second"))
    #expect(binding.handle(.hiding(1)).isEmpty)
    #expect(binding.handle(.changed(id: "second")) == [.update(Presentation(number: 2, id: "second"))])
  }
}

/// A modifier re-created while its message is up (its view re-inserted, an `.id()` change):
/// the new one finds the message the old one left behind.
@Suite struct MessageBindingAdoptionTests {
  private typealias Presentation = MessageBinding.Presentation

  @Test func aRecreatedModifierAdoptsTheMessageItLeftBehind() {
    // Showing it again would be dropped as a duplicate, and the drop would clear the binding
    // while the first message stays up with nobody to clear it when it ends.
    var binding = MessageBinding()
    #expect(
      binding.handle(.appeared(id: "saved", existing: .shown)) == [
        .adopt(Presentation(number: 1, id: "saved"))
      ]
    )
    #expect(binding.handle(.ended(1, bindingID: "saved")) == [.clearBinding])
  }

  @Test func aWaitingMessageIsAdoptedToo() {
    for phase in [MessagePhase.queued, .delayed, .presenting] {
      var binding = MessageBinding()
      #expect(
        binding.handle(.appeared(id: "saved", existing: phase)) == [
          .adopt(Presentation(number: 1, id: "saved"))
        ])
    }
  }

  @Test func aMessageOnItsWayOutIsNotAdopted() {
    // It is leaving: the value gets a message of its own, queued behind it (a leaving
    // message is no duplicate).
    for phase in [MessagePhase.hiding, .hidePending] {
      var binding = MessageBinding()
      #expect(
        binding.handle(.appeared(id: "saved", existing: phase)) == [
          .hideAll, .show(Presentation(number: 1, id: "saved")),
        ])
    }
  }

  @Test func anExistingMessageIsIgnoredWhenTheBindingAlreadyPresentsTheId() {
    var binding = MessageBinding()
    binding.handle(.appeared(id: "saved"))
    #expect(binding.handle(.appeared(id: "saved", existing: .shown)).isEmpty)
    #expect(binding.presented?.number == 1)
  }

  @Test func anAdoptedMessageUpdatesInPlace() {
    var binding = MessageBinding()
    binding.handle(.appeared(id: "upload", existing: .shown))
    #expect(binding.handle(.changed(id: "upload")) == [.update(Presentation(number: 1, id: "upload"))])
  }
}
