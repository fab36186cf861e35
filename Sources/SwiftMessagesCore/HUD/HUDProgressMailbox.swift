import Foundation

/// The progress reports a HUD has not shown yet, coalesced: however fast they come (a
/// download's delegate calls, from any thread, under the caller's lock), the screen takes
/// at most one per turn of its run loop, with the highest value.
package struct HUDProgressMailbox: Sendable {
  private var pending: Double?

  package init() {}

  /// The fraction to report for `progress`: its `fractionCompleted`, or `nil` while it is
  /// indeterminate (a download without a Content-Length), so the HUD keeps its spinner until
  /// the first determinate value instead of an empty ring at 0 %.
  package static func fraction(of progress: Progress) -> Double? {
    progress.isIndeterminate ? nil : progress.fractionCompleted
  }

  /// Takes a report (NaN as 0; `nil` is ignored); returns whether the caller must schedule a
  /// delivery (nothing was pending).
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
