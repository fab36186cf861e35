import Foundation

/// Whether a message's host is in a window, settled a main-queue turn after each move: an entry is
/// measured after layout, and a host re-parented within one turn is never treated as gone.
package struct WindowPresence: Sendable {
  /// What was last reported; `nil` before the first report.
  private var reported: Bool?

  /// A presence that has reported nothing yet.
  package init() {}

  /// The state to report (`true` entered, `false` left) when it differs from the last report;
  /// `nil` when there is nothing new.
  package mutating func settle(isInWindow: Bool) -> Bool? {
    guard reported != isInWindow else { return nil }
    reported = isInWindow
    return isInWindow
  }
}
