import Foundation

extension SkeletonAnnouncementLog {
  /// What a skeleton that is only on or off (SwiftUI's `.skeleton(isActive:)`) announces when
  /// it goes from `wasActive` (`nil`: it just appeared) to `isActive` at `now`: ``SkeletonAnnouncement/loading``
  /// when it turns on or appears on, ``SkeletonAnnouncement/loaded`` when it turns off, each
  /// at most once per ``SkeletonAccessibility/announcementThrottle`` across every skeleton of
  /// the app; `nil` otherwise.
  package func announcement(wasActive: Bool?, isActive: Bool, now: TimeInterval) -> SkeletonAnnouncement? {
    guard wasActive != isActive, wasActive != nil || isActive else { return nil }
    let announcement: SkeletonAnnouncement = isActive ? .loading : .loaded
    return shouldAnnounce(announcement, now: now) ? announcement : nil
  }
}
