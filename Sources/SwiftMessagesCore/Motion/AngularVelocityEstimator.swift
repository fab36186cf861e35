import Foundation

/// Rotation speed of a dragged message (SwiftMessages' `PhysicsPanHandler` snapshots): the newest
/// sample against the latest earlier one differing in both angle and time, over the last
/// ``capacity`` samples only (SwiftMessages kept an unbounded history).
package struct AngularVelocityEstimator: Sendable {
  /// One sampled rotation.
  package struct Sample: Sendable {
    /// The rotation in radians (`atan2(transform.b, transform.a)`).
    package internal(set) var angle: Double
    /// When it was sampled, in seconds on any monotonic clock.
    package internal(set) var time: TimeInterval

    init(angle: Double, time: TimeInterval) {
      self.angle = angle
      self.time = time
    }
  }

  /// How many samples are kept: at least 2, the minimum an estimate needs.
  let capacity: Int
  /// The kept samples, oldest first.
  package private(set) var samples: [Sample] = []

  package init(capacity: Int = 16) {
    self.capacity = max(2, capacity)
    samples.reserveCapacity(self.capacity)
  }

  /// Adds a sample; non-finite angles or times are ignored (a degenerate transform must not
  /// poison the fling).
  package mutating func record(angle: Double, time: TimeInterval) {
    guard angle.isFinite, time.isFinite else { return }
    if samples.count == capacity { samples.removeFirst() }
    samples.append(Sample(angle: angle, time: time))
  }

  /// Forgets every sample (a new pan begins).
  mutating func reset() {
    samples.removeAll(keepingCapacity: true)
  }

  /// The angular velocity in radians per second, or 0 when fewer than two distinct samples
  /// exist (a pan without rotation).
  package var angularVelocity: Double {
    guard let last = samples.last else { return 0 }
    for earlier in samples.dropLast().reversed()
    where earlier.angle != last.angle && earlier.time != last.time {
      let velocity = (last.angle - earlier.angle) / (last.time - earlier.time)
      return velocity.isFinite ? velocity : 0
    }
    return 0
  }
}
