#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Whether the app is active, without touching `UIApplication.shared` at compile time (so
/// the code stays usable in app extensions, where an extension is always treated as active).
@MainActor
enum AppActivity {
  /// `false` only when a host application exists and is not `.active`. Animations that
  /// finish while the app is inactive report completion anyway, so the queue never sticks
  /// in the background.
  static var isActive: Bool {
    guard let app = ContextResolver.application() else { return true }
    return app.applicationState == .active
  }
}
#endif
