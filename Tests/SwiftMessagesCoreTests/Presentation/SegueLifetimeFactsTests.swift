import Foundation
import Testing

@testable import SwiftMessagesCore

/// The facts the UIKit segue turns into lifetime events and durations.
@Suite struct SegueLifetimeFactsTests {
  private let token = MessageToken(rawValue: 7)

  @Test func queueEventsMapToTheMessagePhases() {
    #expect(SegueLifetime.Event(.willShow(token, id: "sheet")) == nil)
    #expect(SegueLifetime.Event(.didShow(token, id: "sheet")) == .messageDidShow)
    #expect(SegueLifetime.Event(.willHide(token, id: "sheet", reason: .dimTap)) == .messageWillHide(.dimTap))
    #expect(SegueLifetime.Event(.didHide(token, id: "sheet", reason: .dimTap)) == .messageDidHide)
  }

  @Test func startedTransitionsMapToPresentOrDismiss() {
    #expect(
      SegueLifetime.Event.transitionStarted(presenting: true, animated: true) == .presentTransitionStarted)
    #expect(
      SegueLifetime.Event.transitionStarted(presenting: false, animated: false)
        == .dismissTransitionStarted(animated: false))
  }

  @Test func transitionDurationIsTheShowOrTheHide() {
    // A bottom-card segue: slide in 0.4 s, out 0.2 s.
    #expect(SegueLifetime.transitionDuration(presenting: true, showDuration: 0.4, hideDuration: 0.2) == 0.4)
    #expect(SegueLifetime.transitionDuration(presenting: false, showDuration: 0.4, hideDuration: 0.2) == 0.2)
    // Dismissed with no message up: UIKit gets the 0.5 s fallback.
    #expect(SegueLifetime.transitionDuration(presenting: false, showDuration: 0.4, hideDuration: nil) == 0.5)
  }
}
