import Testing

@testable import SwiftMessagesCore

/// VoiceOver for a presented message. Elements are named strings here; UIKit passes its
/// `NSObject`s.
@Suite struct MessageVoiceOverTests {
  /// A `MessageView` with a title and body: it is `AccessibleMessage`, its background view
  /// carries the message, its button is the one additional element.
  private let themed = MessageVoiceOver<String>.Accessible(
    message: "Warning, No network, Retrying", element: "backgroundView", elementLabel: nil,
    additionalElements: ["button"])

  @Test func aToastLabelsItsElementAndIsAnnounced() {
    let plan = MessageVoiceOver(view: "messageView", viewLabel: nil, accessible: themed, arrival: .announce)
    #expect(plan.labelled == "backgroundView")
    #expect(plan.reader == "backgroundView")
    #expect(plan.label == "Warning, No network, Retrying")
    #expect(plan.elements == ["backgroundView", "button"])
    #expect(plan.post == .announcement("Warning, No network, Retrying"))
  }

  @Test func anAppsOwnLabelIsKept() {
    var accessible = themed
    accessible.elementLabel = "Offline"
    let plan = MessageVoiceOver(
      view: "messageView", viewLabel: nil, accessible: accessible, arrival: .announce)
    #expect(plan.label == "Offline")
  }

  @Test func withoutItsOwnElementTheViewCarriesTheMessageAndItsLabelCounts() {
    let accessible = MessageVoiceOver<String>.Accessible(
      message: "Saved", element: nil, elementLabel: nil, additionalElements: nil)
    let plan = MessageVoiceOver(
      view: "messageView", viewLabel: "Draft saved", accessible: accessible, arrival: .announce)
    #expect(plan.labelled == "messageView")
    #expect(plan.label == "Draft saved")
    #expect(plan.elements == ["messageView"])
  }

  @Test func aDimmedAlertMovesFocusToItsElementThenItsFirstAdditionalOne() {
    let plan = MessageVoiceOver(view: "messageView", viewLabel: nil, accessible: themed, arrival: .moveFocus)
    #expect(plan.post == .layoutChanged("backgroundView"))

    let buttonsOnly = MessageVoiceOver<String>.Accessible(
      message: nil, element: nil, elementLabel: nil, additionalElements: ["retry", "cancel"])
    let focus = MessageVoiceOver(view: "custom", viewLabel: nil, accessible: buttonsOnly, arrival: .moveFocus)
    #expect(focus.post == .layoutChanged("retry"))
  }

  @Test func aPlainViewIsReadAsItIsAndFocusedItself() {
    // A custom view that is not `AccessibleMessage`: nothing is labelled, VoiceOver reads its
    // content, a dimmed one takes focus itself.
    let plan = MessageVoiceOver(view: "card", viewLabel: nil, accessible: nil, arrival: .moveFocus)
    #expect(plan.labelled == nil)
    #expect(plan.reader == "card")
    #expect(plan.label == nil)
    #expect(plan.elements == ["card"])
    #expect(plan.post == .layoutChanged("card"))
  }

  @Test func anAccessibleViewWithoutTextIsReadAsItIs() {
    // A `MessageView` configured with no title and no body has no accessibility message.
    let silent = MessageVoiceOver<String>.Accessible(
      message: nil, element: "backgroundView", elementLabel: nil, additionalElements: ["button"])
    let plan = MessageVoiceOver(view: "messageView", viewLabel: nil, accessible: silent, arrival: .announce)
    #expect(plan.labelled == nil)
    #expect(plan.elements == ["messageView"])
    #expect(plan.post == nil)
  }

  @Test func aToastWithoutAnAccessibleMessageAnnouncesItsLabel() {
    let plan = MessageVoiceOver(view: "card", viewLabel: "Copied", accessible: nil, arrival: .announce)
    #expect(plan.post == .announcement("Copied"))
  }

  @Test func aPresentedControllerChangesTheScreenToTheMessage() {
    let plan = MessageVoiceOver(view: "segueView", viewLabel: nil, accessible: themed, arrival: .changeScreen)
    #expect(plan.post == .screenChanged("segueView"))
  }
}
