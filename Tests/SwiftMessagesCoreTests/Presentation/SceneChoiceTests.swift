import Testing

@testable import SwiftMessagesCore

/// The scene messages go to, with several scenes connected.
@Suite struct SceneChoiceTests {
  /// A scene with one visible window at `.normal` level with a root, key when `ownsKeyWindow`.
  private func scene(
    _ activation: SceneChoice.Candidate.Activation, ownsKeyWindow: Bool, isApplicationRole: Bool = true,
    isRequested: Bool = false
  ) -> (SceneChoice.Candidate, isKey: Bool) {
    (
      SceneChoice.Candidate(activation: activation, isApplicationRole: isApplicationRole, isRequested: isRequested),
      ownsKeyWindow
    )
  }

  /// The scene picked among `scenes`; the window picked is that scene's own.
  private func pick(_ scenes: [(SceneChoice.Candidate, isKey: Bool)]) -> Int? {
    let windows = scenes.indices.map {
      SceneChoice.HostWindow(
        scene: $0, isKey: scenes[$0].isKey, isHidden: false, hasRootViewController: true, isNormalLevel: true)
    }
    let choice = SceneChoice.pick(scenes.map(\.0), windows: windows)
    #expect(choice.window == choice.scene)
    return choice.scene
  }

  /// Defect 2 (issue 24): on iPadOS 15+ every scene keeps a key window of its own, so owning
  /// one says nothing about where the user is; activation does.
  @Test func aBackgroundSceneWithItsOwnKeyWindowLosesToTheActiveScene() {
    // iPad, Stage Manager: the first window was moved to the side strip (background), the user
    // works in the second. `connectedScenes` is a Set, so the background scene may come first.
    let scenes = [
      scene(.background, ownsKeyWindow: true),
      scene(.foregroundActive, ownsKeyWindow: true),
    ]
    #expect(pick(scenes) == 1)
  }

  @Test func aForegroundInactiveSceneWinsOverABackgroundOne() {
    // iPhone with Control Centre pulled down: the app's scene is inactive, not background; a
    // CarPlay-less second scene left in the background keeps its key window.
    let scenes = [
      scene(.background, ownsKeyWindow: true),
      scene(.unattached, ownsKeyWindow: false),
      scene(.foregroundInactive, ownsKeyWindow: true),
    ]
    #expect(pick(scenes) == 2)
  }

  @Test func amongEquallyActiveScenesTheOneOwningAKeyWindowWins() {
    // Split View before iPadOS 15: both scenes foreground-active, one key window in the app.
    let scenes = [
      scene(.foregroundActive, ownsKeyWindow: false),
      scene(.foregroundActive, ownsKeyWindow: true),
    ]
    #expect(pick(scenes) == 1)
  }

  @Test func anExternalDisplayIsNotChosenOverTheAppsScene() {
    // An iPhone mirrored to an external display: the display's scene is active and may own a
    // key window, but is not an application window; the phone's scene is active too.
    let scenes = [
      scene(.foregroundActive, ownsKeyWindow: true, isApplicationRole: false),
      scene(.foregroundActive, ownsKeyWindow: true),
    ]
    #expect(pick(scenes) == 1)
  }

  @Test func theRequestedSceneWinsWhateverItsState() {
    // `.windowScene(scene, …)` names a background scene (an app preparing a window): it is used.
    let scenes = [
      scene(.foregroundActive, ownsKeyWindow: true),
      scene(.background, ownsKeyWindow: false, isRequested: true),
    ]
    #expect(pick(scenes) == 1)
  }

  @Test func withoutAKeyWindowTheMostActiveSceneWins() {
    let scenes = [
      scene(.background, ownsKeyWindow: false),
      scene(.foregroundInactive, ownsKeyWindow: false),
      scene(.unattached, ownsKeyWindow: false),
    ]
    #expect(pick(scenes) == 1)
    #expect(pick([]) == nil)
  }
}

@Suite struct SceneHostWindowTests {
  private func window(
    scene: Int = 0, key: Bool = false, hidden: Bool = false, root: Bool = true, normal: Bool = true
  ) -> SceneChoice.HostWindow {
    SceneChoice.HostWindow(
      scene: scene, isKey: key, isHidden: hidden, hasRootViewController: root, isNormalLevel: normal)
  }

  /// The window picked in a single active scene.
  private func pick(_ windows: [SceneChoice.HostWindow]) -> Int? {
    SceneChoice.pick([SceneChoice.Candidate(activation: .foregroundActive)], windows: windows).window
  }

  @Test func theKeyWindowWins() {
    #expect(pick([window(), window(key: true, normal: false)]) == 1)
  }

  @Test func withoutAKeyWindowTheVisibleNormalWindowWithARootIsChosen() {
    let windows = [window(hidden: true), window(root: false), window(normal: false), window()]
    #expect(pick(windows) == 3)
  }

  @Test func thenAnyVisibleWindowWithARootThenTheFirst() {
    #expect(pick([window(root: false), window(normal: false)]) == 1)
    #expect(pick([window(hidden: true), window(root: false)]) == 0)
  }

  @Test func onlyTheChosenScenesWindowsAreConsidered() {
    // Another scene's key window and usable windows are never this scene's host.
    let windows = [window(scene: 1, key: true), window(scene: 1), window(hidden: true), window(root: false)]
    #expect(pick(windows) == 2)
  }

  @Test func noWindowsGivesNil() {
    #expect(pick([]) == nil)
    #expect(SceneChoice.pick([], windows: [window()]) == (nil, nil))
  }
}
