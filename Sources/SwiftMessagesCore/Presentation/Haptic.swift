import Foundation

/// A notification haptic played when a message starts to show. SwiftMessages 10's
/// `SwiftMessages.Haptic` (the UIKit layer re-exports it under that name).
public enum MessageHaptic: String, Hashable, Sendable, CaseIterable {
  /// A success notification (`UINotificationFeedbackGenerator.FeedbackType.success`).
  case success
  /// A warning notification.
  case warning
  /// An error notification.
  case error
}
