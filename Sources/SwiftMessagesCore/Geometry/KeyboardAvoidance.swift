import Foundation

/// Keyboard avoidance for bottom messages, computed from frames in window coordinates.
///
/// Fixes SwiftMessages' tracker: a keyboard that is already visible when the message appears
/// is taken into account (the UIKit layer seeds the last known keyboard frame) and a hidden
/// keyboard always yields 0. The home-indicator inset is not the tracker's business: the
/// message's margins follow its own safe area (``MarginAdjustment/ownSafeArea(untransformedFrame:containerBounds:containerSafeArea:)``),
/// which it leaves once lifted above the keyboard, so subtracting it here would eat the gap.
package enum KeyboardAvoidance {
  /// The height the tracking view must take so that its top, where the message sits, stays
  /// `topMargin` above the keyboard (SwiftMessages 10's `KeyboardTrackingView.topMargin`).
  ///
  /// - Parameters:
  ///   - trackerMaxY: the bottom of the tracking view, in window coordinates.
  ///   - keyboardFrame: the keyboard's end frame in window coordinates, or `nil` when hidden.
  ///   - topMargin: the gap to keep between the keyboard and the tracker's top. 0 by default.
  /// - Returns: the covered height plus `topMargin` when the keyboard overlaps the tracker's
  ///   bottom; 0 when there is no keyboard or it does not overlap. Never negative.
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
