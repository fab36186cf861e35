import Foundation
import SwiftMessagesTesting
import Testing

@testable import SwiftMessagesCore

/// One skeleton root driven on a manual clock: grace, fades, notifications, announcements.
@Suite struct SkeletonDriverTests {
  /// What the driver asked of its host, in order.
  enum Command: EqualByFields {
    case post(SkeletonFlowEvent)
    case attach(fade: TimeInterval)
    case restore(SkeletonTransitionStyle, fade: TimeInterval)
    case detach
    case announce(SwiftMessagesString)
    case focusContent
    case restartAnimation
  }

  final class Harness: SkeletonDriverHost {
    let scheduler: ManualScheduler
    let log: SkeletonAnnouncementLog
    let driver: SkeletonDriver
    var commands: [Command] = []
    /// When the overlay attached (the skeleton showed) and restored the content (it hid).
    private(set) var shows: [TimeInterval] = []
    private(set) var hides: [TimeInterval] = []

    init(
      isCell: Bool = false, timing: SkeletonTiming? = nil,
      transition: SkeletonTransitionStyle = .default, inWindow: Bool = true,
      log: SkeletonAnnouncementLog = SkeletonAnnouncementLog(), now: TimeInterval = 100
    ) {
      self.log = log
      scheduler = ManualScheduler(now: now)
      driver = SkeletonDriver(
        isCell: isCell, timing: timing, transition: transition, scheduler: scheduler, announcements: log)
      driver.windowChanged(isInWindow: inWindow)
      driver.host = self
    }

    func post(_ event: SkeletonFlowEvent) { commands.append(.post(event)) }
    func attach(fade: TimeInterval) {
      commands.append(.attach(fade: fade))
      shows.append(scheduler.now)
    }
    func restore(_ transition: SkeletonTransitionStyle, fade: TimeInterval) {
      commands.append(.restore(transition, fade: fade))
      hides.append(scheduler.now)
    }
    func detach() { commands.append(.detach) }
    func announce(_ announcement: SwiftMessagesString) { commands.append(.announce(announcement)) }
    func focusContent() { commands.append(.focusContent) }
    func restartAnimation() { commands.append(.restartAnimation) }

    /// The content started loading at `time`.
    func load(at time: TimeInterval) {
      scheduler.advance(to: time)
      driver.show()
    }

    /// The content arrived at `time`.
    func loaded(at time: TimeInterval) {
      scheduler.advance(to: time)
      driver.hide(transition: .default)
    }

    func take() -> [Command] {
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
        .post(.willDisappear), .restore(.default, fade: 0), .announce(.loaded), .detach,
        .post(.didDisappear), .focusContent,
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
    #expect(
      h.take() == [
        .post(.didAppear), .post(.willDisappear), .restore(.default, fade: 0.25), .announce(.loaded),
      ])
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
        .post(.didAppear), .post(.willDisappear), .restore(.none, fade: 0), .announce(.loaded), .detach,
        .post(.didDisappear), .focusContent,
      ])
  }

  /// Defect 5: placeholder cells post no notifications and make no announcements (an app
  /// observing them got one callback per cell, and VoiceOver focus jumped to the last cell).
  @Test func cellsDoNotNotify() {
    let h = Harness(isCell: true, timing: .standard)
    h.driver.show()
    #expect(h.take() == [.attach(fade: 0.25)])  // no grace for cells
    h.scheduler.advance(by: 1)
    h.driver.hide(transition: .none)
    #expect(h.take() == [.restore(.none, fade: 0), .detach])
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
    #expect(h.take() == [.restartAnimation, .restartAnimation, .restartAnimation])
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

/// The grace time and minimum display time of ``SkeletonTiming`` (0.15 s and 0.3 s standard),
/// on virtual time from 0: when the overlay attaches and restores the content.
@Suite struct SkeletonDriverTimingTests {
  typealias Harness = SkeletonDriverTests.Harness

  private func close(_ values: [TimeInterval], _ expected: [TimeInterval]) -> Bool {
    values.count == expected.count && zip(values, expected).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  /// Content that beats the grace time never shows a skeleton, and the cancelled grace timer
  /// does not show one later.
  @Test func fastLoadNeverShows() {
    let h = Harness(timing: .standard, now: 0)
    h.load(at: 1)
    #expect(h.driver.phase == .waiting)
    h.loaded(at: 1.1)
    h.scheduler.advance(to: 5)
    #expect(h.take() == [.detach])
    #expect(h.shows.isEmpty && h.hides.isEmpty)
    #expect(h.driver.phase == .detached)
    #expect(!h.driver.acceptsShowRequests)
  }

  @Test func slowLoadShowsAfterGraceAndHidesAtOnceWhenMinimumIsMet() {
    let h = Harness(timing: .standard, now: 0)
    h.load(at: 1)
    h.scheduler.advance(to: 1.149)
    #expect(h.shows.isEmpty)
    h.scheduler.advance(to: 1.2)
    #expect(close(h.shows, [1.15]))
    #expect(h.driver.isActive)
    h.loaded(at: 2)
    #expect(close(h.hides, [2]))
  }

  @Test func contentArrivingJustAfterShowWaitsForTheMinimum() {
    let h = Harness(timing: .standard, now: 0)
    h.load(at: 0)
    h.loaded(at: 0.2)  // shown at 0.15
    #expect(h.hides.isEmpty)
    #expect(h.driver.isActive && h.driver.acceptsShowRequests)
    h.scheduler.advance(to: 0.449)
    #expect(h.hides.isEmpty)
    h.scheduler.advance(to: 1)
    #expect(close(h.shows, [0.15]))
    #expect(close(h.hides, [0.45]))  // 0.15 + 0.3
  }

  /// A repeated show keeps the first grace deadline; a repeated hide keeps the minimum's
  /// deadline; requests after the hide change nothing.
  @Test func repeatedRequestsAreIdempotent() {
    let h = Harness(timing: .standard, now: 0)
    h.load(at: 0)
    h.load(at: 0.05)  // keeps the first request's grace deadline
    h.scheduler.advance(to: 0.149)
    #expect(h.shows.isEmpty)
    h.scheduler.advance(to: 0.2)
    h.load(at: 0.21)
    h.loaded(at: 0.25)  // hides at 0.45
    h.loaded(at: 0.4)  // still 0.45, not 0.4 + 0.3
    h.scheduler.advance(to: 0.449)
    #expect(h.hides.isEmpty)
    h.scheduler.advance(to: 0.5)
    h.loaded(at: 1)
    h.load(at: 1.1)
    h.scheduler.advance(to: 3)
    #expect(close(h.shows, [0.15]))
    #expect(close(h.hides, [0.45]))
  }

  /// Loading again while the hide waits for the minimum cancels that hide: the skeleton stays
  /// up, and the next hide (the minimum met) is at once.
  @Test func reloadingWhileWaitingToHideKeepsTheSkeletonUp() {
    let h = Harness(timing: .standard, now: 0)
    h.load(at: 0)
    h.loaded(at: 0.2)  // hide pending until 0.45
    h.load(at: 0.3)  // loading again: stay visible
    h.scheduler.advance(to: 1)
    #expect(h.hides.isEmpty)
    #expect(h.driver.phase == .shown)
    h.loaded(at: 1.5)
    #expect(close(h.hides, [1.5]))
    #expect(close(h.shows, [0.15]))
  }

  @Test func immediateTimingShowsAndHidesAtOnce() {
    let h = Harness(timing: .immediate, transition: .none, now: 3)
    h.driver.show()
    #expect(close(h.shows, [3]))
    h.driver.hide(transition: .none)
    #expect(close(h.hides, [3]))
    #expect(h.scheduler.pendingCount == 0)
  }

  /// SkeletonView's show-at-once calls (no timing) and placeholder cells never wait, even
  /// with a timing given.
  @Test func noTimingAndCellsNeverWait() {
    for h in [Harness(now: 0), Harness(isCell: true, timing: .standard, now: 0)] {
      h.load(at: 1)
      #expect(close(h.shows, [1]))
      h.loaded(at: 1.01)
      #expect(close(h.hides, [1.01]))
    }
  }
}
