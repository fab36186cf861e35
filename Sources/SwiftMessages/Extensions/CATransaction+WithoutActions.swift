#if canImport(UIKit) && !os(watchOS)
import QuartzCore

extension CATransaction {
  /// Runs `changes` in a transaction whose implicit layer animations are off: new paths,
  /// frames and colours apply at once instead of animating over 0.25 s.
  static func withoutActions<Result>(_ changes: () throws -> Result) rethrows -> Result {
    begin()
    setDisableActions(true)
    defer { commit() }
    return try changes()
  }
}
#endif
