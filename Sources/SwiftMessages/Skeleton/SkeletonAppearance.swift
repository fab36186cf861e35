#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The global skeleton defaults (SkeletonView's `SkeletonAppearance.default`). Its values are
/// the core's `SkeletonDefaults`; change them once at launch.
public enum SkeletonAppearance {
  /// The appearance skeletons read their defaults from. ``SkeletonViewAppearance/shared`` by
  /// default; replace it (or change its properties) at launch. Readable and settable from any
  /// thread (it is read in default arguments).
  public static var `default`: SkeletonViewAppearance {
    get { current.read { $0 } }
    set { current.write { $0 = newValue } }
  }

  private static let current = Locked(SkeletonViewAppearance.shared)
}

/// A value behind a lock, for the settable skeleton statics.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func read<T>(_ body: (Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(value)
  }

  func write(_ body: (inout Value) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body(&value)
  }
}

/// Mutable skeleton defaults, read when a skeleton is shown. Thread-safe.
public final class SkeletonViewAppearance: @unchecked Sendable {
  /// The shared instance behind ``SkeletonAppearance/default``.
  public static let shared = SkeletonViewAppearance()

  private let lock = NSLock()
  private var storage: Storage

  private struct Storage {
    var tintColor: UIColor
    var gradient: SkeletonGradient
    var multilineHeight: CGFloat
    var textLineHeight: SkeletonTextLineHeight?
    var multilineSpacing: CGFloat
    var multilineLastLineFillPercent: Int
    var multilineCornerRadius: Int
    var renderSingleLineAsView: Bool
    var skeletonCornerRadius: Float
  }

  /// Creates an appearance with the defaults listed on each property (the core's
  /// `SkeletonDefaults`), e.g. to reset ``SkeletonAppearance/default``.
  public init() {
    let defaults = SkeletonDefaults.standard
    storage = Storage(
      tintColor: .skeletonDefault,
      gradient: SkeletonGradient(baseColor: .skeletonDefault),
      multilineHeight: CGFloat(defaults.multilineHeight), textLineHeight: nil,
      multilineSpacing: CGFloat(defaults.multilineSpacing),
      multilineLastLineFillPercent: defaults.multilineLastLineFillPercent,
      multilineCornerRadius: Int(defaults.multilineCornerRadius),
      renderSingleLineAsView: defaults.renderSingleLineAsView,
      skeletonCornerRadius: Float(defaults.skeletonCornerRadius))
  }

  private func read<T>(_ body: (Storage) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(storage)
  }

  private func write(_ body: (inout Storage) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body(&storage)
  }

  /// The solid skeleton colour. `.skeletonDefault` (clouds / darkClouds) by default.
  public var tintColor: UIColor {
    get { read { $0.tintColor } }
    set { write { $0.tintColor = newValue } }
  }
  /// The gradient of gradient skeletons. `SkeletonGradient(baseColor: .skeletonDefault)` by default.
  public var gradient: SkeletonGradient {
    get { read { $0.gradient } }
    set { write { $0.gradient = newValue } }
  }
  /// The line height of text skeletons when ``textLineHeight`` is `.fixed`. 15 by default.
  public var multilineHeight: CGFloat {
    get { read { $0.multilineHeight } }
    set { write { $0.multilineHeight = newValue } }
  }
  /// How text line heights are chosen. `.fixed(multilineHeight)` by default, following later
  /// changes of ``multilineHeight`` (SkeletonView froze it at its first value).
  public var textLineHeight: SkeletonTextLineHeight {
    get { read { $0.textLineHeight ?? .fixed($0.multilineHeight) } }
    set { write { $0.textLineHeight = newValue } }
  }
  /// The space between text lines. 10 by default.
  public var multilineSpacing: CGFloat {
    get { read { $0.multilineSpacing } }
    set { write { $0.multilineSpacing = newValue } }
  }
  /// The width of the last text line, percent (clamped to 0…100). 70 by default.
  public var multilineLastLineFillPercent: Int {
    get { read { $0.multilineLastLineFillPercent } }
    set { write { $0.multilineLastLineFillPercent = min(max(newValue, 0), 100) } }
  }
  /// The corner radius of text lines. 0 by default.
  public var multilineCornerRadius: Int {
    get { read { $0.multilineCornerRadius } }
    set { write { $0.multilineCornerRadius = newValue } }
  }
  /// Whether a one-line label is drawn as a single block. `false` by default.
  public var renderSingleLineAsView: Bool {
    get { read { $0.renderSingleLineAsView } }
    set { write { $0.renderSingleLineAsView = newValue } }
  }
  /// The corner radius of non-text skeletons. 0 by default.
  public var skeletonCornerRadius: Float {
    get { read { $0.skeletonCornerRadius } }
    set { write { $0.skeletonCornerRadius = newValue } }
  }
}
#endif
