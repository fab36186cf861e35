import Foundation

/// Keyboard avoidance for bottom messages, in window coordinates; unlike SwiftMessages' tracker it
/// counts an already-visible keyboard and ignores the home-indicator inset (the message's margins
/// follow its own safe area, which it leaves once lifted).
package enum KeyboardAvoidance {
  /// The covered height plus `topMargin` (SwiftMessages 10's `KeyboardTrackingView.topMargin`)
  /// when the keyboard overlaps the tracker's bottom, else 0; never negative.
  package static func trackingHeight(trackerMaxY: CGFloat, keyboardFrame: CGRect?, topMargin: CGFloat = 0)
    -> CGFloat
  {
    // Only stored members of CGRect: its computed ones live in CoreGraphics on Apple systems.
    guard let keyboardFrame, keyboardFrame.size.width > 0, keyboardFrame.size.height > 0,
      keyboardFrame.origin.y.isFinite
    else { return 0 }
    let overlap = trackerMaxY - keyboardFrame.origin.y
    guard overlap > 0 else { return 0 }
    return overlap + max(0, topMargin)
  }
}
