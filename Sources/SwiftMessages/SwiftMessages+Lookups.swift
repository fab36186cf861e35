#if canImport(UIKit) && !os(watchOS)
import UIKit

extension SwiftMessages {
  /// The message view on screen (including one animating out), if it is a `T`.
  public func current<T: UIView>() -> T? { current() as? T }

  /// The message view on screen, if any.
  public func current() -> UIView? { engine.current?.payload.view }

  /// The message view on screen with `id`, if it is a `T`.
  public func current<T: UIView>(id: String) -> T? { current(id: id) as? T }

  /// The message view on screen with `id`.
  public func current(id: String) -> UIView? { engine.current(id: id)?.view }

  /// The queued (or delayed) message view with `id` that would show first, if it is a `T`.
  public func queued<T: UIView>(id: String) -> T? { queued(id: id) as? T }

  /// The queued (or delayed) message view with `id` that would show first.
  public func queued(id: String) -> UIView? { engine.queued(id: id)?.view }

  /// `current(id:)` or else `queued(id:)`, if it is a `T`.
  public func currentOrQueued<T: UIView>(id: String) -> T? { currentOrQueued(id: id) as? T }

  /// `current(id:)` or else `queued(id:)`.
  public func currentOrQueued(id: String) -> UIView? { engine.currentOrQueued(id: id)?.view }
}
#endif
