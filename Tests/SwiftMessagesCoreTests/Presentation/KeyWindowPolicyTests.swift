import Testing

@testable import SwiftMessagesCore

/// Whether a message's own window becomes key (and so takes keyboard focus from the app).
@Suite struct KeyWindowPolicyTests {
  @Test func undimmedMessageDoesNotStealKeyboardFocusByDefault() {
    // VoiceOver is deliberately not an input: a banner never takes key status unasked.
    #expect(!KeyWindowPolicy.shouldBecomeKey(requested: nil, isDimmed: false))
  }

  @Test func dimmedMessageBecomesKeyByDefault() {
    // The dim blocks the app anyway; key status keeps VoiceOver inside the modal message.
    #expect(KeyWindowPolicy.shouldBecomeKey(requested: nil, isDimmed: true))
  }

  @Test func explicitChoiceWins() {
    #expect(KeyWindowPolicy.shouldBecomeKey(requested: true, isDimmed: false))
    #expect(!KeyWindowPolicy.shouldBecomeKey(requested: false, isDimmed: true))
  }
}
