import Foundation
import Testing

@testable import SwiftMessagesCore

/// VoiceOver for a presented message. Elements are plain `NSObject`s here (compared by
/// identity); UIKit passes its views.
@Suite struct MessageVoiceOverTests {
  private let messageView = NSObject()
  private let backgroundView = NSObject()
  private let button = NSObject()

  /// A `MessageView` with a title and body: it is `AccessibleMessage`, its background view
  /// carries the message, its button is the one additional element.
  private var themed: MessageVoiceOver.Accessible {
    MessageVoiceOver.Accessible(
      message: "Warning, No network, Retrying", element: backgroundView, elementLabel: nil,
      additionalElements: [button])
  }

  @Test func aToastLabelsItsElementAndIsAnnounced() {
    let plan = MessageVoiceOver(view: messageView, viewLabel: nil, accessible: themed, arrival: .announce)
    #expect(plan.labelled === backgroundView)
    #expect(plan.reader === backgroundView)
    #expect(plan.label == "Warning, No network, Retrying")
    #expect(plan.elements == [backgroundView, button])
    #expect(plan.post == .announcement("Warning, No network, Retrying"))
  }

  @Test func anAppsOwnLabelIsKept() {
    var accessible = themed
    accessible.elementLabel = "Offline"
    let plan = MessageVoiceOver(
      view: messageView, viewLabel: nil, accessible: accessible, arrival: .announce)
    #expect(plan.label == "Offline")
  }

  @Test func withoutItsOwnElementTheViewCarriesTheMessageAndItsLabelCounts() {
    let accessible = MessageVoiceOver.Accessible(
      message: "Saved", element: nil, elementLabel: nil, additionalElements: nil)
    let plan = MessageVoiceOver(
      view: messageView, viewLabel: "Draft saved", accessible: accessible, arrival: .announce)
    #expect(plan.labelled === messageView)
    #expect(plan.label == "Draft saved")
    #expect(plan.elements == [messageView])
  }

  @Test func aDimmedAlertMovesFocusToItsElementThenItsFirstAdditionalOne() {
    let plan = MessageVoiceOver(view: messageView, viewLabel: nil, accessible: themed, arrival: .moveFocus)
    #expect(plan.post == .layoutChanged(backgroundView))

    let retry = NSObject()
    let buttonsOnly = MessageVoiceOver.Accessible(
      message: nil, element: nil, elementLabel: nil, additionalElements: [retry, NSObject()])
    let focus = MessageVoiceOver(
      view: NSObject(), viewLabel: nil, accessible: buttonsOnly, arrival: .moveFocus)
    #expect(focus.post == .layoutChanged(retry))
  }

  @Test func aPlainViewIsReadAsItIsAndFocusedItself() {
    // A custom view that is not `AccessibleMessage`: nothing is labelled, VoiceOver reads its
    // content, a dimmed one takes focus itself.
    let card = NSObject()
    let plan = MessageVoiceOver(view: card, viewLabel: nil, accessible: nil, arrival: .moveFocus)
    #expect(plan.labelled == nil)
    #expect(plan.reader === card)
    #expect(plan.label == nil)
    #expect(plan.elements == [card])
    #expect(plan.post == .layoutChanged(card))
  }

  @Test func anAccessibleViewWithoutTextIsReadAsItIs() {
    // A `MessageView` configured with no title and no body has no accessibility message.
    let silent = MessageVoiceOver.Accessible(
      message: nil, element: backgroundView, elementLabel: nil, additionalElements: [button])
    let plan = MessageVoiceOver(view: messageView, viewLabel: nil, accessible: silent, arrival: .announce)
    #expect(plan.labelled == nil)
    #expect(plan.elements == [messageView])
    #expect(plan.post == nil)
  }

  @Test func aToastWithoutAnAccessibleMessageAnnouncesItsLabel() {
    let plan = MessageVoiceOver(view: NSObject(), viewLabel: "Copied", accessible: nil, arrival: .announce)
    #expect(plan.post == .announcement("Copied"))
  }

  @Test func aPresentedControllerChangesTheScreenToTheMessage() {
    let segueView = NSObject()
    let plan = MessageVoiceOver(view: segueView, viewLabel: nil, accessible: themed, arrival: .changeScreen)
    #expect(plan.post == .screenChanged(segueView))
  }
}

/// Posts compare by kind and by the identity of their element (the core type needs no
/// `Equatable`: only these tests compare posts).
extension MessageVoiceOver.Post: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.screenChanged(let a), .screenChanged(let b)), (.layoutChanged(let a), .layoutChanged(let b)):
      return a === b
    case (.announcement(let a), .announcement(let b)): return a == b
    default: return false
    }
  }
}
