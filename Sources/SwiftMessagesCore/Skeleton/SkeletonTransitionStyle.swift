import Foundation

/// How a skeleton appears and disappears (SkeletonView's `SkeletonTransitionStyle`).
/// Show and hide use ``default``, a 0.25 s cross-dissolve.
public enum SkeletonTransitionStyle: Hashable, Sendable {
  /// Immediate, no animation.
  case none
  /// An opacity fade of the given duration in seconds.
  case crossDissolve(TimeInterval)

  /// SkeletonView's default for show and hide: `.crossDissolve(0.25)`.
  public static let `default` = SkeletonTransitionStyle.crossDissolve(0.25)

  /// The fade's length in seconds: 0 for `.none`; a negative, NaN or infinite duration is
  /// treated as 0 (immediate), never as an animation that does not end.
  public var duration: TimeInterval {
    switch self {
    case .none: 0
    case .crossDissolve(let duration): duration.nonNegativeFinite
    }
  }

  /// Whether anything is animated (a cross-dissolve with a positive, finite duration).
  public var isAnimated: Bool { duration > 0 }
}
