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

extension MessageHaptic {
  /// The haptic a message plays as it starts to show (SwiftMessages 10's precedence): its
  /// view's own (`HapticMessage.defaultHaptic`, for example set by `configureTheme(_:
  /// includeHaptic: true)`), else the configuration's `haptic`.
  package static func played(viewHaptic: MessageHaptic?, configHaptic: MessageHaptic?) -> MessageHaptic? {
    viewHaptic ?? configHaptic
  }
}
