import Foundation

extension QueueStateMachine {
  // MARK: - Hiding

  /// Hides the current (with stacking, the front) message, as SwiftMessages' `hide(animated:)`; it
  /// stops being a duplicate target at once. During the show animation the hide starts at once
  /// (reversed, no `didShow`), before it the hide waits for it, an `.indefinite` message waits for
  /// its minimum, and a second hide is ignored.
  mutating func hide(
    animated: Bool = true, reason: DismissReason = .programmatic, at now: TimeInterval,
    into actions: inout [QueueAction]
  ) {
    guard let currentToken else { return }
    hide(currentToken, reason: reason, animated: animated, at: now, into: &actions)
  }

  /// Hides one specific message: a visible one is hidden, a waiting one is dropped with
  /// ``DropReason/hidden(_:)``. Unknown or finished tokens are ignored, so a late dim tap or
  /// swipe can never hide the next message.
  mutating func hide(
    _ token: MessageToken, reason: DismissReason, animated: Bool = true, at now: TimeInterval,
    into actions: inout [QueueAction]
  ) {
    requestHide(token, reason: reason, animated: animated, at: now, into: &actions)
    // A dropped exclusive message may have held the places behind it back.
    if maximumVisible > 1 { dequeueIfPossible(into: &actions) }
  }

  /// Hides every message with `id`: the visible ones and any queued or delayed ones (which
  /// clears the id's count).
  mutating func hide(id: String, at now: TimeInterval, into actions: inout [QueueAction]) {
    guard let tokens = ids[id]?.filter({ _ in true }) else { return }
    for token in tokens {
      requestHide(token, reason: .programmatic, animated: true, at: now, into: &actions)
    }
    // A dropped exclusive message may have held the places behind it back.
    if maximumVisible > 1 { dequeueIfPossible(into: &actions) }
  }

  /// Decrements the count of `id`; when it was 1 (or `id` was never counted) its messages hide as
  /// by ``hide(id:at:into:)``. Dropped duplicates count too, so `show` × 3 needs `hideCounted` × 3.
  mutating func hideCounted(
    id: String, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    if let slot = ids.index(forKey: id), let count = ids.values[slot].count, count >= 2 {
      ids.values[slot].count = count - 1
      return
    }
    hide(id: id, at: now, into: &actions)
  }

  /// Drops every waiting message and hides the visible ones (oldest first), all with reason
  /// `.hideAll` (which clears every count).
  mutating func hideAll(at now: TimeInterval, into actions: inout [QueueAction]) {
    for entry in waiting.removeAll() { dropRemoved(entry, reason: .hidden(.hideAll), into: &actions) }
    queue = QueueOrder()
    for token in visible.map(\.token) {
      requestHide(token, reason: .hideAll, animated: true, at: now, into: &actions)
    }
  }

  // MARK: - Timers

  /// A timer from ``QueueAction/schedule(_:after:)`` fired; stale timers (cancelled, fired, or for
  /// a gone message) are ignored, as is an auto-hide reported before its deadline (a cancelled
  /// timer firing after a pan rescheduled it).
  package mutating func timerFired(
    _ timer: QueueTimer, at now: TimeInterval, into actions: inout [QueueAction]
  ) {
    switch timer {
    case .autoHide(let token):
      guard let index = visibleIndex(of: token), let deadline = autoHides[index].autoHideDeadline,
        now >= deadline - Self.timerTolerance, visible[index].phase == .shown
      else {
        break
      }
      autoHides[index].autoHideDeadline = nil
      beginHiding(token, reason: .timeout, animated: true, into: &actions)
    case .delay(let token):
      guard let index = waiting.index(of: token), waiting[index].phase == .delayed else { break }
      let sequence = enterQueue(token, priority: waiting[index].request.priority)
      waiting.modify(at: index) {
        $0.phase = .queued
        $0.sequence = sequence
      }
      dequeueIfPossible(into: &actions)
    case .minimumDisplay(let token):
      guard let index = visibleIndex(of: token), visible[index].phase == .hidePending,
        let pending = visible[index].hide
      else { break }
      beginHiding(
        token, reason: pending.reason, animated: pending.animated, into: &actions, timerFired: true)
    case .pause:
      guard isPausing else { break }
      isPausing = false
      dequeueIfPossible(into: &actions)
    }
  }

  /// How early a timer may report firing and still count as due (clock rounding), in seconds.
  static let timerTolerance: TimeInterval = 0.001

  // MARK: - Internals

  mutating func requestHide(
    _ token: MessageToken, reason: DismissReason, animated: Bool, at now: TimeInterval,
    into out: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token) else {
      // Not visible: a waiting message is dropped, anything else is gone.
      drop(token, reason: .hidden(reason), into: &out)
      return
    }
    let window = visible[index].request.duration.window
    let pending = HideRequest(reason: reason, animated: animated)
    switch visible[index].phase {
    case .delayed, .queued:
      return
    case .presenting where !visible[index].started:
      // Never seen (still waiting for its host's window): it ends at once, uninstalled by the
      // driver, without ever animating in.
      abandonBeforeShow(token, reason: reason, at: now, into: &out)
    case .presenting where visible[index].hide != nil:
      return
    case .presenting where reason.isUserInitiated || window.minimum == 0:
      // As SwiftMessages does: the hide starts at once and reverses the show animation from
      // wherever the view is; `didShow` is never emitted for it.
      beginHiding(token, reason: reason, animated: animated, into: &out)
    case .presenting:
      // An `.indefinite` minimum to honour from the end of the show: the hide runs then.
      setPhase(ofVisible: index, to: .presenting, hide: pending)
    case .shown:
      let wait = window.hideDelay(shownAt: autoHides[index].shownAt ?? now, now: now)
      if !reason.isUserInitiated && wait > 0 {
        if autoHides[index].autoHideDeadline != nil { out.append(.cancel(.autoHide(token))) }
        autoHides[index].autoHideDeadline = nil
        autoHides[index].pausedRemaining = nil
        setPhase(ofVisible: index, to: .hidePending, hide: pending)
        out.append(.schedule(.minimumDisplay(token), after: wait))
      } else {
        beginHiding(token, reason: reason, animated: animated, into: &out)
      }
    case .hidePending:
      guard reason.isUserInitiated else { return }
      beginHiding(token, reason: reason, animated: animated, into: &out)
    case .hiding:
      return
    }
  }

  /// Ends the current message whose show never started (`dropped`, ``DropReason/hidden(_:)``) and
  /// moves on after a zero pause, not synchronously: the hide may be part of a larger operation
  /// (`hide(id:)`, `hideAll()`, a `.replace`) that must finish first.
  mutating func abandonBeforeShow(
    _ token: MessageToken, reason: DismissReason, at now: TimeInterval, into out: inout [QueueAction]
  ) {
    guard let index = visibleIndex(of: token), visible[index].phase == .presenting,
      !visible[index].started
    else { return }
    let id = visible[index].id
    removeVisible(at: index)
    out.append(.emit(.dropped(token, id: id, reason: .hidden(reason))))
    if !isPausing {
      isPausing = true
      out.append(.schedule(.pause, after: 0))
    }
  }

  /// Starts the hide animation. `timerFired` is true when the minimum-display timer is the
  /// trigger (so it needs no cancelling).
  mutating func beginHiding(
    _ token: MessageToken, reason: DismissReason, animated: Bool, into out: inout [QueueAction],
    timerFired: Bool = false
  ) {
    guard let index = visibleIndex(of: token) else { return }
    if autoHides[index].autoHideDeadline != nil { out.append(.cancel(.autoHide(token))) }
    if visible[index].phase == .hidePending, !timerFired {
      out.append(.cancel(.minimumDisplay(token)))
    }
    autoHides[index].autoHideDeadline = nil
    autoHides[index].pausedRemaining = nil
    setPhase(ofVisible: index, to: .hiding, hide: HideRequest(reason: reason, animated: animated))
    out.append(.emit(.willHide(token, id: visible[index].id, reason: reason)))
    // An orphan's host is off screen: there is nothing to animate.
    out.append(.dismiss(token, animated: animated && !visible[index].isOrphaned))
  }
}
