#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Runs main-actor code from places that are not statically isolated (notification blocks,
/// KVO callbacks, `DispatchQueue.main` blocks, nonisolated entry points). It never waits for
/// the main thread, so it cannot deadlock.
enum MainThread {
  /// Runs `work` at once when called on the main thread, otherwise asynchronously on the main
  /// queue (FIFO, so calls keep their order), as SwiftMessages hops to the main actor for
  /// `show` and `hide` called off it. Never traps.
  static func run(_ work: @escaping @MainActor () -> Void) {
    guard Thread.isMainThread else {
      DispatchQueue.main.async { run(work) }
      return
    }
    MainWork(work).runNow()
  }

  /// `work`'s result when called on the main thread; `fallback` off it, without touching any
  /// view and without waiting for the main thread (which may itself be waiting for the
  /// caller). Views are main-thread objects: read them on the main thread.
  static func value<T>(_ work: @escaping @MainActor () -> T, offMain fallback: T) -> T {
    guard Thread.isMainThread else { return fallback }
    var result = fallback
    MainWork { result = work() }.runNow()
    return result
  }
}

/// Main-actor work entered through the Objective-C runtime after the caller checked it is on the
/// main thread (the trust UIKit's target-action gives). SDK reason: `MainActor.assumeIsolated`
/// (Swift 5.9) is missing from the _Concurrency interface of the iOS 16.5 SDK this target is
/// checked against.
private final class MainWork: NSObject {
  private let work: @MainActor () -> Void

  init(_ work: @escaping @MainActor () -> Void) {
    self.work = work
  }

  /// Runs the work; call on the main thread only.
  func runNow() {
    _ = perform(#selector(execute))
  }

  @MainActor @objc private func execute() {
    work()
  }
}
#endif
