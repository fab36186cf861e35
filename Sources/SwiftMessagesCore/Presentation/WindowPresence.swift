import Foundation

/// Whether a message's host is in a window, as reported to the driver: the masking view
/// records each window move and settles it a main-queue turn later.
///
/// Settling a turn later serves both directions. An entry is reported once the host has had
/// its layout pass and safe area, so a show waiting for the window measures real geometry.
/// A departure is reported only if the host is still out of a window then: a host re-parented
/// within one turn (a split view collapsing, a container moving its child) leaves and enters
/// in the same pass and is never treated as gone.
package struct WindowPresence: Equatable, Sendable {
  /// What was last reported; `nil` before the first report.
  private var reported: Bool?

  /// A presence that has reported nothing yet.
  package init() {}

  /// Settles the host's window state, once the turn in which it moved has ended.
  ///
  /// - Parameter isInWindow: whether the masking view is in a window now.
  /// - Returns: the state to report (`true` entered, `false` left) when it differs from the
  ///   last report (or nothing was reported yet); `nil` when there is nothing new.
  package mutating func settle(isInWindow: Bool) -> Bool? {
    guard reported != isInWindow else { return nil }
    reported = isInWindow
    return isInWindow
  }
}
