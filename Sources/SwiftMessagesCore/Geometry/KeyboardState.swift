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
  /// A keyboard notification (`UIResponder.keyboardWill…Notification`), with its
  /// `keyboardFrameEndUserInfoKey` rectangle, if any, and whether that rectangle overlaps the
  /// screen (a keyboard moving off screen reports a frame below it).
  package enum Event: Sendable {
    /// `keyboardWillShowNotification`.
    case willShow(endFrame: CGRect?, onScreen: Bool)
    /// `keyboardWillChangeFrameNotification` (also posted around show and hide).
    case willChangeFrame(endFrame: CGRect?, onScreen: Bool)
    /// `keyboardWillHideNotification`.
    case willHide
  }

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

  /// `.show`/`.hide` on a visibility change, `.frame` when a visible keyboard moves, nothing
  /// otherwise (such as the `willChangeFrame` paired with `willShow`, in either order).
  package mutating func handle(_ event: Event) -> [KeyboardChange] {
    switch event {
    case .willShow(let endFrame, let onScreen):
      guard let visibleFrame = Self.visible(endFrame, onScreen) else { return hide() }
      let wasVisible = isVisible
      let moved = stored != visibleFrame
      stored = visibleFrame
      return wasVisible ? (moved ? [.frame] : []) : [.show]
    case .willHide:
      return hide()
    case .willChangeFrame(let endFrame, let onScreen):
      guard let visibleFrame = Self.visible(endFrame, onScreen) else { return hide() }
      guard isVisible else {
        // Whichever of willChangeFrame and willShow arrives first reports the appearance;
        // the other then finds nothing new.
        stored = visibleFrame
        return [.show]
      }
      guard stored != visibleFrame else { return [] }
      stored = visibleFrame
      return [.frame]
    }
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
