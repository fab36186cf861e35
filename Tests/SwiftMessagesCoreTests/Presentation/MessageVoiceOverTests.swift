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
  private func themed(
    _ arrival: MessageInteraction.Arrival, view: NSObject? = nil, elementLabel: String? = nil
  ) -> MessageVoiceOver {
    MessageVoiceOver(
      view: view ?? messageView, viewLabel: nil, message: "Warning, No network, Retrying",
      element: backgroundView, elementLabel: elementLabel, additionalElements: [button], arrival: arrival)
  }

  /// A view that is not `AccessibleMessage`.
  private func plain(_ view: NSObject, viewLabel: String?, arrival: MessageInteraction.Arrival)
    -> MessageVoiceOver
  {
    MessageVoiceOver(
      view: view, viewLabel: viewLabel, message: nil, element: nil, elementLabel: nil,
      additionalElements: nil, arrival: arrival)
  }

  @Test func aToastLabelsItsElementAndIsAnnounced() {
    let plan = themed(.announce)
    #expect(plan.labelled === backgroundView)
    #expect(plan.reader === backgroundView)
    #expect(plan.label == "Warning, No network, Retrying")
    #expect(plan.elements == [backgroundView, button])
    #expect(plan.post == .announcement("Warning, No network, Retrying"))
  }

  @Test func anAppsOwnLabelIsKept() {
    let plan = themed(.announce, elementLabel: "Offline")
    #expect(plan.label == "Offline")
  }

  @Test func withoutItsOwnElementTheViewCarriesTheMessageAndItsLabelCounts() {
    let plan = MessageVoiceOver(
      view: messageView, viewLabel: "Draft saved", message: "Saved", element: nil, elementLabel: nil,
      additionalElements: nil, arrival: .announce)
    #expect(plan.labelled === messageView)
    #expect(plan.label == "Draft saved")
    #expect(plan.elements == [messageView])
  }

  @Test func aDimmedAlertMovesFocusToItsElementThenItsFirstAdditionalOne() {
    let plan = themed(.moveFocus)
    #expect(plan.post == .layoutChanged(backgroundView))

    let retry = NSObject()
    let focus = MessageVoiceOver(
      view: NSObject(), viewLabel: nil, message: nil, element: nil, elementLabel: nil,
      additionalElements: [retry, NSObject()], arrival: .moveFocus)
    #expect(focus.post == .layoutChanged(retry))
  }

  @Test func aPlainViewIsReadAsItIsAndFocusedItself() {
    // A custom view that is not `AccessibleMessage`: nothing is labelled, VoiceOver reads its
    // content, a dimmed one takes focus itself.
    let card = NSObject()
    let plan = plain(card, viewLabel: nil, arrival: .moveFocus)
    #expect(plan.labelled == nil)
    #expect(plan.reader === card)
    #expect(plan.label == nil)
    #expect(plan.elements == [card])
    #expect(plan.post == .layoutChanged(card))
  }

  @Test func anAccessibleViewWithoutTextIsReadAsItIs() {
    // A `MessageView` configured with no title and no body has no accessibility message.
    let plan = MessageVoiceOver(
      view: messageView, viewLabel: nil, message: nil, element: backgroundView, elementLabel: nil,
      additionalElements: [button], arrival: .announce)
    #expect(plan.labelled == nil)
    #expect(plan.elements == [messageView])
    #expect(plan.post == nil)
  }

  @Test func aToastWithoutAnAccessibleMessageAnnouncesItsLabel() {
    let plan = plain(NSObject(), viewLabel: "Copied", arrival: .announce)
    #expect(plan.post == .announcement("Copied"))
  }

  @Test func aPresentedControllerChangesTheScreenToTheMessage() {
    let segueView = NSObject()
    let plan = themed(.changeScreen, view: segueView)
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
