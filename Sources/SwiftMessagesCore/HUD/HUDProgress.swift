import Foundation

/// The progress a HUD shows: it only moves forward, so the ring never runs backwards on
/// screen when reports arrive out of order or a retry restarts its count.
package struct HUDProgress: Hashable, Sendable {
  /// The fraction shown, 0…1; 0 initially.
  package private(set) var value: Double = 0

  /// Creates progress at 0.
  init() {}

  /// Takes a report: the shown value becomes `max(value, reported)`, with the report clamped
  /// to 0…1 (NaN ignored).
  ///
  /// - Returns: whether the shown value changed (the driver animates only then).
  @discardableResult
  mutating func report(_ reported: Double) -> Bool {
    let next = max(value, Self.clamped(reported))
    guard next != value else { return false }
    value = next
    return true
  }

  /// The fraction to report for `progress`: its `fractionCompleted`, or `nil` while it is
  /// indeterminate (a download without a Content-Length), so the HUD keeps its spinner until
  /// the first determinate value instead of an empty ring at 0 %.
  package static func fraction(of progress: Progress) -> Double? {
    progress.isIndeterminate ? nil : progress.fractionCompleted
  }

  /// `fraction` clamped to 0…1, with NaN as 0: how every progress the library draws or reads
  /// out is bounded.
  package static func clamped(_ fraction: Double) -> Double {
    fraction.clampedToUnit()
  }
}

/// The progress reports a HUD has not shown yet, coalesced: however fast they come (a
/// download's delegate calls, from any thread, under the caller's lock), the screen takes
/// at most one per turn of its run loop, with the highest value.
package struct HUDProgressMailbox: Sendable {
  private var pending: Double?

  package init() {}

  /// Takes a report: a fraction (NaN as 0), or `nil` for an indeterminate one, which is
  /// ignored.
  ///
  /// - Returns: whether the caller must schedule a delivery (nothing was pending).
  package mutating func post(_ fraction: Double?) -> Bool {
    guard let fraction else { return false }
    let first = pending == nil
    pending = max(pending ?? -.infinity, fraction.isNaN ? 0 : fraction)
    return first
  }

  /// The report to show now, if any; the mailbox is empty afterwards.
  package mutating func take() -> Double? {
    defer { pending = nil }
    return pending
  }
}
