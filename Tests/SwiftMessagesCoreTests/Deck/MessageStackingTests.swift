import Foundation
import Testing

@testable import SwiftMessagesCore

@Suite struct MessageStackingTests {
  @Test func stackingIsOffByDefaultAndKeepsOneAtATime() {
    #expect(MessageStacking.off.maximumVisible == 1)
  }

  @Test func aDeckShowsThreeByDefaultAndNeverFewerThanOne() {
    #expect(MessageStacking.deck().maximumVisible == 3)
    #expect(MessageStacking.deck(maximumVisible: 0).maximumVisible == 1)
    #expect(MessageStacking.deck(maximumVisible: -4).maximumVisible == 1)
  }
}
