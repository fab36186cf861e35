#if canImport(UIKit) && !os(watchOS)
import UIKit

/// An animator that attaches its message to the top or bottom edge. Adopt it in a custom
/// animator so `.automatic` contexts place the message below a visible navigation bar
/// (top) or above a visible tab bar (bottom), as they do for `.top` and `.bottom`.
/// Internal in SwiftMessages 10; public here so custom animators get the same placement.
@MainActor
public protocol TopBottomPresentable {
  /// The edge the message is attached to, or `nil` when it is not attached to one.
  var topBottomStyle: TopBottomAnimationStyle? { get }
}
#endif
