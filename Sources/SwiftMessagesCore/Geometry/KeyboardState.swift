import Foundation

/// A change of the keyboard that a tracking view reacts to (SwiftMessages'
/// `KeyboardTrackingView.Change`).
public enum KeyboardChange: Hashable, Sendable {
  /// The keyboard appears.
  case show
  /// The keyboard goes away.
  case hide
  /// The visible keyboard changes its frame (another keyboard, the QuickType bar, rotation).
  case frame
}

/// The keyboard state, shared by every tracker so a new one starts from the keyboard as it is;
/// avoids SwiftMessages' tracker bugs (`willChangeFrame` sent to "show", a frame kept after hide).
package struct KeyboardState: Sendable {
  /// The keyboard's end frame in screen coordinates while it is visible, `nil` when hidden.
  package var frame: CGRect? {
    stored.map { CGRect(origin: CGPoint(x: $0.x, y: $0.y), size: CGSize(width: $0.width, height: $0.height)) }
  }

  // CGRect's Equatable and Hashable conformances live in CoreGraphics on Apple systems,
  // which this Foundation-only target does not import: keep the components instead.
  private var stored: Components?

  private struct Components: Equatable, Sendable {
    var x: CGFloat
    var y: CGFloat
    var width: CGFloat
    var height: CGFloat
  }

  /// Creates a state; the keyboard is hidden by default.
  package init(frame: CGRect? = nil) {
    stored = frame.flatMap(Self.validated)
  }

  /// Whether the keyboard is visible.
  var isVisible: Bool { stored != nil }

  /// Handles a keyboard notification (`UIResponder.keyboardWill…Notification`): `hides` for
  /// `keyboardWillHideNotification`, else `endFrame` is its `keyboardFrameEndUserInfoKey`
  /// rectangle, if any, and `onScreen` whether that overlaps the screen (a keyboard moving off
  /// screen reports a frame below it). Returns `.show`/`.hide` on a visibility change, `.frame`
  /// when a visible keyboard moves, nothing otherwise (such as the `willChangeFrame` paired with
  /// `willShow`, in either order: whichever arrives first reports the appearance).
  package mutating func handle(hides: Bool = false, endFrame: CGRect? = nil, onScreen: Bool = false)
    -> [KeyboardChange]
  {
    guard !hides, let visibleFrame = Self.visible(endFrame, onScreen) else { return hide() }
    guard isVisible else {
      stored = visibleFrame
      return [.show]
    }
    guard stored != visibleFrame else { return [] }
    stored = visibleFrame
    return [.frame]
  }

  private mutating func hide() -> [KeyboardChange] {
    guard isVisible else { return [] }
    stored = nil
    return [.hide]
  }

  private static func visible(_ endFrame: CGRect?, _ onScreen: Bool) -> Components? {
    onScreen ? endFrame.flatMap(validated) : nil
  }

  private static func validated(_ rect: CGRect) -> Components? {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.allSatisfy(\.isFinite), rect.size.width > 0, rect.size.height > 0 else { return nil }
    return Components(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
}
