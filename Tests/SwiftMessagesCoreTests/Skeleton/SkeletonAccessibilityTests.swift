import Testing

@testable import SwiftMessagesCore

@Suite struct SkeletonAccessibilityTests {
  @Test func aTableOfSkeletonCellsAnnouncesOnce() {
    // Twelve cells of a table show their skeletons 2 ms apart: one announcement.
    var last: Double?
    var posted = 0
    for cell in 0..<12 {
      let now = 5_000 + Double(cell) * 0.002
      if SkeletonAccessibility.shouldAnnounce("Loading", lastAnnouncedAt: last, now: now) {
        posted += 1
        last = now
      }
    }
    #expect(posted == 1)
    // The next screen, seconds later, is announced again.
    #expect(SkeletonAccessibility.shouldAnnounce("Loading", lastAnnouncedAt: last, now: 5_003))
    #expect(!SkeletonAccessibility.shouldAnnounce("Loading", lastAnnouncedAt: 5, now: 6))
    #expect(!SkeletonAccessibility.shouldAnnounce("Loading", lastAnnouncedAt: 5, now: .nan))
  }

  @Test func anEmptyAnnouncementIsNotPosted() {
    // An app that overrides "Loaded" with "" wants the layout change alone, no speech.
    #expect(!SkeletonAccessibility.shouldAnnounce("", lastAnnouncedAt: nil, now: 5_000))
    #expect(!SkeletonAccessibility.shouldAnnounce(" \n", lastAnnouncedAt: nil, now: 5_000))
    #expect(SkeletonAccessibility.shouldAnnounce("Cargado", lastAnnouncedAt: nil, now: 5_000))
  }

  /// A table under a screen's skeleton: the screen's overlay is the one "Loading" element, not
  /// one per placeholder cell (each cell's skeleton sits right under the table).
  @Test func aPlaceholderCellIsNotALoadingElementOfItsOwn() {
    // A cell of a table the screen's skeleton reaches, or of a table showing its own skeleton.
    #expect(!SkeletonAccessibility.exposesLoadingElement(parentIsUnderSkeleton: true))
  }

  @Test func aSkeletonOutsideAnyOtherIsTheLoadingElementOfItsRegion() {
    // The screen's own skeleton, or a card's inside a container no skeleton reaches.
    #expect(SkeletonAccessibility.exposesLoadingElement(parentIsUnderSkeleton: false))
  }
}
