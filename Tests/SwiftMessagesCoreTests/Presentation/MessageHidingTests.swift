import Testing

@testable import SwiftMessagesCore

@Suite struct MessageHidingTests {
  @Test func aMessageOnScreenAnimatesItsHideWhenAsked() {
    #expect(MessageHiding.animates(requested: true, isInWindow: true))
    #expect(!MessageHiding.animates(requested: false, isInWindow: true))
  }

  @Test func aMessageWhoseHostLeftTheWindowHidesAtOnce() {
    // The "offline" banner of a tab the user switched away from times out.
    #expect(!MessageHiding.animates(requested: true, isInWindow: false))
  }
}
