import Testing

@testable import SwiftMessagesCore

/// Which view controller adopts a SwiftUI message's hosting controller.
@Suite struct HostContainmentTests {
  @Test func aContentControllerAdoptsTheHostingController() {
    // SwiftMessages' window controller, or the controller of a `.viewController` context.
    #expect(HostContainment.adoptsParent(nearest: .content))
  }

  @Test func aNavigationControllerDoesNotAdoptIt() {
    // `.automatic` below a navigation bar installs the message in the navigation
    // controller's view: a child added there would join the navigation stack.
    #expect(!HostContainment.adoptsParent(nearest: .container))
  }

  @Test func noControllerNoParent() {
    #expect(!HostContainment.adoptsParent(nearest: nil))
  }
}
