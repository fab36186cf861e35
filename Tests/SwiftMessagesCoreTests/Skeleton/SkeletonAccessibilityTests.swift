import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonAccessibilityTests {
  @Test func strings() {
    #expect(SkeletonAccessibility.loadingLabel == "Loading")
    #expect(SkeletonAccessibility.loadedAnnouncement == "Loaded")
    #expect(SkeletonAccessibility.reannouncementInterval == 10)
  }

  @Test func reannouncesLongLoadsOnly() {
    #expect(SkeletonAccessibility.shouldReannounce(lastAnnouncedAt: nil, now: 0))
    #expect(!SkeletonAccessibility.shouldReannounce(lastAnnouncedAt: 5, now: 14.9))
    #expect(SkeletonAccessibility.shouldReannounce(lastAnnouncedAt: 5, now: 15))
    #expect(!SkeletonAccessibility.shouldReannounce(lastAnnouncedAt: 5, now: .nan))
    #expect(!SkeletonAccessibility.shouldReannounce(lastAnnouncedAt: 20, now: 15))
  }
}
