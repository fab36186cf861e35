#if canImport(UIKit) && !os(watchOS)
import Foundation

/// Runs main-actor code synchronously from code that is known to be on the main thread but
/// not statically isolated (notification blocks on `.main`, `DispatchQueue.main` blocks).
/// `MainActor.assumeIsolated` does the same but is not in the iOS 16 SDK.
enum MainThread {
  static func run(_ work: @escaping @MainActor () -> Void) {
    precondition(Thread.isMainThread, "SwiftMessages: main-actor work off the main thread")
    // A @MainActor function type has the same representation as a plain one; calling it here
    // is safe because we are on the main thread (checked above).
    let plain = unsafeBitCast(work, to: (() -> Void).self)
    plain()
  }

  /// Like ``run(_:)``, returning `work`'s result.
  static func value<T>(_ work: @escaping @MainActor () -> T) -> T {
    precondition(Thread.isMainThread, "SwiftMessages: main-actor work off the main thread")
    let plain = unsafeBitCast(work, to: (() -> T).self)
    return plain()
  }
}
#endif
