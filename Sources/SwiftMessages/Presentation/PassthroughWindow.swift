#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The window of window-context messages. Touches that reach only the window, its root view
/// or the root view's ancestors (private wrappers such as `UIDropShadowView` on iPad) pass
/// through to the app's windows below.
@MainActor
open class PassthroughWindow: UIWindow {
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    guard let view = hit else { return nil }
    // The root view (a PassthroughView) decides for itself; see the core's ``MessageInteraction/passesThrough(hitIsContainer:containerTakesTouches:hitIsRoot:hitContainsRoot:)``.
    let root = rootViewController?.view
    let passes = MessageInteraction.passesThrough(
      hitIsContainer: view === self, containerTakesTouches: false, hitIsRoot: view === root,
      hitContainsRoot: root?.isDescendant(of: view) ?? false)
    return passes ? nil : view
  }
}
#endif
