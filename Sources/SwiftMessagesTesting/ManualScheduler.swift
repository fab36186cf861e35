import Foundation
import SwiftMessagesCore

/// A scheduler whose time only moves when you say so: ``QueueSimulator``'s clock. Call
/// ``advance(by:)``: timers due within the interval run in deadline order (first-scheduled
/// first among equal deadlines), with ``now`` set to each timer's deadline while it runs.
/// Nothing ever sleeps.
///
/// ```swift
/// let simulator = QueueSimulator()
/// simulator.scheduler.advance(by: 2)  // simulator.scheduler.now == 2
/// ```
public final class ManualScheduler: MessageScheduling {
  private struct Item {
    let deadline: TimeInterval
    let sequence: UInt64
    let work: () -> Void
  }

  /// The current virtual time in seconds. Starts at the `now` given to ``init(now:)``.
  public private(set) var now: TimeInterval
  /// The waiting timers in the order they run: by deadline, then first scheduled first.
  private var items: [Item] = []
  private var lastSequence: UInt64 = 0

  /// Creates a scheduler at `now` (0 by default).
  public init(now: TimeInterval = 0) {
    self.now = now
  }

  /// The number of timers waiting to run.
  public var pendingCount: Int { items.count }

  /// The deadline of the next timer, if any.
  public var nextDeadline: TimeInterval? { items.first?.deadline }

  /// Schedules `work` at `now + delay`. A negative, NaN or infinite delay is treated as 0
  /// (the timer runs at the next ``advance(by:)``, even by 0).
  package func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> ScheduledTimer {
    lastSequence += 1
    let sequence = lastSequence
    let deadline = now + delay.nonNegativeFinite
    let index = items.firstIndex { $0.deadline > deadline } ?? items.endIndex
    items.insert(Item(deadline: deadline, sequence: sequence, work: work), at: index)
    return ScheduledTimer { [weak self] in self?.items.removeAll { $0.sequence == sequence } }
  }

  /// Moves time forward by `interval` seconds (negative or NaN counts as 0), running every
  /// timer that falls due, including timers scheduled by those timers.
  public func advance(by interval: TimeInterval) {
    advance(to: now + interval.nonNegativeFinite)
  }

  /// Moves time forward to `time` (never backwards), running every timer due by then.
  public func advance(to time: TimeInterval) {
    let target = max(now, time)
    while runNext(dueBy: target) {}
    now = target
  }

  /// Runs timers one deadline after another until none is left or `limit` timers have run.
  ///
  /// - Returns: the number of timers that ran.
  @discardableResult
  public func runUntilIdle(limit: Int = 100_000) -> Int {
    var ran = 0
    while ran < limit, runNext(dueBy: .infinity) { ran += 1 }
    return ran
  }

  /// Runs the next timer, with ``now`` at its deadline, if it is due by `target`; `false` when
  /// none is.
  private func runNext(dueBy target: TimeInterval) -> Bool {
    guard let item = items.first, item.deadline <= target else { return false }
    items.removeFirst()
    now = max(now, item.deadline)
    item.work()
    return true
  }
}
