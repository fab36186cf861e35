#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A message view whose visible part is `backgroundView`: touches outside it pass through,
/// and pan gestures attach to it.
public protocol BackgroundViewable {
  /// The visible part of the message.
  var backgroundView: UIView! { get }
}
#endif
