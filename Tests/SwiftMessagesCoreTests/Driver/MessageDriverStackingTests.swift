import Foundation
@testable import SwiftMessagesCore
import SwiftMessagesTesting
import Testing

/// The driver with stacking: several presentations installed and animating at once, each
/// with its own steps, deadlines and host-window wait, and nothing left behind.
@Suite struct MessageDriverStackingTests {
  @Test func severalPresentationsAreInstalledAndAnimateAtOnce() throws {
    // Given a deck of 3 and three messages shown 0.1 s apart
    let sim = QueueSimulator(maximumVisible: 3)
    var tokens: [MessageToken] = []
    for id in ["a", "b", "c"] {
      tokens.append(try sim.show(MessageRequest(id: id, duration: .seconds(seconds: 2))))
      sim.advance(by: 0.1)
    }
    // Then all three are installed and animating together
    #expect(sim.installedCount == 3)
    sim.advance(by: 5)
    // And each went through its own steps on its own clock
    #expect(
      sim.presentations[tokens[0]]?.steps == [
        "0.00 install", "0.00 animateIn", "0.40 didAppear", "2.40 animateOut", "2.60 uninstall",
      ])
    #expect(
      sim.presentations[tokens[2]]?.steps == [
        "0.20 install", "0.20 animateIn", "0.60 didAppear", "2.60 animateOut", "2.80 uninstall",
      ])
    #expect(sim.installedCount == 0)
  }

  @Test func eachAnimationThatNeverReportsBackEndsOnItsOwnDeadline() throws {
    // Given a deck of 2 whose animator never calls its completions
    let sim = QueueSimulator(maximumVisible: 2)
    sim.presentationOutcome = { presentation in
      presentation.completesAnimations = false
      return nil
    }
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    sim.advance(by: 0.5)
    try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
    sim.advance(by: 10)
    // Then each moves on at its own deadline: show 0.4 + 1 grace, hide 0.2 + 1 grace
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.50 willShow b #2", "1.40 didShow a #1", "1.90 didShow b #2",
        "2.40 willHide a #1 (timeout)", "2.90 willHide b #2 (timeout)", "3.60 didHide a #1 (timeout)",
        "4.10 didHide b #2 (timeout)",
      ])
    #expect(sim.installedCount == 0)
  }

  @Test func aMessageWaitingForItsWindowTakesNoPlaceWhileOthersShow() throws {
    // Given a deck of 2 and a message shown from a view controller not yet in a window
    let sim = QueueSimulator(maximumVisible: 2)
    let waiting = try sim.show(MessageRequest(id: "a", duration: .forever), hostInWindow: false)
    // When another message is shown, it shows beside it
    try sim.show(MessageRequest(id: "b", duration: .forever))
    sim.advance(by: 1)
    #expect(sim.log == ["0.00 willShow b #2", "0.40 didShow b #2"])
    // And the waiting one shows when its view controller reaches the window
    sim.presentations[waiting]?.setHostInWindow(true)
    sim.advance(by: 1)
    #expect(sim.log.suffix(2) == ["1.00 willShow a #1", "1.40 didShow a #1"])
    #expect(sim.driver.machine.visibleTokens == [.nth(2), waiting])
    #expect(sim.installedCount == 2)
  }

  @Test func aMessageWaitingForItsWindowIsNotEndedWhenOthersFillTheDeck() throws {
    // Given a deck of 2: one message waiting for its window, one shown
    let sim = QueueSimulator(maximumVisible: 2)
    let waiting = try sim.show(MessageRequest(id: "a", duration: .forever), hostInWindow: false)
    try sim.show(MessageRequest(id: "b", duration: .forever))
    sim.advance(by: 1)
    // When a third message arrives, it takes the second place at once
    try sim.show(MessageRequest(id: "c", duration: .forever))
    sim.advance(by: 1)
    #expect(sim.log.suffix(2) == ["1.00 willShow c #3", "1.40 didShow c #3"])
    // And the waiting one stays installed, and shows once its window is there and "b" has gone
    sim.presentations[waiting]?.setHostInWindow(true)
    sim.advance(by: 1)
    #expect(sim.presentations[waiting]?.steps == ["0.00 install"])
    sim.driver.hide(id: "b")
    sim.advance(by: 1)
    #expect(
      sim.log.suffix(4) == [
        "3.00 willHide b #2 (programmatic)", "3.20 didHide b #2 (programmatic)", "3.20 willShow a #1",
        "3.60 didShow a #1",
      ])
  }

  @Test func theOwnerAppliesTheDecksTimerRuleThroughTheQueue() throws {
    // Given a deck of 3 whose owner runs only the front card's timer, and three 2 s
    // messages 1 s apart
    let sim = QueueSimulator(maximumVisible: 3)
    let deliver = sim.driver.onEvent
    sim.driver.onEvent = { [unowned sim] event, presentation in
      deliver(event, presentation)
      let visible = sim.driver.visible.map(\.token)
      for (index, token) in visible.enumerated() {
        sim.driver.setAutoHidePaused(index > 0, for: token)
      }
    }
    for id in ["a", "b", "c"] {
      try sim.show(MessageRequest(id: id))
      sim.advance(by: 1)
    }
    sim.advance(by: 20)
    // Then the front goes first, and each card behind, once it is the front again, resumes
    // with what it had left when a newer card covered it: 1.4 s each
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.40 didShow a #1", "1.00 willShow b #2", "1.40 didShow b #2",
        "2.00 willShow c #3", "2.40 didShow c #3", "4.40 willHide c #3 (timeout)",
        "4.60 didHide c #3 (timeout)", "6.00 willHide b #2 (timeout)", "6.20 didHide b #2 (timeout)",
        "7.60 willHide a #1 (timeout)", "7.80 didHide a #1 (timeout)",
      ])
  }

  @Test func shuttingDownHidesEveryInstalledMessageAndKeepsTheDriverUntilTheLastIsGone() throws {
    // Given a deck of 3 showing three messages when its owner goes away
    let scheduler = ManualScheduler()
    var driver: MessageDriver<SimulatedPresentation>? = MessageDriver(
      scheduler: scheduler, maximumVisible: 3)
    weak let released = driver
    let presentations = (0..<3).map { SimulatedPresentation(text: "\($0)", scheduler: scheduler) }
    for (index, presentation) in presentations.enumerated() {
      try driver?.show(MessageRequest(id: "\(index)", duration: .forever), payload: presentation)
    }
    scheduler.advance(by: 1)
    driver?.shutDown()
    driver = nil
    // Then every card animates out and is uninstalled, and only then is the driver released
    #expect(released != nil)
    scheduler.advance(by: 5)
    for presentation in presentations {
      #expect(presentation.steps.suffix(2) == ["1.00 animateOut", "1.20 uninstall"])
    }
    #expect(released == nil)
  }

  @Test func releasingTheDriverUninstallsEveryVisiblePresentation() throws {
    let scheduler = ManualScheduler()
    var driver: MessageDriver<SimulatedPresentation>? = MessageDriver(
      scheduler: scheduler, maximumVisible: 2)
    let presentations = (0..<2).map { SimulatedPresentation(text: "\($0)", scheduler: scheduler) }
    for (index, presentation) in presentations.enumerated() {
      try driver?.show(MessageRequest(id: "\(index)", duration: .forever), payload: presentation)
    }
    scheduler.advance(by: 1)
    driver = nil
    #expect(presentations.allSatisfy { !$0.isInstalled && $0.uninstallCount == 1 })
  }

  /// Ways a deck's messages end, each with other cards still up.
  enum DeckEnding: String, CaseIterable {
    case timeouts, hideAll, hideByID, hostGoneWhileHiding, orphanEvicted, installFailed
  }

  @Test(arguments: DeckEnding.allCases)
  func noDeckEndingLeavesAnInstalledPresentationBehind(_ ending: DeckEnding) throws {
    // Given a deck of 3 with four messages (one waiting)
    let sim = QueueSimulator(maximumVisible: 3)
    if ending == .installFailed { sim.presentationOutcome = { $0.text == "b" ? .noContext : nil } }
    let duration: MessageDuration = ending == .timeouts ? .seconds(seconds: 1) : .forever
    let tokens = try ["a", "b", "c", "d"].map { try sim.show(MessageRequest(id: $0, duration: duration)) }
    sim.advance(by: 1)
    switch ending {
    case .hideAll: sim.driver.hideAll()
    case .hideByID: ["a", "b", "c", "d"].forEach { sim.driver.hide(id: $0) }
    case .hostGoneWhileHiding:
      sim.driver.hideAll()
      tokens.forEach { sim.presentations[$0]?.setHostInWindow(false) }
    case .orphanEvicted:
      tokens.forEach { sim.presentations[$0]?.setHostInWindow(false) }
      try sim.show(MessageRequest(id: "e", duration: .seconds(seconds: 1)))
      sim.advance(by: 5)
      sim.driver.hideAll()
    case .installFailed: sim.driver.hideAll()
    case .timeouts: break
    }
    sim.advance(by: 30)
    // Then everything installed was uninstalled exactly once
    #expect(sim.driver.machine.isIdle)
    #expect(sim.installedCount == 0)
    for presentation in sim.presentations.values {
      #expect(!presentation.isInstalled, "\(presentation.text): \(presentation.steps)")
      #expect(
        presentation.uninstallCount == presentation.installCount,
        "\(presentation.text): \(presentation.steps)")
    }
    // And every message got exactly one terminal event
    for token in sim.presentations.keys {
      #expect(sim.recorder.events(for: token).filter(\.isTerminal).count == 1, "\(token)")
    }
  }
}
