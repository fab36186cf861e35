import Testing

@testable import SwiftMessagesCore

/// `MessageView.revealContent` gives back what `showContentSkeleton` replaced.
@Suite struct PlaceholderRestoreTests {
  @Test func anUntouchedPlaceholderGetsTheOriginalBack() {
    // An empty button was given a spaces title so that its placeholder had a width.
    #expect(
      PlaceholderRestore.value(original: String?.none, placeholder: "       ", current: "       ")
        == .some(nil))
    // The VoiceOver prefix was cleared while loading.
    #expect(
      PlaceholderRestore.value(original: "Warning", placeholder: String?.none, current: nil) == "Warning")
  }

  @Test func aValueTheAppSetMeanwhileIsKept() {
    // The reveal's configure closure set the button title itself.
    #expect(PlaceholderRestore.value(original: String?.none, placeholder: "       ", current: "Retry") == nil)
    #expect(PlaceholderRestore.value(original: "Warning", placeholder: String?.none, current: "Error") == nil)
  }
}
