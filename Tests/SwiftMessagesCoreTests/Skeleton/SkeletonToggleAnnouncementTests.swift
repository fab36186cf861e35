import Foundation
import Testing

@testable import SwiftMessagesCore

/// Issue 26, defect 11: SwiftUI's `.skeleton(isActive:)` announced nothing. Like the UIKit
/// skeletons it says "Loading" when it turns on and "Loaded" when it turns off, once for a
/// screen of them: a `List` of 12 placeholder rows, each with its own `.skeleton`.
@Suite struct SkeletonToggleAnnouncementTests {
  @Test func twelveRowsAppearingLoadingAnnounceOnceAndTheirLoadAnnouncesOnce() {
    let log = SkeletonAnnouncementLog()
    let appeared = (0..<12).compactMap { _ in log.announcement(wasActive: nil, isActive: true, now: 100) }
    #expect(appeared == [.loading])
    // The data arrives 0.8 s later: every row turns off in the same update.
    let loaded = (0..<12).compactMap { _ in log.announcement(wasActive: true, isActive: false, now: 100.8) }
    #expect(loaded == [.loaded])
  }

  @Test func rowsAppearingWithTheirContentOrUnchangedAnnounceNothing() {
    let log = SkeletonAnnouncementLog()
    #expect(log.announcement(wasActive: nil, isActive: false, now: 5) == nil)
    #expect(log.announcement(wasActive: true, isActive: true, now: 5) == nil)
    #expect(log.announcement(wasActive: false, isActive: false, now: 5) == nil)
  }

  @Test func aPullToRefreshTwoSecondsLaterIsAnnouncedAgain() {
    let log = SkeletonAnnouncementLog()
    #expect(log.announcement(wasActive: false, isActive: true, now: 10) == .loading)
    #expect(log.announcement(wasActive: false, isActive: true, now: 12) == .loading)
  }
}
