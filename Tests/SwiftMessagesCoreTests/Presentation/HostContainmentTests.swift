import Testing

@testable import SwiftMessagesCore

/// Which view controller adopts a SwiftUI message's hosting controller, from the kind of the
/// first view controller above the message.
@Suite struct HostContainmentTests {
  @Test func aPlainViewControllerAdoptsTheHostingController() {
    // SwiftMessages' window controller (`.window`, `.automatic` over the status bar), or the
    // app's controller of a `.viewController` context.
    #expect(HostContainment.adoptsParent(nearest: .plain))
  }

  @Test func anAppsSwiftUIScreenAdoptsIt() {
    // `.viewController(hostingController)` from a SwiftUI screen: SwiftUI only manages the
    // children it adds for representables, so ours gets appearance calls and traits.
    #expect(HostContainment.adoptsParent(nearest: .swiftUIHosting))
  }

  @Test func controllersWhoseChildrenAreTheirContentDoNotAdoptIt() {
    // `.automatic` below a navigation bar installs the message in the navigation controller's
    // view: a child added there would join the navigation stack; a tab bar controller's
    // children are its tabs, a split view controller's its columns, a page controller's its
    // pages.
    for kind in [HostContainment.ControllerKind.navigation, .tabBar, .split, .page] {
      #expect(!HostContainment.adoptsParent(nearest: kind), "\(kind)")
    }
  }

  @Test func noControllerNoParent() {
    // A `.view` context outside any controller's view (a view not yet in a window).
    #expect(!HostContainment.adoptsParent(nearest: nil))
  }
}
