#if canImport(UIKit) && !os(watchOS)
import Foundation

/// A box holding a weak reference (SwiftMessages 10's `Weak`), for arrays or dictionaries of
/// objects that must not be kept alive.
///
/// ```swift
/// let observers = [Weak(value: viewController)]
/// observers.compactMap(\.value).forEach { $0.refresh() }
/// ```
public class Weak<T: AnyObject> {
  /// The referenced object, or `nil` once it has been released.
  public weak var value: T?

  /// Creates a box referencing `value` weakly.
  public init(value: T?) {
    self.value = value
  }
}
#endif
