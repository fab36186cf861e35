import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// One skeleton root driven on a manual clock: grace, fades, notifications, announcements.
@Suite struct SkeletonDriverTests {
  final class Harness {
    let scheduler = ManualScheduler(now: 100)
    let log: SkeletonAnnouncementLog
    let driver: SkeletonDriver
    var commands: [SkeletonDriver.Command] = []

    init(
      role: SkeletonDriver.Role = .region, timing: SkeletonTiming? = nil,
      transition: SkeletonTransitionStyle = .default, inWindow: Bool = true,
      log: SkeletonAnnouncementLog = SkeletonAnnouncementLog()
    ) {
      self.log = log
      driver = SkeletonDriver(
        role: role, timing: timing, transition: transition, scheduler: scheduler, announcements: log)
      driver.windowChanged(isInWindow: inWindow)
      driver.onCommand = { [unowned self] in self.commands.append($0) }
    }

    func take() -> [SkeletonDriver.Command] {
      defer { commands = [] }
      return commands
    }
  }

  @Test func showFadesInThenPostsDidAppear() {
    let h = Harness()
    h.driver.show()
    #expect(
      h.take() == [.post(.willAppear), .attach(fade: 0.25), .announce(.loading)])
    h.scheduler.advance(by: 0.2)
    #expect(h.take().isEmpty)
    h.scheduler.advance(by: 0.1)
    #expect(h.take() == [.post(.didAppear)])
    #expect(h.driver.phase == .shown)
  }

  @Test func noFadeOutsideAWindow() {
    let h = Harness(inWindow: false)
    h.driver.show()
    #expect(h.take() == [.post(.willAppear), .attach(fade: 0), .announce(.loading), .post(.didAppear)])
    h.driver.hide(transition: .default)
    #expect(
      h.take() == [
        .post(.willDisappear), .restore(fade: 0), .announce(.loaded), .detach, .post(.didDisappear),
        .focusContent,
      ])
  }

  /// Defect 11: `sk.isSkeletonActive` is false as soon as the hide starts (SkeletonView), not
  /// only once the 0.25 s fade-out is over.
  @Test func notActiveDuringTheHideFade() {
    let h = Harness()
    h.driver.show()
    h.scheduler.advance(by: 1)
    #expect(h.driver.isActive)
    h.driver.hide(transition: .default)
    #expect(!h.driver.isActive)
    #expect(h.driver.phase == .disappearing(until: 101.25))
    _ = h.take()
    h.scheduler.advance(by: 0.25)
    #expect(h.take() == [.detach, .post(.didDisappear), .focusContent])
  }

  /// Defect 7: a hide inside the show fade (cached data) restores at once and closes the
  /// appearance first: no didAppear after didDisappear.
  @Test func aHideInsideTheShowFade() {
    let h = Harness()
    h.driver.show()
    _ = h.take()
    h.scheduler.advance(by: 0.1)
    h.driver.hide(transition: .default)
    #expect(h.take() == [.post(.didAppear), .post(.willDisappear), .restore(fade: 0.25), .announce(.loaded)])
    h.scheduler.advance(by: 1)
    #expect(h.take() == [.detach, .post(.didDisappear), .focusContent])
  }

  @Test func graceTimeOnTheSchedulerContentBeatsIt() {
    let h = Harness(timing: .standard)
    h.driver.show()
    #expect(h.take().isEmpty)
    #expect(h.driver.acceptsShowRequests)
    h.scheduler.advance(by: 0.1)
    h.driver.hide(transition: .default)
    #expect(h.take() == [.detach])
    h.scheduler.advance(by: 1)
    #expect(h.take().isEmpty)
  }

  @Test func graceThenMinimumDisplayTime() {
    let h = Harness(timing: .standard)
    h.driver.show()
    h.scheduler.advance(by: 0.15)
    #expect(h.take().first == .post(.willAppear))
    h.scheduler.advance(by: 0.05)
    h.driver.hide(transition: .none)
    #expect(h.take().isEmpty)  // 0.3 s minimum
    h.scheduler.advance(by: 0.25)
    // The show fade ended first (at 0.4 s), then the minimum (at 0.45 s).
    #expect(
      h.take() == [
        .post(.didAppear), .post(.willDisappear), .restore(fade: 0), .announce(.loaded), .detach,
        .post(.didDisappear), .focusContent,
      ])
  }

  /// Defect 5: placeholder cells post no notifications and make no announcements (an app
  /// observing them got one callback per cell, and VoiceOver focus jumped to the last cell).
  @Test func cellsDoNotNotify() {
    let h = Harness(role: .cell, timing: .standard)
    h.driver.show()
    #expect(h.take() == [.attach(fade: 0.25)])  // no grace for cells
    h.scheduler.advance(by: 1)
    h.driver.hide(transition: .none)
    #expect(h.take() == [.restore(fade: 0), .detach])
  }

  @Test func aScreenOfSkeletonsAnnouncesOnce() {
    let log = SkeletonAnnouncementLog()
    let first = Harness(log: log)
    first.driver.show()
    let second = Harness(log: log)
    second.driver.show()
    #expect(first.take().contains(.announce(.loading)))
    #expect(!second.take().contains(.announce(.loading)))
  }

  @Test func animationFollowsTheWindowAndTheApp() {
    let h = Harness()
    h.driver.appBecameActive()
    #expect(h.take().isEmpty)  // nothing up yet
    h.driver.show()
    _ = h.take()
    h.driver.windowChanged(isInWindow: false)
    h.driver.windowChanged(isInWindow: true)
    h.driver.appBecameActive()
    #expect(h.take() == [.stopAnimation, .restartAnimation, .restartAnimation])
  }

  /// Defect 9: a show or hide called on a subview fades with its transition while the
  /// skeleton is up in a window.
  @Test func subtreeChangesFadeOnlyWhileUpInAWindow() {
    let h = Harness(inWindow: false)
    #expect(h.driver.subtreeFade(.default) == 0)
    h.driver.show()
    #expect(h.driver.subtreeFade(.default) == 0)
    h.driver.windowChanged(isInWindow: true)
    #expect(h.driver.subtreeFade(.default) == 0.25)
    #expect(h.driver.subtreeFade(.none) == 0)
  }
}
