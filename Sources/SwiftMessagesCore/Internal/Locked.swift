import Foundation

/// A value behind a lock, for the few settings an app may change from any thread.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  package init(_ value: Value) { stored = value }

  /// Runs `body` on the value while holding the lock, so a read-modify-write is atomic.
  package func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&stored)
  }

  /// The value; each get and each set takes the lock once.
  package var value: Value {
    get { withLock { $0 } }
    set { withLock { $0 = newValue } }
  }
}
