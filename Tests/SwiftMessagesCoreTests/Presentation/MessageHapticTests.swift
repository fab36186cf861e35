import Testing

@testable import SwiftMessagesCore

@Suite struct MessageHapticTests {
  @Test func theViewsOwnHapticWinsOverTheConfigurations() {
    // `configureTheme(.error, includeHaptic: true)` on a view shown with `config.haptic = .success`.
    #expect(MessageHaptic.played(viewHaptic: .error, configHaptic: .success) == .error)
  }

  @Test func aViewWithoutOneFallsBackToTheConfigurations() {
    #expect(MessageHaptic.played(viewHaptic: nil, configHaptic: .warning) == .warning)
    #expect(MessageHaptic.played(viewHaptic: nil, configHaptic: nil) == nil)
  }
}
