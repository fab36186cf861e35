import Foundation

/// What VoiceOver hears about skeletons: one "Loading" element per screen region
/// (``exposesLoadingElement(parentIsUnderSkeleton:)``), and "Loading" and "Loaded" announcements,
/// each at most once per ``announcementThrottle``, none for an empty text (an app's override).
package enum SkeletonAccessibility {
  /// Seconds within which a second announcement of the same kind is dropped: 1 s, so a screen
  /// of skeletons (every cell of a table) is heard once, not once per cell.
  static let announcementThrottle: TimeInterval = 1

  /// Whether to announce `text` at `now`, the last of its kind having been at `lastAnnouncedAt`:
  /// a non-blank text, more than ``announcementThrottle`` later (never for non-finite times).
  static func shouldAnnounce(_ text: String, lastAnnouncedAt: TimeInterval?, now: TimeInterval) -> Bool {
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return false }
    guard let lastAnnouncedAt else { return true }
    let elapsed = now - lastAnnouncedAt
    return elapsed.isFinite && elapsed > announcementThrottle
  }

  /// Whether a skeleton's overlay is its region's VoiceOver "Loading" element: only when its root's
  /// parent is not under a skeleton that is up, so a table's placeholder cells make one element.
  package static func exposesLoadingElement(parentIsUnderSkeleton: Bool) -> Bool {
    !parentIsUnderSkeleton
  }
}
