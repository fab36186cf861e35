import Testing

@testable import SwiftMessagesCore

/// `MessageView.revealContent` gives back what `showContentSkeleton` replaced.
@Suite struct PlaceholderRestoreTests {
  @Test func anUntouchedPlaceholderGetsTheOriginalBack() {
    // An empty button was given a spaces title so that its placeholder had a width.
    #expect(
      ContentSkeletonRecord.restoredValue(original: String?.none, placeholder: "       ", current: "       ")
        == .some(nil))
    // The VoiceOver prefix was cleared while loading.
    #expect(
      ContentSkeletonRecord.restoredValue(original: "Warning", placeholder: String?.none, current: nil)
        == "Warning")
  }

  @Test func aValueTheAppSetMeanwhileIsKept() {
    // The reveal's configure closure set the button title itself.
    #expect(
      ContentSkeletonRecord.restoredValue(original: String?.none, placeholder: "       ", current: "Retry")
        == nil)
    #expect(
      ContentSkeletonRecord.restoredValue(original: "Warning", placeholder: String?.none, current: "Error")
        == nil)
  }
}
