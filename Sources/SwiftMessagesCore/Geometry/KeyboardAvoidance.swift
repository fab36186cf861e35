import Foundation

/// Keyboard avoidance for bottom messages, computed from frames in window coordinates.
///
/// Fixes SwiftMessages' tracker: a keyboard that is already visible when the message appears
/// is taken into account (the UIKit layer seeds the last known keyboard frame), a hidden
/// keyboard always yields 0, and the bottom safe area (home indicator) is not counted twice
/// while the keyboard covers it.
public enum KeyboardAvoidance {
  /// The height the tracking view must take so that content above it clears the keyboard.
  ///
  /// - Parameters:
  ///   - trackerMaxY: the bottom of the tracking view, in window coordinates.
  ///   - keyboardFrame: the keyboard's end frame in window coordinates, or `nil` when hidden.
  ///   - safeAreaBottom: the bottom safe-area inset the message already keeps (34 pt with a
  ///     home indicator), which the keyboard makes redundant.
  ///   - topMargin: extra space between the keyboard and the message's content (which sits
  ///     `safeAreaBottom` above the tracker). 0 by default.
  /// - Returns: 0 when there is no keyboard or it does not overlap; never negative. A keyboard
  ///   that covers less than `safeAreaBottom` only lifts the message as far as needed to keep
  ///   `topMargin` between them.
  public static func trackingHeight(
    trackerMaxY: CGFloat, keyboardFrame: CGRect?, safeAreaBottom: CGFloat = 0, topMargin: CGFloat = 0
  ) -> CGFloat {
    // Only stored members of CGRect: its computed ones live in CoreGraphics on Apple systems.
    guard let keyboardFrame, keyboardFrame.size.width > 0, keyboardFrame.size.height > 0,
      keyboardFrame.origin.y.isFinite
    else { return 0 }
    let overlap = trackerMaxY - keyboardFrame.origin.y
    guard overlap > 0 else { return 0 }
    return max(0, overlap - max(0, safeAreaBottom) + max(0, topMargin))
  }
}
