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
}
