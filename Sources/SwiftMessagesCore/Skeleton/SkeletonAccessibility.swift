import Foundation

/// What VoiceOver hears about skeletons. The outermost overlay of a screen region is one
/// accessibility element labelled ``SwiftMessagesString/loading`` (the placeholder shapes are
/// hidden from VoiceOver; see ``exposesLoadingElement(parentIsUnderSkeleton:)``); showing
/// announces ``SwiftMessagesString/loading``, hiding announces ``SwiftMessagesString/loaded``
/// and posts a layout change pointing at the loaded content, each at most once per
/// ``announcementThrottle``. An empty text (an app's override) is not announced: the layout
/// change alone moves VoiceOver to the content.
package enum SkeletonAccessibility {
  /// Seconds within which a second announcement of the same kind is dropped: 1 s. A screen
  /// full of skeletons (every cell of a table) shows or hides within one run loop, and
  /// VoiceOver should hear "Loading" (or "Loaded") once, not once per cell.
  static let announcementThrottle: TimeInterval = 1

  /// Whether to announce `text` at `now`, the last announcement of its kind having been posted
  /// at `lastAnnouncedAt` (`nil`: never): only a text with something to read, and only when
  /// more than ``announcementThrottle`` has passed. A NaN or infinite time never announces
  /// again.
  static func shouldAnnounce(_ text: String, lastAnnouncedAt: TimeInterval?, now: TimeInterval) -> Bool
  {
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return false }
    guard let lastAnnouncedAt else { return true }
    let elapsed = now - lastAnnouncedAt
    return elapsed.isFinite && elapsed > announcementThrottle
  }

  /// Whether a skeleton's overlay is the VoiceOver element (labelled ``SwiftMessagesString/loading``) of its
  /// screen region: only when the parent of its root is not under a skeleton that is up (its
  /// own, or an enclosing one that reached it and did not reveal it). The placeholder cells of
  /// a table under a screen's skeleton (or under its own) each carry a skeleton, but the
  /// region is one "Loading" element, not one per cell; a skeleton inside a container no other
  /// skeleton reaches is its own region.
  package static func exposesLoadingElement(parentIsUnderSkeleton: Bool) -> Bool {
    !parentIsUnderSkeleton
  }
}
