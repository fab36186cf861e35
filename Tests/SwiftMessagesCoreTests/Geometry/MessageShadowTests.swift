import Testing

@testable import SwiftMessagesCore

/// The card shadow during rotation (defect 11): an iPhone 15 turning to landscape animates the
/// message view's layer with `position`, `bounds.origin` and `bounds.size` (0.4 s each).
@Suite struct MessageShadowTests {
  @Test func shadowPathFollowsTheRotationsSizeAnimation() {
    let rotation: [String?] = ["position", "bounds.origin", "bounds.size"]
    #expect(MessageShadow.pathAnimationToFollow(runningKeyPaths: rotation) == 2)
  }

  @Test func shadowPathIsSetAtOnceWithoutASizeAnimation() {
    #expect(MessageShadow.pathAnimationToFollow(runningKeyPaths: []) == nil)
    // The slide-in only moves the view (transform): its size is not animated.
    #expect(MessageShadow.pathAnimationToFollow(runningKeyPaths: ["transform", nil]) == nil)
  }
}
