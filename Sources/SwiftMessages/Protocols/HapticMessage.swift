#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A message view with its own haptic, which wins over `Config.haptic`. Public (unlike
/// SwiftMessages 10), so any custom view can supply one.
public protocol HapticMessage {
  /// The haptic to play as the message appears, or `nil` for none.
  var defaultHaptic: SwiftMessages.Haptic? { get }
}
#endif
