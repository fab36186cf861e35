#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A message view that tells VoiceOver what to say and where to focus. `MessageView`
/// adopts it; adopt it in custom views for the same VoiceOver behaviour.
public protocol AccessibleMessage {
  /// The sentence announced when the message appears (for example "Warning, Title, Body").
  var accessibilityMessage: String? { get }
  /// The element that carries the message and takes focus in modal presentations.
  var accessibilityElement: NSObject? { get }
  /// Further elements VoiceOver can reach (for example the button).
  var additionalAccessibilityElements: [NSObject]? { get }
}
#endif
