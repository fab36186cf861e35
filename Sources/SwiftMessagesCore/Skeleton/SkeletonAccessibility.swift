import Foundation

/// What VoiceOver hears about skeletons. The outermost overlay of a screen region is one
/// accessibility element labelled ``loadingLabel`` (the placeholder shapes are hidden from
/// VoiceOver; see ``exposesLoadingElement(parentIsUnderSkeleton:)``); showing posts
/// ``loadingLabel`` as an announcement, hiding posts ``loadedAnnouncement`` and a layout change
/// pointing at the loaded content, each at most once per ``announcementThrottle``.
public enum SkeletonAccessibility {
  /// The overlay's accessibility label and the announcement made when a skeleton shows:
  /// `"Loading"`, the arc indicator's label (``ArcIndicatorAccessibility/loadingLabel``).
  public static var loadingLabel: String { ArcIndicatorAccessibility.loadingLabel }

  /// The announcement made when the content replaces the skeleton: `"Loaded"`. `nil` would
  /// mean no announcement (the layout-changed notification alone moves VoiceOver to the
  /// content).
  public static let loadedAnnouncement: String? = "Loaded"

  /// Seconds within which a second announcement of the same kind is dropped: 1 s. A screen
  /// full of skeletons (every cell of a table) shows or hides within one run loop, and
  /// VoiceOver should hear "Loading" (or "Loaded") once, not once per cell.
  public static let announcementThrottle: TimeInterval = 1

  /// Whether to post an announcement at `now`, the last one of its kind having been posted at
  /// `lastAnnouncedAt` (`nil`: never, so announce): only when more than
  /// ``announcementThrottle`` has passed. A NaN or infinite time never announces again.
  public static func shouldAnnounce(lastAnnouncedAt: TimeInterval?, now: TimeInterval) -> Bool {
    guard let lastAnnouncedAt else { return true }
    let elapsed = now - lastAnnouncedAt
    return elapsed.isFinite && elapsed > announcementThrottle
  }

  /// Whether a skeleton's overlay is the VoiceOver element (labelled ``loadingLabel``) of its
  /// screen region: only when the parent of its root is not under a skeleton that is up (its
  /// own, or an enclosing one that reached it and did not reveal it). The placeholder cells of
  /// a table under a screen's skeleton (or under its own) each carry a skeleton, but the
  /// region is one "Loading" element, not one per cell; a skeleton inside a container no other
  /// skeleton reaches is its own region.
  public static func exposesLoadingElement(parentIsUnderSkeleton: Bool) -> Bool {
    !parentIsUnderSkeleton
  }
}
