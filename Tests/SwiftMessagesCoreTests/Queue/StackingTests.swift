import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// Stacking (`maximumVisible` above 1): several messages visible at once, each with its own
/// life, with the queue's priorities, de-duplication, counts, look-ups and hides covering all
/// of them.
@Suite struct StackingTests {
  @Test func theDefaultIsOneMessageAtATime() {
    #expect(QueueStateMachine().maximumVisible == 1)
    #expect(QueueSimulator().driver.machine.maximumVisible == 1)
    // Values below 1 would show nothing at all: they become 1.
    #expect(QueueStateMachine(maximumVisible: 0).maximumVisible == 1)
    var machine = QueueStateMachine(maximumVisible: 3)
    machine.maximumVisible = -2
    #expect(machine.maximumVisible == 1)
  }

  @Test func upToTheMaximumAreVisibleAtOnceAndTheRestWait() throws {
    // Given a deck of 3 and five messages that stay
    let sim = QueueSimulator(maximumVisible: 3)
    let tokens = try ["a", "b", "c", "d", "e"].map {
      try sim.show(MessageRequest(id: $0, duration: .forever))
    }
    sim.advance(by: 1)
    // Then three show at once, the newest in front, and two wait
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.00 willShow b #2", "0.00 willShow c #3", "0.40 didShow a #1",
        "0.40 didShow b #2", "0.40 didShow c #3",
      ])
    #expect(sim.driver.machine.visibleTokens == [tokens[2], tokens[1], tokens[0]])
    #expect(sim.driver.machine.currentToken == tokens[2])
    #expect(sim.driver.visible.map(\.payload.text) == ["c", "b", "a"])
    #expect(sim.driver.phase(of: tokens[3]) == .queued)
    #expect(sim.driver.machine.waitingCount == 2)
  }

  @Test func aFreedPlaceGoesToTheHighestPriorityThenTheOldestWaitingMessage() throws {
    // Given a full deck of 2, then a low, a high and a second high message waiting
    let sim = QueueSimulator(pauseBetweenMessages: 0, maximumVisible: 2)
    let a = try sim.show(MessageRequest(id: "a", duration: .forever))
    let b = try sim.show(MessageRequest(id: "b", duration: .forever))
    let low = try sim.show(MessageRequest(id: "low", duration: .forever))
    let high = try sim.show(MessageRequest(id: "high", priority: 1, duration: .forever))
    let high2 = try sim.show(MessageRequest(id: "high2", priority: 1, duration: .forever))
    sim.advance(by: 1)
    // Then the high arrival did not evict anyone
    #expect(sim.driver.machine.visibleTokens == [b, a])
    // When one card leaves, the first high one takes its place; then the second high one
    sim.driver.hide(a, reason: .programmatic)
    sim.advance(by: 1)
    #expect(sim.driver.machine.visibleTokens == [high, b])
    sim.driver.hide(b, reason: .programmatic)
    sim.advance(by: 1)
    #expect(sim.driver.machine.visibleTokens == [high2, high])
    #expect(sim.driver.phase(of: low) == .queued)
  }

  @Test func eachVisibleMessageHidesOnItsOwnTimer() throws {
    // Given a deck of 3: "a" for 2 s, "b" for 5 s half a second later, "c" for 1 s
    let sim = QueueSimulator(maximumVisible: 3)
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 2)))
    sim.advance(by: 0.5)
    try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 5)))
    try sim.show(MessageRequest(id: "c", duration: .seconds(seconds: 1)))
    sim.advance(by: 10)
    // Then each counts from its own didShow and hides alone
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "0.50 willShow b #2", "0.50 willShow c #3",
        "0.90 didShow b #2", "0.90 didShow c #3", "1.90 willHide c #3 (timeout)",
        "2.10 didHide c #3 (timeout)", "2.40 willHide a #1 (timeout)", "2.60 didHide a #1 (timeout)",
        "5.90 willHide b #2 (timeout)", "6.10 didHide b #2 (timeout)",
      ])
  }

  @Test func aCardLeavingADeckThatStillShowsOthersGivesItsPlaceWithoutThePause() throws {
    // Given a full deck of 2 with the default 0.5 s pause and a third message waiting
    let sim = QueueSimulator(maximumVisible: 2)
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "b", duration: .forever))
    let c = try sim.show(MessageRequest(id: "c", duration: .forever))
    sim.advance(by: 1.9)
    // Then "c" takes "a"'s place as soon as "a" is gone: "b" kept the deck on screen
    #expect(sim.log.suffix(2) == ["1.60 didHide a #1 (timeout)", "1.60 willShow c #3"])
    #expect(sim.driver.machine.visibleTokens == [c, .nth(2)])
  }

  @Test func thePauseRunsWhenTheLastVisibleMessageHasGone() throws {
    // Given a deck of 2 whose two messages hide, and one arriving as the last one hides
    let sim = QueueSimulator(maximumVisible: 2)
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
    sim.advance(by: 1.6)  // both hid at 1.6
    let c = try sim.show(MessageRequest(id: "c", duration: .forever))
    sim.advance(by: 2)
    // Then the screen stays empty for the pause, as with one message at a time
    #expect(sim.driver.machine.visibleTokens == [c])
    #expect(sim.log.suffix(2) == ["2.10 willShow c #3", "2.50 didShow c #3"])
  }

  @Test func theLastCardLeavingTurnsTheShortPauseAfterAnUnseenMessageIntoTheFullOne() throws {
    // Given a deck of 2: "a" shown and hiding, "b" hidden before its show started (which
    // leaves a zero pause so the hide can finish before anything else shows)
    var machine = QueueStateMachine(maximumVisible: 2)
    let a = try machine.enqueue(MessageRequest(id: "a", duration: .forever), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b", duration: .forever), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.hide(a, reason: .programmatic, at: 1)
    #expect(
      machine.hide(b, reason: .programmatic, at: 1) == [
        .emit(.dropped(b, id: "b", reason: .hidden(.programmatic))), .schedule(.pause, after: 0),
      ])
    // When "a", the last visible message, is gone
    let finished = machine.dismissalFinished(a, at: 1.2)
    // Then the screen is empty: the full pause replaces the zero one
    #expect(
      finished == [
        .emit(.didHide(a, id: "a", reason: .programmatic)), .cancel(.pause), .schedule(.pause, after: 0.5),
      ])
  }

  @Test func severalMessagesShownInOneStepComeInQueueOrderTheLastInFront() throws {
    // Given a deck of 3 pausing after its last card, and three messages arriving in the pause
    var machine = QueueStateMachine(maximumVisible: 3)
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.timerFired(.autoHide(a), at: 2.4)
    #expect(machine.dismissalFinished(a, at: 2.6).last == .schedule(.pause, after: 0.5))
    let low = try machine.enqueue(MessageRequest(id: "low"), at: 2.7).token
    let high = try machine.enqueue(MessageRequest(id: "high", priority: 2), at: 2.7).token
    let mid = try machine.enqueue(MessageRequest(id: "mid", priority: 1), at: 2.7).token
    // When the pause ends
    let actions = machine.timerFired(.pause, at: 3.1)
    // Then all three are presented by priority, and the last presented is the front
    #expect(actions == [.present(high), .present(mid), .present(low)])
    #expect(machine.visibleTokens == [low, mid, high])
  }

  @Test func duplicatesOfAnyVisibleMessageAreDroppedAndCounted() throws {
    // Given a deck of 3 showing "sync" behind "upload"
    let sim = QueueSimulator(maximumVisible: 3)
    let sync = try sim.show(MessageRequest(id: "sync", duration: .forever))
    try sim.show(MessageRequest(id: "upload", duration: .forever))
    // When "sync" is shown again
    let again = try sim.show(MessageRequest(id: "sync", duration: .forever))
    // Then it is a duplicate of the card behind, and counted
    #expect(sim.recorder.events(for: again) == [.dropped(again, id: "sync", reason: .duplicate)])
    #expect(sim.driver.count(id: "sync") == 2)
    // And two counted hides are needed to hide it
    sim.driver.hideCounted(id: "sync")
    sim.advance(by: 1)
    #expect(sim.driver.phase(of: sync) == .shown)
    sim.driver.hideCounted(id: "sync")
    sim.advance(by: 1)
    #expect(sim.driver.phase(of: sync) == nil)
    #expect(sim.driver.machine.visibleTokens.count == 1)
  }

  @Test func aReplacingRequestHidesTheVisibleMessageItReplaces() throws {
    // Given a deck of 2 with "status" behind "other"
    let sim = QueueSimulator(pauseBetweenMessages: 0, maximumVisible: 2)
    let old = try sim.show(MessageRequest(id: "status", duration: .forever, duplicatePolicy: .replace))
    try sim.show(MessageRequest(id: "other", duration: .forever))
    sim.advance(by: 1)
    // When a new "status" replaces it
    let new = try sim.show(MessageRequest(id: "status", duration: .forever, duplicatePolicy: .replace))
    sim.advance(by: 1)
    // Then the old one hides and the new one takes its place, in front
    #expect(sim.recorder.names(for: old) == ["willShow", "didShow", "willHide", "didHide"])
    #expect(sim.driver.machine.visibleTokens.first == new)
  }

  @Test func hideByIDHidesEveryVisibleMessageWithTheIDAndDropsTheWaitingOnes() throws {
    // Given a deck of 2 showing two "a" messages (de-duplication off) and a third waiting
    let sim = QueueSimulator(maximumVisible: 2)
    let requests = (0..<3).map { _ in MessageRequest(id: "a", duration: .forever, duplicatePolicy: .allow) }
    let tokens = try requests.map { try sim.show($0) }
    sim.advance(by: 1)
    // When
    sim.driver.hide(id: "a")
    sim.advance(by: 1)
    // Then all three are gone
    #expect(sim.recorder.names(for: tokens[0]) == ["willShow", "didShow", "willHide", "didHide"])
    #expect(sim.recorder.names(for: tokens[1]) == ["willShow", "didShow", "willHide", "didHide"])
    #expect(sim.recorder.names(for: tokens[2]) == ["dropped"])
    #expect(sim.driver.machine.isIdle)
  }

  @Test func hideAllHidesEveryVisibleMessageAndDropsTheWaitingOnes() throws {
    let sim = QueueSimulator(maximumVisible: 2)
    let a = try sim.show(MessageRequest(id: "a", duration: .forever))
    let b = try sim.show(MessageRequest(id: "b", duration: .forever))
    let c = try sim.show(MessageRequest(id: "c", duration: .forever))
    sim.advance(by: 1)
    sim.driver.hideAll()
    sim.advance(by: 2)
    #expect(
      sim.log.suffix(5) == [
        "1.00 dropped c #3 (hidden(hideAll))", "1.00 willHide a #1 (hideAll)",
        "1.00 willHide b #2 (hideAll)", "1.20 didHide a #1 (hideAll)", "1.20 didHide b #2 (hideAll)",
      ])
    #expect(sim.driver.phase(of: a) == nil && sim.driver.phase(of: b) == nil && sim.driver.phase(of: c) == nil)
    #expect(sim.driver.machine.isIdle)
  }

  @Test func hideWithoutATokenHidesTheFront() throws {
    let sim = QueueSimulator(maximumVisible: 2)
    let a = try sim.show(MessageRequest(id: "a", duration: .forever))
    let b = try sim.show(MessageRequest(id: "b", duration: .forever))
    sim.advance(by: 1)
    sim.driver.hide()
    sim.advance(by: 1)
    #expect(sim.driver.phase(of: b) == nil)
    #expect(sim.driver.phase(of: a) == .shown)
    #expect(sim.driver.current?.token == a)
  }

  @Test func lookUpsCoverEveryVisibleMessage() throws {
    // Given a deck of 3 showing "a" behind "b" and another "a" in front (duplicates allowed)
    let sim = QueueSimulator(maximumVisible: 3)
    try sim.show(MessageRequest(id: "a", duration: .forever, text: "first"))
    try sim.show(MessageRequest(id: "b", duration: .forever))
    let front = try sim.show(
      MessageRequest(id: "a", duration: .forever, duplicatePolicy: .allow, text: "second"))
    // Then a visible message is found wherever it is in the deck; the newest wins among equals
    #expect(sim.driver.current(id: "b")?.text == "b")
    #expect(sim.driver.current(id: "a")?.text == "second")
    #expect(sim.driver.machine.current(id: "a") == front)
    #expect(sim.driver.currentOrQueued(id: "b")?.text == "b")
    #expect(sim.driver.current(id: "missing") == nil)
    #expect(sim.driver.machine.currentToken == front)
  }

  @Test func aContentUpdateRestartsTheTimerOfAMessageBehindTheFront() throws {
    // Given a deck of 2: a 2 s "upload" shown at 0.4, then "other" in front of it
    var machine = QueueStateMachine(maximumVisible: 2)
    let upload = try machine.enqueue(MessageRequest(id: "upload"), at: 0).token
    _ = machine.presentationFinished(upload, at: 0.4)
    let other = try machine.enqueue(MessageRequest(id: "other", duration: .forever), at: 1).token
    #expect(machine.currentToken == other)
    // When the card behind gets new content at 2
    let actions = machine.contentChanged(upload, text: "Upload 90%", at: 2)
    // Then its countdown restarts with the full 2 s
    #expect(actions == [.cancel(.autoHide(upload)), .schedule(.autoHide(upload), after: 2)])
    #expect(machine.remainingAutoHide(for: upload, at: 2) == 2)
  }

  @Test func capacityBoundsOnlyTheWaitingMessages() throws {
    // Given a deck of 2 with room for one waiting message
    let sim = QueueSimulator(capacity: QueueCapacity(limit: 1), maximumVisible: 2)
    let tokens = try ["a", "b", "c", "d"].map { try sim.show(MessageRequest(id: $0, duration: .forever)) }
    // Then two show, one waits, and the fourth is over capacity
    #expect(sim.driver.machine.visibleTokens == [tokens[1], tokens[0]])
    #expect(sim.driver.phase(of: tokens[2]) == .queued)
    #expect(sim.recorder.events(for: tokens[3]) == [.dropped(tokens[3], id: "d", reason: .overCapacity)])
  }

  @Test func aReplacedVisibleMessageStillHoldsItsPlaceForCapacity() throws {
    // Given a deck of 2 with one card up and no room to wait
    var machine = QueueStateMachine(capacity: QueueCapacity(limit: 0), maximumVisible: 2)
    let old = try machine.enqueue(
      MessageRequest(id: "s", duration: .forever, duplicatePolicy: .replace), at: 0)
    _ = machine.presentationFinished(old.token, at: 0.4)
    // When a replacement arrives while the old one must still animate out
    let new = try machine.enqueue(
      MessageRequest(id: "s", duration: .forever, duplicatePolicy: .replace), at: 1)
    // Then it cannot be shown at once and, with no room to wait, is dropped (as with one at a
    // time) rather than waiting over capacity
    #expect(new.dropReason == .overCapacity)
    #expect(machine.waitingCount == 0)
  }

  @Test func aPanOnACardBehindTheFrontPausesOnlyThatCard() throws {
    // Given a deck of 2: "a" (2 s) shown at 0.4 and "b" (2 s) shown at 0.5
    var machine = QueueStateMachine(maximumVisible: 2)
    let a = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b"), at: 0.1).token
    _ = machine.presentationFinished(a, at: 0.4)
    _ = machine.presentationFinished(b, at: 0.5)
    // When the user drags "a" at 1.4
    #expect(machine.panBegan(a, at: 1.4) == [.cancel(.autoHide(a))])
    // Then "a" keeps its 1 s and "b" still counts down
    #expect(machine.remainingAutoHide(for: a, at: 2) == 1)
    #expect(machine.remainingAutoHide(for: b, at: 2) == 0.5)
    #expect(machine.panEnded(a, at: 3) == [.schedule(.autoHide(a), after: 2)])
  }

  @Test func voiceOverLengthensEveryVisibleMessagesTimer() throws {
    // Given VoiceOver running and a deck of 2 "Saved" and "Deleted" (2 s automatic)
    var machine = QueueStateMachine(maximumVisible: 2)
    machine.isVoiceOverRunning = true
    let a = try machine.enqueue(MessageRequest(id: "a", text: "Saved"), at: 0).token
    let b = try machine.enqueue(MessageRequest(id: "b", text: "Deleted"), at: 0).token
    // Then each gets the time to be read: 1 + 0.3 s raised to 2, doubled
    #expect(machine.presentationFinished(a, at: 0.4).last == .schedule(.autoHide(a), after: 4))
    #expect(machine.presentationFinished(b, at: 0.4).last == .schedule(.autoHide(b), after: 4))
  }

  @Test func anOrphanKeepsItsPlaceWhileAnotherPlaceIsFree() throws {
    // Given a deck of 2 with an "offline" banner whose tab was left
    var machine = QueueStateMachine(maximumVisible: 2)
    let offline = try machine.enqueue(MessageRequest(id: "offline", duration: .forever), at: 0).token
    _ = machine.presentationFinished(offline, at: 0.4)
    _ = machine.hostDisappeared(offline, at: 1)
    // When another message arrives
    let saved = try machine.enqueue(MessageRequest(id: "saved", duration: .forever), at: 2)
    // Then it takes the free place and the banner stays for when the user comes back
    #expect(saved.actions == [.present(saved.token)])
    #expect(machine.phase(of: offline) == .shown)
  }

  @Test func anOrphanTakesNoPlace() throws {
    // Given a full deck of 2 whose older card's host left its window
    let sim = QueueSimulator(maximumVisible: 2)
    let offline = try sim.show(MessageRequest(id: "offline", duration: .forever))
    try sim.show(MessageRequest(id: "other", duration: .forever))
    sim.advance(by: 1)
    sim.presentations[offline]?.setHostInWindow(false)
    // When a third message needs a place
    let saved = try sim.show(MessageRequest(id: "saved", duration: .forever))
    sim.advance(by: 1)
    // Then it shows at once, and the orphan stays for its host's return
    #expect(sim.log.suffix(2) == ["1.00 willShow saved #3", "1.40 didShow saved #3"])
    #expect(sim.driver.machine.visibleTokens == [saved, .nth(2), offline])
  }

  @Test func raisingTheMaximumShowsWaitingMessagesAtOnce() throws {
    // Given one message at a time with two waiting
    let sim = QueueSimulator()
    try ["a", "b", "c"].forEach { try sim.show(MessageRequest(id: $0, duration: .forever)) }
    // When the deck opens to 3
    sim.driver.maximumVisible = 3
    // Then both waiting messages show now
    #expect(sim.log == ["0.00 willShow a #1", "0.00 willShow b #2", "0.00 willShow c #3"])
  }

  @Test func loweringTheMaximumHidesNothingButHoldsNewMessagesBack() throws {
    // Given a deck of 3, full
    let sim = QueueSimulator(pauseBetweenMessages: 0, maximumVisible: 3)
    let tokens = try ["a", "b", "c"].map { try sim.show(MessageRequest(id: $0, duration: .forever)) }
    let d = try sim.show(MessageRequest(id: "d", duration: .forever))
    // When it shrinks to 1
    sim.driver.maximumVisible = 1
    // Then all three stay, and "d" waits until none is left
    #expect(sim.driver.machine.visibleTokens.count == 3)
    sim.driver.hide(tokens[0], reason: .programmatic)
    sim.driver.hide(tokens[1], reason: .programmatic)
    sim.advance(by: 1)
    #expect(sim.driver.phase(of: d) == .queued)
    sim.driver.hide(tokens[2], reason: .programmatic)
    sim.advance(by: 1)
    #expect(sim.driver.machine.visibleTokens == [d])
  }
}
