import Foundation

/// What a ``SkeletonDriver`` asks of its overlay, in order.
package protocol SkeletonDriverHost: AnyObject {
  /// Post a notification (object: the root).
  func post(_ event: SkeletonFlowEvent)
  /// Lay the overlay over its root and cover the content; the overlay fades in and the
  /// content fades out over `fade` seconds (0: at once).
  func attach(fade: TimeInterval)
  /// Give the content back now (tables and collections included, with the hide's
  /// `transition`); the overlay fades out over `fade` seconds (0: at once) and stays until
  /// ``detach()``.
  func restore(_ transition: SkeletonTransitionStyle, fade: TimeInterval)
  /// Remove the overlay: the hide is over (or the skeleton never showed).
  func detach()
  /// Ask VoiceOver to read `announcement` (``SwiftMessagesString/loading`` or
  /// ``SwiftMessagesString/loaded``).
  func announce(_ announcement: SwiftMessagesString)
  /// Tell VoiceOver the screen changed and point it at the root's content.
  func focusContent()
  /// (Re)start the placeholder animation from the current state: none outside a window.
  func restartAnimation()
}

/// Runs one skeleton root on a scheduler (the main queue on iOS, a manual one in tests; one
/// isolation domain only): its ``SkeletonTiming``, the show and hide fades (only in a window),
/// notifications, VoiceOver announcements and animation restarts, asked of its ``SkeletonDriverHost``.
/// A **cell** skeleton (a container's placeholder cell, header or footer) has no grace time and
/// posts no notifications or announcements: its container's region does, once.
package final class SkeletonDriver {
  /// Where the skeleton is.
  package enum Phase: Sendable {
    /// Not requested yet.
    case off
    /// Requested; waiting for the grace time (a hide now means it never shows).
    case waiting
    /// On screen, fading in until the given time.
    case appearing(until: TimeInterval)
    /// On screen.
    case shown
    /// The content is back; the overlay fades out until the given time.
    case disappearing(until: TimeInterval)
    /// Gone; a new show needs a new driver.
    case detached
  }

  /// The overlay that does what the driver asks (held weakly); `nil`: nothing is done.
  package weak var host: (any SkeletonDriverHost)?
  /// Whether the overlay is in a window (fades and animations run only there). `false` at
  /// first; report changes with ``windowChanged(isInWindow:)``.
  private(set) var isInWindow = false
  /// Where the skeleton is (read by tests).
  private(set) var phase: Phase = .off

  /// A placeholder cell's skeleton (no grace time, notifications or announcements).
  private let isCell: Bool
  private let scheduler: any MessageScheduling
  private let announcements: SkeletonAnnouncementLog
  private let window: GraceWindow
  private let showTransition: SkeletonTransitionStyle
  private var hideTransition: SkeletonTransitionStyle = .default
  /// When the skeleton appeared: its minimum display time counts from here.
  private var shownAt: TimeInterval = 0
  /// The grace time while ``Phase/waiting``; a hide waiting for the minimum while up.
  private var timer: ScheduledTimer?
  private var fadeTimer: ScheduledTimer?

  /// Creates a driver for one root: a table or collection view's placeholder cell, header or
  /// footer when `isCell`, else a region (one VoiceOver region: a screen, a card, a table).
  /// `timing` is `nil` for SkeletonView's show-at-once calls; a cell never waits. `announcements` is shared by every skeleton of the app (one
  /// "Loading" for a screen of them).
  package init(
    isCell: Bool, timing: SkeletonTiming?, transition: SkeletonTransitionStyle,
    scheduler: any MessageScheduling, announcements: SkeletonAnnouncementLog
  ) {
    self.isCell = isCell
    self.scheduler = scheduler
    self.announcements = announcements
    window = isCell ? GraceWindow.none : timing?.window ?? GraceWindow.none
    showTransition = transition
  }

  deinit {
    timer?.cancel()
    fadeTimer?.cancel()
  }

  /// Whether the skeleton is up: on screen and not hiding (`view.sk.isSkeletonActive`). `false`
  /// during the hide fade, as in SkeletonView once `hideSkeleton()` returned.
  package var isActive: Bool {
    switch phase {
    case .appearing, .shown: true
    case .off, .waiting, .disappearing, .detached: false
    }
  }

  /// Whether a show request may reuse this skeleton: it is up, or waiting for its grace time.
  package var acceptsShowRequests: Bool {
    if case .waiting = phase { true } else { isActive }
  }

  /// The fade of a change of the subtree (a show or hide called on a view under the root):
  /// the transition's duration while the skeleton is up in a window, else 0.
  package func subtreeFade(_ transition: SkeletonTransitionStyle) -> TimeInterval {
    isActive && isInWindow ? transition.duration : 0
  }

  // MARK: - Events

  /// A show was requested (also one that cancels a pending hide). A repeated request keeps
  /// the first one's grace deadline.
  package func show() {
    switch phase {
    case .off:
      let now = scheduler.now
      let delay = window.showDelay(requestedAt: now, now: now)
      guard delay > 0 else { return appear() }
      phase = .waiting
      wait(delay) { $0.appear() }
    case .appearing, .shown:
      // Loading again before a pending hide: just stay up.
      timer?.cancel()
      timer = nil
    case .waiting, .disappearing, .detached: break
    }
  }

  /// A hide was requested, with `transition` for the overlay's fade-out. A skeleton still in its
  /// grace time never shows and is detached at once; one up less than its minimum display time
  /// hides when that is over (a repeated hide keeps that deadline).
  package func hide(transition: SkeletonTransitionStyle) {
    hideTransition = transition
    switch phase {
    case .off, .waiting: detach()
    case .appearing, .shown:
      guard timer == nil else { return }
      let delay = window.hideDelay(shownAt: shownAt, now: scheduler.now)
      guard delay > 0 else { return disappear() }
      wait(delay) { $0.disappear() }
    case .disappearing, .detached: break
    }
  }

  /// The overlay moved into or out of a window.
  package func windowChanged(isInWindow: Bool) {
    self.isInWindow = isInWindow
    if !isInWindow || isActive { host?.restartAnimation() }
  }

  /// The app became active again: animations the system removed in the background restart.
  package func appBecameActive() {
    if isActive { host?.restartAnimation() }
  }

  /// The overlay is removed without a hide (its region was taken over by an ancestor's
  /// skeleton, or a newer overlay replaced it): no notifications.
  package func detach() {
    timer?.cancel()
    fadeTimer?.cancel()
    timer = nil
    fadeTimer = nil
    phase = .detached
    host?.detach()
  }

  // MARK: - Running

  /// Runs `body` after the grace time or the minimum display time (`timer`).
  private func wait(_ delay: TimeInterval, _ body: @escaping (SkeletonDriver) -> Void) {
    timer = scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.timer = nil
      body(self)
    }
  }

  private func appear() {
    let fade = isInWindow ? showTransition.duration : 0
    shownAt = scheduler.now
    notify(.willAppear)
    phase = .appearing(until: shownAt + fade)
    host?.attach(fade: fade)
    announce(.loading)
    after(fade) { $0.appeared() }
  }

  private func appeared() {
    guard case .appearing = phase else { return }
    phase = .shown
    notify(.didAppear)
  }

  private func disappear() {
    // A hide inside the show fade: the appearance is over now, its notification comes first.
    appeared()
    let fade = isInWindow ? hideTransition.duration : 0
    notify(.willDisappear)
    phase = .disappearing(until: scheduler.now + fade)
    host?.restore(hideTransition, fade: fade)
    // "Loaded" now, so an announcement of the content itself made right after hiding follows
    // it instead of being cut off by it.
    announce(.loaded)
    after(fade) { $0.disappeared() }
  }

  private func disappeared() {
    phase = .detached
    host?.detach()
    notify(.didDisappear)
    if !isCell { host?.focusContent() }
  }

  private func after(_ fade: TimeInterval, _ body: @escaping (SkeletonDriver) -> Void) {
    fadeTimer?.cancel()
    fadeTimer = nil
    guard fade > 0 else { return body(self) }
    fadeTimer = scheduler.schedule(after: fade) { [weak self] in
      guard let self else { return }
      self.fadeTimer = nil
      body(self)
    }
  }

  private func notify(_ event: SkeletonFlowEvent) {
    if !isCell { host?.post(event) }
  }

  private func announce(_ announcement: SwiftMessagesString) {
    guard !isCell, announcements.shouldAnnounce(announcement, now: scheduler.now) else { return }
    host?.announce(announcement)
  }
}

/// When every skeleton of the app last announced each kind, for
/// ``SkeletonAccessibility/shouldAnnounce(_:lastAnnouncedAt:now:)``'s throttle: one instance
/// shared by all drivers.
package final class SkeletonAnnouncementLog {
  private var lastLoading: TimeInterval?
  private var lastLoaded: TimeInterval?

  /// An empty log.
  package init() {}

  /// Whether to announce `announcement` (``SwiftMessagesString/loading`` or
  /// ``SwiftMessagesString/loaded``) at `now`; records it when so.
  func shouldAnnounce(_ announcement: SwiftMessagesString, now: TimeInterval) -> Bool {
    let loading = announcement == .loading
    guard
      SkeletonAccessibility.shouldAnnounce(
        announcement.localized, lastAnnouncedAt: loading ? lastLoading : lastLoaded, now: now)
    else { return false }
    if loading { lastLoading = now } else { lastLoaded = now }
    return true
  }
}
