import Testing

@testable import SwiftMessagesCore

@Suite struct HostWindowChoiceTests {
  private func window(
    key: Bool = false, hidden: Bool = false, root: Bool = true, normal: Bool = true
  ) -> HostWindowChoice.Candidate {
    HostWindowChoice.Candidate(
      isKey: key, isHidden: hidden, hasRootViewController: root, isNormalLevel: normal)
  }

  @Test func theKeyWindowWins() {
    #expect(HostWindowChoice.pick([window(), window(key: true, normal: false)]) == 1)
  }

  @Test func withoutAKeyWindowTheVisibleNormalWindowWithARootIsChosen() {
    let windows = [window(hidden: true), window(root: false), window(normal: false), window()]
    #expect(HostWindowChoice.pick(windows) == 3)
  }

  @Test func thenAnyVisibleWindowWithARootThenTheFirst() {
    #expect(HostWindowChoice.pick([window(root: false), window(normal: false)]) == 1)
    #expect(HostWindowChoice.pick([window(hidden: true), window(root: false)]) == 0)
  }

  @Test func noWindowsGivesNil() {
    #expect(HostWindowChoice.pick([]) == nil)
  }
}
