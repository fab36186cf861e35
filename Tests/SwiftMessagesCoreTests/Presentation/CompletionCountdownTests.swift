import Testing

@testable import SwiftMessagesCore

@Suite struct CompletionCountdownTests {
  @Test func aDimmedHideEndsWhenBothTheAnimatorAndTheFadeHaveFinished() {
    // A `.center` message hides in 0.15 s; its gray dim fades in 0.2 s.
    var ended = 0
    let hide = CompletionCountdown(parts: 2) { ended += 1 }
    hide.partFinished()  // the animator, at 0.15 s
    #expect(ended == 0)
    hide.partFinished()  // the dim, at 0.2 s
    #expect(ended == 1)
  }

  @Test func anAnimatorCallingItsCompletionTwiceEndsTheShowOnce() {
    var ended = 0
    let show = CompletionCountdown(parts: 1) { ended += 1 }
    show.partFinished()
    show.partFinished()
    #expect(ended == 1)
  }
}
