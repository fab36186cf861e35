import Testing

@testable import SwiftMessagesCore

/// What VoiceOver announces for a SwiftUI message, from its content's elements.
@Suite struct MessageTextElementsTests {
  @Test func textsAreAnnouncedWithoutTheButton() {
    let elements = [
      MessageText.Element(label: "Demo"),
      MessageText.Element(label: "This message view has a button."),
      MessageText.Element(label: "Hide", isButton: true),
    ]
    #expect(MessageText.announcement(elements: elements) == "Demo, This message view has a button.")
  }

  @Test func contentMadeOfButtonsAnnouncesTheirLabels() {
    let elements = [MessageText.Element(label: "Undo", isButton: true)]
    #expect(MessageText.announcement(elements: elements) == "Undo")
  }

  @Test func emptyLabelsAreSkipped() {
    let elements = [
      MessageText.Element(label: "  "), MessageText.Element(label: nil), MessageText.Element(label: "Saved"),
    ]
    #expect(MessageText.announcement(elements: elements) == "Saved")
  }

  @Test func contentWithoutLabelsAnnouncesNothing() {
    #expect(MessageText.announcement(elements: []) == nil)
    #expect(MessageText.announcement(elements: [MessageText.Element(label: "\n")]) == nil)
  }
}
