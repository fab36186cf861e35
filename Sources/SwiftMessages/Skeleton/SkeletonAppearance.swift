#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The global skeleton defaults (SkeletonView's `SkeletonAppearance.default`); change them once
/// at launch.
public enum SkeletonAppearance {
  /// The appearance skeletons read their defaults from. ``SkeletonViewAppearance/shared`` by
  /// default; replace it (or change its properties) at launch. Readable and settable from any
  /// thread (it is read in default arguments).
  public static var `default`: SkeletonViewAppearance {
    get { current.value }
    set { current.value = newValue }
  }

  private static let current = Locked(SkeletonViewAppearance.shared)
}

/// Mutable skeleton defaults, read when a skeleton is shown. Thread-safe.
public final class SkeletonViewAppearance: @unchecked Sendable {
  /// The shared instance behind ``SkeletonAppearance/default``.
  public static let shared = SkeletonViewAppearance()

  /// Guards the three values below (no struct of them: its copies went through value
  /// witnesses).
  private let lock = NSLock()
  private var storedTintColor: UIColor = .skeletonDefault
  private var storedGradient = SkeletonGradient(baseColor: .skeletonDefault)
  /// The numbers and their corrections (the core's).
  private var numbers = SkeletonDefaults()

  /// Runs `body` while holding the lock. (Each accessor below is kept out of line, so the
  /// `modify` and key-path accessors the compiler adds call it instead of repeating it.)
  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Creates an appearance with the defaults listed on each property, e.g. to reset
  /// ``SkeletonAppearance/default``.
  public init() {}

  /// The solid skeleton colour. `.skeletonDefault` (clouds / darkClouds) by default.
  public var tintColor: UIColor {
    @inline(never) get { locked { storedTintColor } }
    @inline(never) set { locked { storedTintColor = newValue } }
  }
  /// The gradient of gradient skeletons. `SkeletonGradient(baseColor: .skeletonDefault)` by default.
  public var gradient: SkeletonGradient {
    @inline(never) get { locked { storedGradient } }
    @inline(never) set { locked { storedGradient = newValue } }
  }
  /// The line height of text skeletons when ``textLineHeight`` is `.fixed`. 15 by default; a
  /// negative, NaN or infinite value falls back to 15.
  public var multilineHeight: CGFloat {
    @inline(never) get { locked { numbers.multilineHeight } }
    @inline(never) set { locked { numbers.multilineHeight = newValue } }
  }
  /// How text line heights are chosen. `.fixed(multilineHeight)` by default, following later
  /// changes of ``multilineHeight`` (SkeletonView froze it at its first value).
  public var textLineHeight: SkeletonTextLineHeight {
    @inline(never) get { locked { numbers.textLineHeight } }
    @inline(never) set { locked { numbers.textLineHeight = newValue } }
  }
  /// The space between text lines. 10 by default; a negative, NaN or infinite value becomes 0.
  public var multilineSpacing: CGFloat {
    @inline(never) get { locked { numbers.multilineSpacing } }
    @inline(never) set { locked { numbers.multilineSpacing = newValue } }
  }
  /// The width of the last text line, percent (clamped to 0…100). 70 by default.
  public var multilineLastLineFillPercent: Int {
    @inline(never) get { locked { numbers.multilineLastLineFillPercent } }
    @inline(never) set { locked { numbers.multilineLastLineFillPercent = newValue } }
  }
  /// The corner radius of text lines. 0 by default; a negative value becomes 0.
  public var multilineCornerRadius: Int {
    @inline(never) get { locked { numbers.multilineCornerRadius } }
    @inline(never) set { locked { numbers.multilineCornerRadius = newValue } }
  }
  /// Whether a one-line label is drawn as a single block. `false` by default.
  public var renderSingleLineAsView: Bool {
    @inline(never) get { locked { numbers.renderSingleLineAsView } }
    @inline(never) set { locked { numbers.renderSingleLineAsView = newValue } }
  }
  /// The corner radius of non-text skeletons. 0 by default; a negative, NaN or infinite value
  /// becomes 0.
  public var skeletonCornerRadius: Float {
    @inline(never) get { locked { numbers.skeletonCornerRadius } }
    @inline(never) set { locked { numbers.skeletonCornerRadius = newValue } }
  }
}

/// The colours of a gradient skeleton (SkeletonView's `SkeletonGradient`): by default
/// `[base, base.complementaryColor, base]`, a band slightly darker (light colours) or lighter
/// (dark colours) than the base.
public struct SkeletonGradient {
  /// The stops, by the core's rule (``SkeletonGradientColors``); a plain array, so copying a
  /// gradient is a retain.
  private let stops: [UIColor]

  /// The gradient's colours, dynamic where the inputs are.
  public var colors: [UIColor] { stops }

  /// Creates `[baseColor, secondaryColor ?? baseColor.complementaryColor, baseColor]`.
  public init(baseColor: UIColor, secondaryColor: UIColor? = nil) {
    stops =
      SkeletonGradientColors(
        baseColor: baseColor, secondaryColor: secondaryColor, complementary: \.complementaryColor
      )
      .colors
  }

  /// Creates a gradient from explicit colours; an empty list gives the default gradient.
  public init(colors: [UIColor]) {
    stops =
      SkeletonGradientColors(colors: colors, fallback: SkeletonGradient(baseColor: .skeletonDefault).stops)
      .colors
  }
}
#endif
