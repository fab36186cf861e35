import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// The one driver behind the UIKit presenter and `QueueSimulator`: the sequence of steps
/// around each message, and that nothing installed is ever left behind.
@Suite struct MessageDriverTests {
  /// Events with whether the message's presentation was installed when it was delivered.
  final class Trace {
    var lines: [String] = []

    init(_ sim: QueueSimulator) {
      let deliver = sim.driver.onEvent
      sim.driver.onEvent = { [unowned self] event, presentation in
        self.lines.append("\(event.name) \(event.id) installed=\(presentation.isInstalled)")
        deliver(event, presentation)
      }
    }
  }

  @Test func aMessageIsInstalledAnimatedInAnnouncedAnimatedOutAndUninstalledBeforeDidHide() throws {
    let sim = QueueSimulator()
    let trace = Trace(sim)
    let token = try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 2)))
    sim.advance(by: 5)
    let presentation = try #require(sim.presentations[token])
    #expect(
      presentation.steps == [
        "0.00 install", "0.00 animateIn", "0.40 didAppear", "2.40 animateOut", "2.60 uninstall",
      ])
    #expect(
      trace.lines == [
        "willShow a installed=true", "didShow a installed=true", "willHide a installed=true",
        "didHide a installed=false",
      ])
  }

  @Test func willShowReachesListenersBeforeTheShowAnimationStarts() throws {
    let sim = QueueSimulator()
    var stepsAtWillShow: [String]?
    let deliver = sim.driver.onEvent
    sim.driver.onEvent = { event, presentation in
      if case .willShow = event { stepsAtWillShow = presentation.steps }
      deliver(event, presentation)
    }
    try sim.show(MessageRequest(id: "a"))
    #expect(stepsAtWillShow == ["0.00 install"])
  }

  @Test func aHideDuringTheShowAnimationReversesAtOnceAndNeverAnnounces() throws {
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .forever))
    sim.advance(by: 0.1)
    sim.driver.hide()
    sim.advance(by: 2)
    let presentation = try #require(sim.presentations[token])
    #expect(presentation.steps == ["0.00 install", "0.00 animateIn", "0.10 animateOut", "0.30 uninstall"])
    #expect(
      sim.log == [
        "0.00 willShow a #1", "0.10 willHide a #1 (programmatic)", "0.30 didHide a #1 (programmatic)",
      ])
  }

  @Test func theAnimationTimesComeFromThePresentation() throws {
    // Given a presentation whose animator takes 1 s in and 0.5 s out (PhysicsAnimation-like)
    let sim = QueueSimulator()
    sim.showAnimationDuration = 1
    sim.hideAnimationDuration = 0.5
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 2)))
    sim.advance(by: 10)
    #expect(
      sim.log == [
        "0.00 willShow a #1", "1.00 didShow a #1", "3.00 willHide a #1 (timeout)",
        "3.50 didHide a #1 (timeout)",
      ])
  }

  @Test func anAnimationThatNeverReportsBackEndsAfterItsDurationPlusTheGrace() throws {
    // Given an animator that never calls its completion (or an app suspended mid-animation,
    // SwiftMessages #46)
    let sim = QueueSimulator()
    sim.presentationOutcome = { presentation in
      presentation.completesAnimations = false
      return nil
    }
    try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1)))
    try sim.show(MessageRequest(id: "b", duration: .forever))
    sim.advance(by: 10)
    // Then the queue still moves on: show 0.4 + 1 grace, hide 0.2 + 1 grace
    #expect(
      sim.log == [
        "0.00 willShow a #1", "1.40 didShow a #1", "2.40 willHide a #1 (timeout)",
        "3.60 didHide a #1 (timeout)",
        "4.10 willShow b #2", "5.50 didShow b #2",
      ])
  }

  @Test func aMessageShownFromViewDidLoadWaitsForItsHostsWindow() throws {
    // Given a message whose view controller is not in a window yet
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .forever), hostInWindow: false)
    sim.advance(by: 3)
    let presentation = try #require(sim.presentations[token])
    // Then it is installed but does not animate (and emits nothing) while it waits
    #expect(presentation.steps == ["0.00 install"])
    #expect(sim.log.isEmpty)
    // When the view controller reaches the window, it shows
    presentation.setHostInWindow(true)
    sim.advance(by: 1)
    #expect(sim.log == ["3.00 willShow a #1", "3.40 didShow a #1"])
    #expect(presentation.appearCount == 1)
  }

  @Test func aMessageShownFromViewDidLoadIsNotDroppedWhenAnotherShowsFirst() throws {
    // Defect 5 (issue 24). Given "welcome" shown from a pushed view controller's viewDidLoad
    let sim = QueueSimulator()
    let welcome = try sim.show(MessageRequest(id: "welcome"), hostInWindow: false)
    // When a 2 s "synced" toast shows during the push, and the screen appears at 0.35 s
    sim.advance(by: 0.05)
    try sim.show(MessageRequest(id: "synced"))
    sim.advance(by: 0.3)
    sim.presentations[welcome]?.setHostInWindow(true)
    sim.advance(by: 10)
    // Then "welcome" is not failed: it shows after "synced" (one at a time), with the pause
    #expect(
      sim.log == [
        "0.05 willShow synced #2", "0.45 didShow synced #2", "2.45 willHide synced #2 (timeout)",
        "2.65 didHide synced #2 (timeout)", "3.15 willShow welcome #1", "3.55 didShow welcome #1",
        "5.55 willHide welcome #1 (timeout)", "5.75 didHide welcome #1 (timeout)",
      ])
    #expect(
      sim.presentations[welcome]?.steps == [
        "0.00 install", "3.15 animateIn", "3.55 didAppear", "5.55 animateOut", "5.75 uninstall",
      ])
  }

  @Test func aBannerWhoseHostLeavesAndComesBackIsStillThere() throws {
    // Given a .forever "offline" banner below a tab's navigation bar
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "offline", duration: .forever))
    sim.advance(by: 1)
    let presentation = try #require(sim.presentations[token])
    // When the user switches to another tab and back
    presentation.setHostInWindow(false)
    sim.advance(by: 5)
    presentation.setHostInWindow(true)
    sim.advance(by: 5)
    // Then the banner was never hidden
    #expect(sim.log == ["0.00 willShow offline #1", "0.40 didShow offline #1"])
    #expect(presentation.isInstalled)
    // And it blocks the queue again: a new message waits behind it
    try sim.show(MessageRequest(id: "next"))
    sim.advance(by: 5)
    #expect(sim.log.count == 2)
  }

  @Test func theOwnerHearsAHostLeavingItsWindowAfterTheDriverEndedAHideUnderWay() throws {
    // Given a message hiding when its host leaves the window (SwiftMessagesSegue's controller
    // dismissed from further down its stack while its message hides)
    let sim = QueueSimulator()
    var heard: [String] = []
    sim.driver.onHostWindowChange = { token, inWindow in
      heard.append("#\(token.rawValue) inWindow=\(inWindow) log=\(sim.log.count)")
    }
    let token = try sim.show(MessageRequest(id: "a", duration: .forever))
    sim.advance(by: 1)
    sim.driver.hide()
    sim.advance(by: 0.1)
    let presentation = try #require(sim.presentations[token])

    // When
    presentation.setHostInWindow(false)

    // Then the owner hears of it once the hide has ended (didHide is the fourth event)
    #expect(sim.log.last == "1.10 didHide a #1 (programmatic)")
    #expect(heard == ["#1 inWindow=false log=4"])
    // And nothing more once the message is uninstalled.
    presentation.setHostInWindow(true)
    #expect(heard.count == 1)
  }

  @Test func aTabsOfflineBannerIsStillThereAfterAnotherMessageWhenTheUserComesBack() throws {
    // Defect 4 (issue 24). Given a .forever "offline" banner in tab A
    let sim = QueueSimulator()
    let offline = try sim.show(MessageRequest(id: "offline", duration: .forever))
    sim.advance(by: 1)
    let banner = try #require(sim.presentations[offline])
    // When the user switches to tab B, where a 2 s "saved" toast shows, and comes back later
    banner.setHostInWindow(false)
    try sim.show(MessageRequest(id: "saved"))
    sim.advance(by: 5)
    banner.setHostInWindow(true)
    sim.advance(by: 5)
    // Then "saved" showed at once, and the banner was never hidden: it is back with its tab
    #expect(
      sim.log == [
        "0.00 willShow offline #1", "0.40 didShow offline #1", "1.00 willShow saved #2",
        "1.40 didShow saved #2", "3.40 willHide saved #2 (timeout)", "3.60 didHide saved #2 (timeout)",
      ])
    #expect(banner.isInstalled)
    #expect(sim.driver.current?.token == offline)
  }

  /// Every way a message can end. For each, every presentation that was installed is
  /// uninstalled exactly once and the driver holds nothing.
  enum Ending: String, CaseIterable {
    case timeout, programmaticHide, hideDuringShow, hideAll, hideByID, replaced, installFailed
    case hostGoneWhileHiding, orphanHidden, waitingForWindowHidden, neverCompletingAnimations
  }

  @Test(arguments: Ending.allCases)
  func noEndingLeavesAnInstalledPresentationBehind(_ ending: Ending) throws {
    let sim = QueueSimulator()
    var first = MessageRequest(id: "a", duration: .forever)
    var hostInWindow = true
    switch ending {
    case .timeout: first = MessageRequest(id: "a", duration: .seconds(seconds: 1))
    case .installFailed: sim.presentationOutcome = { $0.text == "a" ? .noContext : nil }
    case .waitingForWindowHidden: hostInWindow = false
    case .neverCompletingAnimations:
      sim.presentationOutcome = { presentation in
        presentation.completesAnimations = false
        return nil
      }
      first = MessageRequest(id: "a", duration: .seconds(seconds: 1))
    case .replaced: first = MessageRequest(id: "a", duration: .forever, duplicatePolicy: .replace)
    default: break
    }
    let a = try sim.show(first, hostInWindow: hostInWindow)
    sim.advance(by: ending == .hideDuringShow ? 0.1 : 1)
    switch ending {
    case .programmaticHide, .hideDuringShow: sim.driver.hide()
    case .hideAll: sim.driver.hideAll()
    case .hideByID: sim.driver.hide(id: "a")
    case .replaced:
      try sim.show(MessageRequest(id: "a", duration: .seconds(seconds: 1), duplicatePolicy: .replace))
    case .hostGoneWhileHiding:
      sim.driver.hide()
      sim.presentations[a]?.setHostInWindow(false)
    case .orphanHidden:
      sim.presentations[a]?.setHostInWindow(false)
      try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
      sim.driver.hide(id: "a")
    case .waitingForWindowHidden:
      try sim.show(MessageRequest(id: "b", duration: .seconds(seconds: 1)))
      sim.driver.hide(id: "a")
    case .timeout, .installFailed, .neverCompletingAnimations: break
    }
    sim.advance(by: 30)
    #expect(sim.driver.machine.isIdle)
    #expect(sim.installedCount == 0)
    for presentation in sim.presentations.values {
      #expect(!presentation.isInstalled, "\(presentation.text): \(presentation.steps)")
      #expect(
        presentation.uninstallCount == presentation.installCount,
        "\(presentation.text): \(presentation.steps)")
    }
  }

  @Test func releasingTheDriverUninstallsWhatIsStillOnScreen() throws {
    // Given a SwiftMessages instance (its driver) showing a .forever message
    let scheduler = ManualScheduler()
    var driver: MessageDriver<SimulatedPresentation>? = MessageDriver(scheduler: scheduler)
    let presentation = SimulatedPresentation(text: "a", scheduler: scheduler)
    try driver?.show(MessageRequest(id: "a", duration: .forever), payload: presentation)
    scheduler.advance(by: 1)
    #expect(presentation.isInstalled)
    // When the instance is released
    driver = nil
    // Then nothing it showed stays on screen
    #expect(!presentation.isInstalled)
    #expect(presentation.uninstallCount == 1)
  }

  @Test func aHideUnderWayWhenTheDriverIsReleasedStillAnimatesAndUninstalls() throws {
    // Given a shown message, hidden just before its SwiftMessages instance is released
    let scheduler = ManualScheduler()
    var driver: MessageDriver<SimulatedPresentation>? = MessageDriver(scheduler: scheduler)
    weak let released = driver
    let presentation = SimulatedPresentation(text: "a", scheduler: scheduler)
    try driver?.show(MessageRequest(id: "a", duration: .forever), payload: presentation)
    scheduler.advance(by: 1)
    driver?.hideAll()
    driver = nil
    // Then the hide animation runs to its end, then the presentation is uninstalled
    #expect(released != nil)
    scheduler.advance(by: 5)
    #expect(
      presentation.steps == [
        "0.00 install", "0.00 animateIn", "0.40 didAppear", "1.00 animateOut", "1.20 uninstall",
      ])
    #expect(released == nil)
  }

  @Test func shuttingDownKeepsTheDriverUntilAHeldHideHasRunItsMinimum() throws {
    // Given a loading HUD that must stay 2 s, whose SwiftMessages instance goes away at 1 s
    let scheduler = ManualScheduler()
    var driver: MessageDriver<SimulatedPresentation>? = MessageDriver(scheduler: scheduler)
    weak let released = driver
    var events: [String] = []
    driver?.onEvent = { event, _ in events.append(String(format: "%.2f ", scheduler.now) + event.name) }
    let presentation = SimulatedPresentation(text: "loading", scheduler: scheduler)
    try driver?.show(
      MessageRequest(id: "loading", duration: .indefinite(delay: 0, minimum: 2)), payload: presentation)
    scheduler.advance(by: 1)
    driver?.shutDown()
    driver = nil
    // Then it stays its minimum, hides with its events, and only then is the driver released
    scheduler.advance(by: 5)
    #expect(events == ["0.00 willShow", "0.40 didShow", "2.40 willHide", "2.60 didHide"])
    #expect(!presentation.isInstalled)
    #expect(released == nil)
  }

  @Test func aHUDHeldByItsMinimumIsStillAnnounced() throws {
    // Given a HUD whose work ended during its show animation (hide held by a 1 s minimum)
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "hud", duration: .indefinite(delay: 0, minimum: 1)))
    sim.advance(by: 0.1)
    sim.driver.hide()
    sim.advance(by: 0.5)
    // Then it is announced when it has finished showing
    #expect(sim.presentations[token]?.appearCount == 1)
  }

  @Test func aMessageHiddenWhileWaitingForItsWindowIsUninstalledWithoutEverShowing() throws {
    // Given a message shown from viewDidLoad, hidden before the view controller appears
    let sim = QueueSimulator()
    let token = try sim.show(MessageRequest(id: "a", duration: .forever), hostInWindow: false)
    sim.driver.hide()
    sim.advance(by: 1)
    let presentation = try #require(sim.presentations[token])
    // Then it is removed at once and never animates in, even when the host appears later
    presentation.setHostInWindow(true)
    sim.advance(by: 1)
    #expect(presentation.steps == ["0.00 install", "0.00 uninstall"])
    #expect(sim.log == ["0.00 dropped a #1 (hidden(programmatic))"])
  }
}
