#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The window of window-context messages. Touches that reach only the window, its root view
/// or the root view's ancestors (private wrappers such as `UIDropShadowView` on iPad) pass
/// through to the app's windows below.
@MainActor
open class PassthroughWindow: UIWindow {
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let view = super.hitTest(point, with: event) else { return nil }
    if view === self { return nil }
    // The root view (a PassthroughView) already declines touches unless it is modal; a view
    // that merely wraps it is a system container and must not swallow touches either.
    if let root = rootViewController?.view, view !== root, root.isDescendant(of: view) { return nil }
    return view
  }
}
#endif
