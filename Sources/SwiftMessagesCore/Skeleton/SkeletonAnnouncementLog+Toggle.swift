import Foundation

extension SkeletonAnnouncementLog {
  /// What an on/off skeleton (SwiftUI's `.skeleton(isActive:)`) announces going from `wasActive`
  /// (`nil`: just appeared) to `isActive` at `now`: loading when it turns or appears on, loaded
  /// when it turns off, throttled across the app; `nil` otherwise.
  package func announcement(wasActive: Bool?, isActive: Bool, now: TimeInterval) -> SwiftMessagesString? {
    guard wasActive != isActive, wasActive != nil || isActive else { return nil }
    let announcement: SwiftMessagesString = isActive ? .loading : .loaded
    return shouldAnnounce(announcement, now: now) ? announcement : nil
  }
}
