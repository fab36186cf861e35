import Foundation
import SwiftMessagesCore

/// A message placed on a ``DeviceMetrics`` screen as `.automatic` presents it under a tab bar
/// and/or navigation controller: the context from the core's ``ContextDecision``, the frames from
/// ``MessagePlacementLayout``.
package struct DevicePlacement: Sendable {
  /// The screen.
  package var device: DeviceMetrics
  /// Whether the app shows a navigation bar (a navigation controller, bar visible). `false`
  /// by default.
  package var showsNavigationBar = false
  /// Whether the app shows a tab bar (a tab bar controller at the root, bar visible and
  /// attached). `false` by default.
  package var showsTabBar = false
  /// Whether the keyboard is up (``DeviceMetrics/keyboardFrame``; ignored when the device's
  /// keyboard height is unknown). `false` by default.
  package var showsKeyboard = false
  /// The message's own facts: its placement, keyboard tracker and margins (``layout`` sets the
  /// rest from the device and the bars). At the top, `BaseView`'s margins, by default.
  package var message = MessagePlacementLayout()

  /// The app's view-controller tree: tab bar controller (if any) → navigation controller
  /// (if any) → a plain content controller.
  package var controllerTree: ControllerTree {
    var nodes: [ControllerTree.Node] = []
    if showsTabBar {
      nodes.append(ControllerTree.Node(kind: .tabBar, barIsVisible: true, barIsAttached: true))
    }
    if showsNavigationBar {
      nodes.append(
        ControllerTree.Node(
          kind: .navigation, barIsVisible: true, parent: nodes.isEmpty ? nil : nodes.count - 1))
    }
    nodes.append(ControllerTree.Node(parent: nodes.isEmpty ? nil : nodes.count - 1))
    for index in nodes.indices.dropLast() { nodes[index].shownChild = index + 1 }
    return ControllerTree(nodes: nodes)
  }

  /// Where `.automatic` installs the message (``ContextDecision``).
  package var context: ContextDecision {
    ContextDecision.decide(.automatic(root: 0), placement: message.placement, tree: controllerTree)
  }

  /// The facts the core places the message from. Every context here spans the whole screen
  /// (a navigation or tab bar controller's view, or a new window); the decision only says
  /// which bar anchors the masking view.
  package var layout: MessagePlacementLayout {
    var layout = message
    layout.containerBounds = device.bounds
    layout.containerSafeArea = device.safeArea
    switch context {
    case .belowNavigationBar:
      let bar = device.navigationBarFrame
      layout.topBarEdge = bar.origin.y + bar.size.height
    case .aboveTabBar(_, let pinnedToBar):
      layout.bottomBarEdge = pinnedToBar ? device.tabBarFrame.origin.y : nil
    case .viewController, .view, .newWindow, .fail:
      break
    }
    layout.keyboardFrame = showsKeyboard ? device.keyboardFrame : nil
    layout.motion = message.placement == .center ? .scale : .slide
    return layout
  }
}

extension DevicePlacement {
  /// A scene of `device` with `placement` and every other fact at its default, for other
  /// modules (the memberwise initializer takes them all).
  package init(device: DeviceMetrics, placement: PresentationPlacement) {
    self.init(device: device, message: MessagePlacementLayout(placement: placement))
  }
}
