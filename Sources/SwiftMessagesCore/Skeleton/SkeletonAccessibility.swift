import Foundation

/// What VoiceOver hears about skeletons. The overlay is one accessibility element labelled
/// ``loadingLabel`` (the placeholder shapes are hidden from VoiceOver); showing posts
/// ``loadingLabel`` as an announcement, hiding posts ``loadedAnnouncement`` and a layout change
/// pointing at the loaded content.
public enum SkeletonAccessibility {
  /// The overlay's accessibility label and the announcement made when a skeleton shows:
  /// `"Loading"`.
  public static let loadingLabel = "Loading"

  /// The announcement made when the content replaces the skeleton: `"Loaded"`. `nil` would
  /// mean no announcement (the layout-changed notification alone moves VoiceOver to the
  /// content).
  public static let loadedAnnouncement: String? = "Loaded"

  /// Seconds after which a still-loading skeleton announces ``loadingLabel`` again, so
  /// VoiceOver users know a long load is still under way: 10 s.
  public static let reannouncementInterval: TimeInterval = 10

  /// Whether to announce ``loadingLabel`` again at `now`, the last announcement having been at
  /// `lastAnnouncedAt` (`nil`: never, so announce). A NaN or infinite time never re-announces.
  public static func shouldReannounce(lastAnnouncedAt: TimeInterval?, now: TimeInterval) -> Bool {
    guard let lastAnnouncedAt else { return true }
    let elapsed = now - lastAnnouncedAt
    return elapsed.isFinite && elapsed >= reannouncementInterval
  }
}
