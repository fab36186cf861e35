#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessages {
  /// SwiftMessages 10's `Identifiable`, spelled `SwiftMessages.Identifiable`: a message view
  /// that adopts it is known by its `id`, which de-duplicates it (`Config.ignoreDuplicates`)
  /// and names it for `hide(id:)`, `hideCounted(id:)` and the look-ups. `MessageView` and
  /// `MessageHostingView` adopt it.
  ///
  /// Nested in ``SwiftMessages`` so that a bare `Identifiable` in app code stays Swift's own
  /// (SwiftMessages #524); a view adopting `Swift.Identifiable` is known by its id as well.
  ///
  /// ```swift
  /// class OrderView: UIView, SwiftMessages.Identifiable {
  ///   var id: String { "order-42" }
  /// }
  /// ```
  public protocol Identifiable {
    /// The message's id: equal ids are the same message.
    var id: String { get }
  }
}

extension MessageView: SwiftMessages.Identifiable {}

@available(iOS 14.0, *)
extension MessageHostingView: SwiftMessages.Identifiable {}
#endif
