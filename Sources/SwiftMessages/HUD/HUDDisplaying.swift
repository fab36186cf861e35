#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A view that shows a loading HUD's content, so `SwiftMessages.showHUD(_:)` and
/// `withHUD(_:operation:)` can update it in place: progress, title, and the success or
/// failure morph. ``HUDView`` conforms; adopt it in your own view and hand it to
/// `SwiftMessages.hudViewProvider`.
@MainActor
public protocol HUDDisplaying: UIView {
  /// Shows `content`, animating the change with `motion` (`nil`: at once; see `HUDMotion`).
  func display(_ content: HUDContent, motion: HUDMotion?)
}
#endif
