import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// A pan pauses auto-hide; its end restarts the full interval, as SwiftMessages does.
@Suite struct PanTests {
  /// A machine with "a" (`.automatic`, 2 s) shown at t = 1, so it would hide at 3.
  private func shownMachine(duration: MessageDuration = .automatic) throws -> (
    QueueStateMachine, MessageToken
  ) {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a", duration: duration), at: 0).token
    _ = machine.presentationFinished(token, at: 1)
    return (machine, token)
  }

  @Test func aPanPausesAutoHideAndKeepsTheRemainingTime() throws {
    // Given
    var (machine, token) = try shownMachine()
    // When the pan begins 1 s into the 2 s
    let began = machine.panBegan(token, at: 2)
    // Then the timer is cancelled and 1 s is kept, frozen while the pan lasts
    #expect(began == [.cancel(.autoHide(token))])
    #expect(machine.remainingAutoHide(at: 2) == 1)
    #expect(machine.remainingAutoHide(at: 50) == 1)
    #expect(machine.timerFired(.autoHide(token), at: 3) == [])
    #expect(machine.phase(of: token) == .shown)
  }

  @Test func releasingAToastGrabbedJustBeforeItsTimeoutKeepsItUpTheFullDuration() throws {
    // Defect 1 (issue 24). Given a 2 s toast shown at 0.4 (its show animation), grabbed at
    // 1.8 s into its time to read it
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "toast", duration: .seconds(seconds: 2)))
    sim.advance(by: 2.2)
    sim.driver.panBegan(token)
    // When the user lets go 0.8 s later and it springs back
    sim.advance(by: 0.8)
    sim.driver.panEnded(token)
    sim.advance(by: 5)
    // Then it stays the full 2 s from the release (3.0), not the 0.2 s it had left
    #expect(sim.log[2] == "5.00 willHide toast #1 (timeout)")
  }

  @Test func everyReleaseRestartsTheFullInterval() throws {
    var (machine, token) = try shownMachine()
    _ = machine.panBegan(token, at: 1.5)
    _ = machine.panEnded(token, at: 4)  // hides at 6
    _ = machine.panBegan(token, at: 5.5)  // 0.5 s left
    #expect(machine.panEnded(token, at: 9) == [.schedule(.autoHide(token), after: 2)])
    #expect(machine.remainingAutoHide(at: 10) == 1)
  }

  @Test func theCancelledTimerFiredAfterThePanEndedDoesNotHideEarly() throws {
    // A driver that cannot cancel precisely lets the cancelled timer fire anyway; the docs
    // promise that is harmless ("Stale or cancelled timers are ignored").
    // Given a pan from 2 to 2.5 on a message due to hide at 3: it now hides at 4.5
    var (machine, token) = try shownMachine()
    _ = machine.panBegan(token, at: 2)
    _ = machine.panEnded(token, at: 2.5)
    // When the old, cancelled timer fires at its original deadline
    let stale = machine.timerFired(.autoHide(token), at: 3)
    // Then it is ignored, and the rescheduled one still works
    #expect(stale == [])
    #expect(machine.phase(of: token) == .shown)
    #expect(machine.remainingAutoHide(at: 3) == 1.5)
    #expect(
      machine.timerFired(.autoHide(token), at: 4.5)
        == [.emit(.willHide(token, id: "a", reason: .timeout)), .dismiss(token, animated: true)])
  }

  @Test func pansOnMessagesThatDoNotAutoHideDoNothing() throws {
    var (machine, token) = try shownMachine(duration: .forever)
    #expect(machine.panBegan(token, at: 2) == [])
    #expect(machine.panEnded(token, at: 3) == [])
    #expect(machine.remainingAutoHide(at: 3) == nil)
  }

  @Test func aPanEndWithoutABeginDoesNothing() throws {
    var (machine, token) = try shownMachine()
    #expect(machine.panEnded(token, at: 2) == [])
    #expect(machine.remainingAutoHide(at: 2) == 1)
  }

  @Test func aSecondPanBeginChangesNothing() throws {
    var (machine, token) = try shownMachine()
    _ = machine.panBegan(token, at: 2)
    #expect(machine.panBegan(token, at: 2.5) == [])
    #expect(machine.remainingAutoHide(at: 2.5) == 1)
    #expect(machine.panEnded(token, at: 3) == [.schedule(.autoHide(token), after: 2)])
  }

  @Test func aPanDuringTheShowAnimationIsIgnored() throws {
    var machine = QueueStateMachine()
    let token = try machine.enqueue(MessageRequest(id: "a"), at: 0).token
    #expect(machine.panBegan(token, at: 0.1) == [])
    #expect(machine.panEnded(token, at: 0.2) == [])
    #expect(machine.presentationFinished(token, at: 0.4).last == .schedule(.autoHide(token), after: 2))
  }

  @Test func aSwipeThatDismissesEndsThePanForGood() throws {
    // Given a pan in progress
    var (machine, token) = try shownMachine()
    _ = machine.panBegan(token, at: 2)
    // When the user flings it away
    let swipe = machine.hide(token, reason: .swipe, at: 2.3)
    // Then it hides with reason swipe, and the pan's end schedules nothing
    #expect(swipe == [.emit(.willHide(token, id: "a", reason: .swipe)), .dismiss(token, animated: true)])
    #expect(machine.panEnded(token, at: 2.4) == [])
    #expect(machine.remainingAutoHide(at: 2.4) == nil)
  }

  @Test func pansOnAnotherTokenAreIgnored() throws {
    var (machine, _) = try shownMachine()
    #expect(machine.panBegan(.nth(99), at: 2) == [])
    #expect(machine.remainingAutoHide(at: 2) == 1)
  }

  @Test func aDragThatStartsDuringTheShowHoldsAutoHideUntilItEnds() throws {
    // Given a 2 s message still sliding in, grabbed by the user at 0.2 s
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 2)))
    sim.advance(by: 0.2)
    sim.driver.panBegan(token)
    // When the show ends under the finger and the drag goes on for 3 s
    sim.advance(by: 3)
    // Then nothing hid it meanwhile, and the full 2 s count from the end of the drag
    #expect(sim.log == ["0.00 willShow a #1", "0.40 didShow a #1"])
    sim.driver.panEnded(token)
    sim.advance(by: 5)
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "5.20 willHide a #1 (timeout)",
        "5.40 didHide a #1 (timeout)",
      ])
  }
}
