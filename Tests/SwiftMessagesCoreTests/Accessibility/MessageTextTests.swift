import Testing

@testable import SwiftMessagesCore

@Suite struct MessageTextTests {
  @Test func defaultIDNeverContainsOptional() {
    #expect(
      MessageText.defaultID(title: "Saved", body: "All good") == "MessageView:title=Saved, body=All good")
    #expect(MessageText.defaultID(title: nil, body: "Body") == "MessageView:title=, body=Body")
    #expect(!MessageText.defaultID(title: nil, body: nil).contains("Optional"))
  }

  @Test func equalContentGivesEqualIDsAndDifferentContentDiffers() {
    #expect(MessageText.defaultID(title: "A", body: "B") == MessageText.defaultID(title: "A", body: "B"))
    #expect(MessageText.defaultID(title: "A", body: "B") != MessageText.defaultID(title: "A", body: "C"))
  }

  @Test func accessibilityMessageJoinsNonEmptyParts() {
    #expect(
      MessageText.accessibilityMessage(prefix: "Warning", title: "No network", body: "Retrying")
        == "Warning, No network, Retrying")
    #expect(MessageText.accessibilityMessage(prefix: nil, title: "Title", body: nil) == "Title")
    #expect(MessageText.accessibilityMessage(prefix: "  ", title: "", body: "Body") == "Body")
    #expect(MessageText.accessibilityMessage(prefix: nil, title: nil, body: " \n") == nil)
  }

  @Test func aRunningIndicatorAddsLoadingOnlyWhenNoTextSaysAnything() {
    // The status line's own text already says it is in progress: no duplicate "Loading".
    #expect(
      MessageText.accessibilityMessage(prefix: nil, title: nil, body: "Syncing…", isLoading: true)
        == "Syncing…")
    #expect(
      MessageText.accessibilityMessage(prefix: "Info", title: "Sync", body: nil, isLoading: true)
        == "Info, Sync")
    // Without a title or body, the message would otherwise say nothing (or only "Info").
    #expect(
      MessageText.accessibilityMessage(prefix: nil, title: nil, body: nil, isLoading: true) == "Loading")
    #expect(
      MessageText.accessibilityMessage(prefix: "Info", title: "", body: " ", isLoading: true)
        == "Info, Loading")
    #expect(MessageText.accessibilityMessage(prefix: nil, title: nil, body: nil, isLoading: false) == nil)
  }

  @Test func anInstalledElementFollowsTheMessageItWasGiven() {
    // The presenter gave the element "Info" (no text yet); the indicator starts: "Info, Loading".
    #expect(
      MessageText.refreshedAccessibilityLabel(
        current: "Info", previousMessage: "Info", message: "Info, Loading")
        == "Info, Loading")
    // "Syncing…" becomes "Syncing 3 of 10…" while the indicator runs.
    #expect(
      MessageText.refreshedAccessibilityLabel(
        current: "Syncing…", previousMessage: "Syncing…", message: "Syncing 3 of 10…") == "Syncing 3 of 10…")
  }

  @Test func anAppsOwnLabelAndAnElementNotYetInstalledAreLeftAlone() {
    #expect(
      MessageText.refreshedAccessibilityLabel(
        current: "Upload", previousMessage: "Syncing…", message: "Loading")
        == "Upload")
    // Before the message is shown the presenter has not set a label: it reads the message then.
    #expect(
      MessageText.refreshedAccessibilityLabel(current: nil, previousMessage: nil, message: "Loading") == nil)
  }
}
