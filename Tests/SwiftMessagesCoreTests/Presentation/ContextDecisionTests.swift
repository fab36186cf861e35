import Testing

@testable import SwiftMessagesCore

@Suite struct ContextDecisionTests {
  private typealias Environment = ContextDecision.Environment
  private static let placements: [PresentationPlacement] = [.top, .bottom, .center]
  private static let bothBars = Environment(hasVisibleNavigationBar: true, hasVisibleTabBar: true)

  private func decide(
    _ request: ContextDecision.Request, _ placement: PresentationPlacement,
    _ environment: Environment = .init()
  ) -> ContextDecision {
    ContextDecision.decide(request, placement: placement, environment: environment)
  }

  @Test func environmentDefaultsToAnAppWithAKeyWindowAndNoBars() {
    let environment = Environment()
    #expect(!environment.isAppExtension)
    #expect(environment.hasWindowScene)
    #expect(environment.hasRootViewController)
    #expect(!environment.hasVisibleNavigationBar)
    #expect(!environment.hasVisibleTabBar)
    #expect(environment.targetIsInWindow)
  }

  // MARK: .automatic

  @Test func automaticWithoutBarsUsesANewWindow() {
    for placement in Self.placements {
      #expect(decide(.automatic, placement) == .newWindow)
    }
  }

  @Test func automaticTopGoesBelowAVisibleNavigationBar() {
    #expect(decide(.automatic, .top, Environment(hasVisibleNavigationBar: true)) == .belowNavigationBar)
    #expect(decide(.automatic, .top, Self.bothBars) == .belowNavigationBar)
    // A tab bar alone is irrelevant for the top.
    #expect(decide(.automatic, .top, Environment(hasVisibleTabBar: true)) == .newWindow)
  }

  @Test func automaticBottomGoesAboveAVisibleTabBar() {
    #expect(decide(.automatic, .bottom, Environment(hasVisibleTabBar: true)) == .aboveTabBar)
    #expect(decide(.automatic, .bottom, Self.bothBars) == .aboveTabBar)
    // A navigation bar alone is irrelevant for the bottom.
    #expect(decide(.automatic, .bottom, Environment(hasVisibleNavigationBar: true)) == .newWindow)
  }

  @Test func automaticCenterAlwaysUsesANewWindow() {
    #expect(decide(.automatic, .center, Self.bothBars) == .newWindow)
  }

  @Test func automaticInAnAppExtensionFailsWithNoContext() {
    for placement in Self.placements {
      #expect(decide(.automatic, placement, Environment(isAppExtension: true)) == .fail(.noContext))
      var withBars = Self.bothBars
      withBars.isAppExtension = true
      #expect(decide(.automatic, placement, withBars) == .fail(.noContext))
    }
  }

  @Test func automaticWithoutRootViewControllerFailsWithNoContext() {
    for placement in Self.placements {
      #expect(decide(.automatic, placement, Environment(hasRootViewController: false)) == .fail(.noContext))
    }
  }

  @Test func automaticWithoutSceneFailsWithNoContext() {
    for placement in Self.placements {
      #expect(decide(.automatic, placement, Environment(hasWindowScene: false)) == .fail(.noContext))
    }
    var withBars = Self.bothBars
    withBars.hasWindowScene = false
    #expect(decide(.automatic, .top, withBars) == .fail(.noContext))
  }

  @Test func automaticIgnoresTheTargetFact() {
    #expect(decide(.automatic, .top, Environment(targetIsInWindow: false)) == .newWindow)
  }

  // MARK: .window

  @Test func windowAlwaysUsesANewWindowEvenWithBars() {
    for placement in Self.placements {
      #expect(decide(.window, placement) == .newWindow)
      #expect(decide(.window, placement, Self.bothBars) == .newWindow)
      #expect(decide(.window, placement, Environment(hasRootViewController: false)) == .newWindow)
      #expect(decide(.window, placement, Environment(targetIsInWindow: false)) == .newWindow)
    }
  }

  @Test func windowWithoutSceneOrInAnExtensionFailsWithNoContext() {
    for placement in Self.placements {
      #expect(decide(.window, placement, Environment(hasWindowScene: false)) == .fail(.noContext))
      #expect(decide(.window, placement, Environment(isAppExtension: true)) == .fail(.noContext))
    }
  }

  // MARK: .viewController

  @Test func viewControllerWithoutBarsUsesItsView() {
    for placement in Self.placements {
      #expect(decide(.viewController, placement) == .viewController)
    }
  }

  @Test func viewControllerUsesItsVisibleBars() {
    #expect(decide(.viewController, .top, Environment(hasVisibleNavigationBar: true)) == .belowNavigationBar)
    #expect(decide(.viewController, .bottom, Environment(hasVisibleTabBar: true)) == .aboveTabBar)
    #expect(decide(.viewController, .top, Environment(hasVisibleTabBar: true)) == .viewController)
    #expect(decide(.viewController, .bottom, Environment(hasVisibleNavigationBar: true)) == .viewController)
    #expect(decide(.viewController, .center, Self.bothBars) == .viewController)
  }

  @Test func viewControllerNotInAWindowReportsHostDisappeared() {
    for placement in Self.placements {
      var environment = Self.bothBars
      environment.targetIsInWindow = false
      #expect(decide(.viewController, placement, environment) == .fail(.hostDisappeared))
    }
  }

  @Test func viewControllerWorksInAnExtensionOrWithoutAKeyWindow() {
    // An explicit view controller is the way to show messages inside an app extension.
    let environment = Environment(isAppExtension: true, hasWindowScene: false, hasRootViewController: false)
    #expect(decide(.viewController, .top, environment) == .viewController)
    var withBar = environment
    withBar.hasVisibleNavigationBar = true
    #expect(decide(.viewController, .top, withBar) == .belowNavigationBar)
  }

  // MARK: .view

  @Test func viewAlwaysUsesTheViewEvenWithBars() {
    for placement in Self.placements {
      #expect(decide(.view, placement) == .view)
      #expect(decide(.view, placement, Self.bothBars) == .view)
      let extensionEnvironment = Environment(
        isAppExtension: true, hasWindowScene: false, hasRootViewController: false)
      #expect(decide(.view, placement, extensionEnvironment) == .view)
    }
  }

  @Test func viewNotInAWindowReportsHostDisappeared() {
    for placement in Self.placements {
      #expect(decide(.view, placement, Environment(targetIsInWindow: false)) == .fail(.hostDisappeared))
    }
  }

  // MARK: Whole table

  @Test func everyCombinationMatchesTheDocumentedRules() {
    let requests: [ContextDecision.Request] = [.automatic, .window, .viewController, .view]
    var checked = 0
    for request in requests {
      for placement in Self.placements {
        for bits in 0..<64 {
          let environment = Environment(
            isAppExtension: bits & 1 != 0, hasWindowScene: bits & 2 != 0,
            hasRootViewController: bits & 4 != 0, hasVisibleNavigationBar: bits & 8 != 0,
            hasVisibleTabBar: bits & 16 != 0, targetIsInWindow: bits & 32 != 0)
          let decision = decide(request, placement, environment)
          // Bars are only ever used for the matching placement, when visible.
          if decision == .belowNavigationBar {
            #expect(placement == .top && environment.hasVisibleNavigationBar)
          }
          if decision == .aboveTabBar {
            #expect(placement == .bottom && environment.hasVisibleTabBar)
          }
          // Each request has its own failure and its own fallback.
          switch request {
          case .automatic, .window:
            #expect(decision != .fail(.hostDisappeared))
            #expect(decision != .viewController && decision != .view)
          case .viewController:
            #expect(decision != .fail(.noContext) && decision != .newWindow && decision != .view)
            #expect((decision == .fail(.hostDisappeared)) == !environment.targetIsInWindow)
          case .view:
            #expect(decision == (environment.targetIsInWindow ? .view : .fail(.hostDisappeared)))
          }
          checked += 1
        }
      }
    }
    #expect(checked == 4 * 3 * 64)
  }
}
