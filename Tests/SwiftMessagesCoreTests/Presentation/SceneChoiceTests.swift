import Testing

@testable import SwiftMessagesCore

/// The scene messages go to, with several scenes connected.
@Suite struct SceneChoiceTests {
  typealias Candidate = SceneChoice.Candidate

  @Test func theSceneOwningTheKeyWindowWinsOverOtherActiveScenes() {
    // iPad with two windows side by side, both foreground-active; the user works in the second.
    let scenes = [
      Candidate(activation: .foregroundActive, ownsKeyWindow: false),
      Candidate(activation: .foregroundActive, ownsKeyWindow: true),
    ]
    #expect(SceneChoice.pick(scenes) == 1)
  }

  @Test func anExternalDisplayIsNotChosenOverTheAppsScene() {
    // An iPhone mirrored to an external display: the display's scene is active too, but has no
    // key window and is not an application window; the phone's scene is inactive (Control Centre).
    let scenes = [
      Candidate(activation: .foregroundActive, ownsKeyWindow: false, isApplicationRole: false),
      Candidate(activation: .foregroundInactive, ownsKeyWindow: false),
    ]
    #expect(SceneChoice.pick(scenes) == 1)
  }

  @Test func withoutAKeyWindowTheMostActiveSceneWins() {
    let scenes = [
      Candidate(activation: .background, ownsKeyWindow: false),
      Candidate(activation: .foregroundInactive, ownsKeyWindow: false),
      Candidate(activation: .unattached, ownsKeyWindow: false),
    ]
    #expect(SceneChoice.pick(scenes) == 1)
    #expect(SceneChoice.pick([]) == nil)
  }
}
