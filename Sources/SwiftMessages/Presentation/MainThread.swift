#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Runs main-actor code from places that are not statically isolated (notification blocks,
/// KVO callbacks, `DispatchQueue.main` blocks, nonisolated entry points).
enum MainThread {
  /// Runs `work` at once when called on the main thread, otherwise asynchronously on the main
  /// queue (FIFO, so calls keep their order). Never traps.
  ///
  /// On the main thread this does what `MainActor.assumeIsolated` does: the main actor's
  /// executor is the main thread, and a `@MainActor` function type has the same
  /// representation as a plain one.
  static func run(_ work: @escaping @MainActor () -> Void) {
    guard Thread.isMainThread else {
      DispatchQueue.main.async { run(work) }
      return
    }
    // SDK reason: `MainActor.assumeIsolated` (Swift 5.9) is not in the _Concurrency interface
    // (Swift 5.8) of the iOS 16.5 SDK this target is compiled and checked against (ios-check:
    // "type 'MainActor' has no member 'assumeIsolated'"); the standard library implements
    // `assumeIsolated` with this same cast.
    let plain = unsafeBitCast(work, to: (() -> Void).self)
    plain()
  }

  /// Like ``run(_:)``, returning `work`'s result: off the main thread it waits for the main
  /// queue to run it (which cannot deadlock, since the caller is not the main thread).
  static func value<T>(_ work: @escaping @MainActor () -> T) -> T {
    guard Thread.isMainThread else { return DispatchQueue.main.sync { value(work) } }
    // SDK reason: no `MainActor.assumeIsolated` in the iOS 16.5 SDK (see ``run(_:)``).
    let plain = unsafeBitCast(work, to: (() -> T).self)
    return plain()
  }
}
#endif
