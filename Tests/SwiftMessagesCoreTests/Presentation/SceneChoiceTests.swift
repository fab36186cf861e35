import Testing

@testable import SwiftMessagesCore

/// The scene messages go to, with several scenes connected.
@Suite struct SceneChoiceTests {
  typealias Candidate = SceneChoice.Candidate

  /// Defect 2 (issue 24): on iPadOS 15+ every scene keeps a key window of its own, so owning
  /// one says nothing about where the user is; activation does.
  @Test func aBackgroundSceneWithItsOwnKeyWindowLosesToTheActiveScene() {
    // iPad, Stage Manager: the first window was moved to the side strip (background), the user
    // works in the second. `connectedScenes` is a Set, so the background scene may come first.
    let scenes = [
      Candidate(activation: .background, ownsKeyWindow: true),
      Candidate(activation: .foregroundActive, ownsKeyWindow: true),
    ]
    #expect(SceneChoice.pick(scenes) == 1)
  }

  @Test func aForegroundInactiveSceneWinsOverABackgroundOne() {
    // iPhone with Control Centre pulled down: the app's scene is inactive, not background; a
    // CarPlay-less second scene left in the background keeps its key window.
    let scenes = [
      Candidate(activation: .background, ownsKeyWindow: true),
      Candidate(activation: .unattached, ownsKeyWindow: false),
      Candidate(activation: .foregroundInactive, ownsKeyWindow: true),
    ]
    #expect(SceneChoice.pick(scenes) == 2)
  }

  @Test func amongEquallyActiveScenesTheOneOwningAKeyWindowWins() {
    // Split View before iPadOS 15: both scenes foreground-active, one key window in the app.
    let scenes = [
      Candidate(activation: .foregroundActive, ownsKeyWindow: false),
      Candidate(activation: .foregroundActive, ownsKeyWindow: true),
    ]
    #expect(SceneChoice.pick(scenes) == 1)
  }

  @Test func anExternalDisplayIsNotChosenOverTheAppsScene() {
    // An iPhone mirrored to an external display: the display's scene is active and may own a
    // key window, but is not an application window; the phone's scene is active too.
    let scenes = [
      Candidate(activation: .foregroundActive, ownsKeyWindow: true, isApplicationRole: false),
      Candidate(activation: .foregroundActive, ownsKeyWindow: true),
    ]
    #expect(SceneChoice.pick(scenes) == 1)
  }

  @Test func theRequestedSceneWinsWhateverItsState() {
    // `.windowScene(scene, …)` names a background scene (an app preparing a window): it is used.
    let scenes = [
      Candidate(activation: .foregroundActive, ownsKeyWindow: true),
      Candidate(activation: .background, ownsKeyWindow: false, isRequested: true),
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

@Suite struct SceneHostWindowTests {
  private func window(
    key: Bool = false, hidden: Bool = false, root: Bool = true, normal: Bool = true
  ) -> SceneChoice.HostWindow {
    SceneChoice.HostWindow(
      isKey: key, isHidden: hidden, hasRootViewController: root, isNormalLevel: normal)
  }

  @Test func theKeyWindowWins() {
    #expect(SceneChoice.pickHostWindow([window(), window(key: true, normal: false)]) == 1)
  }

  @Test func withoutAKeyWindowTheVisibleNormalWindowWithARootIsChosen() {
    let windows = [window(hidden: true), window(root: false), window(normal: false), window()]
    #expect(SceneChoice.pickHostWindow(windows) == 3)
  }

  @Test func thenAnyVisibleWindowWithARootThenTheFirst() {
    #expect(SceneChoice.pickHostWindow([window(root: false), window(normal: false)]) == 1)
    #expect(SceneChoice.pickHostWindow([window(hidden: true), window(root: false)]) == 0)
  }

  @Test func noWindowsGivesNil() {
    #expect(SceneChoice.pickHostWindow([]) == nil)
  }
}
