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

/// Giving key status back when a message window goes away.
@Suite struct KeyWindowRestoreTests {
  @Test func aKeyMessageWindowGivesKeyStatusBackToTheAppsWindow() {
    #expect(KeyWindowPolicy.restoresPreviousKey(messageWindowIsKey: true, previousIsInScene: true))
  }

  @Test func aWindowTheUserMadeKeyMeanwhileKeepsIt() {
    // A dimmed alert-like message was key; the user tapped a text field in another window,
    // which became key: hiding the message must not take the keyboard away.
    #expect(!KeyWindowPolicy.restoresPreviousKey(messageWindowIsKey: false, previousIsInScene: true))
  }

  @Test func aClosedScenesWindowIsNotMadeKey() {
    // iPad: the scene the message came from was closed from the app switcher meanwhile.
    #expect(!KeyWindowPolicy.restoresPreviousKey(messageWindowIsKey: true, previousIsInScene: false))
  }
}
