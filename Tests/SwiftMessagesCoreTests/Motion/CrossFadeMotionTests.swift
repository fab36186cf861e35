import Testing

@testable import SwiftMessagesCore

@Suite struct CrossFadeMotionTests {
  @Test func defaults() {
    let fade = CrossFadeMotion()
    #expect(fade.showDuration == 0.25)
    #expect(fade.hideDuration == 0.2)
  }

  @Test func reduceMotionSelectsTheFade() {
    #expect(CrossFadeMotion.style(reduceMotionEnabled: true) == .crossFade)
    #expect(CrossFadeMotion.style(reduceMotionEnabled: false) == .full)
  }
}
